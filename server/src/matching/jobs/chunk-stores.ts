/**
 * The chunk store of a database location (jobs/chunk-store.ts): SQLite's over a better-sqlite3
 * connection of the caller's thread, or PostgreSQL's over a pool of its own
 * (postgres-chunk-store.ts).
 */
import type { DatabaseLocation } from '../../db/database.ts';
import { openSqlite } from '../../db/sqlite.ts';
import { sqliteChunkStore, type ChunkStore } from './chunk-store.ts';
import { postgresChunkStore } from './postgres-chunk-store.ts';

export interface ChunkStoreOptions {
  /**
   * SQLite only: runs the synchronous write (see sqliteChunkStore), on a thread that also has the
   * app's Kysely connection.
   */
  exclusive?: (write: () => number) => Promise<number> | number;
}

/** Opens a chunk store on the location, with connections of its own. */
export function openChunkStore(location: DatabaseLocation, options: ChunkStoreOptions = {}): ChunkStore {
  if (location.kind === 'postgres') return postgresChunkStore(location.url);
  return sqliteChunkStore(openSqlite(location.file), options.exclusive);
}

/** A thread's chunk stores, one per location (one in practice), opened on first use. */
export class ChunkStores {
  readonly #stores = new Map<string, ChunkStore>();
  readonly #options: ChunkStoreOptions;

  constructor(options: ChunkStoreOptions = {}) {
    this.#options = options;
  }

  of(location: DatabaseLocation): ChunkStore {
    const key = location.kind === 'postgres' ? `postgres:${location.url}` : `sqlite:${location.file}`;
    let store = this.#stores.get(key);
    if (!store) this.#stores.set(key, (store = openChunkStore(location, this.#options)));
    return store;
  }

  async close(): Promise<void> {
    const stores = [...this.#stores.values()];
    this.#stores.clear();
    await Promise.allSettled(stores.map((store) => store.close()));
  }
}
