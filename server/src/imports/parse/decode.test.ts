import { describe, expect, it } from 'vitest';
import {
  encodeUtf16be,
  encodeUtf16le,
  encodeWindows1252,
  invalidUtf8,
  utf8Bom,
  windows1252,
} from '../../../test/upload-fixtures/text.ts';
import {
  ambiguousWindows1252Csv,
  encodeMacRoman,
  MAC_CSV_TEXT,
  MAC_ROMAN_HIGH,
  macRomanCsv,
  mixedSingleByteCsv,
  shortMacRomanCsv,
  windows1252Csv,
} from '../../../test/upload-fixtures/sloppy-files.ts';
import {
  StreamingDecoder,
  classifyNonAscii,
  judgeSingleByte,
  countUtf8,
  decodeSample,
  detectBom,
  detectEncoding,
  detectUtf16ByNuls,
} from './decode.ts';

/** Decodes `bytes` fed in pieces of `size` bytes, as the csv reader does with file chunks. */
function decodeInPieces(bytes: Uint8Array, size: number): { text: string; encoding: string } {
  const decoder = new StreamingDecoder();
  let text = '';
  for (let i = 0; i < bytes.length; i += size) text += decoder.write(bytes.subarray(i, i + size));
  text += decoder.end();
  return { text, encoding: decoder.encoding };
}

describe('byte order marks and UTF-16', () => {
  it('recognises the UTF-8, UTF-16LE and UTF-16BE marks', () => {
    expect(detectBom(utf8Bom())).toEqual({ encoding: 'utf-8', length: 3 });
    expect(detectBom(encodeUtf16le('a'))).toEqual({ encoding: 'utf-16le', length: 2 });
    expect(detectBom(encodeUtf16be('a'))).toEqual({ encoding: 'utf-16be', length: 2 });
    expect(detectBom(Buffer.from('Name;Ort'))).toBeNull();
  });

  it('recognises UTF-16 without a mark by its NUL bytes, and not plain text or binary zeros', () => {
    expect(detectUtf16ByNuls(encodeUtf16le('Firmenname\tOrt\r\nMüller\tKöln\r\n', false))).toBe('utf-16le');
    expect(detectUtf16ByNuls(encodeUtf16be('Firmenname\tOrt\r\n').subarray(2))).toBe('utf-16be');
    expect(detectUtf16ByNuls(Buffer.from('Firmenname;Ort\n'))).toBeNull();
    expect(detectUtf16ByNuls(Buffer.alloc(64, 0))).toBeNull();
  });

  it('strips the mark: the first header stays intact (bad-inputs 4)', () => {
    const { text, encoding } = decodeInPieces(utf8Bom(), 1 << 20);
    expect(encoding).toBe('utf-8');
    expect(text.startsWith('Firmenname,')).toBe(true);
  });

  it('decodes UTF-16LE and BE, also when a code unit is cut between chunks (bad-inputs 5)', () => {
    const text = 'Firmenname\tStraße\r\nMüller GmbH\tHauptstraße 1\r\n'.repeat(200);
    expect(decodeInPieces(encodeUtf16le(text), 4097)).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeInPieces(encodeUtf16be(text), 777)).toEqual({ text, encoding: 'utf-16be' });
    expect(decodeInPieces(encodeUtf16le(text, false), 1001)).toEqual({ text, encoding: 'utf-16le' });
  });
});

describe('UTF-8 or Windows-1252', () => {
  it('counts valid sequences and invalid bytes, ignoring a sequence cut at the end', () => {
    expect(countUtf8(Buffer.from('Müller Straße €'))).toEqual({ valid: 3, invalid: 0 });
    expect(countUtf8(encodeWindows1252('Müller Straße €'))).toEqual({ valid: 0, invalid: 3 });
    expect(countUtf8(Buffer.from([0xc3]))).toEqual({ valid: 0, invalid: 0 });
    expect(countUtf8(Buffer.from([0xc0, 0x80, 0xed, 0xa0, 0x80]))).toEqual({ valid: 0, invalid: 5 });
  });

  it('reads Windows-1252 without a mark correctly, never as MÃ¼ller (bad-inputs 6)', () => {
    const { text, encoding } = decodeInPieces(windows1252(), 1 << 20);
    expect(encoding).toBe('windows-1252');
    expect(text).toContain('Müller GmbH;Straße des 17. Juni 1;1.000 €');
    expect(text).toContain('„50 €“');
    expect(text).not.toContain('Ã');
  });

  it('keeps mostly valid UTF-8 as UTF-8; the broken bytes become U+FFFD (bad-inputs 7)', () => {
    const { text, encoding } = decodeInPieces(invalidUtf8(), 1 << 20);
    expect(encoding).toBe('utf-8');
    expect(text).toContain('Müller GmbH;Köln');
    expect(text).toContain('Bad \uFFFD AG');
    expect(text).toContain('gr\uFFFDn');
    expect(classifyNonAscii(Buffer.from([0xfc, 0x20, 0xc3, 0xbc]))).toBe('utf-8');
    expect(classifyNonAscii(encodeWindows1252('Müller, Straße, Öl, Süß'))).toBe('windows-1252');
  });

  it('decides on the first non-ASCII bytes even far into the file', () => {
    const ascii = 'Name;Ort\n' + 'Firma;Berlin\n'.repeat(100_000);
    const cp1252 = Buffer.concat([Buffer.from(ascii), encodeWindows1252('Müller;Köln\n')]);
    expect(decodeInPieces(cp1252, 65_536)).toEqual({
      text: `${ascii}Müller;Köln\n`,
      encoding: 'windows-1252',
    });
    const utf8 = Buffer.from(`${ascii}Müller;Köln\n`);
    expect(decodeInPieces(utf8, 65_536)).toEqual({ text: `${ascii}Müller;Köln\n`, encoding: 'utf-8' });
  });

  it('stays UTF-8 when a broken byte comes before the first umlaut, within the first megabyte', () => {
    const text = 'Name;Ort\n' + 'Firma;Berlin\n'.repeat(2000) + 'Müller;Köln\n';
    const bytes = Buffer.concat([Buffer.from('Name;Ort\nX\xff;Y\n', 'latin1'), Buffer.from(text)]);
    const decoded = decodeInPieces(bytes, 1 << 20);
    expect(decoded.encoding).toBe('utf-8');
    expect(decoded.text).toContain('X\uFFFD;Y');
    expect(decoded.text.endsWith('Müller;Köln\n')).toBe(true);
  });

  it('gives the same text whatever the chunk size, also with sequences cut between chunks', () => {
    const text = 'Firmenname;Ort\n' + 'Müller GmbH;Köln €\n'.repeat(500);
    const bytes = Buffer.from(text);
    for (const size of [1, 2, 3, 7, 4096, 4099])
      expect(decodeInPieces(bytes, size)).toEqual({ text, encoding: 'utf-8' });
    const cp = encodeWindows1252(text);
    for (const size of [1, 3, 4096, 5000])
      expect(decodeInPieces(cp, size)).toEqual({ text, encoding: 'windows-1252' });
  });

  it('reports utf-8 for an ASCII file and decodes a short file on end()', () => {
    expect(decodeInPieces(Buffer.from('a;b\n1;2\n'), 3)).toEqual({ text: 'a;b\n1;2\n', encoding: 'utf-8' });
    expect(decodeInPieces(Buffer.alloc(0), 3)).toEqual({ text: '', encoding: 'utf-8' });
  });
});

/** Decodes like decodeInPieces, with the decoder's confidence and an optional forced encoding. */
function decodeWith(
  bytes: Uint8Array,
  options: { size?: number; encoding?: 'utf-8' | 'utf-16le' | 'windows-1252' | 'macintosh' } = {},
): { text: string; encoding: string; confident: boolean } {
  const decoder = new StreamingDecoder(options.encoding === undefined ? {} : { encoding: options.encoding });
  const size = options.size ?? 1 << 20;
  let text = '';
  for (let i = 0; i < bytes.length; i += size) text += decoder.write(bytes.subarray(i, i + size));
  text += decoder.end();
  return { text, encoding: decoder.encoding, confident: decoder.confident };
}

describe('Mac Roman, Excel for Mac’s "CSV (Macintosh)" (issue 21 item 9)', () => {
  it('writes the fixtures byte for byte as Mac Roman and Windows-1252 have them', () => {
    expect([...encodeMacRoman('Müller GmbH;Köln;Straße')]).toEqual([
      0x4d, 0x9f, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x47, 0x6d, 0x62, 0x48, 0x3b, 0x4b, 0x9a, 0x6c, 0x6e, 0x3b,
      0x53, 0x74, 0x72, 0x61, 0xa7, 0x65,
    ]);
    expect([...encodeMacRoman('äöüßÄÖÜ')]).toEqual([0x8a, 0x9a, 0x9f, 0xa7, 0x80, 0x85, 0x86]);
    expect([...encodeWindows1252('äöüßÄÖÜ')]).toEqual([0xe4, 0xf6, 0xfc, 0xdf, 0xc4, 0xd6, 0xdc]);
    // The same bytes read as Windows-1252: what users got before.
    expect(new TextDecoder('windows-1252').decode(encodeMacRoman('Müller GmbH;Köln'))).toBe(
      'MŸller GmbH;Kšln',
    );
    // Our decoder's Mac Roman is Apple's table, all 128 high bytes.
    const high = Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i);
    expect(decodeWith(high, { encoding: 'macintosh' }).text).toBe(MAC_ROMAN_HIGH);
  });

  it('reads a Mac Roman csv as Mac Roman, sure of it', () => {
    expect(decodeWith(macRomanCsv())).toEqual({ text: MAC_CSV_TEXT, encoding: 'macintosh', confident: true });
    const line = encodeMacRoman('Firmenname;Ort;Straße\rMüller GmbH;Köln;Straße\r');
    expect(decodeWith(line)).toMatchObject({ encoding: 'macintosh', confident: true });
    expect(decodeWith(line).text).toContain('Müller GmbH;Köln;Straße');
  });

  it('still reads the same list in Windows-1252 as Windows-1252, sure of it', () => {
    expect(decodeWith(windows1252Csv())).toEqual({
      text: MAC_CSV_TEXT.replace(/\r/g, '\r\n'),
      encoding: 'windows-1252',
      confident: true,
    });
    expect(decodeWith(windows1252())).toMatchObject({ encoding: 'windows-1252', confident: true });
  });

  it('reads French and Nordic Mac text as Mac Roman too', () => {
    const text = 'Société;Ville\rCrédit Agricole;Besançon\rL’Oréal;Paris\rNæringsbygg AS;Tromsø\r';
    expect(decodeWith(encodeMacRoman(text))).toEqual({ text, encoding: 'macintosh', confident: true });
    expect(decodeWith(encodeWindows1252(text))).toEqual({ text, encoding: 'windows-1252', confident: true });
  });

  it('is unsure with few or no telling high bytes, and with contradicting ones', () => {
    expect(decodeWith(ambiguousWindows1252Csv())).toMatchObject({
      encoding: 'windows-1252',
      confident: false,
    });
    expect(decodeWith(ambiguousWindows1252Csv()).text).toContain('100 €');
    expect(decodeWith(shortMacRomanCsv())).toMatchObject({
      text: 'Firmenname;Ort\rMüller GmbH;Berlin\r',
      encoding: 'macintosh',
      confident: false,
    });
    expect(decodeWith(mixedSingleByteCsv()).confident).toBe(false);
    expect(judgeSingleByte(encodeWindows1252('„Müller“'))).toMatchObject({ confident: false });
  });

  it('is sure of UTF-8, UTF-16 and ASCII files, where no single-byte guess was made', () => {
    expect(decodeWith(Buffer.from('Name;Ort\nMüller;Köln\n'))).toMatchObject({
      encoding: 'utf-8',
      confident: true,
    });
    expect(decodeWith(encodeUtf16le('Name\tOrt\r\n'))).toMatchObject({
      encoding: 'utf-16le',
      confident: true,
    });
    expect(decodeWith(Buffer.from('Name;Ort\nAcme;Berlin\n'))).toMatchObject({
      encoding: 'utf-8',
      confident: true,
    });
  });

  it('decodes in the encoding it is told, keeping what the detection thought of the file', () => {
    const forced = decodeWith(windows1252Csv(), { encoding: 'macintosh' });
    expect(forced).toMatchObject({ encoding: 'macintosh', confident: true });
    expect(forced.text).toContain('M¸ller GmbH');
    expect(decodeWith(ambiguousWindows1252Csv(), { encoding: 'macintosh' })).toMatchObject({
      text: 'Firmenname;Betrag\r\nAcme Ltd;100 Ä\r\n',
      encoding: 'macintosh',
      confident: false,
    });
    expect(decodeWith(shortMacRomanCsv(), { encoding: 'windows-1252' }).text).toContain('MŸller');
    // A byte order mark of the encoding told is stripped; UTF-16 is decoded as such from the start.
    expect(decodeWith(utf8Bom(), { encoding: 'utf-8' }).text).toBe('Firmenname,Ort\r\nMüller GmbH,Köln\r\n');
    expect(decodeWith(encodeUtf16le('Name\tOrt'), { encoding: 'utf-16le' }).text).toBe('Name\tOrt');
    expect(decodeWith(Buffer.from('a;b\n'), { encoding: 'utf-16le' }).text).toBe(
      new TextDecoder('utf-16le').decode(Buffer.from('a;b\n')),
    );
  });

  it('gives the same text and decision whatever the chunk size', () => {
    const bytes = encodeMacRoman(MAC_CSV_TEXT.repeat(300));
    for (const size of [1, 3, 4096, 5000, 70_000])
      expect(decodeWith(bytes, { size })).toEqual({
        text: MAC_CSV_TEXT.repeat(300),
        encoding: 'macintosh',
        confident: true,
      });
  });

  it('judges the sample the sniffer decodes alike', () => {
    expect(decodeSample(macRomanCsv())).toEqual({ text: MAC_CSV_TEXT, encoding: 'macintosh' });
    expect(detectEncoding(macRomanCsv())).toEqual({ encoding: 'macintosh', bomLength: 0 });
    expect(classifyNonAscii(encodeMacRoman('Müller, Straße, Öl, Süß'))).toBe('macintosh');
  });
});

describe('samples', () => {
  it('decodes a sample without a U+FFFD for a sequence cut at its end', () => {
    const bytes = Buffer.from('Müller;Köln;ü');
    expect(decodeSample(bytes.subarray(0, bytes.length - 1))).toEqual({
      text: 'Müller;Köln;',
      encoding: 'utf-8',
    });
    expect(detectEncoding(encodeUtf16le('a\tb'))).toEqual({ encoding: 'utf-16le', bomLength: 2 });
  });
});
