/**
 * Reads and writes of the exports history, the mailed links and the retention sweep
 * (docs/exports.md, Delivery and history). Every read for a user starts at `exportsOf`, so another
 * user's export is "not found" everywhere.
 */
import type { Selectable } from 'kysely';
import { writeTransaction, type Db } from '../db/database.ts';
import type { ExportStatus, ExportsTable, MailLinksTable } from '../db/schema.ts';

export type ExportRecord = Selectable<ExportsTable>;
export type MailLinkRecord = Selectable<MailLinksTable>;

/** The exports a user sees: their own. */
export function exportsOf(db: Db, userId: string) {
  return db.selectFrom('exports').where('exports.user_id', '=', userId);
}

/**
 * True for an id an export can have: `exports.id` is an `integer`, 4 bytes on PostgreSQL, which
 * fails a query with a larger one ("out of range") where it should find nothing.
 */
function isExportId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2 ** 31 - 1;
}

/** One export of one user; another user's export is "not found". */
export async function findUserExport(db: Db, userId: string, id: number): Promise<ExportRecord | undefined> {
  if (!isExportId(id)) return undefined;
  return exportsOf(db, userId).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findExport(db: Db, id: number): Promise<ExportRecord | undefined> {
  return db.selectFrom('exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The batch's latest file export (the highest id: ids grow), whatever its state: product
 * `datacare` only, never an export to a company list or to target 2 (no file to mail).
 */
export async function latestExportOfBatch(db: Db, batchId: string): Promise<ExportRecord | undefined> {
  return db
    .selectFrom('exports')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('product', '=', 'datacare')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What the list filters, sorts and pages on: a few short columns per export. */
export interface HistoryEntry {
  id: number;
  batch_name: string;
  file_name: string;
  created_at: string;
}

/** A user's exports in the given states (all states for null), optionally of one import. */
export async function historyEntries(
  db: Db,
  userId: string,
  filter: { statuses: readonly ExportStatus[] | null; batchId?: string | undefined },
): Promise<HistoryEntry[]> {
  let query = exportsOf(db, userId).select(['id', 'batch_name', 'file_name', 'created_at']);
  if (filter.statuses) query = query.where('status', 'in', filter.statuses);
  if (filter.batchId !== undefined) query = query.where('batch_id', '=', filter.batchId);
  return query.execute();
}

/** An export with what its history item shows besides itself: the user's name, whether its import still exists. */
export interface HistoryRow extends ExportRecord {
  first_name: string | null;
  last_name: string | null;
  /** The import's current tag; null when the import was deleted. */
  batch_tag: string | null;
}

/** The given exports of the user, with user and import; in no particular order. */
export async function historyRows(db: Db, userId: string, ids: readonly number[]): Promise<HistoryRow[]> {
  const known = ids.filter(isExportId);
  if (known.length === 0) return [];
  return db
    .selectFrom('exports')
    .leftJoin('users', 'users.id', 'exports.user_id')
    .leftJoin('import_batches', (join) =>
      join.onRef('import_batches.id', '=', 'exports.batch_id').on('import_batches.state', '=', 'ready'),
    )
    .selectAll('exports')
    .select(['users.first_name as first_name', 'users.name as last_name', 'import_batches.tag as batch_tag'])
    .where('exports.user_id', '=', userId)
    .where('exports.id', 'in', known)
    .execute();
}

/** Marks the export delivered by mail (sendExportViaMail); the first request's time is kept. */
export async function requestMailDelivery(db: Db, exportId: number, now: string): Promise<void> {
  await db
    .updateTable('exports')
    .set((eb) => ({
      delivery: 'mail',
      mail_requested_at: eb.fn.coalesce('mail_requested_at', eb.val(now)),
    }))
    .where('id', '=', exportId)
    .execute();
}

/**
 * The conditions under which an export's mail is due: mail delivery chosen, the file written and
 * kept, and no mail sent yet: either never tried, or tried before `retryBefore` without a sent
 * link (a failed send or a crash in between), as long as the request is younger than
 * `requestedAfter`.
 */
function mailDue(db: Db, times: { retryBefore: string; requestedAfter: string }) {
  return db
    .selectFrom('exports')
    .where('delivery', '=', 'mail')
    .where('status', '=', 'finished')
    .where('stored_file', 'is not', null)
    .where('file_deleted_at', 'is', null)
    .where('mail_requested_at', '>=', times.requestedAfter)
    .where((eb) =>
      eb.or([
        eb('mail_sent_at', 'is', null),
        eb.and([
          eb('mail_sent_at', '<', times.retryBefore),
          eb.not(
            eb.exists(
              eb
                .selectFrom('mail_links')
                .select('mail_links.token')
                .whereRef('mail_links.export_id', '=', 'exports.id')
                .where('mail_links.sent_at', 'is not', null),
            ),
          ),
        ]),
      ]),
    );
}

/** Ids of exports whose mail is due, oldest first. */
export async function exportsDueForMail(
  db: Db,
  times: { retryBefore: string; requestedAfter: string },
  limit: number,
): Promise<number[]> {
  const rows = await mailDue(db, times).select('exports.id').orderBy('exports.id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/**
 * Claims the export's mail for one sender: sets `mail_sent_at` (the claim's time) only while the
 * mail is due, so of two simultaneous deliveries exactly one goes on. True when claimed.
 */
export async function claimExportMail(
  db: Db,
  exportId: number,
  now: string,
  times: { retryBefore: string; requestedAfter: string },
): Promise<boolean> {
  const due = mailDue(db, times).select('exports.id').where('exports.id', '=', exportId);
  const result = await db
    .updateTable('exports')
    .set({ mail_sent_at: now })
    .where('id', 'in', due)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertMailLink(db: Db, link: MailLinksTable): Promise<void> {
  await db.insertInto('mail_links').values(link).execute();
}

export async function markMailLinkSent(
  db: Db,
  token: string,
  values: { sentAt: string; mailFile: string | null },
): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const link = await trx
      .updateTable('mail_links')
      .set({ sent_at: values.sentAt, mail_file: values.mailFile })
      .where('token', '=', token)
      .returning('export_id')
      .executeTakeFirst();
    if (link) {
      await trx
        .updateTable('exports')
        .set({ mail_sent_at: values.sentAt })
        .where('id', '=', link.export_id)
        .execute();
    }
  });
}

export async function deleteMailLink(db: Db, token: string): Promise<void> {
  await db.deleteFrom('mail_links').where('token', '=', token).execute();
}

/** A mailed link of one user with its export; another user's or an unknown token is "not found". */
export async function findUserMailLink(
  db: Db,
  userId: string,
  token: string,
): Promise<{ link: MailLinkRecord; export: ExportRecord } | undefined> {
  const link = await db
    .selectFrom('mail_links')
    .selectAll()
    .where('token', '=', token)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!link) return undefined;
  const found = await findUserExport(db, userId, link.export_id);
  return found ? { link, export: found } : undefined;
}

/**
 * Exports whose file is due for deletion: kept past `file_expires_at`, or, when a record has no
 * expiry, finished before `finishedBefore` (now minus the retention time).
 */
export async function exportsWithExpiredFiles(
  db: Db,
  times: { now: string; finishedBefore: string },
  limit: number,
): Promise<{ id: number; stored_file: string }[]> {
  const rows = await db
    .selectFrom('exports')
    .select(['id', 'stored_file'])
    .where('stored_file', 'is not', null)
    .where('file_deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('file_expires_at', '<=', times.now),
        eb.and([eb('file_expires_at', 'is', null), eb('finished_at', '<=', times.finishedBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, stored_file: r.stored_file! }));
}

export async function markFileDeleted(db: Db, exportId: number, now: string): Promise<void> {
  await db.updateTable('exports').set({ file_deleted_at: now }).where('id', '=', exportId).execute();
}
