import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, databaseFile, openDatabase } from './database.ts';
import { openSqlite } from './sqlite.ts';
import { migrations } from './migrations/index.ts';

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'datacare-db-'));
}

describe('database', () => {
  it('applies every migration on first start and none on the second', async () => {
    const dir = tempDir();
    const first = await createDatabase(dir);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      first,
    );
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    const created = await first
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'created_at')
      .executeTakeFirst();
    await first.destroy();

    const second = await createDatabase(dir);
    const again = await second
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'created_at')
      .executeTakeFirst();
    expect(again?.value).toBe(created?.value);
    await second.destroy();
  });

  it('sets WAL, synchronous and foreign keys on every connection', () => {
    const file = databaseFile(tempDir());
    const a = openSqlite(file);
    const b = openSqlite(file);
    for (const db of [a, b]) {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    }
    a.close();
    b.close();
  });

  it('fails loudly instead of running on a half-applied schema', async () => {
    const file = databaseFile(tempDir());
    const raw = openSqlite(file);
    raw.exec('create table app_meta (unrelated integer)');
    raw.close();
    const db = openDatabase(file);
    const { migrateToLatest } = await import('./database.ts');
    await expect(migrateToLatest(db)).rejects.toThrow(/0001_app_meta failed/);
    await db.destroy();
  });
});
