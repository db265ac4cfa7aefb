import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../auth/passwords.ts';
import { locationOf, openDatabase } from '../db/database.ts';
import { call, createTestApp, createUser, signIn } from '../../test/test-app.ts';
import { isPackUnlocked } from '../review/mapper.ts';
import { DEMO_EMAIL, ensureDemoUser, readablePassword } from './demo-user.ts';
import { countUsers, findUserByEmail } from './storage.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

function ensure(password?: string) {
  return ensureDemoUser(app.db, {
    dataDir: app.config.dataDir,
    password,
    hasher: app.passwordHasher,
    now: app.clock(),
  });
}

describe('demo user', () => {
  it('is created on first start with a readable password written to demo-login.txt (0600)', async () => {
    const result = await ensure();
    expect(result.created).toBe(true);
    if (!result.created) return;
    expect(result.email).toBe(DEMO_EMAIL);
    expect(result.password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    expect(result.file).toBe(path.join(app.config.dataDir, 'demo-login.txt'));
    expect(readFileSync(result.file, 'utf8')).toBe(`e-mail:   ${DEMO_EMAIL}\npassword: ${result.password}\n`);
    expect(statSync(result.file).mode & 0o777).toBe(0o600);

    const cookie = await signIn(app, DEMO_EMAIL, result.password);
    expect((await call(app, '/backend/auth/getUser', {}, { cookie })).json()).toMatchObject({
      email: DEMO_EMAIL,
      fullName: 'Demo Nutzer',
      companyName: 'Demo GmbH',
      contractType: 'demo',
      language: 'de',
      target1Permissions: { ACCESS: true },
      target2Permissions: { ACCESS: true },
    });
    expect((await call(app, '/backend/quota/getUserQuotaInfo', {}, { cookie })).json()).toEqual({
      totalQuota: 5000,
      currentQuota: 1250,
      monthlyExpand: true,
      monthlyUsed: 0,
      unlimited: false,
    });
  });

  it('has the data packs DE and AT, not CH, so locked companies can be seen; every export field', async () => {
    await ensure();
    const demo = await findUserByEmail(app.db, DEMO_EMAIL);
    expect(demo).toMatchObject({ data_packs: '["DE","AT"]', unlocked_fields: null });
    expect(isPackUnlocked(demo!, 'AT')).toBe(true);
    expect(isPackUnlocked(demo!, 'CH')).toBe(false);
  });

  it('takes DEMO_PASSWORD when set', async () => {
    const result = await ensure('mein-demo-passwort');
    expect(result).toMatchObject({ created: true, password: 'mein-demo-passwort' });
    await signIn(app, DEMO_EMAIL, 'mein-demo-passwort');
  });

  it('is created only once; later starts point at the file', async () => {
    const first = await ensure();
    const second = await ensure();
    expect(second).toEqual({ created: false, file: first.file });
  });

  it('is not created when accounts exist already', async () => {
    await createUser(app);
    expect(await ensure()).toEqual({ created: false, file: null });
  });

  it('is created exactly once when several processes start on one empty database at the same moment', async () => {
    // Five "processes", each with connections of its own (on PostgreSQL a pool, on SQLite a
    // connection to the file), all past the quick "no accounts yet" look before any creates one:
    // hashing is slowed down so every one of them gets there.
    const others = Array.from({ length: 4 }, () => openDatabase(locationOf(app.db)));
    let hashed = 0;
    const slowHasher: PasswordHasher = {
      hash: async (password) => {
        hashed += 1;
        await sleep(50);
        return app.passwordHasher.hash(password);
      },
      verify: (password, stored) => app.passwordHasher.verify(password, stored),
    };
    try {
      const results = await Promise.all(
        [app.db, ...others].map((db) =>
          ensureDemoUser(db, {
            dataDir: app.config.dataDir,
            password: undefined,
            hasher: slowHasher,
            now: app.clock(),
          }),
        ),
      );
      const creators = results.filter((r) => r.created);
      expect(creators).toHaveLength(1);
      // The others waited for the lock and found the account: none even hashed a password.
      expect(hashed).toBe(1);
      const winner = creators[0]!;
      if (!winner.created) return;
      for (const result of results.filter((r) => !r.created)) {
        expect(result).toEqual({ created: false, file: winner.file });
      }
      expect(await countUsers(app.db)).toBe(1);
      expect(readFileSync(winner.file, 'utf8')).toBe(
        `e-mail:   ${DEMO_EMAIL}\npassword: ${winner.password}\n`,
      );
      await signIn(app, DEMO_EMAIL, winner.password);
    } finally {
      await Promise.all(others.map((db) => db.destroy()));
    }
  });

  it('generates different passwords', () => {
    expect(new Set(Array.from({ length: 20 }, readablePassword)).size).toBe(20);
  });
});
