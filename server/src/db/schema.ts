import type { Generated } from 'kysely';

/**
 * The database's tables as Kysely sees them. Each migration that adds or changes a table updates
 * this interface in the same commit.
 */
export interface DatabaseSchema {
  app_meta: AppMetaTable;
}

/** Facts about this installation: when it was created and, later, seeded data versions. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}
