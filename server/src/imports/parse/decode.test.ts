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
  StreamingDecoder,
  classifyNonAscii,
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
