import { describe, expect, it } from 'vitest';
import {
  chooseSheet,
  classifyNumberFormat,
  formatNumberCell,
  GENERAL_FORMAT,
  literalNumberText,
  numberText,
  serialToIso,
  SheetRowSink,
  type TimeFields,
} from './cells.ts';
import { TableBuilder } from './table.ts';
import { DEFAULT_PARSE_LIMITS, ParseError } from './types.ts';

const DATE = { kind: 'date', time: false } as const;
const DATE_TIME = { kind: 'date', time: true } as const;
const clock = (fields: Partial<TimeFields>): TimeFields => ({
  hours: false,
  minutes: false,
  seconds: false,
  fraction: 0,
  ampm: false,
  ...fields,
});
const HH_MM = { kind: 'time', fields: clock({ hours: true, minutes: true }) } as const;
const HH_MM_SS = { kind: 'time', fields: clock({ hours: true, minutes: true, seconds: true }) } as const;

describe('numbers as text (bad-inputs 23)', () => {
  it('writes doubles in plain decimal: integers exactly, fractions with 15 significant digits', () => {
    expect(numberText(0)).toBe('0');
    expect(numberText(-0)).toBe('0');
    expect(numberText(42)).toBe('42');
    expect(numberText(-7)).toBe('-7');
    expect(numberText(4015123456789012)).toBe('4015123456789012');
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(1.5e-7)).toBe('0.00000015');
    expect(numberText(-1234.5)).toBe('-1234.5');
    expect(numberText(123456789.123)).toBe('123456789.123');
  });

  it('keeps the digits of a stored literal and expands exponent forms exactly', () => {
    expect(literalNumberText('4015123456789012')).toBe('4015123456789012');
    expect(literalNumberText('12345678901234567890')).toBe('12345678901234567890');
    expect(literalNumberText('4.015123456789012E+15')).toBe('4015123456789012');
    expect(literalNumberText('1.5E-7')).toBe('0.00000015');
    expect(literalNumberText('12.0')).toBe('12');
    expect(literalNumberText('12.50')).toBe('12.5');
    expect(literalNumberText('007')).toBe('7');
    expect(literalNumberText('-0')).toBe('0');
    expect(literalNumberText('0.30000000000000004')).toBe('0.3');
    expect(literalNumberText(' 3 ')).toBe('3');
    expect(literalNumberText('1e400')).toBeUndefined();
    expect(literalNumberText('abc')).toBeUndefined();
    expect(literalNumberText('')).toBeUndefined();
    expect(literalNumberText('.')).toBeUndefined();
  });
});

describe('number formats', () => {
  it('knows the built-in date and time formats', () => {
    for (const id of [14, 15, 16, 17, 27, 31, 36, 50, 58])
      expect(classifyNumberFormat(id, undefined)).toEqual(DATE);
    expect(classifyNumberFormat(20, undefined)).toEqual(HH_MM);
    expect(classifyNumberFormat(21, undefined)).toEqual(HH_MM_SS);
    expect(classifyNumberFormat(46, undefined)).toEqual({
      kind: 'duration',
      unit: 'h',
      width: 1,
      fields: clock({ hours: true, minutes: true, seconds: true }),
    });
    for (const id of [18, 19, 45, 47]) expect(classifyNumberFormat(id, undefined).kind).toBe('time');
    expect(classifyNumberFormat(22, undefined)).toEqual(DATE_TIME);
    for (const id of [0, 1, 2, 3, 4, 9, 10, 11, 12, 13, 37, 44, 48, 49]) {
      expect(classifyNumberFormat(id, undefined)).toEqual(GENERAL_FORMAT);
    }
  });

  it('detects custom date formats by d, m, y, h, s outside quotes and brackets', () => {
    expect(classifyNumberFormat(164, 'dd.mm.yyyy')).toEqual(DATE);
    expect(classifyNumberFormat(164, '[$-407]mmmm\\ yyyy;@')).toEqual(DATE);
    expect(classifyNumberFormat(164, 'yyyy-mm-dd hh:mm:ss')).toEqual(DATE_TIME);
    expect(classifyNumberFormat(164, 'h:mm AM/PM')).toEqual({
      kind: 'time',
      fields: clock({ hours: true, minutes: true, ampm: true }),
    });
    expect(classifyNumberFormat(164, 'mm:ss')).toEqual({
      kind: 'time',
      fields: clock({ minutes: true, seconds: true }),
    });
    expect(classifyNumberFormat(164, '[h]:mm:ss').kind).toBe('duration');
    expect(classifyNumberFormat(164, 'hh:mm;@')).toEqual(HH_MM);
    expect(classifyNumberFormat(164, 'mmm')).toEqual(DATE);
    expect(classifyNumberFormat(164, '#,##0.00 "days"')).toEqual(GENERAL_FORMAT);
    expect(classifyNumberFormat(164, '[Red]0.00;[Blue]-0.00')).toEqual(GENERAL_FORMAT);
    expect(classifyNumberFormat(164, '#,##0 \\h')).toEqual(GENERAL_FORMAT);
    expect(classifyNumberFormat(164, '0.00E+00')).toEqual(GENERAL_FORMAT);
    expect(classifyNumberFormat(164, 'General')).toEqual(GENERAL_FORMAT);
    expect(classifyNumberFormat(164, '@')).toEqual(GENERAL_FORMAT);
    expect(classifyNumberFormat(164, '_-* #,##0.00 €_-')).toEqual(GENERAL_FORMAT);
  });

  it('recognises formats made only of zeros', () => {
    expect(classifyNumberFormat(164, '00000')).toEqual({ kind: 'zeros', width: 5 });
    expect(classifyNumberFormat(164, '0')).toEqual({ kind: 'zeros', width: 1 });
    expect(classifyNumberFormat(164, '00000-0000')).toEqual(GENERAL_FORMAT);
  });

  it('zero-pads integers to the width of a zeros format (zip code 1067 with 00000 is 01067)', () => {
    const zeros = { kind: 'zeros', width: 5 } as const;
    expect(formatNumberCell('1067', zeros, false)).toBe('01067');
    expect(formatNumberCell(1067, zeros, false)).toBe('01067');
    expect(formatNumberCell(-1067, zeros, false)).toBe('-01067');
    expect(formatNumberCell(1234567, zeros, false)).toBe('1234567');
    expect(formatNumberCell(10.5, zeros, false)).toBe('10.5');
  });
});

describe('serial dates (bad-inputs 23)', () => {
  it('converts the 1900 system with Excel’s 1900-02-29', () => {
    expect(serialToIso(1, false, DATE)).toBe('1900-01-01');
    expect(serialToIso(59, false, DATE)).toBe('1900-02-28');
    expect(serialToIso(60, false, DATE)).toBeUndefined(); // Excel's fictitious 1900-02-29
    expect(serialToIso(61, false, DATE)).toBe('1900-03-01');
    expect(serialToIso(25569, false, DATE)).toBe('1970-01-01');
    expect(serialToIso(45000, false, DATE)).toBe('2023-03-15');
    expect(serialToIso(45000.5, false, DATE_TIME)).toBe('2023-03-15T12:00:00');
    expect(serialToIso(45000.99999999, false, DATE_TIME)).toBe('2023-03-16T00:00:00');
    expect(serialToIso(2958465, false, DATE)).toBe('9999-12-31');
    expect(serialToIso(2958466, false, DATE)).toBeUndefined();
    expect(serialToIso(0, false, DATE)).toBeUndefined();
    expect(serialToIso(-1, false, DATE)).toBeUndefined();
  });

  it('converts the 1904 system', () => {
    expect(serialToIso(0, true, DATE)).toBe('1904-01-01');
    expect(serialToIso(43538, true, DATE)).toBe('2023-03-15');
    expect(serialToIso(1462, true, DATE)).toBe('1908-01-02');
  });

  it('formats date cells, keeping numbers that are no day', () => {
    expect(formatNumberCell('45000', DATE, false)).toBe('2023-03-15');
    expect(formatNumberCell('43538', DATE, true)).toBe('2023-03-15');
    expect(formatNumberCell('60', DATE, false)).toBe('60');
    expect(formatNumberCell('-5', DATE, false)).toBe('-5');
    expect(formatNumberCell(45000.25, DATE, false)).toBe('2023-03-15');
  });
});

/** 10 days, 15 hours, 10 minutes and 10 seconds. */
const TEN_DAYS_15_10_10 = 10 + (15 * 3600 + 10 * 60 + 10) / 86_400;

/** A number as a cell with this custom format code (or built-in id) shows it. */
function shown(value: number | string, format: string | number, date1904 = false): string {
  const kind =
    typeof format === 'number' ? classifyNumberFormat(format, undefined) : classifyNumberFormat(164, format);
  return formatNumberCell(value, kind, date1904);
}

describe('times and durations as users see them (issue 21 item 8)', () => {
  it('keeps elapsed-time formats as durations, however many days they hold', () => {
    expect(shown(TEN_DAYS_15_10_10, '[h]:mm:ss')).toBe('255:10:10');
    expect(shown(TEN_DAYS_15_10_10, 46)).toBe('255:10:10'); // built-in [h]:mm:ss
    expect(shown(String(TEN_DAYS_15_10_10), '[h]:mm:ss')).toBe('255:10:10'); // xlsx literal
    expect(shown(TEN_DAYS_15_10_10, '[h]:mm:ss', true)).toBe('255:10:10'); // no epoch in a duration
    expect(shown(TEN_DAYS_15_10_10, '[h]:mm')).toBe('255:10');
    expect(shown(TEN_DAYS_15_10_10, '[hh]:mm:ss;@')).toBe('255:10:10');
    expect(shown(TEN_DAYS_15_10_10, '[mm]:ss')).toBe('15310:10');
    expect(shown(TEN_DAYS_15_10_10, '[ss]')).toBe('918610');
    expect(shown(0.5, '[h]:mm:ss')).toBe('12:00:00');
    expect(shown(0.01, '[h]:mm:ss')).toBe('0:14:24');
    expect(shown(0.01, '[hh]:mm')).toBe('00:14');
    expect(shown(0, '[h]:mm:ss')).toBe('0:00:00');
    expect(shown(-1.5, '[h]:mm')).toBe('-36:00');
    expect(shown(1 / 86_400 / 3, '[ss].00')).toBe('00.33');
    expect(shown(1 / 86_400 / 3, '[s].00')).toBe('0.33');
  });

  it('gives time-only formats the time of day, never a date or a day fraction', () => {
    const value = 0.6320601851852; // 15:10:10
    expect(shown(value, 'h:mm')).toBe('15:10');
    expect(shown(value, 20)).toBe('15:10');
    expect(shown(value, 'hh:mm:ss')).toBe('15:10:10');
    expect(shown(value, 21)).toBe('15:10:10');
    expect(shown(value, 'h:mm AM/PM')).toBe('03:10 PM');
    expect(shown(value, 18)).toBe('03:10 PM');
    expect(shown(value, 19)).toBe('03:10:10 PM');
    expect(shown(value, '[$-F400]h:mm:ss\\ AM/PM')).toBe('03:10:10 PM');
    expect(shown(value, 'h:mm a/p')).toBe('03:10 PM');
    expect(shown(value, 'mm:ss')).toBe('10:10');
    expect(shown(value, 45)).toBe('10:10');
    expect(shown(value, 47)).toBe('10:10.0'); // mm:ss.0
    expect(shown(value, 'hh:mm "Uhr"')).toBe('15:10');
    expect(shown(0.1, 'h:mm AM/PM')).toBe('02:24 AM');
    expect(shown(0, 'h:mm AM/PM')).toBe('12:00 AM');
    expect(shown(0.5, 'h:mm AM/PM')).toBe('12:00 PM');
    expect(shown(0.75, 'h:mm')).toBe('18:00');
    expect(shown('0.75', 'h:mm:ss')).toBe('18:00:00');
    // A date with a time-only format shows its time, as Excel does.
    expect(shown(45000 + value, 'h:mm')).toBe('15:10');
    expect(shown(TEN_DAYS_15_10_10, 'hh:mm:ss')).toBe('15:10:10');
    expect(shown(1.25, 'h:mm')).toBe('06:00');
    // Seconds are rounded, then the fields the format shows are taken.
    expect(shown(0.99999999, 'h:mm:ss')).toBe('00:00:00');
    expect(shown((15 * 3600 + 10 * 60 + 59.6) / 86_400, 'h:mm')).toBe('15:11');
    expect(shown((15 * 3600 + 10 * 60 + 40) / 86_400, 'h:mm')).toBe('15:10');
    // What Excel cannot show as a time stays a number.
    expect(shown(-0.5, 'h:mm')).toBe('-0.5');
  });

  it('keeps dates and date-times as ISO text', () => {
    expect(shown(45000, 14)).toBe('2023-03-15');
    expect(shown(45000.75, 'dd.mm.yyyy hh:mm')).toBe('2023-03-15T18:00:00');
    expect(shown(45000.75, 22)).toBe('2023-03-15T18:00:00');
    expect(shown(45000.75, 'mmm yyyy')).toBe('2023-03-15');
    expect(shown(45000.75, 'd "Tage" h:mm')).toBe('2023-03-15T18:00:00');
  });
});

describe('sheet choice (bad-inputs 24, 25)', () => {
  it('takes the first visible sheet with data and warns about the others', () => {
    expect(
      chooseSheet([
        { name: 'Leer', hidden: false, hasData: false },
        { name: 'Geheim', hidden: true, hasData: true },
        { name: 'Daten', hidden: false, hasData: true },
        { name: 'Mehr', hidden: false, hasData: true },
        { name: 'Auch leer', hidden: true, hasData: false },
      ]),
    ).toEqual({
      index: 2,
      warnings: [
        { code: 'first_sheet_empty', params: { sheet: 'Daten' } },
        { code: 'hidden_sheet_ignored', params: { sheet: 'Geheim' } },
        { code: 'sheet_ignored', params: { sheet: 'Mehr' } },
      ],
    });
  });

  it('does not warn when the first visible sheet has data, even behind a hidden one', () => {
    expect(
      chooseSheet([
        { name: 'Hidden empty', hidden: true, hasData: false },
        { name: 'Data', hidden: false, hasData: true },
      ]),
    ).toEqual({ index: 1, warnings: [] });
  });

  it('gives no_data without a visible sheet with data, never importing a hidden one', () => {
    expect(() => chooseSheet([])).toThrow(ParseError);
    try {
      chooseSheet([
        { name: 'A', hidden: false, hasData: false },
        { name: 'B', hidden: true, hasData: true },
      ]);
    } catch (error) {
      expect((error as ParseError).code).toBe('no_data');
      expect((error as ParseError).params).toEqual({ hiddenSheet: 'B' });
    }
  });
});

describe('sheet rows', () => {
  it('keeps sheet row numbers through gaps and places formula warnings by data row and column', () => {
    const builder = new TableBuilder({ kind: 'xlsx', limits: DEFAULT_PARSE_LIMITS });
    const sink = new SheetRowSink(builder, DEFAULT_PARSE_LIMITS);
    sink.pushRow(2, ['Title']);
    sink.pushRow(4, ['Name', 'Total', 'City']);
    sink.pushRow(5, ['A', '1', 'Berlin']);
    sink.pushRow(8, ['B', null, 'Köln']);
    sink.formulaWithoutValue(8, 1);
    sink.formulaWithoutValue(3, 0);
    const table = sink.finish('Sheet1');
    expect(table.sheetName).toBe('Sheet1');
    expect(table.columns).toEqual(['Name', 'Total', 'City']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['A', '1', 'Berlin'] },
      { rowId: 4, cells: ['B', null, 'Köln'] },
    ]);
    expect(table.emptyRows).toBe(2);
    expect(table.warnings).toEqual([
      { code: 'header_row_detected', params: { skipped: 1, line: 4 } },
      { code: 'formula_without_value', params: { cell: 'A3' } },
      { code: 'formula_without_value', row: 4, column: 'Total', params: { cell: 'B8' } },
    ]);
    expect(table.warningCount).toBe(3);
  });
});
