import { describe, expect, it } from 'vitest';
import { SAMPLE_ROWS, proposeMapping } from './mapping/propose.ts';
import { jsonRowChunks, nonEmptyCounts, packJsonRows, prepareTable } from './prepared-table.ts';
import type { ParsedTable } from './parse/types.ts';

const rows: ParsedTable['rows'] = [
  { rowId: 1, cells: ['Müller GmbH', '50667', null] },
  { rowId: 2, cells: ['"Quote" AG', '', 'a\nb'] },
  { rowId: 4, cells: ['Ünïcødé 😀 e.K.', '  ', '\u0000x'] },
  { rowId: 5, cells: [null, null, null] },
  { rowId: 6, cells: ['Zeta', '10115', 'z'] },
];

const unpacked = (chunks: Iterable<{ rowId: number; cells: string }[]>) =>
  [...chunks].map((chunk) =>
    chunk.map((row) => ({ rowId: row.rowId, cells: JSON.parse(row.cells) as unknown })),
  );

describe('an upload prepared for storing', () => {
  it('gives back every row as stored JSON, in chunks, whatever the parts it travelled in', () => {
    for (const partChars of [1, 20, 60, 1 << 26]) {
      const packed = packJsonRows(rows, { partChars });
      expect(packed.partEnds.at(-1)).toBe(rows.length);
      expect(unpacked(jsonRowChunks(packed, 2))).toEqual([rows.slice(0, 2), rows.slice(2, 4), rows.slice(4)]);
      expect(unpacked(jsonRowChunks(packed, 10))).toEqual([rows]);
      for (const chunk of jsonRowChunks(packed, 3))
        for (const row of chunk)
          expect(row.cells).toBe(JSON.stringify(rows.find((r) => r.rowId === row.rowId)!.cells));
    }
  });

  it('lets go of each row once packed when asked to', () => {
    const copy = [...rows];
    const packed = packJsonRows(copy, { consume: true });
    expect(copy.filter(Boolean)).toEqual([]);
    expect(unpacked(jsonRowChunks(packed, 10))).toEqual([rows]);
  });

  it('packs no rows into no chunks', () => {
    expect([...jsonRowChunks(packJsonRows([]), 2000)]).toEqual([]);
  });

  it('counts non-empty cells, samples the first rows and proposes the mapping as the service would', () => {
    const table: ParsedTable = {
      kind: 'csv',
      encoding: 'utf-8',
      delimiter: ';',
      columns: ['Firma', 'PLZ', 'Notiz'],
      rows: [
        ...rows,
        ...Array.from({ length: SAMPLE_ROWS + 10 }, (_, i) => ({
          rowId: 10 + i,
          cells: [`Firma ${i} GmbH`, '50667', null],
        })),
      ],
      emptyRows: 1,
      droppedRows: 0,
      warnings: [],
      warningCount: 0,
    };
    const { rows: all, ...meta } = table;
    const counts = nonEmptyCounts(table);
    const prepared = prepareTable({ ...table, rows: [...all] }, 100);
    expect(prepared.table).toEqual(meta);
    expect(prepared.rowCount).toBe(all.length);
    expect(prepared.nonEmptyCounts).toEqual(counts);
    expect(nonEmptyCounts({ columns: table.columns, rows })).toEqual([4, 2, 3]); // blank is empty
    expect(prepared.sampleRows).toEqual(all.slice(0, SAMPLE_ROWS).map((row) => row.cells));
    expect(prepared.detectedMapping).toEqual(
      proposeMapping({ columns: table.columns, sampleRows: prepared.sampleRows, remembered: null }),
    );
    expect(prepared.detectedMapping.length).toBeGreaterThan(0);
    expect(unpacked(jsonRowChunks(prepared.rows, 2000))).toEqual([all]);
  });
});
