import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, databaseFile, openDatabase, readTransaction } from './database.ts';
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

  it('takes the write lock when a transaction begins, so another connection cannot make its reads stale', async () => {
    const dir = tempDir();
    const db = await createDatabase(dir);
    const other = openSqlite(databaseFile(dir));
    other.pragma('busy_timeout = 0');
    const write = (key: string) =>
      other.prepare('insert into app_meta (key, value) values (?, ?)').run(key, 'other');
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('app_meta').selectAll().execute();
        // A matching worker's connection: with a deferred begin this write would succeed and the
        // transaction's own write below fail with SQLITE_BUSY; here it has to wait its turn.
        expect(() => write('during')).toThrow(/locked|busy/i);
        await trx.insertInto('app_meta').values({ key: 'mine', value: 'main' }).execute();
      });
      write('after');
      const keys = await db.selectFrom('app_meta').select('key').orderBy('key').execute();
      expect(keys.map((k) => k.key)).toEqual(['after', 'created_at', 'mine']);
    } finally {
      other.close();
      await db.destroy();
    }
  });

  it('reads in a snapshot without taking the write lock', async () => {
    const dir = tempDir();
    const db = await createDatabase(dir);
    const other = openSqlite(databaseFile(dir));
    other.pragma('busy_timeout = 0');
    try {
      const seen = await readTransaction(db, async (trx) => {
        const count = async () => (await trx.selectFrom('app_meta').selectAll().execute()).length;
        const first = await count();
        // Another connection writes meanwhile: it is not blocked, and the snapshot does not move.
        other.prepare("insert into app_meta (key, value) values ('other', 'x')").run();
        return [first, await count()];
      });
      expect(seen).toEqual([1, 1]);
      expect(await db.selectFrom('app_meta').selectAll().execute()).toHaveLength(2);
    } finally {
      other.close();
      await db.destroy();
    }
  });

  it('answers repeated and streamed queries right with kept statements', async () => {
    const db = await createDatabase(tempDir());
    try {
      for (const key of ['a', 'b', 'c'])
        await db.insertInto('app_meta').values({ key, value: key.toUpperCase() }).execute();
      const valueOf = (key: string) =>
        db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
      expect(await valueOf('a')).toEqual({ value: 'A' });
      expect(await valueOf('c')).toEqual({ value: 'C' });
      expect(await valueOf('zz')).toBeUndefined();
      // A stream left early releases its statement: the same query runs again, streamed or not.
      const all = db.selectFrom('app_meta').select('key').where('key', '!=', 'created_at').orderBy('key');
      for await (const row of all.stream()) {
        expect(row.key).toBe('a');
        break;
      }
      const seen: string[] = [];
      for await (const row of all.stream()) seen.push(row.key);
      seen.push(String((await all.execute()).length));
      expect(seen).toEqual(['a', 'b', 'c', '3']);
    } finally {
      await db.destroy();
    }
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
