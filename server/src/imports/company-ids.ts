/**
 * Which provider ids exist in the company database (DATA_DIR/companies.sqlite): the check behind
 * the mapping's "invalid provider ids" error. Opened read-only on first use, per lookup, so a
 * reload of the company database is seen by the next check.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { companyDatabaseFile } from '../companies/database.ts';

export type CompanyIdLookup = (ids: readonly string[]) => Set<string>;

export function companyIdLookup(dataDir: string): CompanyIdLookup {
  const file = companyDatabaseFile(dataDir);
  return (ids) => {
    const found = new Set<string>();
    if (ids.length === 0 || !existsSync(file)) return found;
    const sqlite = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const statement = sqlite.prepare<string[], { provider_id: string }>(
        `select provider_id from companies where provider_id in (${ids.map(() => '?').join(',')})`,
      );
      for (const row of statement.all(...ids)) found.add(row.provider_id);
    } finally {
      sqlite.close();
    }
    return found;
  };
}
