/**
 * The exports' tables (migration 0008, docs/exports.md): the export records (job and history in
 * one), the companies charged per import, the preview counts, and where export files live. Every
 * statement is plain Kysely, portable to PostgreSQL.
 */
import path from 'node:path';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { writeTransaction, type Db } from '../db/database.ts';
import type { DatabaseSchema, ExportPreviewsTable, ExportsTable } from '../db/schema.ts';
import type { AccountUnlocks } from './account.ts';

export type ExportRecord = Selectable<ExportsTable>;
export type ExportPreviewRecord = Selectable<ExportPreviewsTable>;

/**
 * The local folder the export job writes its files in (`DATA_DIR/exports`); finished files are the
 * file store's (storage/file-store.ts: in the folder store the same folder, key `exports/<name>`).
 */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** The name a finished export's file is stored under (exports.stored_file). */
export function storedFileName(id: number, fileType: 'xlsx' | 'csv'): string {
  return `${id}.${fileType}`;
}

/** Where the export job writes before the file is complete (renamed at the end). */
export function temporaryFilePath(dataDir: string, id: number, fileType: 'xlsx' | 'csv'): string {
  return path.join(exportsDir(dataDir), `${storedFileName(id, fileType)}.tmp`);
}

/** The file store's key of an export file (`exports/<id>.<type>`). */
export function exportFileKey(storedFile: string): string {
  return `exports/${path.basename(storedFile)}`;
}

/**
 * The store key of a finished export's file, for downloads (getExportFile here; the history, the
 * zip and mailed links reuse it): null when the export has no file (not finished) or the retention
 * sweep removed it (`file_deleted_at`). The stored name is the server's own (`<id>.<type>`), never
 * a user's text.
 */
export function keptExportFileKey(
  record: Pick<ExportRecord, 'status' | 'stored_file' | 'file_deleted_at'>,
): string | null {
  if (record.status !== 'finished' || record.stored_file === null || record.file_deleted_at !== null)
    return null;
  return exportFileKey(record.stored_file);
}

/** The content type of an export file. */
export function exportContentType(fileType: 'xlsx' | 'csv'): string {
  return fileType === 'csv'
    ? 'text/csv; charset=utf-8'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
}

/**
 * The batch's file exports (product `datacare`): the history also holds its exports to a company
 * list or to target 2 under its batch id (lists/history.ts), which have no file, charge nothing and
 * are never queued; "the batch's export" of the export calls always means a file export.
 */
export function fileExportsOfBatch(db: Kysely<DatabaseSchema>, batchId: string) {
  return db.selectFrom('exports').where('batch_id', '=', batchId).where('product', '=', 'datacare');
}

/** The batch's file export that is queued or running, if any. */
export async function findActiveExport(db: Db, batchId: string): Promise<ExportRecord | undefined> {
  return fileExportsOfBatch(db, batchId)
    .selectAll()
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
}

/** The batch's latest file export (of a type, or finished only, when asked). */
export async function latestExport(
  db: Db,
  batchId: string,
  filter: { fileType?: 'xlsx' | 'csv'; finished?: boolean } = {},
): Promise<ExportRecord | undefined> {
  let query = fileExportsOfBatch(db, batchId).selectAll();
  if (filter.fileType) query = query.where('file_type', '=', filter.fileType);
  if (filter.finished) query = query.where('status', '=', 'finished');
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function findExport(db: Kysely<DatabaseSchema>, id: number): Promise<ExportRecord | undefined> {
  return db.selectFrom('exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether an error is the unique index's refusal of a second active export of a batch. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Queues an export unless the batch has one queued or running: the check and the insert in one
 * transaction, and the partial unique index (exports_one_active_per_batch) refuses whatever gets
 * past it, so of simultaneous starts one queues. Undefined when another export is active.
 */
export async function queueExport(
  db: Db,
  values: Omit<Insertable<ExportsTable>, 'status'>,
): Promise<ExportRecord | undefined> {
  try {
    return await writeTransaction(db, async (trx) => {
      if (values.batch_id && (await findActiveExport(trx, values.batch_id))) return undefined;
      return trx
        .insertInto('exports')
        .values({ ...values, status: 'queued' })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Takes the oldest queued export and marks it running (of two claimers, one gets it). */
export async function claimNextExport(db: Db, now: string, id?: number): Promise<ExportRecord | undefined> {
  return writeTransaction(db, async (trx) => {
    const next = await trx
      .selectFrom('exports')
      .select('id')
      .where('status', '=', 'queued')
      .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('exports')
      .set({ status: 'running', started_at: now, error: null })
      .where('id', '=', next.id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  });
}

/** Marks a running export failed with its error (nothing was charged: that is the finishing transaction's). */
export async function failExport(db: Db, id: number, error: string, now: string): Promise<void> {
  await db
    .updateTable('exports')
    .set({ status: 'failed', error, finished_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/**
 * Exports a killed process left running (with `id`: that one, its process gone in a cluster):
 * queued again, to be written from the start.
 */
export async function requeueRunningExports(db: Db, id?: number): Promise<ExportRecord[]> {
  return db
    .updateTable('exports')
    .set({ status: 'queued', started_at: null })
    .where('status', '=', 'running')
    .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
    .returningAll()
    .execute();
}

/** The figures of a batch's companies an export would enrich and charge (docs/exports.md). */
export interface CompanyCounts {
  /** Rows with a company. */
  companies: number;
  /** Of them, rows whose company is locked for the account. */
  locked: number;
  /** Of them, rows whose (unlocked) company an earlier export of the batch charged. */
  alreadyCharged: number;
  /** Distinct unlocked companies not charged yet: what an export of the batch charges now. */
  chargeable: number;
}

/**
 * Each row's company by the rule of docs/exports.md, in SQL (exports/rows.ts `companyEntryOf` is
 * the same rule on a row at a time; exports.test.ts checks they agree): the selected entry's
 * company, and for exact rows (the match-type rule's range at the threshold) without a selection
 * their best candidate.
 */
function rowCompanies(db: Db, batchId: string, threshold: number) {
  const selected = db
    .selectFrom('match_candidates as c')
    .select(['c.row_id', 'c.provider_id', 'c.data_pack'])
    .where('c.batch_id', '=', batchId)
    .where('c.is_selected', '=', 1)
    .where('c.is_no_match', '=', 0)
    .where('c.provider_id', 'is not', null);
  const exact = db
    .selectFrom('match_results as m')
    .innerJoin('match_candidates as c', (join) =>
      join.onRef('c.batch_id', '=', 'm.batch_id').onRef('c.row_id', '=', 'm.row_id'),
    )
    .select(['c.row_id', 'c.provider_id', 'c.data_pack'])
    .where('m.batch_id', '=', batchId)
    .where('m.is_no_match', '=', 0)
    .where('m.probability', '>', threshold)
    .where('c.is_no_match', '=', 0)
    .where('c.provider_id', 'is not', null)
    .where('c.pos', '=', (eb) =>
      eb
        .selectFrom('match_candidates as b')
        .select((b) => b.fn.min<number>('b.pos').as('pos'))
        .whereRef('b.batch_id', '=', 'm.batch_id')
        .whereRef('b.row_id', '=', 'm.row_id')
        .where('b.is_no_match', '=', 0)
        .where('b.provider_id', 'is not', null),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('match_candidates as s')
            .select('s.pos')
            .whereRef('s.batch_id', '=', 'm.batch_id')
            .whereRef('s.row_id', '=', 'm.row_id')
            .where('s.is_selected', '=', 1),
        ),
      ),
    );
  return selected.unionAll(exact);
}

/** The rows' companies, for tests that compare the SQL rule with companyEntryOf. */
export async function rowCompanyIds(
  db: Db,
  batchId: string,
  threshold: number,
): Promise<{ row_id: number; provider_id: string | null }[]> {
  return db
    .selectFrom(rowCompanies(db, batchId, threshold).as('rc'))
    .select(['rc.row_id', 'rc.provider_id'])
    .orderBy('rc.row_id')
    .execute();
}

/** Counts a batch's companies: with a company, locked, charged before, and to charge now. */
export async function companyCounts(
  db: Db,
  batchId: string,
  threshold: number,
  unlocks: AccountUnlocks,
): Promise<CompanyCounts> {
  const packs = unlocks.dataPacks === null ? null : [...unlocks.dataPacks];
  const row = await db
    .selectFrom(rowCompanies(db, batchId, threshold).as('rc'))
    .leftJoin('export_charges as ch', (join) =>
      join.on('ch.batch_id', '=', batchId).onRef('ch.provider_id', '=', 'rc.provider_id'),
    )
    .select((eb) => {
      // A company is locked when its pack is not among the purchased ones (none purchased: all).
      const locked =
        packs === null
          ? sql<boolean>`0 = 1`
          : packs.length === 0
            ? sql<boolean>`rc.data_pack is not null`
            : sql<boolean>`(rc.data_pack is not null and rc.data_pack not in (${sql.join(packs)}))`;
      return [
        eb.fn.countAll<number>().as('companies'),
        sql<number>`coalesce(sum(case when ${locked} then 1 else 0 end), 0)`.as('locked'),
        sql<number>`coalesce(sum(case when not (${locked}) and ch.provider_id is not null then 1 else 0 end), 0)`.as(
          'already_charged',
        ),
        sql<number>`count(distinct case when not (${locked}) and ch.provider_id is null then rc.provider_id end)`.as(
          'chargeable',
        ),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    companies: Number(row.companies),
    locked: Number(row.locked),
    alreadyCharged: Number(row.already_charged),
    chargeable: Number(row.chargeable),
  };
}

// ------------------------------------------------------------------ preview counts

export async function findPreview(db: Db, batchId: string): Promise<ExportPreviewRecord | undefined> {
  return db.selectFrom('export_previews').selectAll().where('batch_id', '=', batchId).executeTakeFirst();
}

/**
 * Asks for the batch's preview counts at a review state: queued unless a count of that state is
 * queued, running, finished or failed already (`again`: count a finished one again, its account's
 * packs changed). Returns whether a job was queued.
 */
export async function requestPreview(
  db: Db,
  batchId: string,
  state: { reviewVersion: number; threshold: number; again?: boolean },
  now: string,
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const current = await findPreview(trx, batchId);
    if (
      current &&
      current.review_version === state.reviewVersion &&
      current.exact_match_threshold === state.threshold &&
      !(state.again && current.status === 'finished')
    ) {
      return false;
    }
    const values = {
      review_version: state.reviewVersion,
      exact_match_threshold: state.threshold,
      status: 'queued' as const,
      data: null,
      error: null,
      updated_at: now,
    };
    await trx
      .insertInto('export_previews')
      .values({ batch_id: batchId, ...values })
      .onConflict((oc) => oc.column('batch_id').doUpdateSet(values))
      .execute();
    return true;
  });
}

/** Takes the next queued preview and marks it running. */
export async function claimNextPreview(
  db: Db,
  now: string,
  batchId?: string,
): Promise<ExportPreviewRecord | undefined> {
  return writeTransaction(db, async (trx) => {
    const next = await trx
      .selectFrom('export_previews')
      .select('batch_id')
      .where('status', '=', 'queued')
      .$if(batchId !== undefined, (qb) => qb.where('batch_id', '=', batchId!))
      .orderBy('updated_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('export_previews')
      .set({ status: 'running', updated_at: now })
      .where('batch_id', '=', next.batch_id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  });
}

/**
 * Records a preview's outcome, only if the row still stands for the state it was counted for (a
 * review change meanwhile queued a new count, which this must not overwrite).
 */
export async function settlePreview(
  db: Db,
  job: Pick<ExportPreviewRecord, 'batch_id' | 'review_version' | 'exact_match_threshold'>,
  outcome: { data: string } | { error: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('export_previews')
    .set(
      'data' in outcome
        ? { status: 'finished', data: outcome.data, error: null, updated_at: now }
        : { status: 'failed', error: outcome.error, updated_at: now },
    )
    .where('batch_id', '=', job.batch_id)
    .where('review_version', '=', job.review_version)
    .where('exact_match_threshold', '=', job.exact_match_threshold)
    .where('status', '=', 'running')
    .execute();
}

/** Previews a killed process left running: queued again. */
export async function requeueRunningPreviews(db: Db, batchId?: string): Promise<void> {
  await db
    .updateTable('export_previews')
    .set({ status: 'queued' })
    .where('status', '=', 'running')
    .$if(batchId !== undefined, (qb) => qb.where('batch_id', '=', batchId!))
    .execute();
}
