import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_companies.ts';

/**
 * The company database's migrations, in order, applied whenever it is opened. Like the app
 * database's (docs/adr/002-storage-and-migrations.md) a released migration is never edited.
 */
export const companyMigrations: Record<string, Migration> = {
  '0001_companies': m0001,
};
