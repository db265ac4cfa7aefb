/**
 * Company databases for tests (docs/companies.md): with TEST_DATABASE_URL (the PostgreSQL run) a
 * fresh schema of its own on that server for each call, as testDatabaseUrl gives each test app one;
 * otherwise a SQLite file in a fresh temporary folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  companyDatabaseFile,
  companyDatabaseLocation,
  type CompanyDatabaseLocation,
} from '../src/companies/database.ts';

let counter = 0;

/**
 * A location for a new, empty company database: `<dir>/companies.sqlite`, or on PostgreSQL the
 * company schema (`<schema>_companies`, created when opened) of an application URL whose
 * search_path names a schema no one else uses, derived as the server derives it
 * (companyDatabaseLocation). `dir` is a fresh temporary folder unless given.
 */
export function testCompanyDatabase(dir = mkdtempSync(path.join(tmpdir(), 'datacare-companies-'))): {
  location: CompanyDatabaseLocation;
  dir: string;
} {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { location: { kind: 'sqlite', file: companyDatabaseFile(dir) }, dir };
  counter += 1;
  const schema = `tc_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { location: companyDatabaseLocation({ kind: 'postgres', url: url.toString() }, dir), dir };
}
