import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipArchive } from '../../../test/upload-fixtures/workbooks.ts';
import { DEFAULT_PARSE_LIMITS, ParseError, type ParseErrorCode, type ParseLimits } from './types.ts';
import { openZip, type ZipArchive } from './zip.ts';

const limits: ParseLimits = { ...DEFAULT_PARSE_LIMITS, maxZipEntries: 50, maxPartBytes: 1024 * 1024 };

function codeOf(run: () => unknown): ParseErrorCode | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof ParseError) return error.code;
    throw error;
  }
}

async function asyncCodeOf(run: () => Promise<unknown>): Promise<ParseErrorCode | 'none'> {
  try {
    await run();
    return 'none';
  } catch (error) {
    if (error instanceof ParseError) return error.code;
    throw error;
  }
}

async function streamed(zip: ZipArchive, name: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of zip.chunks(zip.find(name)!)) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('zip reader', () => {
  it('reads deflated and stored entries, by name without regard to case or a leading slash', async () => {
    const text = 'hello '.repeat(1000);
    const zip = openZip(
      zipArchive([
        { name: 'xl/workbook.xml', data: text },
        { name: 'mimetype', data: 'plain', method: 0 },
      ]),
      limits,
    );
    expect(zip.entries.map((e) => e.name)).toEqual(['xl/workbook.xml', 'mimetype']);
    expect(zip.read(zip.find('/XL/Workbook.xml')!).toString()).toBe(text);
    expect(zip.read(zip.find('mimetype')!).toString()).toBe('plain');
    expect((await streamed(zip, 'xl/workbook.xml')).toString()).toBe(text);
    expect((await streamed(zip, 'mimetype')).toString()).toBe('plain');
    expect(zip.find('missing.xml')).toBeUndefined();
  });

  it('finds the end record behind an archive comment', () => {
    const zip = openZip(
      zipArchive([{ name: 'a.txt', data: 'A' }], { comment: 'PK\u0005\u0006 not a record' }),
      limits,
    );
    expect(zip.read(zip.find('a.txt')!).toString()).toBe('A');
  });

  it('reads ZIP64 end records and size fields', async () => {
    const zip = openZip(zipArchive([{ name: 'a.xml', data: '<a/>'.repeat(100) }], { zip64: true }), limits);
    expect(zip.find('a.xml')!.uncompressedSize).toBe(400);
    expect((await streamed(zip, 'a.xml')).length).toBe(400);
  });

  it('refuses more entries than maxZipEntries before inflating anything (bad-inputs 28)', () => {
    const entries = Array.from({ length: 51 }, (_, i) => ({ name: `f${i}.xml`, data: '<a/>' }));
    expect(codeOf(() => openZip(zipArchive(entries), limits))).toBe('file_too_complex');
    expect(codeOf(() => openZip(zipArchive(entries.slice(0, 50)), limits))).toBe('none');
  });

  it('refuses 10,000 entries with the default limits', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({ name: `e/${i}`, data: '', method: 0 }));
    expect(codeOf(() => openZip(zipArchive(entries), DEFAULT_PARSE_LIMITS))).toBe('file_too_complex');
  });

  it('refuses an entry declaring more than maxPartBytes, several GB with ZIP64 too (bad-inputs 28)', () => {
    const declared = (size: number, zip64 = false): Buffer =>
      zipArchive([{ name: 'xl/worksheets/sheet1.xml', data: '<a/>', declaredSize: size }], { zip64 });
    expect(codeOf(() => openZip(declared(3_500_000_000), DEFAULT_PARSE_LIMITS))).toBe('file_too_complex');
    expect(codeOf(() => openZip(declared(6 * 1024 ** 3, true), DEFAULT_PARSE_LIMITS))).toBe(
      'file_too_complex',
    );
    expect(codeOf(() => openZip(declared(limits.maxPartBytes + 1), limits))).toBe('file_too_complex');
  });

  it('stops a deflate bomb at the output cap, sync and streaming, whatever its header says (bad-inputs 28, 29)', async () => {
    const real = Buffer.alloc(20 * 1024 * 1024, 0x20);
    const compressed = zlib.deflateRawSync(real, { level: 9 });
    expect(compressed.length).toBeLessThan(64 * 1024);
    // Declared at 1,000 bytes or just under the 1 MB part limit of these tests: both lies.
    for (const declaredSize of [1000, limits.maxPartBytes - 1]) {
      const zip = openZip(
        zipArchive([{ name: 'xl/worksheets/sheet1.xml', data: real, compressed, declaredSize }]),
        limits,
      );
      expect(codeOf(() => zip.read(zip.find('xl/worksheets/sheet1.xml')!))).toBe('file_too_complex');
      const before = process.memoryUsage().arrayBuffers;
      expect(await asyncCodeOf(() => streamed(zip, 'xl/worksheets/sheet1.xml'))).toBe('file_too_complex');
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it('stops at the declared size when an entry inflates to more (bad-inputs 29)', async () => {
    const zip = openZip(zipArchive([{ name: 'a.xml', data: 'x'.repeat(5000), declaredSize: 4000 }]), limits);
    expect(codeOf(() => zip.read(zip.find('a.xml')!))).toBe('file_too_complex');
    expect(await asyncCodeOf(() => streamed(zip, 'a.xml'))).toBe('file_too_complex');
  });

  it('refuses an entry that inflates to less than it declares, or fails its CRC (bad-inputs 27, 29)', async () => {
    const data = 'x'.repeat(5000);
    const cases = [
      zipArchive([{ name: 'a.xml', data, declaredSize: 6000 }]),
      zipArchive([{ name: 'a.xml', data, crc32: 12345 }]),
    ];
    for (const bytes of cases) {
      const zip = openZip(bytes, limits);
      expect(codeOf(() => zip.read(zip.find('a.xml')!))).toBe('corrupt_file');
      expect(await asyncCodeOf(() => streamed(zip, 'a.xml'))).toBe('corrupt_file');
    }
  });

  it('refuses a stored entry larger than the part limit, and one whose sizes differ', () => {
    const big = openZip(
      zipArchive([{ name: 'a.bin', data: Buffer.alloc(limits.maxPartBytes + 10), method: 0 }]),
      {
        ...limits,
        maxPartBytes: limits.maxPartBytes + 100,
      },
    );
    expect(codeOf(() => big.read(big.find('a.bin')!))).toBe('none');
    const lying = openZip(
      zipArchive([{ name: 'a.bin', data: Buffer.alloc(100), method: 0, declaredSize: 50 }]),
      limits,
    );
    expect(codeOf(() => lying.read(lying.find('a.bin')!))).toBe('corrupt_file');
  });

  it('gives password_protected for an encrypted entry (bad-inputs 26)', async () => {
    const zip = openZip(zipArchive([{ name: 'xl/workbook.xml', data: '<a/>', encrypted: true }]), limits);
    expect(codeOf(() => zip.read(zip.find('xl/workbook.xml')!))).toBe('password_protected');
    expect(await asyncCodeOf(() => streamed(zip, 'xl/workbook.xml'))).toBe('password_protected');
  });

  it('gives unsupported_format for other compression methods', () => {
    const zip = openZip(
      zipArchive([{ name: 'a.xml', data: '<a/>', method: 12, compressed: Buffer.from('BZh9') }]),
      limits,
    );
    expect(codeOf(() => zip.read(zip.find('a.xml')!))).toBe('unsupported_format');
  });

  it('gives corrupt_file for files that are no zip, truncated ones and a lying entry count (bad-inputs 27)', () => {
    const good = zipArchive([
      { name: 'a.xml', data: '<a>'.repeat(500) },
      { name: 'b.xml', data: '<b>'.repeat(500) },
    ]);
    expect(codeOf(() => openZip(Buffer.alloc(0), limits))).toBe('corrupt_file');
    expect(codeOf(() => openZip(Buffer.from('just some text, not a zip at all'), limits))).toBe(
      'corrupt_file',
    );
    for (const cut of [10, 30, good.length / 2, good.length - 30, good.length - 1]) {
      expect(codeOf(() => openZip(good.subarray(0, Math.floor(cut)), limits))).toBe('corrupt_file');
    }
    const lyingCount = zipArchive([{ name: 'a.xml', data: '<a/>' }], { declaredCount: 3 });
    expect(codeOf(() => openZip(lyingCount, limits))).toBe('corrupt_file');
  });

  it('never throws anything but a ParseError on random byte flips', async () => {
    const good = zipArchive([
      { name: 'a.xml', data: '<a>'.repeat(2000) },
      { name: 'b.xml', data: 'stored', method: 0 },
    ]);
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const bytes = Buffer.from(good);
      for (let k = 0; k < 1 + random(4); k++) bytes[random(bytes.length)] = random(256);
      const code = await asyncCodeOf(async () => {
        const zip = openZip(bytes, limits);
        for (const entry of zip.entries) {
          zip.read(entry);
          for await (const chunk of zip.chunks(entry)) void chunk;
        }
      });
      expect([
        'none',
        'corrupt_file',
        'file_too_complex',
        'password_protected',
        'unsupported_format',
      ]).toContain(code);
    }
  });
});
