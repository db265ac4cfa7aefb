import { randomInt } from 'node:crypto';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { PasswordHasher } from '../auth/passwords.ts';
import { dialectOf, writeTransaction, type Db } from '../db/database.ts';
import { createUser } from './service.ts';
import { countUsers } from './storage.ts';

export const DEMO_EMAIL = 'demo@datacare.example';
export const DEMO_LOGIN_FILE = 'demo-login.txt';
/** Used quota of the demo account, so the counter shows something real. */
export const DEMO_USED_QUOTA = 1250;
/** Data packs of the demo account: Germany and Austria, not Switzerland, so locked companies show. */
export const DEMO_DATA_PACKS: readonly string[] = ['DE', 'AT'];

/**
 * The class of the PostgreSQL advisory lock the demo account is created under (the second key is
 * the hash of the schema's name, as for the company database's locks in companies/postgres.ts).
 */
export const DEMO_USER_LOCK = 2_027_503;

/** No 0/O, 1/l/I: a password someone can read off a terminal and type. */
const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password of four groups of four readable characters (about 90 bits). */
export function readablePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += READABLE[randomInt(READABLE.length)];
    groups.push(group);
  }
  return groups.join('-');
}

export type DemoUserResult =
  { created: true; email: string; password: string; file: string } | { created: false; file: string | null };

/**
 * On the first start (no accounts at all) creates the demo account demo@datacare.example
 * (Demo Nutzer, Demo GmbH, contract demo, target 1 and 2 access, 1,250 of 5,000 used, monthly
 * expansion, the data packs DE and AT but not CH so locked companies can be seen, every export
 * field) with DEMO_PASSWORD or a random readable password, and writes e-mail and password to
 * DATA_DIR/demo-login.txt (mode 0600). Later starts create nothing and report the file if it is
 * still there.
 *
 * Exactly once, also when several processes start on one empty database at the same moment: "no
 * accounts yet, so create the demo account" runs under a database lock (see `asCreator`); one
 * process creates it and writes the file, the others find it and create nothing.
 */
export async function ensureDemoUser(
  db: Db,
  options: { dataDir: string; password: string | undefined; hasher: PasswordHasher; now: number },
): Promise<DemoUserResult> {
  const file = path.join(options.dataDir, DEMO_LOGIN_FILE);
  const found = (): DemoUserResult => ({ created: false, file: existsSync(file) ? file : null });
  // Every start but the first ends here, without taking the lock.
  if ((await countUsers(db)) > 0) return found();
  const password = options.password ?? readablePassword();
  const created = await asCreator(db, async (trx) => {
    // Counted again under the lock: another process may have created it meanwhile.
    if ((await countUsers(trx)) > 0) return false;
    await createUser(
      trx,
      options.hasher,
      {
        email: DEMO_EMAIL,
        password,
        firstName: 'Demo',
        name: 'Nutzer',
        companyName: 'Demo GmbH',
        language: 'de',
        contractType: 'demo',
        target1Access: true,
        target2Access: true,
        usedQuota: DEMO_USED_QUOTA,
        monthlyExpand: true,
        dataPacks: [...DEMO_DATA_PACKS],
      },
      options.now,
    );
    return true;
  });
  if (!created) return found();
  // Written by the creator only, after its account is committed.
  writeFileSync(file, `e-mail:   ${DEMO_EMAIL}\npassword: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an older file keeps its mode on overwrite
  return { created: true, email: DEMO_EMAIL, password, file };
}

/**
 * Runs "if no account exists, create the demo account" so that one caller at a time does it, on
 * this process's connections and on other processes' alike:
 *
 * - PostgreSQL: a transaction that first takes a transaction-level advisory lock (released at
 *   commit or rollback, also when the process dies). It runs read committed, so its statements
 *   after the lock see what the lock's previous holder committed; a serializable transaction
 *   (writeTransaction) would read from a snapshot taken before the wait and count no accounts.
 * - SQLite: an immediate transaction, which holds the database's one write lock (db/dialect.ts).
 */
async function asCreator<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'sqlite') return writeTransaction(db, work);
  return db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${DEMO_USER_LOCK}, hashtext(current_schema()))`.execute(trx);
      return work(trx);
    });
}
