import { sql, type Kysely } from 'kysely';

/**
 * Company lists of the built-in prospecting product (issue 16, docs/adr/012, docs/lists.md).
 *
 * - `company_lists`: a user's lists. `kind` is `target1` (a company list the export dialog and the
 *   connect flow fill) or `target2` (the companies handed over to target 2). The id is an integer
 *   that grows (the contract's ListId is its decimal text, so the exports list's integer
 *   `ngProfileId` can name it); the lists go with their owner.
 * - `company_list_members`: the companies on a list, each once (primary key list and provider id),
 *   with when it was added and from which import (kept when the import is deleted: no foreign
 *   key). The list page sorts, searches and pages in one query, so each member keeps a small
 *   snapshot taken from the import's stored candidate at insert time: the data pack (locked or
 *   not), name, postcode and city, and folded keys of name and city for sorting and search.
 * - `list_changes`: the job records of the `list_change` kind (docs/adr/008-jobs.md, docs/lists.md
 *   'Jobs'): one change of a list by an import (create, add, remove, target 2 hand-over), queued by
 *   the request that waits for it, run in a worker thread, its outcome read and the record removed
 *   by that request. No foreign key to the import: the job itself finds out that it is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_lists')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('target1', 'target2')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('company_lists_owner_kind')
    .on('company_lists')
    .columns(['owner_id', 'kind'])
    .execute();

  await db.schema
    .createTable('company_list_members')
    .addColumn('list_id', 'integer', (col) =>
      col.notNull().references('company_lists.id').onDelete('cascade'),
    )
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addColumn('batch_id', 'text')
    .addColumn('data_pack', 'text')
    .addColumn('company_name', 'text')
    .addColumn('zip', 'text')
    .addColumn('location', 'text')
    .addColumn('name_key', 'text')
    .addColumn('location_key', 'text')
    .addPrimaryKeyConstraint('company_list_members_pk', ['list_id', 'provider_id'])
    .execute();
  await db.schema
    .createIndex('company_list_members_added')
    .on('company_list_members')
    .columns(['list_id', 'added_at', 'provider_id'])
    .execute();
  await db.schema
    .createIndex('company_list_members_name')
    .on('company_list_members')
    .columns(['list_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('list_changes')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('batch_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('create', 'add', 'remove', 'handover')`),
    )
    .addColumn('product', 'text', (col) =>
      col.notNull().check(sql`product in ('target', 'connect', 'target2')`),
    )
    .addColumn('list_id', 'text')
    .addColumn('name', 'text')
    .addColumn('login_link', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('queued', 'running', 'finished', 'failed')`),
    )
    .addColumn('result', 'text')
    .addColumn('error_type', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('list_changes_status').on('list_changes').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_changes').execute();
  await db.schema.dropTable('company_list_members').execute();
  await db.schema.dropTable('company_lists').execute();
}
