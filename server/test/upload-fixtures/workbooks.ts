/**
 * Fixture writers for the xlsx and xls readers' tests (bad-inputs 20-33): every workbook is built
 * here from code, no binary file is kept in the repository.
 *
 * - `zipArchive`: a minimal zip writer (deflate or stored, CRC-32, ZIP64 on request) that can lie
 *   about sizes, mark entries encrypted, or take pre-compressed data (bombs).
 * - `xlsxWorkbook`: a valid Office Open XML workbook (content types, relationships, workbook,
 *   styles, shared strings, sheets) with hooks to inject a DOCTYPE, replace or drop parts.
 * - `cfbFile`: a minimal OLE2 compound file writer (version 3 or 4, FAT, DIFAT with extra DIFAT
 *   sectors when needed, mini FAT and mini stream for streams under 4096 bytes), with switches for
 *   broken chains.
 * - `xlsWorkbook`: a BIFF8 workbook stream (globals with FONT/FORMAT/XF/STYLE/BOUNDSHEET/SST, one
 *   substream per sheet) wrapped in a compound file; the SST can be split across CONTINUE records.
 * - `encryptedOoxml`: a compound file as Excel writes for a password-protected xlsx.
 */
import zlib from 'node:zlib';

// ---------------------------------------------------------------------------------------------
// zip

export interface ZipFixtureEntry {
  name: string;
  data: Buffer | string;
  /** 8 deflate (default) or 0 stored. */
  method?: number;
  /** Raw deflate bytes to store instead of compressing `data` (`data` is still used for the CRC and size). */
  compressed?: Buffer;
  /** Uncompressed size written in the headers instead of the real one. */
  declaredSize?: number;
  /** CRC-32 written in the headers instead of the real one. */
  crc32?: number;
  /** Sets general purpose flag bit 0 (the data itself is left as is). */
  encrypted?: boolean;
}

export interface ZipFixtureOptions {
  /** Write ZIP64 end records and ZIP64 size fields. */
  zip64?: boolean;
  comment?: string;
  /** Entry count written in the end record instead of the real one. */
  declaredCount?: number;
}

/** A zip archive of the given entries. */
export function zipArchive(entries: ZipFixtureEntry[], options: ZipFixtureOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const zip64 = options.zip64 === true;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const method = entry.method ?? 8;
    const body = entry.compressed ?? (method === 8 ? zlib.deflateRawSync(data) : data);
    const crc = entry.crc32 ?? zlib.crc32(data);
    const size = entry.declaredSize ?? data.length;
    const name = Buffer.from(entry.name, 'utf8');
    const flags = 0x800 | (entry.encrypted === true ? 1 : 0);

    const localExtra = zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
    if (zip64) {
      localExtra.writeUInt16LE(0x0001, 0);
      localExtra.writeUInt16LE(16, 2);
      localExtra.writeBigUInt64LE(BigInt(size), 4);
      localExtra.writeBigUInt64LE(BigInt(body.length), 12);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(zip64 ? 45 : 20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date 1980-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(zip64 ? 0xffffffff : body.length, 18);
    local.writeUInt32LE(zip64 ? 0xffffffff : size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    locals.push(local, name, localExtra, body);

    const centralExtra = zip64 ? Buffer.alloc(28) : Buffer.alloc(0);
    if (zip64) {
      centralExtra.writeUInt16LE(0x0001, 0);
      centralExtra.writeUInt16LE(24, 2);
      centralExtra.writeBigUInt64LE(BigInt(size), 4);
      centralExtra.writeBigUInt64LE(BigInt(body.length), 12);
      centralExtra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4);
    central.writeUInt16LE(zip64 ? 45 : 20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(zip64 ? 0xffffffff : body.length, 20);
    central.writeUInt32LE(zip64 ? 0xffffffff : size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(centralExtra.length, 30);
    central.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    centrals.push(central, name, centralExtra);
    offset += local.length + name.length + localExtra.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const count = options.declaredCount ?? entries.length;
  const tail: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(cd.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + cd.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(zip64 ? 0xffff : Math.min(count, 0xffff), 8);
  eocd.writeUInt16LE(zip64 ? 0xffff : Math.min(count, 0xffff), 10);
  eocd.writeUInt32LE(zip64 ? 0xffffffff : cd.length, 12);
  eocd.writeUInt32LE(zip64 ? 0xffffffff : offset, 16);
  eocd.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, cd, ...tail, eocd, comment]);
}

// ---------------------------------------------------------------------------------------------
// xlsx

/** One cell: a string (shared string), a number, a boolean, null (no cell) or the cell's parts. */
export type XlsxCellSpec =
  | string
  | number
  | boolean
  | null
  | {
      /** Reference; default: the cell's position. `false` leaves the attribute out. */
      r?: string | false;
      /** Type attribute (`s`, `str`, `inlineStr`, `b`, `e`, `n`, `d`). */
      t?: string;
      /** The `<v>` text; left out when undefined. */
      v?: string | number;
      /** Style index (cellXfs). */
      s?: number;
      /** A number format for the cell (a built-in id or a custom code); a style is added for it. */
      numFmt?: number | string;
      /** Formula text (without `=`). */
      f?: string;
      /** Text of an inline string (`t="inlineStr"`). */
      inline?: string;
      /** Raw inner XML of a shared string item (`<r><t>..</t></r><rPh>..</rPh>`), for rich text. */
      si?: string;
    };

export interface XlsxRowSpec {
  /** Row number; default: the next one. `false` leaves the attribute out. */
  r?: number | false;
  cells: XlsxCellSpec[];
}

export interface XlsxSheetSpec {
  name: string;
  hidden?: boolean | 'veryHidden';
  rows?: (XlsxCellSpec[] | XlsxRowSpec)[];
  /** Written as `<dimension ref>`; default computed from the rows. */
  dimension?: string;
  mergeCells?: string[];
  /** A chart sheet (no cells). */
  chart?: boolean;
  /** Raw XML placed inside `<sheetData>` after the rows. */
  rawSheetData?: string;
}

export interface XlsxSpec {
  sheets: XlsxSheetSpec[];
  date1904?: boolean;
  /** Strings go to the shared strings part (default) or inline. */
  sharedStrings?: boolean;
  /** Namespace prefix for SpreadsheetML elements in sheets and shared strings (`x` gives `x:row`). */
  prefix?: string;
  /** Text inserted after the XML declaration of a part, e.g. a DOCTYPE. */
  xmlPrefix?: Record<string, string>;
  /** Parts replaced by this content. */
  replaceParts?: Record<string, string | Buffer>;
  /** Parts left out. */
  omitParts?: string[];
  /** More zip entries (embeddings, a nested zip...). */
  extraEntries?: ZipFixtureEntry[];
  /** Options per part name for the zip writer (lying sizes...). */
  entryOptions?: Record<string, Partial<ZipFixtureEntry>>;
  zip?: ZipFixtureOptions;
}

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `A` for 0, `AA` for 26. */
export function colName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function prefixElements(xml: string, prefix: string | undefined): string {
  if (prefix === undefined) return xml;
  return xml
    .replace(/<(\/?)([A-Za-z][\w.-]*)([\s/>])/g, `<$1${prefix}:$2$3`)
    .replace(`xmlns="${NS_MAIN}"`, `xmlns:${prefix}="${NS_MAIN}"`);
}

/** An .xlsx workbook as Excel writes one (the parts Excel needs to open it). */
export function xlsxWorkbook(spec: XlsxSpec): Buffer {
  const shared: string[] = [];
  const sharedIndex = new Map<string, number>();
  const addShared = (si: string): number => {
    let index = sharedIndex.get(si);
    if (index === undefined) {
      index = shared.length;
      shared.push(si);
      sharedIndex.set(si, index);
    }
    return index;
  };
  const customFormats = new Map<string, number>();
  const xfFormats: number[] = [0];
  const styleOf = (numFmt: number | string): number => {
    let id: number;
    if (typeof numFmt === 'number') id = numFmt;
    else {
      id = customFormats.get(numFmt) ?? 164 + customFormats.size;
      customFormats.set(numFmt, id);
    }
    const at = xfFormats.indexOf(id);
    if (at !== -1) return at;
    xfFormats.push(id);
    return xfFormats.length - 1;
  };
  const useShared = spec.sharedStrings !== false;

  const cellXml = (cell: XlsxCellSpec, ref: string): string => {
    if (cell === null) return '';
    if (typeof cell === 'string') {
      if (useShared)
        return `<c r="${ref}" t="s"><v>${addShared(`<t xml:space="preserve">${escapeXml(cell)}</t>`)}</v></c>`;
      return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
    }
    if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
    if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
    const attrs: string[] = [];
    if (cell.r !== false) attrs.push(`r="${cell.r ?? ref}"`);
    const s = cell.numFmt === undefined ? cell.s : styleOf(cell.numFmt);
    if (s !== undefined) attrs.push(`s="${s}"`);
    let type = cell.t;
    let inner = '';
    if (cell.f !== undefined) inner += `<f>${escapeXml(cell.f)}</f>`;
    if (cell.si !== undefined) {
      type = 's';
      inner += `<v>${addShared(cell.si)}</v>`;
    } else if (cell.inline !== undefined) {
      type = 'inlineStr';
      inner += `<is><t xml:space="preserve">${escapeXml(cell.inline)}</t></is>`;
    } else if (cell.v !== undefined) {
      inner += `<v>${escapeXml(String(cell.v))}</v>`;
    }
    if (type !== undefined) attrs.push(`t="${type}"`);
    return `<c ${attrs.join(' ')}>${inner}</c>`;
  };

  const sheetXml = (sheet: XlsxSheetSpec): string => {
    if (sheet.chart === true) {
      return `${XML_DECL}<chartsheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheetViews><sheetView workbookViewId="0"/></sheetViews></chartsheet>`;
    }
    let rowNumber = 0;
    let maxCol = 0;
    const rowsXml = (sheet.rows ?? [])
      .map((row) => {
        const spec: XlsxRowSpec = Array.isArray(row) ? { cells: row } : row;
        rowNumber = spec.r === undefined || spec.r === false ? rowNumber + 1 : spec.r;
        maxCol = Math.max(maxCol, spec.cells.length);
        const cells = spec.cells.map((cell, col) => cellXml(cell, `${colName(col)}${rowNumber}`)).join('');
        const r = spec.r === false ? '' : ` r="${rowNumber}"`;
        return `<row${r}>${cells}</row>`;
      })
      .join('');
    const dimension =
      sheet.dimension ?? (rowNumber === 0 ? 'A1' : `A1:${colName(Math.max(0, maxCol - 1))}${rowNumber}`);
    const merges =
      sheet.mergeCells === undefined || sheet.mergeCells.length === 0
        ? ''
        : `<mergeCells count="${sheet.mergeCells.length}">${sheet.mergeCells.map((m) => `<mergeCell ref="${m}"/>`).join('')}</mergeCells>`;
    const body =
      `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><dimension ref="${dimension}"/>` +
      `<sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/>` +
      `<sheetData>${rowsXml}${sheet.rawSheetData ?? ''}</sheetData>${merges}` +
      `<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
    return XML_DECL + prefixElements(body, spec.prefix);
  };

  const sheetParts = spec.sheets.map((sheet, i) => ({
    sheet,
    path: sheet.chart === true ? `xl/chartsheets/sheet${i + 1}.xml` : `xl/worksheets/sheet${i + 1}.xml`,
    xml: sheetXml(sheet),
  }));

  const parts = new Map<string, string | Buffer>();
  parts.set(
    '[Content_Types].xml',
    `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      sheetParts
        .map(({ sheet, path }) =>
          sheet.chart === true
            ? `<Override PartName="/${path}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.chartsheet+xml"/>`
            : `<Override PartName="/${path}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
      `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
      `<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>` +
      `</Types>`,
  );
  parts.set(
    '_rels/.rels',
    `${XML_DECL}<Relationships xmlns="${NS_PKG_REL}">` +
      `<Relationship Id="rId3" Type="${REL_TYPE}/extended-properties" Target="docProps/app.xml"/>` +
      `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
      `<Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  parts.set(
    'docProps/core.xml',
    `${XML_DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Datacare tests</dc:creator></cp:coreProperties>`,
  );
  parts.set(
    'docProps/app.xml',
    `${XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Excel</Application></Properties>`,
  );
  parts.set(
    'xl/workbook.xml',
    `${XML_DECL}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
      `<workbookPr${spec.date1904 === true ? ' date1904="1"' : ''} defaultThemeVersion="124226"/>` +
      `<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="20000" windowHeight="10000"/></bookViews><sheets>` +
      spec.sheets
        .map((sheet, i) => {
          const state =
            sheet.hidden === 'veryHidden'
              ? ' state="veryHidden"'
              : sheet.hidden === true
                ? ' state="hidden"'
                : '';
          return `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}"${state} r:id="rId${i + 1}"/>`;
        })
        .join('') +
      `</sheets><calcPr calcId="124519"/></workbook>`,
  );
  const n = spec.sheets.length;
  parts.set(
    'xl/_rels/workbook.xml.rels',
    `${XML_DECL}<Relationships xmlns="${NS_PKG_REL}">` +
      sheetParts
        .map(({ sheet, path }, i) => {
          const type = sheet.chart === true ? 'chartsheet' : 'worksheet';
          return `<Relationship Id="rId${i + 1}" Type="${REL_TYPE}/${type}" Target="${path.slice(3)}"/>`;
        })
        .join('') +
      `<Relationship Id="rId${n + 1}" Type="${REL_TYPE}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId${n + 2}" Type="${REL_TYPE}/sharedStrings" Target="sharedStrings.xml"/>` +
      `</Relationships>`,
  );
  for (const { path, xml } of sheetParts) parts.set(path, xml);
  // Styles and shared strings last: the sheets above filled them.
  const numFmts = [...customFormats].map(
    ([code, id]) => `<numFmt numFmtId="${id}" formatCode="${escapeXml(code)}"/>`,
  );
  parts.set(
    'xl/styles.xml',
    `${XML_DECL}<styleSheet xmlns="${NS_MAIN}">` +
      (numFmts.length > 0 ? `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` : '') +
      `<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
      `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
      `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
      `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
      `<cellXfs count="${xfFormats.length}">` +
      xfFormats
        .map(
          (id) =>
            `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0"${id > 0 ? ' applyNumberFormat="1"' : ''}/>`,
        )
        .join('') +
      `</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
      `<dxfs count="1"><dxf><numFmt numFmtId="14" formatCode="0.00"/></dxf></dxfs></styleSheet>`,
  );
  parts.set(
    'xl/sharedStrings.xml',
    XML_DECL +
      prefixElements(
        `<sst xmlns="${NS_MAIN}" count="${shared.length}" uniqueCount="${shared.length}">` +
          shared.map((si) => `<si>${si}</si>`).join('') +
          `</sst>`,
        spec.prefix,
      ),
  );
  for (const [name, text] of Object.entries(spec.xmlPrefix ?? {})) {
    const xml = parts.get(name);
    if (typeof xml === 'string') parts.set(name, xml.replace(XML_DECL, XML_DECL + text));
  }
  for (const [name, content] of Object.entries(spec.replaceParts ?? {})) parts.set(name, content);
  for (const name of spec.omitParts ?? []) parts.delete(name);
  const entries: ZipFixtureEntry[] = [...parts].map(([name, data]) => ({
    name,
    data,
    ...spec.entryOptions?.[name],
  }));
  return zipArchive([...entries, ...(spec.extraEntries ?? [])], spec.zip);
}

// ---------------------------------------------------------------------------------------------
// compound file (OLE2)

const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const DIFSECT = 0xfffffffc;
const NOSTREAM = 0xffffffff;

export interface CfbFixtureOptions {
  /** Major version: 3 (512-byte sectors, default) or 4 (4096-byte sectors). */
  version?: 3 | 4;
  /** Breaks the file: a FAT chain pointing at itself, a sector out of the file, a DIFAT sector pointing at itself, a directory sibling loop. */
  corrupt?: 'fat_loop' | 'sector_out_of_range' | 'difat_loop' | 'directory_loop' | 'minifat_loop';
}

/** A compound file holding the given streams in its root storage. */
export function cfbFile(streams: { name: string; data: Buffer }[], options: CfbFixtureOptions = {}): Buffer {
  const version = options.version ?? 3;
  const sectorSize = version === 4 ? 4096 : 512;
  const perSector = sectorSize / 4;
  const cutoff = 4096;

  // Mini stream: the small streams, 64-byte mini sectors.
  const miniParts: Buffer[] = [];
  const miniFat: number[] = [];
  const placed = streams.map((s) => ({ ...s, start: ENDOFCHAIN, mini: s.data.length < cutoff }));
  for (const s of placed) {
    if (!s.mini || s.data.length === 0) continue;
    const sectors = Math.ceil(s.data.length / 64);
    s.start = miniFat.length;
    for (let i = 0; i < sectors; i++) miniFat.push(i === sectors - 1 ? ENDOFCHAIN : miniFat.length + 1);
    const padded = Buffer.alloc(sectors * 64);
    s.data.copy(padded);
    miniParts.push(padded);
  }
  const miniStream = Buffer.concat(miniParts);

  const dirEntries = 1 + streams.length;
  const dirSectors = Math.ceil((dirEntries * 128) / sectorSize);
  const miniFatSectors = Math.ceil((miniFat.length * 4) / sectorSize);
  const sectorsOf = (length: number): number => Math.ceil(length / sectorSize);
  let dataSectors = sectorsOf(miniStream.length) + dirSectors + miniFatSectors;
  for (const s of placed) if (!s.mini) dataSectors += sectorsOf(s.data.length);
  let fatSectors = 1;
  let difatSectors = 0;
  for (;;) {
    const total = dataSectors + fatSectors + difatSectors;
    const needFat = Math.ceil(total / perSector);
    const needDifat = needFat > 109 ? Math.ceil((needFat - 109) / (perSector - 1)) : 0;
    if (needFat === fatSectors && needDifat === difatSectors) break;
    fatSectors = needFat;
    difatSectors = needDifat;
  }
  const totalSectors = dataSectors + fatSectors + difatSectors;
  const fat = new Array<number>(fatSectors * perSector).fill(FREESECT);
  const body = Buffer.alloc(totalSectors * sectorSize);
  let next = 0;
  const allocate = (data: Buffer): number => {
    const count = sectorsOf(data.length);
    if (count === 0) return ENDOFCHAIN;
    const start = next;
    for (let i = 0; i < count; i++) fat[start + i] = i === count - 1 ? ENDOFCHAIN : start + i + 1;
    data.copy(body, start * sectorSize);
    next += count;
    return start;
  };
  const miniStreamStart = allocate(miniStream);
  for (const s of placed) if (!s.mini) s.start = allocate(s.data);

  // Directory: the root, then the streams as a right-leaning chain sorted as CFB compares names.
  const sorted = placed
    .map((s, i) => ({ s, id: i + 1 }))
    .sort(
      (a, b) =>
        a.s.name.length - b.s.name.length || (a.s.name.toUpperCase() < b.s.name.toUpperCase() ? -1 : 1),
    );
  const dir = Buffer.alloc(dirSectors * sectorSize);
  const writeEntry = (
    index: number,
    name: string,
    type: number,
    links: { left: number; right: number; child: number },
    start: number,
    size: number,
  ): void => {
    const at = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(dir, at, 0, Math.min(64, encoded.length));
    dir.writeUInt16LE(Math.min(64, encoded.length), at + 0x40);
    dir[at + 0x42] = type;
    dir[at + 0x43] = 1; // black
    dir.writeUInt32LE(links.left, at + 0x44);
    dir.writeUInt32LE(links.right, at + 0x48);
    dir.writeUInt32LE(links.child, at + 0x4c);
    dir.writeUInt32LE(start, at + 0x74);
    dir.writeBigUInt64LE(BigInt(size), at + 0x78);
  };
  writeEntry(
    0,
    'Root Entry',
    5,
    { left: NOSTREAM, right: NOSTREAM, child: sorted[0]?.id ?? NOSTREAM },
    miniStream.length === 0 ? ENDOFCHAIN : miniStreamStart,
    miniStream.length,
  );
  sorted.forEach(({ s, id }, k) => {
    let right = sorted[k + 1]?.id ?? NOSTREAM;
    if (options.corrupt === 'directory_loop' && k === sorted.length - 1) right = sorted[0]!.id;
    writeEntry(id, s.name, 2, { left: NOSTREAM, right, child: NOSTREAM }, s.start, s.data.length);
  });
  for (let i = dirEntries; i < (dirSectors * sectorSize) / 128; i++) {
    dir.writeUInt32LE(NOSTREAM, i * 128 + 0x44);
    dir.writeUInt32LE(NOSTREAM, i * 128 + 0x48);
    dir.writeUInt32LE(NOSTREAM, i * 128 + 0x4c);
  }
  const dirStart = allocate(dir);
  const miniFatBuffer = Buffer.alloc(miniFatSectors * sectorSize, 0xff);
  miniFat.forEach((v, i) => miniFatBuffer.writeUInt32LE(v >>> 0, i * 4));
  if (options.corrupt === 'minifat_loop' && miniFat.length > 1) miniFatBuffer.writeUInt32LE(0, 0);
  const miniFatStart = miniFatSectors === 0 ? ENDOFCHAIN : allocate(miniFatBuffer);

  const fatStart = next;
  for (let i = 0; i < fatSectors; i++) fat[fatStart + i] = FATSECT;
  next += fatSectors;
  const difatStart = next;
  for (let i = 0; i < difatSectors; i++) fat[difatStart + i] = DIFSECT;
  next += difatSectors;

  const firstBig = placed.find((s) => !s.mini && s.data.length > 0);
  if (options.corrupt === 'fat_loop' && firstBig !== undefined) fat[firstBig.start] = firstBig.start;
  if (options.corrupt === 'sector_out_of_range' && firstBig !== undefined)
    fat[firstBig.start] = totalSectors + 1000;
  for (let i = 0; i < fatSectors; i++) {
    for (let k = 0; k < perSector; k++)
      body.writeUInt32LE(fat[i * perSector + k]! >>> 0, (fatStart + i) * sectorSize + k * 4);
  }
  // DIFAT sectors: FAT sector ids after the first 109, the last slot links to the next DIFAT sector.
  for (let d = 0; d < difatSectors; d++) {
    const at = (difatStart + d) * sectorSize;
    body.fill(0xff, at, at + sectorSize);
    for (let k = 0; k < perSector - 1; k++) {
      const fatIndex = 109 + d * (perSector - 1) + k;
      if (fatIndex < fatSectors) body.writeUInt32LE(fatStart + fatIndex, at + k * 4);
    }
    let link = d === difatSectors - 1 ? ENDOFCHAIN : difatStart + d + 1;
    if (options.corrupt === 'difat_loop' && d === difatSectors - 1) link = difatStart;
    body.writeUInt32LE(link >>> 0, at + (perSector - 1) * 4);
  }

  const header = Buffer.alloc(sectorSize);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(version, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(version === 4 ? 12 : 9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(version === 4 ? dirSectors : 0, 0x28);
  // A DIFAT loop only matters when more FAT sectors are announced than the chain listed so far.
  header.writeUInt32LE(options.corrupt === 'difat_loop' ? fatSectors + perSector : fatSectors, 0x2c);
  header.writeUInt32LE(dirStart, 0x30);
  header.writeUInt32LE(cutoff, 0x38);
  header.writeUInt32LE(miniFatStart >>> 0, 0x3c);
  header.writeUInt32LE(miniFatSectors, 0x40);
  header.writeUInt32LE((difatSectors === 0 ? ENDOFCHAIN : difatStart) >>> 0, 0x44);
  header.writeUInt32LE(difatSectors, 0x48);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? fatStart + i : FREESECT, 0x4c + i * 4);
  return Buffer.concat([header, body]);
}

/** A compound file as Excel writes for a password-protected .xlsx (encrypted package, filler bytes). */
export function encryptedOoxml(): Buffer {
  const info = Buffer.concat([
    Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]),
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"><keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="AAAAAAAAAAAAAAAAAAAAAA=="/></encryption>',
      'utf8',
    ),
  ]);
  const filler = Buffer.alloc(9000);
  for (let i = 0; i < filler.length; i++) filler[i] = (i * 131 + 7) & 0xff;
  filler.writeBigUInt64LE(8000n, 0);
  return cfbFile([
    { name: 'EncryptionInfo', data: info },
    { name: 'EncryptedPackage', data: filler },
    { name: '\u0006DataSpaces', data: Buffer.alloc(0) },
  ]);
}

// ---------------------------------------------------------------------------------------------
// xls (BIFF8)

/** One xls cell. Strings go to the SST (LABELSST); numbers to RK when exact, NUMBER otherwise. */
export type XlsCellSpec =
  | string
  | number
  | boolean
  | null
  | { label: string } // LABEL record
  | { rstring: string } // RSTRING record
  | { number: number; numFmt?: number | string; rk?: boolean } // NUMBER (or RK) with a format
  | { sst: string; runs?: number; phonetic?: number } // LABELSST with rich runs / phonetic bytes
  | { formula: number | string | boolean | { error: string }; numFmt?: number | string }
  | { error: string }
  | { mulrk: number[] }; // MULRK of several numbers from this column on

export interface XlsSheetSpec {
  name: string;
  hidden?: boolean | 'veryHidden';
  rows: XlsCellSpec[][];
  mergeCells?: [number, number, number, number][];
  /** A chart sheet (no cells). */
  chart?: boolean;
}

export interface XlsSpec {
  sheets: XlsSheetSpec[];
  date1904?: boolean;
  /** Adds FILEPASS and scrambles the records after it, as an encrypted workbook. */
  filepass?: boolean;
  /** Splits the SST over many small CONTINUE records (strings, runs and phonetic data cut in the middle). */
  sstSplitAcrossContinue?: boolean;
  /** Writes a BIFF5 workbook (`Book` stream, BOF version 0x0500). */
  biff5?: boolean;
  /** Pads the Workbook stream to at least this many bytes (4096 or more puts it in regular sectors). */
  padTo?: number;
  cfb?: CfbFixtureOptions;
  /** More streams in the compound file. */
  extraStreams?: { name: string; data: Buffer }[];
}

function record(type: number, data: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(data.length, 2);
  return Buffer.concat([header, data]);
}

function isLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}

function encodeChars(text: string, high: boolean): Buffer {
  return high ? Buffer.from(text, 'utf16le') : Buffer.from(text, 'latin1');
}

/** XLUnicodeString: 16-bit count, flags, characters. */
function xlString(text: string): Buffer {
  const high = !isLatin1(text);
  const head = Buffer.alloc(3);
  head.writeUInt16LE(text.length, 0);
  head[2] = high ? 1 : 0;
  return Buffer.concat([head, encodeChars(text, high)]);
}

/** ShortXLUnicodeString: 8-bit count, flags, characters. */
function shortXlString(text: string): Buffer {
  const high = !isLatin1(text);
  return Buffer.concat([Buffer.from([text.length, high ? 1 : 0]), encodeChars(text, high)]);
}

function u16(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16LE(v, i * 2));
  return b;
}

function f64(value: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(value, 0);
  return b;
}

/** The RK encoding of a number, or undefined when RK cannot hold it exactly. */
function rkOf(value: number): number | undefined {
  if (Number.isInteger(value) && value >= -(2 ** 29) && value < 2 ** 29) return ((value << 2) | 2) >>> 0;
  const x100 = value * 100;
  if (Number.isInteger(x100) && x100 >= -(2 ** 29) && x100 < 2 ** 29 && x100 / 100 === value) {
    return ((x100 << 2) | 3) >>> 0;
  }
  const b = f64(value);
  if (b.readUInt32LE(0) === 0 && (b.readUInt32LE(4) & 3) === 0) return b.readUInt32LE(4);
  return undefined;
}

interface SstString {
  text: string;
  runs: number;
  phonetic: number;
}

/** The SST record and its CONTINUE records, splitting as Excel does: a new flag byte when characters continue. */
function sstRecords(strings: SstString[], maxData: number): Buffer[] {
  const records: Buffer[] = [];
  let current: Buffer[] = [];
  let used = 0;
  const head = Buffer.alloc(8);
  head.writeUInt32LE(strings.length, 0);
  head.writeUInt32LE(strings.length, 4);
  current.push(head);
  used = 8;
  let first = true;
  const flush = (): void => {
    records.push(record(first ? 0x00fc : 0x003c, Buffer.concat(current)));
    first = false;
    current = [];
    used = 0;
  };
  const put = (b: Buffer): void => {
    current.push(b);
    used += b.length;
  };
  /** Bytes that may be cut anywhere (runs, phonetic data). */
  const putSplittable = (b: Buffer): void => {
    let at = 0;
    while (at < b.length) {
      if (used >= maxData) flush();
      const take = Math.min(b.length - at, maxData - used);
      put(b.subarray(at, at + take));
      at += take;
    }
  };
  for (const s of strings) {
    const headerSize = 3 + (s.runs > 0 ? 2 : 0) + (s.phonetic > 0 ? 4 : 0);
    if (used + headerSize > maxData) flush();
    let chars = s.text;
    // Characters that fit in this record's rest as 8-bit ones decide its flag.
    let high = !isLatin1(chars.slice(0, Math.max(1, maxData - used - headerSize)));
    const header = Buffer.alloc(headerSize);
    header.writeUInt16LE(chars.length, 0);
    header[2] = (high ? 1 : 0) | (s.runs > 0 ? 0x08 : 0) | (s.phonetic > 0 ? 0x04 : 0);
    let h = 3;
    if (s.runs > 0) {
      header.writeUInt16LE(s.runs, h);
      h += 2;
    }
    if (s.phonetic > 0) header.writeUInt32LE(s.phonetic, h);
    put(header);
    for (;;) {
      const room = Math.floor((maxData - used) / (high ? 2 : 1));
      const take = Math.min(room, chars.length);
      if (take > 0) put(encodeChars(chars.slice(0, take), high));
      chars = chars.slice(take);
      if (chars.length === 0) break;
      flush();
      // The continued characters get a new flag byte; they may switch between 8 and 16 bits.
      high = !isLatin1(chars.slice(0, maxData - 1));
      put(Buffer.from([high ? 1 : 0]));
    }
    const runs = Buffer.alloc(s.runs * 4);
    for (let i = 0; i < s.runs; i++) runs.writeUInt16LE(Math.min(i, s.text.length), i * 4);
    putSplittable(runs);
    const phonetic = Buffer.alloc(s.phonetic, 0x5a);
    putSplittable(phonetic);
  }
  if (current.length > 0) flush();
  return records;
}

/** An .xls workbook (BIFF8 in a compound file) as Excel 97-2003 writes one. */
export function xlsWorkbook(spec: XlsSpec): Buffer {
  const version = spec.biff5 === true ? 0x0500 : 0x0600;
  const strings: SstString[] = [];
  const stringIndex = new Map<string, number>();
  const sstOf = (text: string, runs = 0, phonetic = 0): number => {
    const key = `${text}\u0000${runs}\u0000${phonetic}`;
    let index = stringIndex.get(key);
    if (index === undefined) {
      index = strings.length;
      strings.push({ text, runs, phonetic });
      stringIndex.set(key, index);
    }
    return index;
  };
  const customFormats = new Map<string, number>();
  const xfFormats: number[] = [0]; // cell XFs after the 16 style XFs; index 15 + i
  const xfOf = (numFmt: number | string | undefined): number => {
    if (numFmt === undefined) return 15;
    let id: number;
    if (typeof numFmt === 'number') id = numFmt;
    else {
      id = customFormats.get(numFmt) ?? 164 + customFormats.size;
      customFormats.set(numFmt, id);
    }
    let at = xfFormats.indexOf(id);
    if (at === -1) {
      xfFormats.push(id);
      at = xfFormats.length - 1;
    }
    return 15 + at;
  };

  const sheetStreams = spec.sheets.map((sheet) => {
    const out: Buffer[] = [];
    out.push(
      record(
        0x0809,
        Buffer.concat([
          u16(version, sheet.chart === true ? 0x0020 : 0x0010, 0x0dbb, 0x07cc),
          Buffer.alloc(8),
        ]),
      ),
    );
    const rows = sheet.rows;
    const dims = Buffer.alloc(14);
    dims.writeUInt32LE(0, 0);
    dims.writeUInt32LE(rows.length, 4);
    dims.writeUInt16LE(0, 8);
    dims.writeUInt16LE(Math.max(0, ...rows.map((r) => r.length)), 10);
    out.push(record(0x0200, dims));
    rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (cell === null) return;
        if (typeof cell === 'string')
          out.push(record(0x00fd, Buffer.concat([u16(r, c, 15), u32(sstOf(cell))])));
        else if (typeof cell === 'number') {
          const rk = rkOf(cell);
          out.push(
            rk === undefined
              ? record(0x0203, Buffer.concat([u16(r, c, 15), f64(cell)]))
              : record(0x027e, Buffer.concat([u16(r, c, 15), u32(rk)])),
          );
        } else if (typeof cell === 'boolean')
          out.push(record(0x0205, Buffer.concat([u16(r, c, 15), Buffer.from([cell ? 1 : 0, 0])])));
        else if ('label' in cell)
          out.push(record(0x0204, Buffer.concat([u16(r, c, 15), xlString(cell.label)])));
        else if ('rstring' in cell) {
          out.push(record(0x00d6, Buffer.concat([u16(r, c, 15), xlString(cell.rstring), u16(1), u16(0, 0)])));
        } else if ('number' in cell) {
          const xf = xfOf(cell.numFmt);
          const rk = cell.rk === false ? undefined : rkOf(cell.number);
          out.push(
            rk === undefined
              ? record(0x0203, Buffer.concat([u16(r, c, xf), f64(cell.number)]))
              : record(0x027e, Buffer.concat([u16(r, c, xf), u32(rk)])),
          );
        } else if ('sst' in cell) {
          out.push(
            record(
              0x00fd,
              Buffer.concat([u16(r, c, 15), u32(sstOf(cell.sst, cell.runs ?? 0, cell.phonetic ?? 0))]),
            ),
          );
        } else if ('formula' in cell) {
          const xf = xfOf(cell.numFmt);
          const value = Buffer.alloc(8);
          const v = cell.formula;
          let after: Buffer | undefined;
          if (typeof v === 'number') value.writeDoubleLE(v, 0);
          else {
            value.writeUInt16LE(0xffff, 6);
            if (typeof v === 'string') {
              value[0] = v === '' ? 3 : 0;
              if (v !== '') after = record(0x0207, xlString(v));
            } else if (typeof v === 'boolean') {
              value[0] = 1;
              value[2] = v ? 1 : 0;
            } else {
              value[0] = 2;
              value[2] = errorCode(v.error);
            }
          }
          // rgce: ptgStr "x" — never evaluated by the reader.
          const rgce = Buffer.concat([Buffer.from([0x17]), shortXlString('x')]);
          out.push(
            record(0x0006, Buffer.concat([u16(r, c, xf), value, u16(0), u32(0), u16(rgce.length), rgce])),
          );
          if (after !== undefined) out.push(after);
        } else if ('error' in cell)
          out.push(record(0x0205, Buffer.concat([u16(r, c, 15), Buffer.from([errorCode(cell.error), 1])])));
        else if ('mulrk' in cell) {
          const parts = cell.mulrk.map((n) => {
            const rk = rkOf(n);
            if (rk === undefined) throw new Error(`MULRK cannot hold ${n}`);
            return Buffer.concat([u16(15), u32(rk)]);
          });
          out.push(record(0x00bd, Buffer.concat([u16(r, c), ...parts, u16(c + cell.mulrk.length - 1)])));
        }
      });
    });
    if (sheet.mergeCells !== undefined && sheet.mergeCells.length > 0) {
      out.push(
        record(
          0x00e5,
          Buffer.concat([u16(sheet.mergeCells.length), ...sheet.mergeCells.map((m) => u16(...m))]),
        ),
      );
    }
    out.push(record(0x023e, Buffer.concat([u16(0x06b6, 0, 0, 0x40), Buffer.alloc(10)]))); // WINDOW2
    out.push(record(0x000a, Buffer.alloc(0)));
    return Buffer.concat(out);
  });

  const globalsWith = (offsets: number[]): Buffer => {
    const out: Buffer[] = [];
    out.push(record(0x0809, Buffer.concat([u16(version, 0x0005, 0x0dbb, 0x07cc), Buffer.alloc(8)])));
    if (spec.filepass === true)
      out.push(record(0x002f, Buffer.concat([u16(1, 1, 1), Buffer.alloc(48, 0x33)])));
    out.push(record(0x00e1, u16(0x04b0))); // INTERFACEHDR
    out.push(record(0x0042, u16(1200))); // CODEPAGE: UTF-16
    out.push(record(0x0022, u16(spec.date1904 === true ? 1 : 0))); // DATEMODE
    for (let i = 0; i < 5; i++)
      out.push(
        record(
          0x0031,
          Buffer.concat([u16(220, 0, 0x7fff, 400, 0), Buffer.from([0, 0, 0, 0]), shortXlString('Arial')]),
        ),
      );
    for (const [code, id] of customFormats)
      out.push(record(0x041e, Buffer.concat([u16(id), xlString(code)])));
    const xf = (ifmt: number, style: boolean): Buffer => {
      const b = Buffer.alloc(20);
      b.writeUInt16LE(0, 0);
      b.writeUInt16LE(ifmt, 2);
      b.writeUInt16LE(style ? 0xfff5 : 0x0001, 4);
      b.writeUInt16LE(0x20, 6);
      return record(0x00e0, b);
    };
    for (let i = 0; i < 15; i++) out.push(xf(0, true));
    for (const id of xfFormats) out.push(xf(id, false));
    out.push(record(0x0293, Buffer.concat([u16(0x8000), Buffer.from([0, 0xff])]))); // STYLE Normal
    spec.sheets.forEach((sheet, i) => {
      const state = sheet.hidden === 'veryHidden' ? 2 : sheet.hidden === true ? 1 : 0;
      out.push(
        record(
          0x0085,
          Buffer.concat([
            u32(offsets[i] ?? 0),
            Buffer.from([state, sheet.chart === true ? 2 : 0]),
            shortXlString(sheet.name),
          ]),
        ),
      );
    });
    out.push(...sstRecords(strings, spec.sstSplitAcrossContinue === true ? 37 : 8224));
    out.push(record(0x000a, Buffer.alloc(0)));
    return Buffer.concat(out);
  };
  // Offsets of the sheets' BOF records need the globals' length, which does not depend on them.
  const globalsLength = globalsWith([]).length;
  const offsets: number[] = [];
  let at = globalsLength;
  for (const s of sheetStreams) {
    offsets.push(at);
    at += s.length;
  }
  let globals = globalsWith(offsets);
  if (spec.filepass === true) globals = scrambleAfterFilepass(globals);
  let stream = Buffer.concat([globals, ...sheetStreams]);
  if (spec.padTo !== undefined && stream.length < spec.padTo)
    stream = Buffer.concat([stream, Buffer.alloc(spec.padTo - stream.length)]);
  return cfbFile(
    [{ name: spec.biff5 === true ? 'Book' : 'Workbook', data: stream }, ...(spec.extraStreams ?? [])],
    spec.cfb,
  );
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0, 0);
  return b;
}

function errorCode(text: string): number {
  const codes: Record<string, number> = {
    '#NULL!': 0x00,
    '#DIV/0!': 0x07,
    '#VALUE!': 0x0f,
    '#REF!': 0x17,
    '#NAME?': 0x1d,
    '#NUM!': 0x24,
    '#N/A': 0x2a,
  };
  return codes[text] ?? 0x2a;
}

/** Record data after FILEPASS is encrypted in a real file; here it is scrambled the same way. */
function scrambleAfterFilepass(globals: Buffer): Buffer {
  const out = Buffer.from(globals);
  let pos = 0;
  let after = false;
  while (pos + 4 <= out.length) {
    const type = out.readUInt16LE(pos);
    const length = out.readUInt16LE(pos + 2);
    if (after && type !== 0x0809 && type !== 0x0085) {
      for (let i = pos + 4; i < pos + 4 + length; i++) out[i] = out[i]! ^ 0xa5;
    }
    if (type === 0x002f) after = true;
    pos += 4 + length;
  }
  return out;
}
