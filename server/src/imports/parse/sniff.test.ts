import { describe, expect, it } from 'vitest';
import {
  elfExecutable,
  encodeUtf16le,
  pngImage,
  utf16leTabs,
  windows1252,
  windowsExecutable,
} from '../../../test/upload-fixtures/text.ts';
import { looksLikeText, sniffFile } from './sniff.ts';
import { ParseError } from './types.ts';

/** The code of the ParseError `run` throws, with its params. */
function refusal(run: () => unknown): { code: string; params: Record<string, string | number> } {
  try {
    run();
  } catch (error) {
    if (error instanceof ParseError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('expected a ParseError');
}

/** A zip local file header for a stored entry `name` with `data`, as the start of a zip file. */
function zipHead(name: string, data: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from(data, 'latin1'), Buffer.alloc(100)]);
}

describe('sniffFile', () => {
  it('refuses an empty file (bad-inputs 1)', () => {
    expect(refusal(() => sniffFile(new Uint8Array(0))).code).toBe('empty_file');
  });

  it('sends a zip to the xlsx reader and an OLE2 compound file to the xls reader, whatever the name', () => {
    expect(sniffFile(zipHead('[Content_Types].xml', '<?xml version="1.0"?>'))).toBe('zip');
    expect(sniffFile(Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]))).toBe('zip');
    const cfb = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    expect(sniffFile(cfb)).toBe('cfb');
  });

  it('refuses OpenDocument spreadsheets as unsupported and other OpenDocument files as no spreadsheet', () => {
    expect(
      refusal(() => sniffFile(zipHead('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'))),
    ).toEqual({
      code: 'unsupported_format',
      params: { format: 'ods' },
    });
    expect(
      refusal(() => sniffFile(zipHead('mimetype', 'application/vnd.oasis.opendocument.text'))).code,
    ).toBe('not_a_spreadsheet');
  });

  it('refuses a PNG and executables named .csv (bad-inputs 32)', () => {
    expect(refusal(() => sniffFile(pngImage()))).toEqual({
      code: 'not_a_spreadsheet',
      params: { format: 'png' },
    });
    expect(refusal(() => sniffFile(elfExecutable()))).toEqual({
      code: 'not_a_spreadsheet',
      params: { format: 'elf' },
    });
    expect(refusal(() => sniffFile(windowsExecutable()))).toEqual({
      code: 'not_a_spreadsheet',
      params: { format: 'exe' },
    });
  });

  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]],
    ['gif', Array.from(Buffer.from('GIF89a\x01\x00\x01\x00'))],
    ['pdf', Array.from(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'))],
    ['gzip', [0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0]],
    ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]],
    ['rar', Array.from(Buffer.from('Rar!\x1a\x07\x01\x00'))],
    ['bzip2', Array.from(Buffer.from('BZh91AY&SY\x00\x01'))],
  ])('refuses %s by its signature', (format, bytes) => {
    expect(refusal(() => sniffFile(Buffer.from(bytes)))).toEqual({
      code: 'not_a_spreadsheet',
      params: { format },
    });
  });

  it('refuses binary data without a known signature', () => {
    const bytes = Buffer.alloc(4096);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256;
    expect(refusal(() => sniffFile(bytes))).toEqual({
      code: 'not_a_spreadsheet',
      params: { format: 'binary' },
    });
  });

  it('takes text as csv in every encoding, also when it starts like a signature', () => {
    expect(sniffFile(Buffer.from('Firmenname;Ort\nMüller GmbH;Köln\n'))).toBe('csv');
    expect(sniffFile(windows1252())).toBe('csv');
    expect(sniffFile(utf16leTabs())).toBe('csv');
    expect(sniffFile(encodeUtf16le('Firmenname\tOrt\r\nMüller\tKöln\r\n', false))).toBe('csv');
    expect(sniffFile(Buffer.from('MZ-Werke GmbH;Zschopau\n'))).toBe('csv');
    expect(sniffFile(Buffer.from('BZh Beteiligungen;Berlin\n'))).toBe('csv');
    expect(sniffFile(Buffer.from('x'))).toBe('csv');
  });

  it('tolerates a stray control character in text but not many', () => {
    const text = 'Firmenname;Ort\n' + 'Müller GmbH;Köln\n'.repeat(10);
    expect(looksLikeText(Buffer.from(`${text}\x0c`))).toBe(true);
    expect(looksLikeText(Buffer.from(`${text}\x00\x01\x02\x03\x04`))).toBe(false);
  });
});
