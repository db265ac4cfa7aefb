/**
 * The upload cases of ../shared/reliability/bad-inputs.md that text files can cause, end to end
 * through the reader (sniff, decode, csv, table), and the worker that runs it with caps.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../../test/upload-fixtures/text.ts';
import { niceOfThreads, startedSince } from '../../../test/threads.ts';
import { BACKGROUND_NICE } from '../../system/thread-priority.ts';
import { jsonRowChunks, prepareTable, type PreparedTable } from '../prepared-table.ts';
import {
  parseSpreadsheetInProcess,
  prepareSpreadsheet,
  toParseError,
  ParseError,
  type ParseLimits,
  type ParsedTable,
} from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'datacare-upload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileCount = 0;
/** Writes a fixture under a generated name with the given extension, which must not matter. */
function file(bytes: Buffer, extension = 'csv'): string {
  const path = join(dir, `upload-${++fileCount}.${extension}`);
  writeFileSync(path, bytes);
  return path;
}

function read(bytes: Buffer, limits: Partial<ParseLimits> = {}): Promise<ParsedTable> {
  return parseSpreadsheetInProcess(file(bytes), limits);
}

/** The rows of a prepared table as the import stores them, read back. */
function storedRows(rows: PreparedTable['rows']): ParsedTable['rows'] {
  return [...jsonRowChunks(rows, 2000)].flat().map((row) => ({
    rowId: row.rowId,
    cells: JSON.parse(row.cells) as (string | null)[],
  }));
}

async function refusal(promise: Promise<unknown>): Promise<ParseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
}

describe('bad inputs: upload files', () => {
  it('1: an empty file is empty_file, whatever its extension', async () => {
    for (const extension of ['csv', 'xlsx', 'xls', 'txt']) {
      const error = await refusal(parseSpreadsheetInProcess(file(fixtures.emptyFile(), extension)));
      expect(error.code).toBe('empty_file');
    }
  });

  it('2: a header row only is no_data_rows', async () => {
    expect((await refusal(read(fixtures.headerOnly()))).code).toBe('no_data_rows');
  });

  it('3: 100,000 blank and whitespace-only rows are skipped and counted; row ids keep their numbers', async () => {
    const table = await read(fixtures.manyBlankRows(100_000));
    expect(table.columns).toEqual(['Firmenname', 'PLZ', 'Ort', 'Telefon']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['Müller GmbH', '10115', 'Berlin', '030 1234'] },
      { rowId: 50_003, cells: ['Schmidt AG', '80331', 'München', '089 5555'] },
      { rowId: 100_003, cells: ['Meier KG', '20095', 'Hamburg', '040 9876'] },
    ]);
    expect(table.emptyRows).toBe(100_000);
    expect(table.warningCount).toBe(0);
  });

  it('4: UTF-8 with a BOM: the BOM is stripped and the first header intact', async () => {
    const table = await read(fixtures.utf8Bom());
    expect(table).toMatchObject({ encoding: 'utf-8', delimiter: ',', columns: ['Firmenname', 'Ort'] });
    expect(table.rows).toEqual([{ rowId: 1, cells: ['Müller GmbH', 'Köln'] }]);
  });

  it('5: UTF-16LE with a BOM, tab separated (Excel "Unicode text"), is decoded', async () => {
    const table = await read(fixtures.utf16leTabs());
    expect(table).toMatchObject({
      encoding: 'utf-16le',
      delimiter: '\t',
      columns: ['Firmenname', 'Straße', 'Ort'],
    });
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['Müller GmbH', 'Hauptstraße 1', 'München'] },
      { rowId: 2, cells: ['Bäckerei Öz', 'Äußere Str. 2', 'Görlitz'] },
    ]);
  });

  it('6: Windows-1252 without a BOM is decoded, never MÃ¼ller', async () => {
    const table = await read(fixtures.windows1252());
    expect(table).toMatchObject({
      encoding: 'windows-1252',
      delimiter: ';',
      columns: ['Firmenname', 'Straße', 'Umsatz'],
    });
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['Müller GmbH', 'Straße des 17. Juni 1', '1.000 €'] },
      { rowId: 2, cells: ['Ölmühle Süß', 'Weißer Weg 2', '„50 €“'] },
    ]);
  });

  it('7: invalid UTF-8 bytes: the import continues and the cells are flagged', async () => {
    const table = await read(fixtures.invalidUtf8());
    expect(table.encoding).toBe('utf-8');
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Müller GmbH', 'Köln', 'ok'],
      ['Bad \uFFFD AG', 'Düsseldorf', 'ok'],
      ['Schulz KG', 'Gie\uFFFDen', 'ok'],
      ['Jäger GmbH', 'Lüneburg', 'gr\uFFFDn'],
      ['Größer AG', 'Fürth', 'ok'],
    ]);
    expect(table.warnings).toEqual([
      { code: 'invalid_encoding', row: 2, column: 'Firmenname', line: 3 },
      { code: 'invalid_encoding', row: 3, column: 'Ort', line: 4 },
      { code: 'invalid_encoding', row: 4, column: 'Notiz', line: 5 },
    ]);
  });

  it('8: `;` with decimal commas: `;` is detected and the numbers stay whole', async () => {
    const table = await read(fixtures.semicolonDecimalComma());
    expect(table).toMatchObject({
      delimiter: ';',
      columns: ['Firmenname', 'Umsatz', 'Mitarbeiter', 'Quote'],
    });
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Müller GmbH', '1.234,56', '12', '0,5'],
      ['Schmidt AG', '987.654,00', '1.200', '12,25'],
      ['Meier KG', '3,5', '7', '1'],
    ]);
  });

  it('9: a tab-separated file named .csv: TAB is detected', async () => {
    const table = await read(fixtures.tabSeparated());
    expect(table).toMatchObject({ delimiter: '\t', columns: ['Firmenname', 'Ansprechpartner', 'Notiz'] });
    expect(table.rows[0]!.cells).toEqual(['Müller GmbH', 'Müller, Hans', 'A; B']);
  });

  it('10: quoted line breaks: one record each; rows count records, lines count lines', async () => {
    const table = await read(fixtures.quotedLineBreaks());
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['Müller GmbH', 'Hauptstr. 1\nEingang B\n3. OG', 'sagt "Hallo"'] },
      { rowId: 2, cells: ['Schmidt AG', 'Ring 2\r\n10115 Berlin', 'kurz'] },
      { rowId: 3, cells: ['Meier KG', 'Weg 3\r4. OG', null] },
      { rowId: 4, cells: ['Nur zwei', 'Zellen', null] },
    ]);
    expect(table.warnings).toEqual([
      { code: 'ragged_row', row: 4, line: 9, params: { cells: 2, expected: 3 } },
    ]);
  });

  it('11: an unterminated quote at line 17 is unclosed_quote naming line 17', async () => {
    const error = await refusal(read(fixtures.unclosedQuoteAtLine17()));
    expect(error).toMatchObject({ code: 'unclosed_quote', line: 17 });
  });

  it('12: mixed CR, LF and CRLF line endings are parsed alike', async () => {
    const table = await read(fixtures.mixedLineEndings());
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['A GmbH', 'Berlin'],
      ['B AG', 'Hamburg'],
      ['C KG', 'Köln'],
      ['D SE', 'Bonn'],
    ]);
  });

  it('13: ragged rows are flagged per row and values never shift columns', async () => {
    const table = await read(fixtures.raggedRows());
    expect(table.columns).toEqual(['Name', 'PLZ', 'Ort', 'Column D', 'Column E']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['A GmbH', '10115', 'Berlin', null, null] },
      { rowId: 2, cells: ['B AG', '20095', null, null, null] },
      { rowId: 3, cells: ['C KG', '50667', 'Köln', 'Extra', 'Mehr'] },
      { rowId: 4, cells: ['D SE', '53111', 'Bonn', null, null] },
    ]);
    expect(table.warnings).toEqual([
      { code: 'ragged_row', row: 2, line: 3, params: { cells: 2, expected: 3 } },
      { code: 'ragged_row', row: 3, line: 4, params: { cells: 5, expected: 3 } },
    ]);
  });

  it('14: duplicate and blank headers get deterministic names and the data is kept', async () => {
    const table = await read(fixtures.duplicateAndBlankHeaders());
    expect(table.columns).toEqual(['Name', 'Email', 'Column C', 'EMAIL (2)', 'Column E', 'Email (3)']);
    expect(table.rows[0]!.cells).toEqual(['A GmbH', 'a@a.de', 'x', 'b@a.de', 'y', 'c@a.de']);
  });

  it('15: `__proto__`, `constructor`, `toString` are ordinary columns; nothing is polluted', async () => {
    const table = await read(fixtures.prototypeHeaders());
    expect(table.columns).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    expect(table.rows).toEqual([{ rowId: 1, cells: ['1', '2', '3', '4'] }]);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).toString).toBe(Object.prototype.toString);
  });

  it('16: title rows above the header are skipped with a warning', async () => {
    const table = await read(fixtures.titleRowsAboveHeader());
    expect(table.columns).toEqual(['Firmenname', 'PLZ', 'Ort', 'Telefon']);
    expect(table.rows.map((r) => r.cells[0])).toEqual(['Müller GmbH', 'Schmidt AG']);
    expect(table.warnings).toEqual([{ code: 'header_row_detected', params: { skipped: 2, line: 4 } }]);
  });

  it('17: a 10 MB cell is record_too_long naming its line; a cell over the cell cap is cell_too_long', async () => {
    expect(await refusal(read(fixtures.hugeCell()))).toMatchObject({
      code: 'record_too_long',
      line: 3,
      params: { max: 1_048_576 },
    });
    expect(await refusal(read(fixtures.hugeCell(100_000)))).toMatchObject({
      code: 'cell_too_long',
      row: 2,
      column: 'Notiz',
      line: 3,
      params: { max: 32_767 },
    });
  });

  it('17: a 200 MB line without a line break fails early with record_too_long in a 48 MB worker', async () => {
    // Written as a stream, never held in memory. Reading the line whole would need 200 MB of heap
    // (the worker gets 48 MB and would end in file_too_complex): the error proves the reader stops
    // at the 1 MB cap.
    const path = join(dir, 'long-line.csv');
    await fixtures.writeRepeated(path, {
      prefix: 'Name;Notiz\nA GmbH;',
      unit: 'x',
      totalBytes: 200 * 1024 * 1024,
    });
    const error = await refusal(prepareSpreadsheet(path, { maxMemoryMb: 48 }));
    expect(error).toMatchObject({ code: 'record_too_long', line: 2, params: { max: 1_048_576 } });
    rmSync(path);
  }, 60_000);

  it('18: more rows than the limit: the first maxRows are imported and the rest counted', async () => {
    const table = await read(fixtures.manyRows(25), { maxRows: 20 });
    expect(table.rows).toHaveLength(20);
    expect(table.rows.at(-1)).toEqual({ rowId: 20, cells: ['Firma 20', '20-1', '20-2'] });
    expect(table.droppedRows).toBe(5);
  });

  it('19: 16,384 columns are too_many_columns', async () => {
    expect(await refusal(read(fixtures.manyColumns()))).toMatchObject({
      code: 'too_many_columns',
      line: 1,
      params: { max: 1000, count: 16_384 },
    });
  });

  it('21, 22: formula-like and legitimate `+`, `-`, `@` texts are kept as written, never evaluated', async () => {
    const table = await read(fixtures.formulaLikeCells());
    expect(table.rows.map((r) => r.cells[1])).toEqual([
      '=HYPERLINK("http://evil.example","klick")',
      '@SUM(1)',
      '+1+1',
      '=1+1',
      '\tTab vorne',
      '\rCR vorne',
      '+49 30 1234',
      '-5',
      '@acme',
    ]);
  });

  it('23: zip codes and long ids keep their leading zeros and digits', async () => {
    const table = await read(fixtures.zipCodesAndIds());
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Dresden GmbH', '01067', '1234567890123456', '00012345678901234567', '1,50'],
      ['Erfurt AG', '099', '0000000000000001', '1e5', '007'],
    ]);
  });

  it('32: a PNG and executables named .csv are not_a_spreadsheet', async () => {
    for (const bytes of [fixtures.pngImage(), fixtures.elfExecutable(), fixtures.windowsExecutable()]) {
      expect((await refusal(read(bytes))).code).toBe('not_a_spreadsheet');
    }
  });

  it('33: a csv named .xlsx or .xls is read as csv', async () => {
    for (const extension of ['xlsx', 'xls']) {
      const table = await parseSpreadsheetInProcess(file(fixtures.mixedLineEndings(), extension));
      expect(table).toMatchObject({ kind: 'csv', columns: ['Name', 'Ort'] });
    }
  });
});

// Thread priorities are per thread on Linux only; a test process already at BACKGROUND_NICE or
// lower priority has nothing to lower.
describe.runIf(process.platform === 'linux' && getPriority() < BACKGROUND_NICE)('the parse worker', () => {
  it('reads at background priority, so the thread serving requests goes first', async () => {
    const path = file(fixtures.manyRows(100_000, 10)); // about a second of reading
    const before = niceOfThreads();
    let settled = false;
    const reading = prepareSpreadsheet(path).finally(() => (settled = true));
    // This thread keeps its priority, so it looks in while the worker reads; threads started
    // since the read began are the worker and what it started.
    let seen = false;
    while (!settled && !seen) {
      const started = startedSince(before);
      seen = started.some(([, nice]) => nice === BACKGROUND_NICE);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const prepared = await reading;
    expect(seen).toBe(true);
    expect(getPriority()).toBeLessThan(BACKGROUND_NICE);
    expect(prepared.rowCount).toBe(100_000);
  }, 60_000);
});

describe('prepareSpreadsheet in a worker', () => {
  let bigFile: string | null = null;
  /** A 200,000-row, 10-column csv (about 25 MB), written once. */
  const big = (): string => (bigFile ??= file(fixtures.manyRows(200_000, 10)));

  it('returns the same table as in process, every row as stored', async () => {
    for (const bytes of [fixtures.quotedLineBreaks(), fixtures.invalidUtf8(), fixtures.manyRows(5000, 8)]) {
      const path = file(bytes);
      const inProcess = await parseSpreadsheetInProcess(path);
      const { rows, ...meta } = inProcess;
      const prepared = await prepareSpreadsheet(path);
      expect(prepared.table).toEqual(meta);
      expect(storedRows(prepared.rows)).toEqual(rows);
      expect(prepared).toEqual(prepareTable({ ...inProcess, rows: [...rows] }));
    }
  });

  it('brings a ParseError back with its code, line, row, column and params', async () => {
    const error = await refusal(prepareSpreadsheet(file(fixtures.hugeCell(100_000))));
    expect(error).toBeInstanceOf(ParseError);
    expect(error).toMatchObject({
      code: 'cell_too_long',
      row: 2,
      column: 'Notiz',
      line: 3,
      params: { max: 32_767 },
    });
    expect(await refusal(prepareSpreadsheet(file(fixtures.unclosedQuoteAtLine17())))).toMatchObject({
      code: 'unclosed_quote',
      line: 17,
    });
    expect(await refusal(prepareSpreadsheet(file(fixtures.pngImage())))).toMatchObject({
      code: 'not_a_spreadsheet',
      params: { format: 'png' },
    });
  });

  it('stops a parse over the time cap with parse_timeout', async () => {
    const error = await refusal(prepareSpreadsheet(big(), { timeoutMs: 5 }));
    expect(error).toMatchObject({ code: 'parse_timeout' });
  });

  it('turns a worker out of memory into file_too_complex', async () => {
    // 200,000 rows of 10 cells need far more than a 16 MB heap.
    const error = await refusal(
      prepareSpreadsheet(big(), { maxMemoryMb: 16, limits: { maxRows: 1_000_000 } }),
    );
    expect(error).toMatchObject({ code: 'file_too_complex' });
  }, 30_000);

  it('sends a zip or an OLE2 file named .csv to the workbook readers; a broken one is a ParseError, never a crash', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
    const cfb = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    for (const bytes of [zip, cfb]) {
      const path = file(bytes);
      expect(await refusal(prepareSpreadsheet(path))).toMatchObject({ code: 'corrupt_file' });
      expect(await refusal(parseSpreadsheetInProcess(path))).toMatchObject({ code: 'corrupt_file' });
    }
  });

  it('turns any other exception of a reader into corrupt_file', () => {
    expect(toParseError(new TypeError('x is undefined'))).toMatchObject({ code: 'corrupt_file' });
    const original = new ParseError('password_protected');
    expect(toParseError(original)).toBe(original);
  });

  it('passes a missing file on as a plain error, not as a fault of the upload', async () => {
    await expect(prepareSpreadsheet(join(dir, 'missing.csv'))).rejects.toThrow(/ENOENT/);
    await expect(prepareSpreadsheet(join(dir, 'missing.csv'))).rejects.not.toBeInstanceOf(ParseError);
  });

  it('prepares a table for the trip between threads, nulls and empty tables included', () => {
    const table: ParsedTable = {
      kind: 'csv',
      columns: ['a', 'b'],
      rows: [
        { rowId: 1, cells: ['x', null] },
        { rowId: 3, cells: [null, 'üñ€'] },
        { rowId: 4, cells: ['', 'z'] },
      ],
      emptyRows: 1,
      droppedRows: 0,
      warnings: [],
      warningCount: 0,
    };
    const { rows, ...meta } = table;
    const prepared = structuredClone(prepareTable({ ...table, rows: [...rows] }));
    expect(prepared.table).toEqual(meta);
    expect(storedRows(prepared.rows)).toEqual(rows);
    const empty = structuredClone(prepareTable({ ...table, rows: [] }));
    expect(empty).toMatchObject({ table: meta, rowCount: 0 });
    expect(storedRows(empty.rows)).toEqual([]);
  });
});
