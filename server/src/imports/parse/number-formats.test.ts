/**
 * Times and durations as users see them in Excel (issue 21 item 8), through both workbook readers:
 * the number format decides (cells.ts), so an xlsx and an xls with the same cells read the same.
 */
import { describe, expect, it } from 'vitest';
import { xlsWorkbook, xlsxWorkbook } from '../../../test/upload-fixtures/workbooks.ts';
import { DEFAULT_PARSE_LIMITS } from './types.ts';
import { readCfbWorkbookBuffer } from './xls.ts';
import { readXlsxBuffer } from './xlsx.ts';

/** 10 days, 15 hours, 10 minutes and 10 seconds; 15:10:10 alone. */
const TEN_DAYS = 10 + (15 * 3600 + 10 * 60 + 10) / 86_400;
const AFTERNOON = (15 * 3600 + 10 * 60 + 10) / 86_400;

/** Header, then one row per value with the format it is shown in. */
const CASES: { header: string; value: number; numFmt: number | string; shown: string }[] = [
  { header: 'Dauer [h]:mm:ss', value: TEN_DAYS, numFmt: '[h]:mm:ss', shown: '255:10:10' },
  { header: 'Dauer eingebaut', value: TEN_DAYS, numFmt: 46, shown: '255:10:10' },
  { header: 'Minuten', value: TEN_DAYS, numFmt: '[mm]:ss', shown: '15310:10' },
  { header: 'Sekunden', value: TEN_DAYS, numFmt: '[ss]', shown: '918610' },
  { header: 'Uhrzeit', value: AFTERNOON, numFmt: 'h:mm', shown: '15:10' },
  { header: 'Uhrzeit lang', value: AFTERNOON, numFmt: 'hh:mm:ss', shown: '15:10:10' },
  { header: 'Uhrzeit AM/PM', value: AFTERNOON, numFmt: 'h:mm AM/PM', shown: '03:10 PM' },
  { header: 'Eingebaut AM/PM', value: AFTERNOON, numFmt: 18, shown: '03:10 PM' },
  { header: 'Minuten:Sekunden', value: AFTERNOON, numFmt: 'mm:ss', shown: '10:10' },
  { header: 'Zeitpunkt als Uhrzeit', value: 45000 + AFTERNOON, numFmt: 'h:mm', shown: '15:10' },
  { header: 'Datum', value: 45000 + AFTERNOON, numFmt: 'dd.mm.yyyy', shown: '2023-03-15' },
  { header: 'Zeitpunkt', value: 45000 + AFTERNOON, numFmt: 'dd.mm.yyyy hh:mm', shown: '2023-03-15T15:10:10' },
];

describe('times and durations in workbooks (issue 21 item 8)', () => {
  it('reads an xlsx’s durations as durations and its time-only cells as times', async () => {
    const table = await readXlsxBuffer(
      xlsxWorkbook({
        sheets: [
          {
            name: 'Zeiten',
            rows: [
              CASES.map((c) => c.header),
              CASES.map((c) => ({ v: c.value, numFmt: c.numFmt })),
              // An ISO date-time cell (t="d") with a time-only format shows its time too.
              [{ t: 'd', v: '2023-03-15T15:10:10', numFmt: 'h:mm AM/PM' }],
            ],
          },
        ],
      }),
      DEFAULT_PARSE_LIMITS,
    );
    expect(table.columns).toEqual(CASES.map((c) => c.header));
    expect(table.rows[0]!.cells).toEqual(CASES.map((c) => c.shown));
    expect(table.rows[1]!.cells[0]).toBe('03:10 PM');
  });

  it('reads an xls’s durations and times the same way (NUMBER, RK and FORMULA cells)', () => {
    const table = readCfbWorkbookBuffer(
      xlsWorkbook({
        sheets: [
          {
            name: 'Zeiten',
            rows: [
              CASES.map((c) => c.header),
              CASES.map((c) => ({ number: c.value, numFmt: c.numFmt })),
              [
                { formula: TEN_DAYS, numFmt: '[h]:mm:ss' },
                { number: 0.5, numFmt: '[h]:mm', rk: true },
                { formula: AFTERNOON, numFmt: 'h:mm' },
              ],
            ],
          },
        ],
      }),
      DEFAULT_PARSE_LIMITS,
    );
    expect(table.rows[0]!.cells).toEqual(CASES.map((c) => c.shown));
    expect(table.rows[1]!.cells.slice(0, 3)).toEqual(['255:10:10', '12:00', '15:10']);
  });
});
