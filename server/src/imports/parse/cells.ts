/**
 * Cell helpers shared by the xlsx and xls readers: number formats, numbers to text, Excel serial
 * dates to ISO text, the sheet choice and the per-sheet row sink.
 *
 * Numbers become text (bad-inputs 23):
 * - Integers are written in plain decimal, without exponent and without `.0`; xlsx keeps the digits
 *   of the stored literal (`4015123456789012` stays as is), exponent forms are expanded exactly.
 * - Fractions keep at most 15 significant digits, as Excel shows them (`0.30000000000000004` is `0.3`).
 * - A number whose format is made only of zeros (`00000`) is zero-padded to that width, as Excel shows
 *   it: zip code 1067 with format `00000` gives `01067`. Other formats (thousands separators, currency,
 *   percent) are ignored: the stored value is imported, not its display.
 * - A number with a date format (built-in ids 14-17, 22, 27-31, 36, 50-58, or a custom format with d,
 *   y or a month's m outside quotes and brackets) becomes `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM:SS` when
 *   the format also shows a time. Seconds are rounded. The 1900 system counts Excel's fictitious
 *   1900-02-29 (serial 60); the 1904 system (date1904) starts at 1904-01-01. Serials that are no real
 *   day (negative, 0 or 60 in the 1900 system, after 9999-12-31) stay numbers.
 * - A time-only format (built-in 18-21, 45, 47, or h, minutes' m and s without a date) gives the time
 *   of day with the fields the format shows, two digits each: `h:mm` gives `15:10`, `hh:mm:ss`
 *   `15:10:10`, `h:mm AM/PM` `03:10 PM`, `mm:ss` `10:10`; a date-time value shows its time, as in
 *   Excel. Elapsed-time formats (`[h]:mm:ss`, built-in 46, `[mm]:ss`, `[ss]`) are durations: ten days
 *   and 15:10:10 is `255:10:10`, never a date in January 1900.
 */
import { columnLetter, type TableBuilder } from './table.ts';
import {
  ParseError,
  type ParsedTable,
  type ParseLimits,
  type ParseWarning,
  type ParseWarningCode,
  type RawRecord,
  type SheetInfo,
} from './types.ts';

/** The clock fields a time or duration format shows, in the order hours, minutes, seconds. */
export interface TimeFields {
  hours: boolean;
  minutes: boolean;
  seconds: boolean;
  /** Digits of fractional seconds (`ss.0` gives 1). */
  fraction: number;
  /** A 12-hour clock with AM/PM (`h:mm AM/PM`, `h:mm a/p`). */
  ampm: boolean;
}

/** How a cell's number format turns its number into text. */
export type NumberFormatKind =
  | { kind: 'general' }
  /** A date, with its time of day when `time`. */
  | { kind: 'date'; time: boolean }
  /** A time of day only (`h:mm`, `hh:mm:ss`, `h:mm AM/PM`, `mm:ss`). */
  | { kind: 'time'; fields: TimeFields }
  /** Elapsed time (`[h]:mm:ss`, `[mm]:ss`, `[ss]`): the leading field counts past a day. */
  | { kind: 'duration'; unit: 'h' | 'm' | 's'; width: number; fields: TimeFields }
  | { kind: 'zeros'; width: number };

export const GENERAL_FORMAT: NumberFormatKind = Object.freeze({ kind: 'general' });
const DATE_FORMAT: NumberFormatKind = Object.freeze({ kind: 'date', time: false });
const DATE_TIME_FORMAT: NumberFormatKind = Object.freeze({ kind: 'date', time: true });

/** Codes of the built-in time formats (ECMA-376 18.8.30), classified like custom codes. */
const BUILT_IN_TIME_CODES: ReadonlyMap<number, string> = new Map([
  [18, 'h:mm AM/PM'],
  [19, 'h:mm:ss AM/PM'],
  [20, 'h:mm'],
  [21, 'h:mm:ss'],
  [45, 'mm:ss'],
  [46, '[h]:mm:ss'],
  [47, 'mm:ss.0'],
]);

/** Built-in number format ids that show a date (ECMA-376 18.8.30; 27-31, 36, 50-58: CJK dates). */
function builtInDateFormat(id: number): NumberFormatKind | undefined {
  if ((id >= 14 && id <= 17) || (id >= 27 && id <= 31) || id === 36 || (id >= 50 && id <= 58))
    return DATE_FORMAT;
  if (id === 22) return DATE_TIME_FORMAT;
  return undefined;
}

/** A date or time part of a format code; `elapsed` for `[h]`, `[mm]`, `[ss]`. */
interface FormatToken {
  type: 'h' | 'm' | 's' | 'date' | 'ampm' | 'fraction';
  length: number;
  elapsed: boolean;
}

/**
 * The date and time parts of one section of a format code, in order. Quoted text, escaped
 * characters, fill and space characters and `[...]` parts other than elapsed time (colours,
 * locales, conditions) are left out; `.0` after seconds is a fraction of a second.
 */
function formatTokens(code: string): FormatToken[] {
  const tokens: FormatToken[] = [];
  const push = (type: FormatToken['type'], length: number, elapsed = false): void => {
    tokens.push({ type, length, elapsed });
  };
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!;
    const lower = ch.toLowerCase();
    if (ch === '"') {
      const end = code.indexOf('"', i + 1);
      if (end === -1) break;
      i = end;
    } else if (ch === '\\' || ch === '_' || ch === '*') {
      i++; // escaped character, space of a character's width, fill character
    } else if (ch === '[') {
      const end = code.indexOf(']', i + 1);
      if (end === -1) break;
      const inner = code.slice(i + 1, end);
      if (/^(h+|m+|s+)$/i.test(inner)) push(inner[0]!.toLowerCase() as 'h' | 'm' | 's', inner.length, true);
      i = end;
    } else if (lower === 'a' && /^(am\/pm|a\/p)/i.test(code.slice(i, i + 5))) {
      push('ampm', 1);
      i += /^am\/pm/i.test(code.slice(i, i + 5)) ? 4 : 2;
    } else if (lower === 'h' || lower === 'm' || lower === 's' || lower === 'd' || lower === 'y') {
      let j = i + 1;
      while (j < code.length && code[j]!.toLowerCase() === lower) j++;
      push(lower === 'd' || lower === 'y' ? 'date' : lower, j - i);
      i = j - 1;
    } else if (ch === '.' && tokens[tokens.length - 1]?.type === 's') {
      let j = i + 1;
      while (code[j] === '0') j++;
      if (j > i + 1) push('fraction', j - i - 1);
      i = j - 1;
    }
  }
  // `m` is minutes after an hour or before seconds, else a month.
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.type !== 'm' || token.elapsed) continue;
    const before = tokens.slice(0, k).findLast((t) => t.type !== 'ampm' && t.type !== 'fraction');
    const after = tokens.slice(k + 1).find((t) => t.type !== 'ampm' && t.type !== 'fraction');
    if (before?.type !== 'h' && after?.type !== 's') token.type = 'date';
  }
  return tokens;
}

/** Classifies a number format by its id and, for custom formats, its code. */
export function classifyNumberFormat(id: number, code: string | undefined): NumberFormatKind {
  const builtIn = builtInDateFormat(id);
  if (builtIn !== undefined) return builtIn;
  const text = BUILT_IN_TIME_CODES.get(id) ?? code;
  if (text === undefined || text === '') return GENERAL_FORMAT;
  if (/^0+$/.test(text)) return { kind: 'zeros', width: text.length };
  // Only the first section (positive numbers) decides; `General` contains none of the letters below.
  const tokens = formatTokens(text.split(';')[0] ?? '');
  const has = (type: FormatToken['type']): boolean => tokens.some((t) => t.type === type);
  const fields: TimeFields = {
    hours: has('h'),
    minutes: has('m'),
    seconds: has('s'),
    fraction: tokens.find((t) => t.type === 'fraction')?.length ?? 0,
    ampm: has('ampm'),
  };
  const time = fields.hours || fields.minutes || fields.seconds || fields.ampm;
  if (has('date')) return time ? DATE_TIME_FORMAT : DATE_FORMAT;
  if (!time) return GENERAL_FORMAT;
  const elapsed = tokens.find((t) => t.elapsed);
  if (elapsed === undefined) return { kind: 'time', fields };
  return {
    kind: 'duration',
    unit: elapsed.type as 'h' | 'm' | 's',
    width: elapsed.length,
    fields: { ...fields, ampm: false },
  };
}

const PLAIN_NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Plain decimal text from sign, digits and the position of the decimal point (exact, no rounding). */
function plainDecimal(negative: boolean, digits: string, pointAt: number): string {
  let intPart: string;
  let fraction: string;
  if (pointAt <= 0) {
    intPart = '0';
    fraction = '0'.repeat(-pointAt) + digits;
  } else if (pointAt >= digits.length) {
    intPart = digits + '0'.repeat(pointAt - digits.length);
    fraction = '';
  } else {
    intPart = digits.slice(0, pointAt);
    fraction = digits.slice(pointAt);
  }
  intPart = intPart.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const text = fraction === '' ? intPart : `${intPart}.${fraction}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** `0`, `-12`, `4015123456789012`: an integer already written as we write it (the common case, fast). */
function isCanonicalInteger(text: string): boolean {
  const length = text.length;
  if (length === 0) return false;
  let i = text.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  if (i === length) return false;
  const first = text.charCodeAt(i);
  if (first === 48 /* 0 */) return length === 1;
  for (; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** Significant digits of a plain decimal text. */
function significantDigits(text: string): number {
  return text.replace(/[-.]/g, '').replace(/^0+/, '').length;
}

/** A finite number as plain decimal text: integers exactly, fractions with at most 15 significant digits. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const text = Number.isInteger(value) ? String(value) : value.toPrecision(15);
  return literalNumberText(text) ?? String(value);
}

/**
 * A number literal as stored in the file (`<v>` of an xlsx cell) as plain decimal text, keeping its
 * digits when it is an integer; `undefined` when it is not a number.
 */
export function literalNumberText(literal: string): string | undefined {
  if (isCanonicalInteger(literal)) return literal;
  const m = PLAIN_NUMBER.exec(literal.trim());
  if (m === null) return undefined;
  const [, sign = '', intDigits = '', fracDigits = '', exponent] = m;
  if (intDigits === '' && fracDigits === '') return undefined;
  const shift = exponent === undefined ? 0 : Number(exponent);
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 308) {
    const value = Number(literal);
    return Number.isFinite(value) ? numberText(value) : undefined;
  }
  const text = plainDecimal(sign === '-', intDigits + fracDigits, intDigits.length + shift);
  if (text.includes('.') && significantDigits(text) > 15) return numberText(Number(literal));
  return text;
}

/** Days from 1970-01-01 of the 1900 system's day 1 (1900-01-01) minus one, and of 1904-01-01. */
const DAYS_1899_12_31 = -25_568;
const DAYS_1899_12_30 = -25_569; // from serial 61 (1900-03-01) on, after Excel's 1900-02-29
const DAYS_1904_01_01 = -24_107;
const DAYS_9999_12_31 = 2_932_896;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** `YYYY-MM-DD` of a day counted from 1970-01-01 (proleptic Gregorian, years 0-9999). */
function isoDay(days: number): string {
  // Howard Hinnant's civil_from_days.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** An Excel serial date as ISO text per the rules above; `undefined` when it is no real day. */
export function serialToIso(
  serial: number,
  date1904: boolean,
  format: { time: boolean },
): string | undefined {
  if (!Number.isFinite(serial) || serial < 0) return undefined;
  const seconds = Math.round(serial * 86_400);
  const days = Math.floor(seconds / 86_400);
  const rest = seconds - days * 86_400;
  const time = `${pad2(Math.floor(rest / 3600))}:${pad2(Math.floor((rest % 3600) / 60))}:${pad2(rest % 60)}`;
  let epochDays: number;
  if (date1904) epochDays = DAYS_1904_01_01 + days;
  else if (days === 0 || days === 60) return undefined;
  else epochDays = (days < 60 ? DAYS_1899_12_31 : DAYS_1899_12_30) + days;
  if (epochDays > DAYS_9999_12_31) return undefined;
  const day = isoDay(epochDays);
  return format.time ? `${day}T${time}` : day;
}

/** Serials past 9999-12-31 in the 1900 system, which Excel shows as `#####`. */
const SERIAL_AFTER_9999 = 2_958_466;

/** `value` days as whole seconds and a fraction of `digits` decimals, rounded as displayed. */
function splitSeconds(days: number, digits: number): { seconds: number; fraction: string } {
  const scale = 10 ** digits;
  const scaled = Math.round(days * 86_400 * scale);
  const seconds = Math.floor(scaled / scale);
  const fraction = digits === 0 ? '' : `.${String(scaled - seconds * scale).padStart(digits, '0')}`;
  return { seconds, fraction };
}

/** The clock fields of a time of day or the lower fields of a duration, joined by `:`. */
function clockText(
  lead: string | undefined,
  minutes: number | undefined,
  seconds: number | undefined,
  fraction: string,
): string {
  const parts: string[] = [];
  if (lead !== undefined) parts.push(lead);
  if (minutes !== undefined) parts.push(pad2(minutes));
  if (seconds !== undefined) parts.push(pad2(seconds) + fraction);
  return parts.join(':');
}

/**
 * A time of day (`15:10`, `03:10 PM`, `10:10` for `mm:ss`) as a time format shows it: the fields of
 * the format, two digits each, 24-hour unless the format has AM/PM. A value of more than a day shows
 * its time, as Excel does; negative values and values past 9999-12-31 give `undefined`.
 */
export function serialToTime(serial: number, fields: TimeFields): string | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial >= SERIAL_AFTER_9999) return undefined;
  const { seconds: total, fraction } = splitSeconds(serial, fields.fraction);
  const ofDay = total % 86_400;
  const hour = Math.floor(ofDay / 3600);
  const shownHour = fields.ampm ? hour % 12 || 12 : hour;
  const text = clockText(
    fields.hours ? pad2(shownHour) : undefined,
    fields.minutes ? Math.floor(ofDay / 60) % 60 : undefined,
    fields.seconds ? ofDay % 60 : undefined,
    fields.seconds ? fraction : '',
  );
  return fields.ampm ? `${text} ${hour < 12 ? 'AM' : 'PM'}`.trimStart() : text;
}

/**
 * Elapsed time (`255:10:10` for ten days, 15:10:10 with `[h]:mm:ss`): the leading field in `unit`
 * counts every day, padded to the width of its token, the lower fields as on a clock. No epoch,
 * so the 1904 system changes nothing; a negative value keeps its sign.
 */
export function serialToDuration(
  serial: number,
  unit: 'h' | 'm' | 's',
  width: number,
  fields: TimeFields,
): string | undefined {
  if (!Number.isFinite(serial)) return undefined;
  const { seconds: total, fraction } = splitSeconds(Math.abs(serial), fields.fraction);
  const lead = unit === 'h' ? Math.floor(total / 3600) : unit === 'm' ? Math.floor(total / 60) : total;
  const text = clockText(
    String(lead).padStart(width, '0') + (unit === 's' ? fraction : ''),
    unit === 'h' && fields.minutes ? Math.floor(total / 60) % 60 : undefined,
    unit !== 's' && fields.seconds ? total % 60 : undefined,
    fraction,
  );
  return serial < 0 && (total > 0 || /[1-9]/.test(fraction)) ? `-${text}` : text;
}

/** A number cell's text: the value from the file (a literal or a double) and its format. */
export function formatNumberCell(
  value: string | number,
  format: NumberFormatKind,
  date1904: boolean,
): string {
  const text = typeof value === 'number' ? numberText(value) : literalNumberText(value);
  if (text === undefined) return String(value).trim();
  switch (format.kind) {
    case 'general':
      return text;
    case 'date':
      return serialToIso(Number(text), date1904, format) ?? text;
    case 'time':
      return serialToTime(Number(text), format.fields) ?? text;
    case 'duration':
      return serialToDuration(Number(text), format.unit, format.width, format.fields) ?? text;
    case 'zeros': {
      if (text.includes('.')) return text;
      const negative = text.startsWith('-');
      const digits = negative ? text.slice(1) : text;
      return (negative ? '-' : '') + digits.padStart(format.width, '0');
    }
  }
}

/** Error codes of BIFF BOOLERR / FORMULA records (MS-XLS 2.5.97.2 BErr). */
export const BIFF_ERRORS: Readonly<Record<number, string>> = Object.freeze({
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
});

/** A sheet of a workbook as the sheet choice sees it. */
export interface SheetSummary {
  name: string;
  hidden: boolean;
  hasData: boolean;
  /** The sheet could not be read (its part is missing or broken); it counts as without data. */
  unreadable?: boolean;
}

/** The sheets as the mapping screen offers them: every sheet in workbook order, with whether it holds data. */
export function sheetList(sheets: readonly SheetSummary[]): SheetInfo[] {
  return sheets.map((s) => ({ name: s.name, hasData: s.hasData && s.unreadable !== true }));
}

/**
 * The sheet to import (bad-inputs 24): the first visible sheet with data. Its warnings:
 * `first_sheet_empty` when the first visible sheet is empty and a later one is taken, `sheet_ignored`
 * for other visible sheets with data, `hidden_sheet_ignored` for hidden sheets with data (hidden
 * sheets are never imported), `sheet_unreadable` for visible sheets that could not be read (issue
 * 21). No visible sheet with data gives `no_data`, or `corrupt_file` when a visible sheet could not
 * be read (it may have held the data).
 *
 * `requested` (the sheet the user chose on the mapping screen, by its exact name) is taken whatever
 * it holds, hidden or not; a name the workbook lacks is `sheet_not_found`. The choice was the
 * user's, so only unreadable other sheets are warned about. The caller refuses a requested sheet
 * that is unreadable with the reason it knows.
 */
export function chooseSheet(
  sheets: readonly SheetSummary[],
  requested?: string,
): { index: number; warnings: ParseWarning[] } {
  const unreadable = (index: number): ParseWarning[] =>
    sheets.flatMap((s, i) =>
      i !== index && s.unreadable === true && !s.hidden
        ? [{ code: 'sheet_unreadable', params: { sheet: s.name } } satisfies ParseWarning]
        : [],
    );
  if (requested !== undefined) {
    const index = sheets.findIndex((s) => s.name === requested);
    if (index === -1) throw new ParseError('sheet_not_found', { params: { sheet: requested } });
    return { index, warnings: unreadable(index) };
  }
  const readable = (s: SheetSummary): boolean => s.hasData && s.unreadable !== true;
  const index = sheets.findIndex((s) => !s.hidden && readable(s));
  if (index === -1) {
    const damaged = sheets.find((s) => !s.hidden && s.unreadable === true);
    if (damaged !== undefined) throw new ParseError('corrupt_file', { params: { sheet: damaged.name } });
    const hidden = sheets.find((s) => s.hidden && readable(s));
    throw new ParseError('no_data', hidden === undefined ? {} : { params: { hiddenSheet: hidden.name } });
  }
  const warnings: ParseWarning[] = [];
  const firstVisible = sheets.findIndex((s) => !s.hidden);
  if (firstVisible !== index && sheets[firstVisible]!.unreadable !== true)
    warnings.push({ code: 'first_sheet_empty', params: { sheet: sheets[index]!.name } });
  sheets.forEach((s, i) => {
    if (i === index) return;
    if (s.unreadable === true) {
      if (!s.hidden) warnings.push({ code: 'sheet_unreadable', params: { sheet: s.name } });
      return;
    }
    if (!s.hasData) return;
    warnings.push({ code: s.hidden ? 'hidden_sheet_ignored' : 'sheet_ignored', params: { sheet: s.name } });
  });
  return { index, warnings };
}

/** Highest row and column count of a sheet (Excel 2007+). */
export const MAX_SHEET_ROWS = 1_048_576;
export const MAX_SHEET_COLUMNS = 16_384;

const BLANK_RECORD: RawRecord = Object.freeze({ cells: [] as (string | null)[] }) as RawRecord;

/**
 * Feeds one sheet's rows into the TableBuilder: one record per sheet row, so rows missing from the
 * file (gaps) become blank records and record numbers follow the sheet's row numbers. Formula
 * cells without a cached value are remembered and reported with their data row and column once
 * the header is known.
 */
export class SheetRowSink {
  readonly #builder: TableBuilder;
  readonly #limits: ParseLimits;
  /** Rows pushed so far; the next record is sheet row `#rowsPushed + 1`. */
  #rowsPushed = 0;
  /** Sheet rows (1-based) of the non-blank records, to find the header row afterwards. */
  #filledRows: number[] = [];
  #formulaCells: { row: number; col: number; code: ParseWarningCode }[] = [];
  #formulaCount = 0;

  constructor(builder: TableBuilder, limits: ParseLimits) {
    this.#builder = builder;
    this.#limits = limits;
  }

  /** Rows pushed so far (the last sheet row pushed). */
  get lastRow(): number {
    return this.#rowsPushed;
  }

  /** Pushes sheet row `row` (1-based, above the last one pushed) with its cells. */
  pushRow(row: number, cells: (string | null)[]): void {
    while (this.#rowsPushed < row - 1) {
      this.#builder.push(BLANK_RECORD);
      this.#rowsPushed++;
    }
    this.#rowsPushed++;
    let filled = false;
    for (const cell of cells) {
      if (cell !== null && cell !== undefined && cell.trim() !== '') {
        filled = true;
        break;
      }
    }
    if (filled) this.#filledRows.push(this.#rowsPushed);
    this.#builder.push(filled ? { cells } : BLANK_RECORD);
  }

  /** A formula cell without a cached value at sheet row `row` (1-based), column `col` (0-based). */
  formulaWithoutValue(row: number, col: number): void {
    this.cellWarning('formula_without_value', row, col);
  }

  /** A warning about the cell at sheet row `row` (1-based), column `col` (0-based), placed like formula warnings. */
  cellWarning(code: ParseWarningCode, row: number, col: number): void {
    this.#formulaCount++;
    if (this.#formulaCells.length < this.#limits.maxWarnings) this.#formulaCells.push({ row, col, code });
  }

  /** The table, with the formula warnings placed by their data row; `sheets` lists the workbook's sheets. */
  finish(sheetName: string, sheets?: SheetInfo[]): ParsedTable {
    const table = this.#builder.finish({ sheetName, ...(sheets === undefined ? {} : { sheets }) });
    if (this.#formulaCells.length === 0) return table;
    // Data rows are the last (rows + dropped) non-blank records; the header is the record before them.
    const dataRecords = table.rows.length + table.droppedRows;
    const firstDataRow = this.#filledRows[this.#filledRows.length - dataRecords];
    const headerRow =
      firstDataRow === undefined || table.rows[0] === undefined ? 0 : firstDataRow - table.rows[0].rowId;
    const added: ParseWarning[] = this.#formulaCells.map(({ row, col, code }) => {
      const params = { cell: `${columnLetter(col)}${row}` };
      if (row <= headerRow) return { code, params };
      const column = table.columns[col];
      return {
        code,
        row: row - headerRow,
        ...(column === undefined ? {} : { column }),
        params,
      };
    });
    const all = [...table.warnings, ...added].map((w, i) => ({ w, i }));
    all.sort((a, b) => (a.w.row ?? 0) - (b.w.row ?? 0) || a.i - b.i);
    return {
      ...table,
      warnings: all.slice(0, this.#limits.maxWarnings).map((x) => x.w),
      warningCount: table.warningCount + this.#formulaCount,
    };
  }
}
