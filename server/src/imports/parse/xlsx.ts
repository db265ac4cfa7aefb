/**
 * The xlsx reader (bad-inputs 20-31, 33): an Office Open XML workbook in a zip container, read with
 * our own zip reader (zip.ts) and XML tokenizer (xml.ts); no DOM is built, sheets stream into the
 * TableBuilder with flat memory.
 *
 * Rules (docs/imports.md):
 * - Container: the workbook part is found through `_rels/.rels` (or `xl/workbook.xml`); a zip
 *   without one (docx, a plain zip) is `not_a_spreadsheet`; an OpenDocument spreadsheet (.ods),
 *   a binary workbook (.xlsb) or a Numbers file is `unsupported_format`.
 * - Sheets: the first visible sheet with at least one non-empty cell is imported. If the first
 *   visible sheet is empty, a later one is taken with `first_sheet_empty`; other visible sheets
 *   with data give `sheet_ignored`; hidden and very hidden sheets are never imported and give
 *   `hidden_sheet_ignored` when they hold data. Chart, dialog and macro sheets hold no data. No
 *   visible sheet with data gives `no_data`. `ReadOptions.sheetName` reads that sheet instead
 *   (`sheet_not_found` when the workbook has none of that name); `sheets` lists every sheet in
 *   workbook order with whether it holds data.
 * - Damage (issue 21): a sheet whose relationship is missing or external, whose part is missing,
 *   not XML or not well-formed, or that names a shared string that does not exist, is skipped with
 *   `sheet_unreadable` (it counts as without data); the file is `corrupt_file` only when no visible
 *   sheet with data is left, or when the damaged sheet is the one chosen. Text or elements after a
 *   part's root element are not read, with `xml_trailing_content` naming the part; a DTD anywhere
 *   is still `corrupt_file`. Caps (`file_too_complex`) and encryption stop the whole file.
 * - Cells are placed by their `r` reference (a cell without one follows the previous cell, a row
 *   without one the previous row); `<dimension>` is never read, so a sheet declaring A1:XFD1048576
 *   with 3 cells reads 3 cells. Rows missing from the file are blank records, so record numbers
 *   follow the sheet's rows.
 * - Types: `s` shared string (rich text runs joined, phonetic `rPh` runs left out), `inlineStr`,
 *   `str` (a formula's text result), `b` as `TRUE`/`FALSE`, `e` as the error text (`#N/A`), `d` as
 *   ISO text, `n` as a number per cells.ts (plain decimal, zero-padded formats like `00000`, dates as
 *   ISO `YYYY-MM-DD` in the 1900 or, with `date1904`, the 1904 system). `_xHHHH_` escapes are
 *   decoded in text.
 * - Formulas are never evaluated: a formula cell's value is its cached `<v>`; a formula without a
 *   cached value is imported empty with a `formula_without_value` warning. Text starting with `=`,
 *   `@`, `+`, TAB or CR is plain text and stays as it is.
 * - Merged cells: the file keeps the value in the top-left cell only, and so does the import; the
 *   other cells of the merged range are empty.
 */
import { readFile } from 'node:fs/promises';
import {
  chooseSheet,
  classifyNumberFormat,
  formatNumberCell,
  GENERAL_FORMAT,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  serialToTime,
  sheetList,
  SheetRowSink,
  type NumberFormatKind,
  type SheetSummary,
} from './cells.ts';
import { TableBuilder } from './table.ts';
import { ParseError, type ParsedTable, type ParseLimits, type ReadOptions } from './types.ts';
import { parseXml, XmlPartDecoder, XmlTokenizer, type XmlAttributes, type XmlHandler } from './xml.ts';
import { openZip, type ZipArchive, type ZipEntry } from './zip.ts';

const REL_OFFICE_DOCUMENT = /\/officeDocument$/;
const REL_WORKSHEET = /\/worksheet$/;
const REL_SHARED_STRINGS = /\/sharedStrings$/;
const REL_STYLES = /\/styles$/;
const NO_ATTRIBUTE = undefined;

function corrupt(message: string): ParseError {
  return new ParseError('corrupt_file', { message: `xlsx: ${message}` });
}

/** Decodes OOXML `_xHHHH_` escapes (`_x000D_` is a carriage return, `_x005F_` an underscore). */
export function decodeOoxmlEscapes(text: string): string {
  if (text.indexOf('_x') === -1) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A part name relative to the folder of the part whose relationships point at it. */
function resolvePart(baseDir: string, target: string): string {
  const parts = target.startsWith('/') ? [] : baseDir.split('/').filter((p) => p !== '');
  for (const segment of target.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

function dirOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return slash === -1 ? '' : part.slice(0, slash);
}

function relsOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

function findPart(zip: ZipArchive, name: string): ZipEntry | undefined {
  const entry = zip.find(name);
  if (entry !== undefined) return entry;
  try {
    const decoded = decodeURIComponent(name);
    return decoded === name ? undefined : zip.find(decoded);
  } catch {
    return undefined;
  }
}

/**
 * Parts read so far that had text or elements after their root element (xml.ts skips them), in
 * reading order, for the `xml_trailing_content` warnings.
 */
type TrailingLog = string[];

function noteTrailing(log: TrailingLog | undefined, entry: ZipEntry, trailing: boolean): void {
  if (trailing && log !== undefined && !log.includes(entry.name)) log.push(entry.name);
}

function readXmlPart(zip: ZipArchive, entry: ZipEntry, handler: XmlHandler, log?: TrailingLog): void {
  const decoder = new XmlPartDecoder();
  const text = decoder.decode(zip.read(entry)) + decoder.end();
  noteTrailing(log, entry, parseXml(text, handler).trailingContent);
}

/** Streams a part through a handler; stops early (without the end checks) once `stop()` says so. */
async function streamXmlPart(
  zip: ZipArchive,
  entry: ZipEntry,
  handler: XmlHandler,
  options: { stop?: () => boolean; log?: TrailingLog } = {},
): Promise<void> {
  const decoder = new XmlPartDecoder();
  const tokenizer = new XmlTokenizer(handler);
  for await (const chunk of zip.chunks(entry)) {
    tokenizer.write(decoder.decode(chunk));
    if (options.stop?.() === true) return;
  }
  tokenizer.write(decoder.end());
  tokenizer.end();
  noteTrailing(options.log, entry, tokenizer.trailingContent);
}

interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

function readRelationships(zip: ZipArchive, relsPart: string, log: TrailingLog): Relationship[] {
  const entry = findPart(zip, relsPart);
  if (entry === undefined) return [];
  const rels: Relationship[] = [];
  readXmlPart(
    zip,
    entry,
    {
      open(name, a) {
        if (name !== 'Relationship') return;
        rels.push({
          id: a.get('Id') ?? '',
          type: a.get('Type') ?? '',
          target: a.get('Target') ?? '',
          external: (a.get('TargetMode') ?? '').toLowerCase() === 'external',
        });
      },
      close() {},
      text() {},
    },
    log,
  );
  return rels;
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

interface WorkbookSheet {
  name: string;
  hidden: boolean;
  relId: string;
}

function readWorkbook(
  zip: ZipArchive,
  entry: ZipEntry,
  log: TrailingLog,
): { sheets: WorkbookSheet[]; date1904: boolean } {
  const sheets: WorkbookSheet[] = [];
  let date1904 = false;
  let inSheets = false;
  let root: string | undefined;
  readXmlPart(
    zip,
    entry,
    {
      open(name, a) {
        root ??= name;
        if (root !== 'workbook')
          throw new ParseError('not_a_spreadsheet', { message: `main part is <${root}>` });
        if (name === 'workbookPr') date1904 = isTrue(a.get('date1904'));
        else if (name === 'sheets') inSheets = true;
        else if (name === 'sheet' && inSheets) {
          const state = a.get('state') ?? 'visible';
          sheets.push({
            name: a.get('name') ?? '',
            hidden: state === 'hidden' || state === 'veryHidden',
            relId: a.get('id') ?? '',
          });
        }
      },
      close(name) {
        if (name === 'sheets') inSheets = false;
      },
      text() {},
    },
    log,
  );
  return { sheets, date1904 };
}

/** Number format kind of each cell style (`cellXfs` index). */
function readStyles(zip: ZipArchive, entry: ZipEntry | undefined, log: TrailingLog): NumberFormatKind[] {
  if (entry === undefined) return [];
  const codes = new Map<number, string>();
  const xfFormatIds: number[] = [];
  let inNumFmts = false;
  let inCellXfs = false;
  readXmlPart(
    zip,
    entry,
    {
      open(name, a) {
        if (name === 'numFmts') inNumFmts = true;
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'numFmt' && inNumFmts)
          codes.set(Number(a.get('numFmtId')), a.get('formatCode') ?? '');
        else if (name === 'xf' && inCellXfs) xfFormatIds.push(Number(a.get('numFmtId') ?? 0));
      },
      close(name) {
        if (name === 'numFmts') inNumFmts = false;
        else if (name === 'cellXfs') inCellXfs = false;
      },
      text() {},
    },
    log,
  );
  return xfFormatIds.map((id) =>
    Number.isInteger(id) ? classifyNumberFormat(id, codes.get(id)) : GENERAL_FORMAT,
  );
}

async function readSharedStrings(
  zip: ZipArchive,
  entry: ZipEntry | undefined,
  log: TrailingLog,
): Promise<string[]> {
  if (entry === undefined) return [];
  const strings: string[] = [];
  let inSi = false;
  let inT = false;
  let phonetic = 0;
  let current = '';
  await streamXmlPart(
    zip,
    entry,
    {
      open(name) {
        if (name === 'si') {
          inSi = true;
          current = '';
        } else if (name === 't' && inSi) inT = true;
        else if (name === 'rPh' && inSi) phonetic++;
      },
      close(name) {
        if (name === 'si') {
          strings.push(decodeOoxmlEscapes(current));
          inSi = false;
        } else if (name === 't') inT = false;
        else if (name === 'rPh' && phonetic > 0) phonetic--;
      },
      text(text) {
        if (inT && phonetic === 0) current += text;
      },
    },
    { log },
  );
  return strings;
}

/** 0-based column of a cell reference (`B7` gives 1); -1 when it has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 97 || code > 122) break;
    col = col * 26 + (code - 96);
    if (col > MAX_SHEET_COLUMNS) throw corrupt(`cell reference ${ref.slice(0, 12)} out of range`);
  }
  return i === 0 ? -1 : col - 1;
}

interface SheetContext {
  sharedStrings: readonly string[];
  formats: readonly NumberFormatKind[];
  date1904: boolean;
}

/** Reads one worksheet's cells; in `probe` mode it only looks for the first non-empty cell. */
class SheetHandler implements XmlHandler {
  readonly #context: SheetContext;
  readonly #sink: SheetRowSink | undefined;
  /** A non-empty cell was seen. */
  found = false;
  #inSheetData = false;
  #inRow = false;
  #row = 0;
  #lastRow = 0;
  #cells: (string | null)[] = [];
  #lastCol = -1;
  #inCell = false;
  #col = 0;
  #type = 'n';
  #style = 0;
  #hasFormula = false;
  #hasValue = false;
  #inV = false;
  #value = '';
  #inIs = false;
  #inT = false;
  #phonetic = 0;
  #inline = '';

  constructor(context: SheetContext, sink: SheetRowSink | undefined) {
    this.#context = context;
    this.#sink = sink;
  }

  open(name: string, a: XmlAttributes): void {
    switch (name) {
      case 'v':
        if (this.#inCell) {
          this.#inV = true;
          this.#hasValue = true;
        }
        break;
      case 'c':
        if (this.#inRow) this.#openCell(a);
        break;
      case 'row':
        if (this.#inSheetData) this.#openRow(a);
        break;
      case 'f':
        if (this.#inCell) this.#hasFormula = true;
        break;
      case 'is':
        if (this.#inCell) this.#inIs = true;
        break;
      case 't':
        if (this.#inIs) this.#inT = true;
        break;
      case 'rPh':
        if (this.#inIs) this.#phonetic++;
        break;
      case 'sheetData':
        this.#inSheetData = true;
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
        this.#inV = false;
        break;
      case 'c':
        if (this.#inCell) this.#closeCell();
        break;
      case 'row':
        if (this.#inRow) this.#closeRow();
        break;
      case 'is':
        this.#inIs = false;
        break;
      case 't':
        this.#inT = false;
        break;
      case 'rPh':
        if (this.#phonetic > 0) this.#phonetic--;
        break;
      case 'sheetData':
        this.#inSheetData = false;
        break;
    }
  }

  text(text: string): void {
    if (this.#inV) this.#value += text;
    else if (this.#inT && this.#phonetic === 0) this.#inline += text;
  }

  #openRow(a: XmlAttributes): void {
    const r = a.get('r') === NO_ATTRIBUTE ? NaN : Number(a.get('r'));
    this.#row = Number.isInteger(r) && r > this.#lastRow ? r : this.#lastRow + 1;
    if (this.#row > MAX_SHEET_ROWS) throw corrupt(`row ${this.#row} out of range`);
    this.#inRow = true;
    this.#cells = [];
    this.#lastCol = -1;
  }

  #closeRow(): void {
    this.#inRow = false;
    this.#lastRow = this.#row;
    this.#sink?.pushRow(this.#row, this.#cells);
  }

  #openCell(a: XmlAttributes): void {
    const ref = a.get('r');
    let col = ref === NO_ATTRIBUTE ? -1 : columnOf(ref);
    if (col < 0) col = this.#lastCol + 1;
    if (col >= MAX_SHEET_COLUMNS) throw corrupt('column out of range');
    this.#col = col;
    this.#type = a.get('t') ?? 'n';
    const s = a.get('s');
    this.#style = s === NO_ATTRIBUTE ? 0 : Number(s);
    this.#inCell = true;
    this.#hasFormula = false;
    this.#hasValue = false;
    this.#value = '';
    this.#inline = '';
    this.#phonetic = 0;
  }

  #closeCell(): void {
    this.#inCell = false;
    this.#inV = false;
    this.#inIs = false;
    this.#inT = false;
    this.#lastCol = this.#col;
    const value = this.#cellValue();
    if (value !== '') {
      if (!this.found && value.trim() !== '') this.found = true;
      this.#cells[this.#col] = value;
    } else if (this.#hasFormula && !this.#hasValue) {
      this.#sink?.formulaWithoutValue(this.#row, this.#col);
    }
  }

  #cellValue(): string {
    const v = this.#value;
    switch (this.#type) {
      case 's': {
        if (!this.#hasValue || v.trim() === '') return '';
        const index = Number(v);
        const text = Number.isInteger(index) ? this.#context.sharedStrings[index] : undefined;
        if (text === undefined) throw corrupt(`shared string ${v.slice(0, 12)} does not exist`);
        return text;
      }
      case 'inlineStr':
        return decodeOoxmlEscapes(this.#hasValue && this.#inline === '' ? v : this.#inline);
      case 'str':
        return decodeOoxmlEscapes(v);
      case 'b': {
        const b = v.trim().toLowerCase();
        return b === '1' || b === 'true' ? 'TRUE' : b === '0' || b === 'false' ? 'FALSE' : v;
      }
      case 'e':
        return v.trim();
      case 'd':
        return this.#isoDateValue(v.trim());
      default: {
        if (v.trim() === '') return '';
        const format = this.#context.formats[this.#style] ?? GENERAL_FORMAT;
        return formatNumberCell(v, format, this.#context.date1904);
      }
    }
  }

  /** A `t="d"` cell (ISO 8601 text in the file); a time format shows its time of day as a number would. */
  #isoDateValue(v: string): string {
    const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(v);
    if (m === null) return v;
    const format = this.#context.formats[this.#style] ?? GENERAL_FORMAT;
    if (m[2] === undefined) return m[1]!;
    const time = `${m[2]}:${m[3]}:${m[4]}`;
    if (format.kind === 'time') {
      const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
      return serialToTime(seconds / 86_400, format.fields) ?? time;
    }
    const showTime = (format.kind === 'date' && format.time) || time !== '00:00:00';
    return showTime ? `${m[1]}T${time}` : m[1]!;
  }
}

interface SheetPart {
  sheet: WorkbookSheet;
  /** The worksheet's part; undefined for chart, dialog and macro sheets (no cells). */
  entry: ZipEntry | undefined;
  /** Why the sheet cannot be read: its part is missing, its relationship missing or broken, its XML broken. */
  damage?: ParseError;
}

/**
 * A failure that is the sheet's own (its part is missing or does not parse), as opposed to the
 * file's: caps (`file_too_complex`) and encryption stop the whole file wherever they are met.
 */
function sheetDamage(error: unknown): ParseError | undefined {
  if (error instanceof RangeError) return corrupt(error.message);
  if (error instanceof ParseError && (error.code === 'corrupt_file' || error.code === 'unsupported_format'))
    return error;
  return undefined;
}

/** Reads an xlsx container held in memory (the upload, whatever its name). */
export async function readXlsxBuffer(
  buffer: Buffer,
  limits: ParseLimits,
  options: ReadOptions = {},
): Promise<ParsedTable> {
  try {
    return await readContainer(buffer, limits, options);
  } catch (error) {
    // Out-of-range reads of a broken file the checks did not foresee: still a corrupt file.
    if (error instanceof RangeError) throw corrupt(error.message);
    throw error;
  }
}

async function readContainer(
  buffer: Buffer,
  limits: ParseLimits,
  options: ReadOptions,
): Promise<ParsedTable> {
  const zip = openZip(buffer, limits);
  const trailing: TrailingLog = [];

  const mimetype = zip.find('mimetype');
  if (mimetype !== undefined && mimetype.uncompressedSize < 256) {
    const type = zip.read(mimetype).toString('latin1');
    if (type.startsWith('application/vnd.oasis.opendocument.spreadsheet')) {
      throw new ParseError('unsupported_format', { message: 'OpenDocument spreadsheet' });
    }
  }
  const officeDocument = readRelationships(zip, '_rels/.rels', trailing).find((r) =>
    REL_OFFICE_DOCUMENT.test(r.type),
  );
  const workbookPart =
    officeDocument === undefined ? 'xl/workbook.xml' : resolvePart('', officeDocument.target);
  const workbookEntry = findPart(zip, workbookPart) ?? findPart(zip, 'xl/workbook.xml');
  if (workbookEntry === undefined) {
    if (zip.find('xl/workbook.bin') !== undefined || zip.find('Index/Document.iwa') !== undefined) {
      throw new ParseError('unsupported_format', { message: 'binary workbook' });
    }
    throw new ParseError('not_a_spreadsheet', { message: 'zip without a workbook' });
  }
  if (/\.bin$/i.test(workbookEntry.name)) throw new ParseError('unsupported_format', { message: 'xlsb' });
  const workbookName = workbookEntry.name.replace(/^\/+/, '');

  const { sheets, date1904 } = readWorkbook(zip, workbookEntry, trailing);
  const rels = readRelationships(zip, relsOf(workbookName), trailing);
  const baseDir = dirOf(workbookName);
  const partOf = (test: RegExp, fallback: string): ZipEntry | undefined => {
    const rel = rels.find((r) => test.test(r.type) && !r.external);
    return rel === undefined ? findPart(zip, fallback) : findPart(zip, resolvePart(baseDir, rel.target));
  };
  const formats = readStyles(zip, partOf(REL_STYLES, `${baseDir}/styles.xml`), trailing);
  const sharedStrings = await readSharedStrings(
    zip,
    partOf(REL_SHARED_STRINGS, `${baseDir}/sharedStrings.xml`),
    trailing,
  );
  const context: SheetContext = { sharedStrings, formats, date1904 };

  const parts: SheetPart[] = sheets.map((sheet) => {
    const rel = rels.find((r) => r.id === sheet.relId);
    if (rel === undefined || rel.external)
      return { sheet, entry: undefined, damage: corrupt(`sheet ${sheet.name} has no part`) };
    if (!REL_WORKSHEET.test(rel.type)) return { sheet, entry: undefined }; // chart, dialog or macro sheet
    const entry = findPart(zip, resolvePart(baseDir, rel.target));
    if (entry === undefined) return { sheet, entry, damage: corrupt(`sheet part ${rel.target} missing`) };
    return { sheet, entry };
  });

  // Every sheet is looked at up to its first cell: the mapping screen lists which hold data.
  const summaries: SheetSummary[] = [];
  for (const part of parts) {
    let hasData = false;
    if (part.entry !== undefined && part.damage === undefined) {
      const probe = new SheetHandler(context, undefined);
      try {
        await streamXmlPart(zip, part.entry, probe, { stop: () => probe.found });
        hasData = probe.found;
      } catch (error) {
        const damage = sheetDamage(error);
        if (damage === undefined) throw error;
        part.damage = damage;
      }
    }
    summaries.push({
      name: part.sheet.name,
      hidden: part.sheet.hidden,
      hasData,
      ...(part.damage === undefined ? {} : { unreadable: true }),
    });
  }
  // No sheet with data left but a damaged one: refuse with what broke it.
  const damaged = parts.find((p) => p.damage !== undefined && !p.sheet.hidden);
  if (
    options.sheetName === undefined &&
    damaged !== undefined &&
    !summaries.some((s) => !s.hidden && s.hasData && s.unreadable !== true)
  )
    throw damaged.damage!;
  const { index, warnings } = chooseSheet(summaries, options.sheetName);
  const chosen = parts[index]!;
  if (chosen.damage !== undefined) throw chosen.damage;

  const builder = new TableBuilder({ kind: 'xlsx', limits });
  for (const warning of warnings) builder.warn(warning);
  const sink = new SheetRowSink(builder, limits);
  if (chosen.entry !== undefined)
    await streamXmlPart(zip, chosen.entry, new SheetHandler(context, sink), { log: trailing });
  for (const part of trailing) builder.warn({ code: 'xml_trailing_content', params: { part } });
  return sink.finish(chosen.sheet.name, sheetList(summaries));
}

/** Reads the xlsx file at `path`; the type is decided by content, the file name does not matter. */
export async function readXlsx(
  path: string,
  limits: ParseLimits,
  options: ReadOptions = {},
): Promise<ParsedTable> {
  return readXlsxBuffer(await readFile(path), limits, options);
}
