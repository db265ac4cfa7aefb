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

  it('keeps accounts consistent: unique e-mail, known languages and contracts, sessions die with their user', async () => {
    const db = await createDatabase(tempDir());
    const user = (id: string, email: string, extra: Record<string, unknown> = {}) =>
      db
        .insertInto('users')
        .values({
          id,
          email,
          first_name: 'Anna',
          name: 'Schmidt',
          company_name: null,
          picture_mime: null,
          picture_data: null,
          password_hash: 'scrypt$x',
          last_account_id: null,
          last_survey_at: null,
          created_at: '2026-03-02T09:00:00.000Z',
          ...extra,
        })
        .execute();
    await user('u1', 'anna@firma.de');
    const row = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ total_quota: 5000, used_quota: 0, language: 'de', unlimited: 0 });
    await expect(user('u2', 'anna@firma.de')).rejects.toThrow(/UNIQUE/);
    await expect(user('u3', 'b@firma.de', { language: 'es' })).rejects.toThrow(/CHECK/);
    await expect(user('u4', 'c@firma.de', { contract_type: 'vip' })).rejects.toThrow(/CHECK/);
    await expect(user('u5', 'd@firma.de', { used_quota: -1 })).rejects.toThrow(/CHECK/);

    await db
      .insertInto('sessions')
      .values({
        id_hash: 'h1',
        user_id: 'u1',
        created_at: 'x',
        last_seen_at: 'x',
        expires_at: 'x',
        target_session_id: null,
        ip: null,
        user_agent: null,
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    await db.destroy();
  });
});
