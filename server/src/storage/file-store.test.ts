import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { createDatabase, dialectOf, writeTransaction, type Db } from '../db/database.ts';
import { CHUNK_BYTES, DatabaseFileStore } from './database-file-store.ts';
import { createFileStore, FolderFileStore, openFileStore, type FileStore } from './file-store.ts';

let dir: string;
let db: Db;
let counter = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'datacare-file-store-'));
  db = await createDatabase(dir, await testDatabaseUrl());
});

afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** A local file with `bytes`, as a job or an upload leaves one before giving it to the store. */
function localFile(bytes: Buffer | string): string {
  counter += 1;
  const file = path.join(dir, `local-${counter}.tmp`);
  writeFileSync(file, bytes);
  return file;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readError(store: FileStore, key: string): Promise<unknown> {
  try {
    await bytesOf(store.read(key));
  } catch (error) {
    return error;
  }
  return undefined;
}

/** A fresh folder for each folder store; small chunks for the database store, so files have several. */
const stores: [string, () => FileStore][] = [
  ['folder', () => new FolderFileStore(mkdtempSync(path.join(dir, 'folder-')))],
  ['database', () => new DatabaseFileStore(db, { chunkBytes: 1000 })],
];

describe.each(stores)('the %s file store', (_kind, create) => {
  let store: FileStore;
  beforeAll(() => {
    store = create();
  });
  const key = () => `exports/${++counter}.xlsx`;

  it('takes a local file (which is then gone) and gives back the same bytes as a stream', async () => {
    const bytes = randomBytes(2500);
    const file = localFile(bytes);
    const k = key();
    expect(await store.exists(k)).toBe(false);
    expect(await store.put(k, file)).toBe(2500);
    expect(existsSync(file)).toBe(false);
    expect(await store.size(k)).toBe(2500);
    expect(await store.exists(k)).toBe(true);
    expect((await bytesOf(store.read(k))).equals(bytes)).toBe(true);
  });

  it('takes a stream, replaces what the key had, and keeps empty files', async () => {
    const k = key();
    await store.put(k, localFile('first version, longer than the second'));
    expect(await store.put(k, Readable.from([Buffer.from('second '), Buffer.from('version')]))).toBe(14);
    expect((await bytesOf(store.read(k))).toString()).toBe('second version');
    const empty = key();
    expect(await store.put(empty, localFile(''))).toBe(0);
    expect(await store.size(empty)).toBe(0);
    expect((await bytesOf(store.read(empty))).length).toBe(0);
  });

  it('says when a key has no file: no size, a read that fails with ENOENT, a quiet delete', async () => {
    const k = key();
    expect(await store.size(k)).toBeNull();
    expect(await readError(store, k)).toMatchObject({ code: 'ENOENT' });
    await store.delete(k);
    await store.put(k, localFile('x'));
    await store.delete(k);
    expect(await store.exists(k)).toBe(false);
    expect(await readError(store, k)).toMatchObject({ code: 'ENOENT' });
  });

  it('stages a file: the key keeps its file until the commit, a discard removes the new one', async () => {
    const k = key();
    await store.put(k, localFile('old'));
    const staged = await store.stage(k, localFile('new!'));
    expect(staged.size).toBe(4);
    expect((await bytesOf(store.read(k))).toString()).toBe('old');
    await staged.commit();
    await staged.commit();
    expect((await bytesOf(store.read(k))).toString()).toBe('new!');
    await staged.discard();
    expect(await store.exists(k)).toBe(false);

    const dropped = await store.stage(key(), localFile('never stored'));
    await dropped.discard();
  });

  it('lists a folder and hands out a local file', async () => {
    const a = `lists-${++counter}`;
    await store.put(`${a}/one.pdf`, localFile('1'));
    await store.put(`${a}/two.pdf`, localFile('22'));
    await store.put(`other/${counter}.pdf`, localFile('3'));
    expect((await store.list(a)).sort()).toEqual([`${a}/one.pdf`, `${a}/two.pdf`]);
    expect(await store.list('nothing-here')).toEqual([]);
    const scratch = path.join(dir, `scratch-${counter}`);
    const text = await store.withLocalFile(`${a}/two.pdf`, scratch, async (file) =>
      readFileSync(file, 'utf8'),
    );
    expect(text).toBe('22');
    expect(existsSync(scratch)).toBe(false);
  });

  it('refuses keys that are not its own names', async () => {
    for (const bad of [
      'x',
      '../x',
      'exports/../x',
      'exports/.hidden',
      '/exports/x',
      'Exports/x',
      'exports/a b',
      '',
    ]) {
      expect(() => store.read(bad), bad).toThrow(/Not a file store key/);
      await expect(store.size(bad), bad).rejects.toThrow(/Not a file store key/);
    }
    await expect(store.list('../x')).rejects.toThrow(/Not a file store folder/);
  });
});

describe('the folder store', () => {
  it('keeps the files where they always were: DATA_DIR/<key>', async () => {
    const data = mkdtempSync(path.join(dir, 'data-'));
    const store = openFileStore({ kind: 'folder', dir: data }, db);
    await store.put('exports/7.csv', localFile('a;b'));
    expect(readFileSync(path.join(data, 'exports', '7.csv'), 'utf8')).toBe('a;b');
    // Leftovers of interrupted writes are listed, so clean-ups find them.
    writeFileSync(path.join(data, 'exports', '7.csv.a1b2c3d4e5f6.part'), 'half');
    expect((await store.list('exports')).sort()).toEqual([
      'exports/7.csv',
      'exports/7.csv.a1b2c3d4e5f6.part',
    ]);
  });
});

describe('the database store', () => {
  async function versions(key: string) {
    return db
      .selectFrom('file_store_files')
      .select(['id', 'status', 'size', 'chunks'])
      .where('key', '=', key)
      .execute();
  }

  async function chunkCount(id: string): Promise<number> {
    const row = await db
      .selectFrom('file_store_chunks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('file_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('keeps a file in chunks of 1 MiB and streams it back a chunk at a time', async () => {
    const store = new DatabaseFileStore(db);
    const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
    await store.put('exports/big.csv', localFile(bytes));
    const [version] = await versions('exports/big.csv');
    expect(version).toMatchObject({ status: 'ready', size: bytes.length, chunks: 3 });
    expect(await chunkCount(version!.id)).toBe(3);
    const sizes: number[] = [];
    const received: Buffer[] = [];
    for await (const chunk of store.read('exports/big.csv')) {
      sizes.push((chunk as Buffer).length);
      received.push(chunk as Buffer);
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(Buffer.concat(received).equals(bytes)).toBe(true);
  });

  it('replaces a file whole: one ready version per key, the old chunks go with it', async () => {
    const store = new DatabaseFileStore(db, { chunkBytes: 10 });
    await store.put('reports/r.pdf', localFile('a'.repeat(35)));
    const [first] = await versions('reports/r.pdf');
    await store.put('reports/r.pdf', localFile('b'.repeat(12)));
    const after = await versions('reports/r.pdf');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'ready', size: 12, chunks: 2 });
    expect(await chunkCount(first!.id)).toBe(0);
  });

  it('commits a staged file with the transaction it is part of, and not without it', async () => {
    const store = new DatabaseFileStore(db, { chunkBytes: 10 });
    await store.put('exports/t.xlsx', localFile('before'));
    const staged = await store.stage('exports/t.xlsx', localFile('after the commit'));
    await expect(
      writeTransaction(db, async (trx) => {
        await staged.commit(trx);
        throw new Error('the export could not be recorded');
      }),
    ).rejects.toThrow('the export could not be recorded');
    expect((await bytesOf(store.read('exports/t.xlsx'))).toString()).toBe('before');
    await writeTransaction(db, (trx) => staged.commit(trx));
    expect((await bytesOf(store.read('exports/t.xlsx'))).toString()).toBe('after the commit');
    expect(await versions('exports/t.xlsx')).toHaveLength(1);
  });

  it('removes what a dead process left half written, and never a stored file', async () => {
    const store = new DatabaseFileStore(db, { chunkBytes: 10 });
    await store.put('uploads/kept.csv', localFile('kept'));
    const abandoned = await store.stage('uploads/half.csv', localFile('half written'));
    expect(abandoned.size).toBe(12);
    expect(await store.removeAbandoned(Date.now() - 60_000)).toBe(0);
    expect(await store.removeAbandoned(Date.now() + 60_000)).toBe(1);
    expect(await versions('uploads/half.csv')).toEqual([]);
    expect(await store.exists('uploads/kept.csv')).toBe(true);
    expect(await store.list('uploads')).toContain('uploads/kept.csv');
  });

  it('fails a read whose file is replaced while it streams, instead of mixing two files', async () => {
    const store = new DatabaseFileStore(db, { chunkBytes: 4 });
    await store.put('exports/moving.csv', localFile('aaaabbbbcccc'));
    const stream = store.read('exports/moving.csv');
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await store.put('exports/moving.csv', localFile('dddd'));
    await expect(
      (async () => {
        for (;;) if ((await iterator.next()).done) return;
      })(),
    ).rejects.toThrow(/changed while it was read/);
  });

  it('is chosen by FILE_STORE=database on PostgreSQL only', () => {
    if (dialectOf(db) === 'postgres') {
      expect(createFileStore('database', dir, db)).toBeInstanceOf(DatabaseFileStore);
    } else {
      expect(() => createFileStore('database', dir, db)).toThrow(/needs a PostgreSQL DATABASE_URL/);
    }
    expect(createFileStore('folder', dir, db)).toBeInstanceOf(FolderFileStore);
  });
});
