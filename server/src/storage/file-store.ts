/**
 * The files the product keeps (docs/adr/013-two-databases-one-job-interface.md 'Files and rate
 * limits in a cluster'): export files, activated companies' files, quality report PDFs and uploaded
 * originals, behind one interface with two implementations, chosen by FILE_STORE:
 *
 * - `folder` (default): DATA_DIR, as always: the key `exports/12.xlsx` is the file
 *   `DATA_DIR/exports/12.xlsx`. With DATA_DIR on a shared mount it serves a cluster.
 * - `database` (PostgreSQL only): the files in the application database itself, in chunks
 *   (database-file-store.ts), for a cluster without a shared folder.
 *
 * Files are written locally first (a job writes its export to a temporary file in DATA_DIR, an
 * upload arrives in DATA_DIR/uploads) and then given to the store, which moves them into the
 * folder or copies them into the database; they are read back as streams, never whole in memory.
 * Keys are the server's own names: `folder/name`, segments of letters, digits, `.`, `_` and `-`,
 * never starting with a dot.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/portable.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { DatabaseFileStore } from './database-file-store.ts';
import { checkFolder, checkKey, isNoFile, noFile, SEGMENT } from './keys.ts';

export { checkFolder, checkKey, isNoFile, noFile };

export type FileStoreKind = 'folder' | 'database';

/**
 * Where a store keeps its files, as worker threads are told (they open the store on their own
 * database connection): a folder, or the application database.
 */
export type FileStoreLocation = { kind: 'folder'; dir: string } | { kind: 'database' };

/** A file given to the store whose becoming the key's file is decided later (stage, then commit). */
export interface StagedFile {
  /** Its size in bytes. */
  readonly size: number;
  /**
   * Makes it the key's file, replacing the one before. The database store does it in `trx` when
   * given (a transaction on the store's database: the file then appears with what the
   * transaction records, and the call may run again when the transaction is retried); the folder
   * store moves the file once, whatever the transaction.
   */
  commit(trx?: Kysely<DatabaseSchema>): Promise<void>;
  /** Removes it, committed or not: the record that would have pointed at it was not written. */
  discard(): Promise<void>;
}

export interface FileStore {
  readonly location: FileStoreLocation;
  /**
   * Takes a complete local file (which the store owns from then on) as the key's next file,
   * without making it the key's file yet (commit does).
   */
  stage(key: string, localFile: string): Promise<StagedFile>;
  /** Stores a local file (moved or copied in, then gone) or a stream as the key's file; returns its size. */
  put(key: string, source: string | Readable): Promise<number>;
  /** The key's file as a stream, opened lazily: it fails with code ENOENT when there is none. */
  read(key: string): Readable;
  /** The key's file's size in bytes; null when there is none. */
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the key's file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /**
   * The keys in a folder (`reports` lists `reports/…`). The folder store also lists the leftovers
   * of interrupted writes lying there (`….part`), so a caller's clean-up finds them.
   */
  list(folder: string): Promise<string[]>;
  /**
   * Runs `use` with the key's file as a local file: the folder store's own file (whose absence
   * `use` finds as it would have before the store), or for the database store a copy at
   * `scratch` (removed afterwards; without a file it fails with code ENOENT).
   */
  withLocalFile<T>(key: string, scratch: string, use: (file: string) => Promise<T>): Promise<T>;
}

/** Moves a file, also to another file system (a local temporary file to a shared mount). */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const temporary = `${to}.${randomBytes(6).toString('hex')}.part`;
    try {
      await copyFile(from, temporary);
      await rename(temporary, to);
    } catch (copyError) {
      await rm(temporary, { force: true });
      throw copyError;
    }
    await rm(from, { force: true });
  }
}

/** The files in a folder: `DATA_DIR/<key>` (today's layout; with DATA_DIR on a shared mount, a cluster's). */
export class FolderFileStore implements FileStore {
  readonly location: FileStoreLocation;
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
    this.location = { kind: 'folder', dir };
  }

  /** The file of a key. */
  pathOf(key: string): string {
    return path.join(this.#dir, ...checkKey(key));
  }

  async stage(key: string, localFile: string): Promise<StagedFile> {
    const target = this.pathOf(key);
    const { size } = await stat(localFile);
    let moved = false;
    return {
      size,
      commit: async () => {
        if (moved) return;
        await mkdir(path.dirname(target), { recursive: true });
        await moveFile(localFile, target);
        moved = true;
      },
      discard: async () => {
        await rm(moved ? target : localFile, { force: true });
      },
    };
  }

  async put(key: string, source: string | Readable): Promise<number> {
    if (typeof source === 'string') {
      const staged = await this.stage(key, source);
      await staged.commit();
      return staged.size;
    }
    // Written under a temporary name and renamed: a reader never sees half a file.
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(source, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      const { size } = await stat(temporary);
      await rename(temporary, target);
      return size;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async size(key: string): Promise<number | null> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? stats.size : null;
    } catch (error) {
      if (isNoFile(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(folder: string): Promise<string[]> {
    checkFolder(folder);
    let names: string[];
    try {
      names = await readdir(path.join(this.#dir, folder));
    } catch (error) {
      if (isNoFile(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
      throw error;
    }
    return names.filter((name) => SEGMENT.test(name)).map((name) => `${folder}/${name}`);
  }

  async withLocalFile<T>(key: string, _scratch: string, use: (file: string) => Promise<T>): Promise<T> {
    return use(this.pathOf(key));
  }
}

/** Opens the store at a location; the database store works on `db` (the caller's connection). */
export function openFileStore(location: FileStoreLocation, db: Kysely<DatabaseSchema>): FileStore {
  return location.kind === 'folder' ? new FolderFileStore(location.dir) : new DatabaseFileStore(db);
}

/**
 * The store of a configuration (FILE_STORE): the folder DATA_DIR, or the application database,
 * which must then be PostgreSQL (config.ts refuses the combination already; this says it again
 * for apps built from a hand-made configuration).
 */
export function createFileStore(kind: FileStoreKind, dataDir: string, db: Kysely<DatabaseSchema>): FileStore {
  if (kind === 'database' && dialectOf(db) !== 'postgres') {
    throw new Error('FILE_STORE=database keeps the files in PostgreSQL: it needs a PostgreSQL DATABASE_URL.');
  }
  return openFileStore(kind === 'folder' ? { kind: 'folder', dir: dataDir } : { kind: 'database' }, db);
}

/** A store given as such, or the folder store of a DATA_DIR (callers from before the store, tests). */
export function fileStoreOf(files: FileStore | string): FileStore {
  return typeof files === 'string' ? new FolderFileStore(files) : files;
}
