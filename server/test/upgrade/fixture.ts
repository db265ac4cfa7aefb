/**
 * The previous release's databases (docs/deployment.md 'Upgrades: tested'): what make-fixture.ts
 * writes into `fixtures/` and previous-release.test.ts reads.
 *
 *   fixtures/release.json              the release, when it was made, the accounts and their objects
 *   fixtures/sqlite/datacare.sqlite.gz    the release's application database, as its server left it
 *   fixtures/sqlite/companies.sqlite.gz   its demo company database
 *   fixtures/sqlite/files/                the rest of its DATA_DIR: uploads, export files
 *   fixtures/sqlite/expected.json         what each account showed through the release's API
 *   fixtures/postgres/datacare.sql.gz     a plain pg_dump of the release's PostgreSQL database
 *   fixtures/postgres/files/              its DATA_DIR (no FILE_STORE yet: the files in folders)
 *   fixtures/postgres/expected.json
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccountView } from '../backup/account.ts';

/**
 * fixtures/ next to this file; UPGRADE_FIXTURES names another folder (make-fixture.ts writes there
 * and the test reads it, e.g. to try an upgrade from an older release once).
 */
export const FIXTURES =
  process.env.UPGRADE_FIXTURES ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export type FixtureDatabase = 'sqlite' | 'postgres';

/** An account of the fixture and what was made in it. */
export interface FixtureAccount {
  email: string;
  password: string;
  /** Quota set with `npm run users -- set-quota` before it was used. */
  quota: { total: number; used: number; monthlyExpand: boolean };
  /** The matched, reviewed and exported import. */
  matched: string;
  /** An import left at the mapping step (Anna only). */
  uploaded: string | null;
  /** The company list made of the import (Anna only). */
  listId: string | null;
  /** Companies the export charged. */
  charged: number;
  /** The review decisions: the row and what the review page showed for it (decisionOf). */
  decisions: { rowId: number; decision: string }[];
}

export interface FixtureDatabaseInfo {
  /** When the release's server had made the data (ISO): the test's clock starts a minute later. */
  madeAt: string;
  accounts: { anna: FixtureAccount; bruno: FixtureAccount };
}

export interface FixtureRelease {
  /** The commit of the release that wrote the data. */
  release: string;
  /** The first sentence of its subject line. */
  subject: string;
  /** The migrations that release had applied (server/src/db/migrations). */
  migrations: string[];
  /** The demo company set its server generated (DEMO_COMPANIES). */
  demoCompanies: number;
  /** Both normally; one after `--only`. */
  databases: Partial<Record<FixtureDatabase, FixtureDatabaseInfo>>;
}

/** Per account, compactView of readAccount as the release's API answered. */
export type FixtureExpected = Record<'anna' | 'bruno', AccountView>;

export const fixturePath = (...parts: string[]): string => path.join(FIXTURES, ...parts);
