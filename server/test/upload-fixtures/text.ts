/**
 * Text upload fixtures for bad-inputs cases 1-19, 21-23 and 32 (../shared/reliability/bad-inputs.md),
 * built by code so every byte is explained here and no binary is kept in the repository. Each
 * builder returns the file's bytes; the big ones (case 17) are written as streams by
 * `writeRepeated`, never held in memory.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

/** Windows-1252 bytes 0x80-0x9F (undefined ones as null); 0xA0-0xFF are Latin-1 and map to themselves. */
const CP1252_HIGH: (string | null)[] = [
  '€',
  null,
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  null,
  'Ž',
  null,
  null,
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  null,
  'ž',
  'Ÿ',
];

/** Encodes text as Windows-1252 (TextEncoder only writes UTF-8); throws on characters it lacks. */
export function encodeWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) {
      bytes.push(code);
      continue;
    }
    const index = CP1252_HIGH.indexOf(char);
    if (index < 0) throw new Error(`${char} has no Windows-1252 byte`);
    bytes.push(0x80 + index);
  }
  return Buffer.from(bytes);
}

/** UTF-16LE with its byte order mark, as Excel's "Unicode text" writes it. */
export function encodeUtf16le(text: string, bom = true): Buffer {
  const body = Buffer.from(text, 'utf16le');
  return bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body;
}

/** UTF-16BE with its byte order mark. */
export function encodeUtf16be(text: string): Buffer {
  const body = Buffer.from(text, 'utf16le');
  for (let i = 0; i + 1 < body.length; i += 2) {
    const low = body[i]!;
    body[i] = body[i + 1]!;
    body[i + 1] = low;
  }
  return Buffer.concat([Buffer.from([0xfe, 0xff]), body]);
}

/** 1: an empty file. */
export const emptyFile = (): Buffer => Buffer.alloc(0);

/** 2: a header and nothing else (a trailing line break and a blank line). */
export const headerOnly = (): Buffer => utf8('Firmenname;Straße;PLZ;Ort\r\n\r\n');

/** 3: three data rows among `blank` blank or whitespace-only lines (spaces, tabs, `;;;`). */
export function manyBlankRows(blank = 100_000): Buffer {
  const fillers = ['', '   ', ';;;', ' ; ;\t;', '\t'];
  const lines = ['Firmenname;PLZ;Ort;Telefon', 'Müller GmbH;10115;Berlin;030 1234'];
  for (let i = 0; i < blank; i++) {
    lines.push(fillers[i % fillers.length]!);
    if (i === Math.floor(blank / 2)) lines.push('Schmidt AG;80331;München;089 5555');
  }
  lines.push('Meier KG;20095;Hamburg;040 9876');
  return utf8(lines.join('\n') + '\n');
}

/** 4: UTF-8 with a byte order mark before the first header. */
export const utf8Bom = (): Buffer =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('Firmenname,Ort\r\nMüller GmbH,Köln\r\n')]);

/** 5: Excel "Unicode text": UTF-16LE with a byte order mark, tab separated, CRLF. */
export const utf16leTabs = (): Buffer =>
  encodeUtf16le(
    'Firmenname\tStraße\tOrt\r\nMüller GmbH\tHauptstraße 1\tMünchen\r\nBäckerei Öz\tÄußere Str. 2\tGörlitz\r\n',
  );

/** 6: Windows-1252 without a byte order mark, as Excel "CSV" writes on a German Windows. */
export const windows1252 = (): Buffer =>
  encodeWindows1252(
    'Firmenname;Straße;Umsatz\r\nMüller GmbH;Straße des 17. Juni 1;1.000 €\r\nÖlmühle Süß;Weißer Weg 2;„50 €“\r\n',
  );

/**
 * 7: UTF-8 with umlauts and three broken cells: a lone 0xFF, a cut sequence (0xC3 without its
 * second byte) and a Windows-1252 `ü` (0xFC) in an otherwise UTF-8 file.
 */
export function invalidUtf8(): Buffer {
  return Buffer.concat([
    utf8('Firmenname;Ort;Notiz\n'),
    utf8('Müller GmbH;Köln;ok\n'),
    utf8('Bad '),
    Buffer.from([0xff]),
    utf8(' AG;Düsseldorf;ok\n'),
    utf8('Schulz KG;Gie'),
    Buffer.from([0xc3]),
    utf8('en;ok\n'),
    utf8('Jäger GmbH;Lüneburg;gr'),
    Buffer.from([0xfc]),
    utf8('n\n'),
    utf8('Größer AG;Fürth;ok\n'),
  ]);
}

/** 8: `;` separated with decimal commas and thousands dots. */
export const semicolonDecimalComma = (): Buffer =>
  utf8(
    'Firmenname;Umsatz;Mitarbeiter;Quote\nMüller GmbH;1.234,56;12;0,5\nSchmidt AG;987.654,00;1.200;12,25\nMeier KG;3,5;7;1\n',
  );

/** 9: tab separated, with commas and semicolons inside the values. */
export const tabSeparated = (): Buffer =>
  utf8(
    'Firmenname\tAnsprechpartner\tNotiz\nMüller GmbH\tMüller, Hans\tA; B\nSchmidt AG\tSchmidt, Eva\tC, D\n',
  );

/** 10: quoted cells with LF, CRLF and CR line breaks and escaped quotes. */
export const quotedLineBreaks = (): Buffer =>
  utf8(
    'Firmenname,Adresse,Notiz\r\n' +
      '"Müller GmbH","Hauptstr. 1\nEingang B\n3. OG","sagt ""Hallo"""\r\n' +
      '"Schmidt AG","Ring 2\r\n10115 Berlin",kurz\r\n' +
      'Meier KG,"Weg 3\r4. OG",\r\n' +
      'Nur zwei,Zellen\r\n',
  );

/** 11: a quote opened at line 17 and never closed (lines 1-16 are fine). */
export function unclosedQuoteAtLine17(): Buffer {
  const lines = ['Firmenname;Ort'];
  for (let i = 2; i <= 16; i++) lines.push(`Firma ${i};"Ort ${i}"`);
  lines.push('Firma 17;"Ort 17 ohne Ende');
  lines.push('Firma 18;Berlin');
  lines.push('Firma 19;Hamburg');
  return utf8(lines.join('\n') + '\n');
}

/** 12: CRLF, LF and CR line endings mixed in one file. */
export const mixedLineEndings = (): Buffer =>
  utf8('Name;Ort\r\nA GmbH;Berlin\nB AG;Hamburg\rC KG;Köln\r\nD SE;Bonn\n');

/** 13: rows with fewer and with more cells than the header. */
export const raggedRows = (): Buffer =>
  utf8('Name;PLZ;Ort\nA GmbH;10115;Berlin\nB AG;20095\nC KG;50667;Köln;Extra;Mehr\nD SE;53111;Bonn\n');

/** 14: `Email` twice (in different case), a blank header cell and a whitespace-only one. */
export const duplicateAndBlankHeaders = (): Buffer =>
  utf8('Name,Email,,EMAIL, ,Email\nA GmbH,a@a.de,x,b@a.de,y,c@a.de\n');

/** 15: headers that are names of Object.prototype members. */
export const prototypeHeaders = (): Buffer =>
  utf8('__proto__,constructor,toString,hasOwnProperty\n1,2,3,4\n');

/** 16: two title rows and a blank line above the header. */
export const titleRowsAboveHeader = (): Buffer =>
  utf8(
    'Kundenliste Export\nStand: 01.02.2024;;;\n\nFirmenname;PLZ;Ort;Telefon\nMüller GmbH;10115;Berlin;030 1\nSchmidt AG;80331;München;089 2\n',
  );

/** 17: one row with a cell of `cellChars` characters (10 MB by default). */
export function hugeCell(cellChars = 10 * 1024 * 1024): Buffer {
  return Buffer.concat([
    utf8('Name;Notiz\nA GmbH;kurz\nB AG;'),
    Buffer.alloc(cellChars, 'x'),
    utf8('\nC KG;kurz\n'),
  ]);
}

/** 18: a header and `rows` data rows `Firma 1` … */
export function manyRows(rows: number, columns = 3): Buffer {
  const header = Array.from({ length: columns }, (_, i) => (i === 0 ? 'Firmenname' : `Feld ${i}`)).join(';');
  const lines = [header];
  for (let r = 1; r <= rows; r++) {
    lines.push(Array.from({ length: columns }, (_, i) => (i === 0 ? `Firma ${r}` : `${r}-${i}`)).join(';'));
  }
  return utf8(lines.join('\n') + '\n');
}

/** 19: a header of `columns` (16,384 by default, Excel's maximum) and one data row. */
export function manyColumns(columns = 16_384): Buffer {
  const header = Array.from({ length: columns }, (_, i) => `C${i + 1}`).join(',');
  const row = Array.from({ length: columns }, (_, i) => `${i + 1}`).join(',');
  return utf8(`${header}\n${row}\n`);
}

/** 21, 22: formula-like text, TAB- and CR-prefixed text, and legitimate values that look like formulas. */
export const formulaLikeCells = (): Buffer =>
  utf8(
    'Firmenname;Wert\n' +
      'A GmbH;"=HYPERLINK(""http://evil.example"",""klick"")"\n' +
      'B AG;@SUM(1)\n' +
      'C KG;+1+1\n' +
      'D SE;=1+1\n' +
      'E OHG;"\tTab vorne"\n' +
      'F eG;"\rCR vorne"\n' +
      'G GmbH;+49 30 1234\n' +
      'H AG;-5\n' +
      'I KG;@acme\n',
  );

/** 23: zip codes with leading zeros, a 16-digit id, a 20-digit id and numbers as written. */
export const zipCodesAndIds = (): Buffer =>
  utf8(
    'Firmenname,PLZ,ID,Konto,Betrag\nDresden GmbH,01067,1234567890123456,00012345678901234567,"1,50"\nErfurt AG,099,0000000000000001,1e5,007\n',
  );

/** 32: the first bytes of a PNG image (signature and IHDR chunk). */
export function pngImage(): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(1, 8); // width
  ihdr.writeUInt32BE(1, 12); // height
  ihdr[16] = 8; // bit depth
  ihdr[17] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.alloc(64, 0),
  ]);
}

/** 32: the start of a 64-bit Linux ELF executable. */
export function elfExecutable(): Buffer {
  const header = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(header, 0); // magic, 64-bit, little endian
  header.writeUInt16LE(2, 16); // executable
  header.writeUInt16LE(0x3e, 18); // x86-64
  return Buffer.concat([header, Buffer.alloc(512, 0x90)]);
}

/** 32: the start of a Windows PE executable: DOS header `MZ`, its stub text and the `PE\0\0` header. */
export function windowsExecutable(): Buffer {
  const file = Buffer.alloc(256);
  file.write('MZ', 0, 'latin1');
  file.writeUInt16LE(0x90, 2);
  file.writeUInt16LE(3, 4);
  file.writeUInt32LE(0x80, 0x3c); // offset of the PE header
  file.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

/**
 * Writes `prefix`, then `unit` repeated until `totalBytes` bytes, then `suffix` to `path` as a
 * stream, so a 200 MB fixture never exists in memory (case 17: a line without a line break).
 */
export async function writeRepeated(
  path: string,
  options: { prefix?: string; unit: string; totalBytes: number; suffix?: string },
): Promise<void> {
  const out = createWriteStream(path);
  const block = Buffer.from(
    options.unit.repeat(Math.max(1, Math.floor((1 << 20) / options.unit.length))),
    'utf8',
  );
  if (options.prefix) out.write(options.prefix);
  let written = 0;
  while (written < options.totalBytes) {
    const part =
      options.totalBytes - written >= block.length ? block : block.subarray(0, options.totalBytes - written);
    written += part.length;
    if (!out.write(part)) await once(out, 'drain');
  }
  if (options.suffix) out.write(options.suffix);
  out.end();
  await once(out, 'finish');
}
