import { once } from 'node:events';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARSE_LIMITS } from '../imports/parse/types.ts';
import { openZip } from '../imports/parse/zip.ts';
import { zipStream, type ZipSource } from './zip-writer.ts';

const date = new Date('2026-03-02T09:30:12Z');

function source(name: string, content: Buffer | string, compress = true): ZipSource {
  return { name, date, compress, open: () => Readable.from([Buffer.from(content)]) };
}

function read(zip: Buffer): Map<string, string> {
  const archive = openZip(zip, DEFAULT_PARSE_LIMITS);
  return new Map(archive.entries.map((e) => [e.name, archive.read(e).toString('utf8')]));
}

describe('zip writer', () => {
  it('writes stored and deflated entries a zip reader opens with matching CRCs', async () => {
    const text = 'Firma;Ort\r\n' + 'Bäckerei Müller;Köln\r\n'.repeat(5000);
    const zip = await buffer(
      zipStream([
        source('kunden.csv', text),
        source('roh.xlsx', 'PK schon gepackt', false),
        source('leer.txt', ''),
      ]),
    );
    expect(read(zip)).toEqual(
      new Map([
        ['kunden.csv', text],
        ['roh.xlsx', 'PK schon gepackt'],
        ['leer.txt', ''],
      ]),
    );
    const entries = openZip(zip, DEFAULT_PARSE_LIMITS).entries;
    expect(entries.map((e) => [e.method, e.flags & 0x808])).toEqual([
      [8, 0x808],
      [0, 0x808],
      [8, 0x808],
    ]);
    expect(zip.length).toBeLessThan(text.length / 20);
  });

  it('writes ZIP64 offsets and end records past the 4 GiB mark (lowered here) that readers follow', async () => {
    const zip = await buffer(
      zipStream([source('a.csv', 'eins'), source('b.csv', 'zwei'), source('c.csv', 'drei')], {
        zip64Threshold: 10,
      }),
    );
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true); // ZIP64 end record
    expect(read(zip)).toEqual(
      new Map([
        ['a.csv', 'eins'],
        ['b.csv', 'zwei'],
        ['c.csv', 'drei'],
      ]),
    );
  });

  it('writes an empty archive', async () => {
    expect(read(await buffer(zipStream([])))).toEqual(new Map());
  });

  it('ends the stream with the error of an entry that cannot be read', async () => {
    const broken: ZipSource = {
      name: 'weg.csv',
      date,
      compress: true,
      open: () =>
        new Readable({
          read() {
            this.destroy(new Error('ENOENT: weg'));
          },
        }),
    };
    await expect(buffer(zipStream([source('a.csv', 'eins'), broken]))).rejects.toThrow('ENOENT: weg');
  });

  it('stops reading the files when the download is aborted', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced++;
        this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    const out = zipStream([{ name: 'gross.csv', date, compress: false, open: () => endless }]);
    await once(out, 'readable');
    const closed = new Promise((resolve) => endless.once('close', resolve));
    endless.on('error', () => {}); // destroyed with "premature close": expected here
    out.destroy();
    await closed;
    expect(endless.destroyed).toBe(true);
    expect(produced).toBeLessThan(100);
  });
});
