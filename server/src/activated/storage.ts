/**
 * The activated companies' tables (migration 0016, docs/exports.md 'Activated companies'): the
 * account's companies filtered, counted and paged, and the records of their xlsx exports (job and
 * owner in one). Plain Kysely, portable to PostgreSQL: search and sort compare folded keys
 * (keys.ts), LIKE with an explicit escape character.
 */
import path from 'node:path';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ActivatedCompaniesFilters } from '@datacare/api-client/generated/types';
import type { ActivatedCompaniesTable, ActivatedExportsTable, DatabaseSchema } from '../db/schema.ts';
import { containsPattern, foldKey } from './keys.ts';
import { writeTransaction } from '../db/database.ts';

export type ActivatedCompanyRecord = Selectable<ActivatedCompaniesTable>;
export type ActivatedExportRecord = Selectable<ActivatedExportsTable>;

type Db = Kysely<DatabaseSchema>;

/**
 * The local folder the job writes activated-companies files in (`DATA_DIR/activated`); finished
 * files are the file store's (storage/file-store.ts: in the folder store the same folder).
 */
export function activatedExportsDir(dataDir: string): string {
  return path.join(dataDir, 'activated');
}

/** Checks an export's file name: the server's own random one (never a path, never a user's text). */
function checkedName(fileName: string): string {
  if (!FILE_NAME.test(fileName)) throw new Error('Not an activated-companies export file name.');
  return fileName;
}

/** The file store's key of an export's file (`activated/<name>`). */
export function activatedFileKey(fileName: string): string {
  return `activated/${checkedName(fileName)}`;
}

/** Where the job writes before the file is complete (locally, then given to the file store). */
export function activatedTemporaryPath(dataDir: string, fileName: string): string {
  return `${path.join(activatedExportsDir(dataDir), checkedName(fileName))}.tmp`;
}

/** The names the server gives export files: `activated-` and 22 base64url characters. */
export const FILE_NAME = /^activated-[A-Za-z0-9_-]{22}\.xlsx$/;

/** The user's activated companies matching the filters (search on name, location and postcode; country). */
export function filteredCompanies(
  db: Db,
  userId: string,
  filters: ActivatedCompaniesFilters | undefined,
): SelectQueryBuilder<DatabaseSchema, 'activated_companies', object> {
  let query = db.selectFrom('activated_companies').where('user_id', '=', userId);
  const term = foldKey(filters?.searchterm);
  if (term !== '') {
    const pattern = containsPattern(term);
    const like = (column: 'name_key' | 'location_key' | 'zip_key') =>
      sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([like('name_key'), like('location_key'), like('zip_key')]));
  }
  const country = filters?.country?.trim() ?? '';
  if (country !== '') {
    // The country's name in any case and accents, or its code (the data pack: 'DE', 'AT', 'CH').
    query = query.where((eb) =>
      eb.or([eb('country_key', '=', foldKey(country)), eb('data_pack', '=', country.toUpperCase())]),
    );
  }
  return query;
}

/** How many of the user's activated companies a query finds. */
export async function countCompanies(
  query: SelectQueryBuilder<DatabaseSchema, 'activated_companies', object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export type ActivatedSortField = 'company_name' | 'location' | 'activatedAt';

/**
 * One page of a query, sorted: names and locations by their folded keys (empty ones last in both
 * directions), times as stored (ISO text sorts by time); ties by provider id, so pages never
 * overlap.
 */
export async function pageOfCompanies(
  query: SelectQueryBuilder<DatabaseSchema, 'activated_companies', object>,
  sorting: { field: ActivatedSortField; order: 'asc' | 'desc' },
  paging: { page: number; pageSize: number },
): Promise<ActivatedCompanyRecord[]> {
  let sorted = query.selectAll();
  if (sorting.field === 'activatedAt') {
    sorted = sorted.orderBy('activated_at', sorting.order);
  } else {
    const key = sorting.field === 'company_name' ? 'name_key' : 'location_key';
    sorted = sorted
      .orderBy(sql`case when ${sql.ref(key)} = '' then 1 else 0 end`)
      .orderBy(key, sorting.order);
  }
  return sorted
    .orderBy('provider_id', sorting.order)
    .limit(paging.pageSize)
    .offset(paging.page * paging.pageSize)
    .execute();
}

/** Of the given provider ids, the ones the user has activated. */
export async function activatedIdsOf(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('activated_companies')
      .select('provider_id')
      .where('user_id', '=', userId)
      .where('provider_id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.provider_id);
  }
  return found;
}

// ------------------------------------------------------------------ export records

/** What an export writes: the companies matching filters, or the ids chosen. */
export type ActivatedSelection = { filters: ActivatedCompaniesFilters } | { ids: string[] };

export async function queueActivatedExport(
  db: Db,
  values: {
    userId: string;
    fileName: string;
    language: ActivatedExportsTable['language'];
    selection: ActivatedSelection;
    now: string;
  },
): Promise<ActivatedExportRecord> {
  return db
    .insertInto('activated_exports')
    .values({
      user_id: values.userId,
      file_name: values.fileName,
      language: values.language,
      selection: JSON.stringify(values.selection),
      status: 'queued',
      created_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findActivatedExport(db: Db, id: number): Promise<ActivatedExportRecord | undefined> {
  return db.selectFrom('activated_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's finished export of that file name whose file is kept; undefined for anyone else. */
export async function findOwnExportFile(
  db: Db,
  userId: string,
  fileName: string,
  now: string,
): Promise<ActivatedExportRecord | undefined> {
  return db
    .selectFrom('activated_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('file_name', '=', fileName)
    .where('status', '=', 'finished')
    .where('file_deleted_at', 'is', null)
    .where('file_expires_at', '>', now)
    .executeTakeFirst();
}

/** Takes the oldest queued export and marks it running (of two claimers, one gets it). */
export async function claimNextActivatedExport(
  db: Db,
  now: string,
  id?: number,
): Promise<ActivatedExportRecord | undefined> {
  return writeTransaction(db, async (trx) => {
    const next = await trx
      .selectFrom('activated_exports')
      .select('id')
      .where('status', '=', 'queued')
      .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('activated_exports')
      .set({ status: 'running', started_at: now, error: null })
      .where('id', '=', next.id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  });
}

/** Records a running export's file as written; false when it was no longer running. */
export async function finishActivatedExport(
  db: Db,
  id: number,
  outcome: { numCompanies: number; fileSize: number; finishedAt: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('activated_exports')
    .set({
      status: 'finished',
      num_companies: outcome.numCompanies,
      file_size: outcome.fileSize,
      error: null,
      finished_at: outcome.finishedAt,
      file_expires_at: outcome.expiresAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function failActivatedExport(db: Db, id: number, error: string, now: string): Promise<void> {
  await db
    .updateTable('activated_exports')
    .set({ status: 'failed', error, finished_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** Exports a killed process left running: queued again, written from the start. */
export async function requeueRunningActivatedExports(db: Db, id?: number): Promise<ActivatedExportRecord[]> {
  return db
    .updateTable('activated_exports')
    .set({ status: 'queued', started_at: null })
    .where('status', '=', 'running')
    .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
    .returningAll()
    .execute();
}

/** Finished exports whose file is past its expiry and not yet removed (oldest first). */
export async function expiredActivatedExports(
  db: Db,
  now: string,
  limit: number,
): Promise<Pick<ActivatedExportRecord, 'id' | 'file_name'>[]> {
  return db
    .selectFrom('activated_exports')
    .select(['id', 'file_name'])
    .where('status', '=', 'finished')
    .where('file_expires_at', '<=', now)
    .where('file_deleted_at', 'is', null)
    .orderBy('file_expires_at')
    .limit(limit)
    .execute();
}

export async function markActivatedFileDeleted(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('activated_exports').set({ file_deleted_at: now }).where('id', '=', id).execute();
}
