/**
 * The file store in the application database (FILE_STORE=database; file-store.ts), for a cluster
 * without a shared folder: PostgreSQL keeps the files (the tables work on SQLite too, which the
 * tests use; the configuration allows it on PostgreSQL only).
 *
 * A file is a row of `file_store_files` (migration 0017) and its bytes are rows of
 * `file_store_chunks`, 1 MiB each. Writing streams the source into a new version of the key,
 * 'writing', a chunk per statement (no transaction stays open for the length of an upload); one
 * short write transaction then makes it the key's 'ready' version and removes the one before (the
 * partial unique index allows one ready version per key). Reading streams the ready version a
 * chunk per query, so neither direction holds more than a chunk or two in memory. A version left
 * 'writing' by a process that died is removed a day later by the next write.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { FileStore, FileStoreLocation, StagedFile } from './file-store.ts';
import { checkFolder, checkKey, noFile } from './keys.ts';

/** Bytes per chunk row. */
export const CHUNK_BYTES = 1024 * 1024;

/** A version still 'writing' after this long was abandoned (its process died). */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/** How often, at most, a store looks for abandoned versions. */
const SWEEP_EVERY_MS = 60 * 60_000;

type Db = Kysely<DatabaseSchema>;

/** The source's bytes in pieces of exactly `size` (the last one shorter). */
async function* rechunked(source: AsyncIterable<Buffer | string>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const piece of source) {
    let buffer = typeof piece === 'string' ? Buffer.from(piece) : piece;
    while (length + buffer.length >= size) {
      const take = size - length;
      parts.push(buffer.subarray(0, take));
      yield Buffer.concat(parts, size);
      buffer = buffer.subarray(take);
      parts = [];
      length = 0;
    }
    if (buffer.length > 0) {
      parts.push(buffer);
      length += buffer.length;
    }
  }
  if (length > 0) yield Buffer.concat(parts, length);
}

export class DatabaseFileStore implements FileStore {
  readonly location: FileStoreLocation = { kind: 'database' };
  readonly #db: Db;
  readonly #chunkBytes: number;
  #lastSweep = -Infinity;

  /** `chunkBytes` is for tests, which write files of a few chunks with small ones. */
  constructor(db: Db, options: { chunkBytes?: number } = {}) {
    this.#db = db;
    this.#chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  }

  /** Writes the source as a new 'writing' version of the key; returns its id and size. */
  async #write(key: string, source: AsyncIterable<Buffer | string>): Promise<{ id: string; size: number }> {
    checkKey(key);
    await this.#sweepNowAndThen();
    const id = randomBytes(16).toString('base64url');
    await this.#db
      .insertInto('file_store_files')
      .values({ id, key, status: 'writing', created_at: new Date().toISOString() })
      .execute();
    let size = 0;
    let seq = 0;
    try {
      for await (const data of rechunked(source, this.#chunkBytes)) {
        await this.#db.insertInto('file_store_chunks').values({ file_id: id, seq, data }).execute();
        seq += 1;
        size += data.length;
      }
      await this.#db
        .updateTable('file_store_files')
        .set({ size, chunks: seq })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      await this.#remove(id).catch(() => {});
      throw error;
    }
    return { id, size };
  }

  /** Removes a version and (by the foreign key's cascade) its chunks. */
  async #remove(id: string): Promise<void> {
    await this.#db.deleteFrom('file_store_files').where('id', '=', id).execute();
  }

  /** Makes a written version the key's file, in `trx` or a write transaction of its own. */
  async #makeReady(key: string, id: string, trx?: Db): Promise<void> {
    const work = async (t: Db) => {
      const staged = await t
        .selectFrom('file_store_files')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!staged) throw new Error(`The file written for ${key} is gone before it was stored.`);
      await t
        .deleteFrom('file_store_files')
        .where('key', '=', key)
        .where('status', '=', 'ready')
        .where('id', '<>', id)
        .execute();
      await t.updateTable('file_store_files').set({ status: 'ready' }).where('id', '=', id).execute();
    };
    if (trx) await work(trx);
    else await writeTransaction(this.#db, work);
  }

  /** Removes the versions a dead process left 'writing', at most once an hour per store. */
  async #sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now;
    await this.removeAbandoned(now - ABANDONED_AFTER_MS);
  }

  /** Removes versions still 'writing' that were started before `before` (ms); returns how many. */
  async removeAbandoned(before: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('file_store_files')
      .where('status', '=', 'writing')
      .where('created_at', '<', new Date(before).toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async stage(key: string, localFile: string): Promise<StagedFile> {
    const { id, size } = await this.#write(
      key,
      createReadStream(localFile, { highWaterMark: this.#chunkBytes }),
    );
    // The bytes are in the database: the local file is no longer needed.
    await rm(localFile, { force: true });
    return {
      size,
      commit: (trx) => this.#makeReady(key, id, trx),
      discard: () => this.#remove(id),
    };
  }

  async put(key: string, source: string | Readable): Promise<number> {
    const fromFile = typeof source === 'string';
    const stream = fromFile ? createReadStream(source, { highWaterMark: this.#chunkBytes }) : source;
    const { id, size } = await this.#write(key, stream);
    try {
      await this.#makeReady(key, id);
    } catch (error) {
      await this.#remove(id).catch(() => {});
      throw error;
    }
    if (fromFile) await rm(source, { force: true });
    return size;
  }

  read(key: string): Readable {
    checkKey(key);
    const db = this.#db;
    async function* chunks(): AsyncGenerator<Buffer> {
      const file = await db
        .selectFrom('file_store_files')
        .select(['id', 'chunks'])
        .where('key', '=', key)
        .where('status', '=', 'ready')
        .executeTakeFirst();
      if (!file) throw noFile(key);
      for (let seq = 0; seq < file.chunks; seq++) {
        const chunk = await db
          .selectFrom('file_store_chunks')
          .select('data')
          .where('file_id', '=', file.id)
          .where('seq', '=', seq)
          .executeTakeFirst();
        // Replaced or removed while it was read: the reader gets an error, not half a file.
        if (!chunk) throw new Error(`The stored file ${key} changed while it was read.`);
        yield chunk.data;
      }
    }
    return Readable.from(chunks(), { objectMode: false, highWaterMark: this.#chunkBytes });
  }

  async size(key: string): Promise<number | null> {
    checkKey(key);
    const file = await this.#db
      .selectFrom('file_store_files')
      .select('size')
      .where('key', '=', key)
      .where('status', '=', 'ready')
      .executeTakeFirst();
    return file ? Number(file.size) : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.#db
      .deleteFrom('file_store_files')
      .where('key', '=', key)
      .where('status', '=', 'ready')
      .execute();
  }

  async list(folder: string): Promise<string[]> {
    checkFolder(folder);
    const rows = await this.#db
      .selectFrom('file_store_files')
      .select('key')
      .where('status', '=', 'ready')
      // Folder names have no LIKE wildcards and are lower case (checkFolder).
      .where('key', 'like', `${folder}/%`)
      .orderBy('key')
      .execute();
    return rows.map((row) => row.key);
  }

  async withLocalFile<T>(key: string, scratch: string, use: (file: string) => Promise<T>): Promise<T> {
    try {
      await pipeline(this.read(key), createWriteStream(scratch, { flags: 'wx', mode: 0o600 }));
      return await use(scratch);
    } finally {
      await rm(scratch, { force: true });
    }
  }
}
