/**
 * Which provider ids exist in the company database (DATA_DIR/companies.sqlite, or its PostgreSQL
 * schema): the check behind the mapping's "invalid provider ids" error. SQLite is opened read-only
 * per look-up, PostgreSQL read through the process's shared reader, so a reload of the company
 * database is seen by the next check.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import {
  isMissingCompanyTable,
  sharedCompanyReader,
  type CompanyDatabaseLocation,
} from '../companies/database.ts';

/** The ids of `ids` the company database holds (sync on SQLite, a promise on PostgreSQL). */
export type CompanyIdLookup = (ids: readonly string[]) => Set<string> | Promise<Set<string>>;

export function companyIdLookup(companies: CompanyDatabaseLocation): CompanyIdLookup {
  if (companies.kind === 'postgres') {
    return async (ids) => {
      const found = new Set<string>();
      if (ids.length === 0) return found;
      try {
        const rows = await sharedCompanyReader(companies)
          .selectFrom('companies')
          .select('provider_id')
          .where('provider_id', 'in', ids)
          .execute();
        for (const row of rows) found.add(row.provider_id);
      } catch (error) {
        // No company database in the schema yet: no id exists.
        if (!isMissingCompanyTable(error)) throw error;
      }
      return found;
    };
  }
  const { file } = companies;
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
