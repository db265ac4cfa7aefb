/**
 * Files as sloppy writers and other platforms leave them (issue 21 items 5, 7, 8, 9), built by code
 * like the other fixtures: every byte is explained here and no binary is kept in the repository.
 *
 * - Workbooks with a damaged sheet (its part missing, its relationship missing or external, a part
 *   that does not parse, a shared string that does not exist) next to a good one, and workbooks
 *   with text or elements after the root element of a part.
 * - A csv and a workbook whose widest row is the last one (a total or notes row under a short list).
 * - A workbook of durations and times of day.
 * - csv files in Mac Roman (Excel for Mac's "CSV (Macintosh)"), their Windows-1252 twins, and files
 *   whose few high bytes do not tell the two apart. `encodeMacRoman` uses its own table, so the
 *   tests check the reader's decoding against bytes written down here, not against itself.
 */
import zlib from 'node:zlib';
import { encodeWindows1252 } from './text.ts';
import { xlsxWorkbook, zipArchive, type XlsxSheetSpec, type XlsxSpec } from './workbooks.ts';

const utf8 = (value: string): Buffer => Buffer.from(value, 'utf8');

// ---------------------------------------------------------------------------------------------
// editing a built workbook

/** The parts of a zip written by `zipArchive` (local headers carry the sizes; no ZIP64). */
export function zipParts(zip: Buffer): Map<string, Buffer> {
  const parts = new Map<string, Buffer>();
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const compressedSize = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    const body = zip.subarray(start, start + compressedSize);
    parts.set(name, method === 8 ? zlib.inflateRawSync(body) : Buffer.from(body));
    at = start + compressedSize;
  }
  return parts;
}

/** A workbook built from `spec`, then its parts changed by `edit` (text in, text or bytes out). */
export function editedWorkbook(spec: XlsxSpec, edit: (parts: Map<string, string | Buffer>) => void): Buffer {
  const parts = new Map<string, string | Buffer>();
  for (const [name, data] of zipParts(xlsxWorkbook(spec))) parts.set(name, data.toString('utf8'));
  edit(parts);
  return zipArchive([...parts].map(([name, data]) => ({ name, data })));
}

function textOf(parts: Map<string, string | Buffer>, name: string): string {
  const part = parts.get(name);
  if (part === undefined) throw new Error(`fixture: no part ${name}`);
  return part.toString();
}

// ---------------------------------------------------------------------------------------------
// item 5: damaged workbooks

/** The good sheet of the damaged workbooks: three companies. */
export const GOOD_SHEET: XlsxSheetSpec = {
  name: 'Firmen',
  rows: [
    ['Firmenname', 'Ort'],
    ['Müller GmbH', 'Köln'],
    ['Schmidt AG', 'Berlin'],
  ],
};

/** The sheet that gets damaged; it would hold data. */
export const DAMAGED_SHEET_NAME = 'Notizen';

export type SheetDamage =
  /** The sheet's part is not in the zip. */
  | 'missing-part'
  /** The workbook's relationships have no entry for the sheet. */
  | 'missing-relationship'
  /** The sheet's relationship points outside the file. */
  | 'external-relationship'
  /** The sheet's part is not well-formed XML. */
  | 'unparsable-part'
  /** The sheet's part is not XML at all (a relationship pointing at an image). */
  | 'binary-part'
  /** A cell of the sheet names a shared string that does not exist. */
  | 'bad-shared-string';

export const SHEET_DAMAGES: readonly SheetDamage[] = [
  'missing-part',
  'missing-relationship',
  'external-relationship',
  'unparsable-part',
  'binary-part',
  'bad-shared-string',
];

/**
 * A workbook with the good sheet `Firmen` and the sheet `Notizen` damaged as `damage` says; `Notizen`
 * comes second, or first with `damagedFirst`.
 */
export function workbookWithDamagedSheet(
  damage: SheetDamage,
  options: { damagedFirst?: boolean } = {},
): Buffer {
  const damaged: XlsxSheetSpec = { name: DAMAGED_SHEET_NAME, rows: [['Notiz'], ['vertraulich']] };
  const sheets = options.damagedFirst === true ? [damaged, GOOD_SHEET] : [GOOD_SHEET, damaged];
  const index = sheets.indexOf(damaged) + 1; // its part is sheetN.xml, its relationship rIdN
  const part = `xl/worksheets/sheet${index}.xml`;
  return editedWorkbook({ sheets }, (parts) => {
    const rels = textOf(parts, 'xl/_rels/workbook.xml.rels');
    const relationship = new RegExp(`<Relationship Id="rId${index}" [^>]*/>`);
    switch (damage) {
      case 'missing-part':
        parts.delete(part);
        break;
      case 'missing-relationship':
        parts.set('xl/_rels/workbook.xml.rels', rels.replace(relationship, ''));
        break;
      case 'external-relationship':
        parts.set(
          'xl/_rels/workbook.xml.rels',
          rels.replace(
            relationship,
            `<Relationship Id="rId${index}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="file:///C:/Daten/notizen.xml" TargetMode="External"/>`,
          ),
        );
        break;
      case 'unparsable-part':
        parts.set(part, textOf(parts, part).replace('</row>', ''));
        break;
      case 'binary-part':
        parts.set(part, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
        break;
      case 'bad-shared-string':
        parts.set(
          part,
          textOf(parts, part).replace(/<c r="A2" t="s"><v>\d+<\/v>/, '<c r="A2" t="s"><v>999</v>'),
        );
        break;
    }
  });
}

/** Where text or elements after a root element are put. */
export type TrailingPart = 'sheet' | 'sharedStrings' | 'workbook';

const TRAILING_PARTS: Record<TrailingPart, string> = {
  sheet: 'xl/worksheets/sheet1.xml',
  sharedStrings: 'xl/sharedStrings.xml',
  workbook: 'xl/workbook.xml',
};

/** The zip part a TrailingPart stands for. */
export const trailingPartName = (where: TrailingPart): string => TRAILING_PARTS[where];

/**
 * The good sheet's workbook with `tail` after the root element of one part: text, NUL padding, a
 * second copy of rows (elements), or, to check that DTDs stay refused, a DOCTYPE.
 */
export function workbookWithTrailingContent(where: TrailingPart, tail: string): Buffer {
  const name = TRAILING_PARTS[where];
  return editedWorkbook({ sheets: [GOOD_SHEET] }, (parts) => {
    parts.set(name, textOf(parts, name) + tail);
  });
}

// ---------------------------------------------------------------------------------------------
// item 7: the widest row is the last one

/** A short list whose last row has more cells than the header (a row of notes under it). */
export const widestRowLastCsv = (): Buffer =>
  utf8('Firmenname;Ort\nMüller GmbH;Köln\nSchmidt AG;Berlin\nSumme;2;Stand 01.02.2024;geprüft;ok\n');

/** The same as a workbook, with a blank row between the list and its last row. */
export const widestRowLastWorkbook = (): Buffer =>
  xlsxWorkbook({
    sheets: [
      {
        name: 'Liste',
        rows: [
          ['Firmenname', 'Ort'],
          ['Müller GmbH', 'Köln'],
          ['Schmidt AG', 'Berlin'],
          [],
          ['Summe', 2, 'Stand 01.02.2024', 'geprüft', 'ok'],
        ],
      },
    ],
  });

// ---------------------------------------------------------------------------------------------
// item 8: durations and times

/** 10 days, 15 hours, 10 minutes and 10 seconds (Excel's serial); and 15:10:10 alone. */
export const TEN_DAYS_15_10_10 = 10 + (15 * 3600 + 10 * 60 + 10) / 86_400;
export const AT_15_10_10 = (15 * 3600 + 10 * 60 + 10) / 86_400;

/** A list of service calls: a duration, a time of day in 24 and 12 hours, and a date. */
export const durationsWorkbook = (): Buffer =>
  xlsxWorkbook({
    sheets: [
      {
        name: 'Einsätze',
        rows: [
          ['Firmenname', 'Dauer', 'Beginn', 'Beginn (US)', 'Datum'],
          [
            'Müller GmbH',
            { v: TEN_DAYS_15_10_10, numFmt: '[h]:mm:ss' },
            { v: AT_15_10_10, numFmt: 'h:mm' },
            { v: AT_15_10_10, numFmt: 'h:mm AM/PM' },
            { v: 45000, numFmt: 'dd.mm.yyyy' },
          ],
        ],
      },
    ],
  });

// ---------------------------------------------------------------------------------------------
// item 9: Mac Roman

/** Mac OS Roman bytes 0x80-0xFF (Apple's table, 0xDB the euro sign since Mac OS 8.5). */
export const MAC_ROMAN_HIGH =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü' +
  '†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø' +
  '¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ' +
  '‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';

/** Encodes text as Mac Roman; throws on characters it lacks. */
export function encodeMacRoman(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const index = MAC_ROMAN_HIGH.indexOf(char);
    if (index < 0) throw new Error(`${char} has no Mac Roman byte`);
    bytes.push(0x80 + index);
  }
  return Buffer.from(bytes);
}

/** The list Excel for Mac saves as "CSV (Macintosh)" in the tests: umlauts and ß, CR line ends. */
export const MAC_CSV_TEXT =
  'Firmenname;Ort;Straße\rMüller GmbH;Köln;Hauptstraße 1\rBäckerei Öz;Düsseldorf;Königsallee 2\rSchmidt AG;Görlitz;Weißer Weg 3\r';

/**
 * A French list from Excel for Mac. Its è ê ç ù are bytes that Windows-1252 leaves undefined (0x8F,
 * 0x90, 0x8D, 0x9D), so read as Windows-1252 it looked like control characters and was refused as
 * not a spreadsheet.
 */
export const FRENCH_MAC_CSV_TEXT =
  'Société;Adresse;Remarque\r' +
  'Crêperie Bretonne;Rue de la Fenêtre 3;très bien, à côté\r' +
  'École Supérieure;Boulevard Montréal;fermé\r' +
  'Boulangerie Façade;Où est-ce;ça va\r';

export const frenchMacRomanCsv = (): Buffer => encodeMacRoman(FRENCH_MAC_CSV_TEXT);

/** `MAC_CSV_TEXT` in Mac Roman. */
export const macRomanCsv = (): Buffer => encodeMacRoman(MAC_CSV_TEXT);

/** The same list in Windows-1252 with CRLF, as Excel on Windows saves it. */
export const windows1252Csv = (): Buffer => encodeWindows1252(MAC_CSV_TEXT.replace(/\r/g, '\r\n'));

/**
 * One high byte that fits both encodings: `100 €` in Windows-1252 (0x80), which Mac Roman reads
 * as `100 Ä`. Nothing in the file tells which one was meant.
 */
export const ambiguousWindows1252Csv = (): Buffer =>
  encodeWindows1252('Firmenname;Betrag\r\nAcme Ltd;100 €\r\n');

/** A Mac Roman file with a single umlaut: the right guess, but too little to be sure. */
export const shortMacRomanCsv = (): Buffer => encodeMacRoman('Firmenname;Ort\rMüller GmbH;Berlin\r');

/**
 * Contradicting evidence: a list pasted together from a Windows and a Mac export, half its umlauts
 * in each encoding.
 */
export const mixedSingleByteCsv = (): Buffer =>
  Buffer.concat([
    encodeWindows1252('Firmenname;Ort\r\nMüller GmbH;Köln\r\nBäcker AG;Düren\r\n'),
    encodeMacRoman('Schäfer KG;Görlitz\r\nJäger SE;Lörrach\r\n'),
  ]);
