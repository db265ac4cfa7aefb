import { sql, type Kysely } from 'kysely';

/**
 * Accounts, sessions, sign-in lockout, the export quota, interaction tracking and the minimal
 * import-batch table the dashboard counts from (issue 3). Booleans are integers 0/1 and times are
 * ISO 8601 UTC strings (`2026-03-01T10:00:00.000Z`), which sort and compare as text on SQLite and
 * PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Lower-cased on write; NULL is allowed by the contract (accounts without an e-mail).
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text')
    .addColumn('language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('de')
        .check(sql`language in ('de', 'en', 'fr')`),
    )
    .addColumn('contract_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('paid')
        .check(sql`contract_type in ('demo', 'test', 'paid', 'subcontract', 'intern', 'alumni')`),
    )
    .addColumn('picture_mime', 'text')
    .addColumn('picture_data', 'text')
    .addColumn('target1_access', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('target2_access', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('last_account_id', 'text')
    .addColumn('last_survey_at', 'text')
    .addColumn('total_quota', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(5000)
        .check(sql`total_quota >= 0`),
    )
    .addColumn('used_quota', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`used_quota >= 0`),
    )
    .addColumn('monthly_expand', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unlimited', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('quota_monthly_usage')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (col) => col.notNull()) // 'YYYY-MM' (UTC)
    .addColumn('used', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`used >= 0`),
    )
    .addPrimaryKeyConstraint('quota_monthly_usage_pk', ['user_id', 'month'])
    .execute();

  await db.schema
    .createTable('sessions')
    // sha256 of the cookie value: a copy of the database does not hand out live sessions.
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('from_target', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('target_session_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_attempts')
    // The normalised e-mail as typed: known and unknown accounts alike, so lockout reveals nothing.
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_failure_at', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('lockouts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_updated_at')
    .on('login_attempts')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('interactions')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('controller_name', 'text', (col) => col.notNull())
    .addColumn('method_name', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('additional_data', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('interactions_user_id').on('interactions').column('user_id').execute();

  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('tag', 'text', (col) => col.notNull())
    .addColumn('rows_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rows_empty', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rows_ok', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('import_batches_user_id').on('import_batches').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'import_batches',
    'interactions',
    'login_attempts',
    'sessions',
    'quota_monthly_usage',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
