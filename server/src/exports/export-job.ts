/**
 * The export job's work, in its worker thread (docs/exports.md): read the batch's rows from the
 * database in file order, write the file to `DATA_DIR/exports/<id>.<type>.tmp`, hand it to the
 * file store (storage/file-store.ts; staged, not yet the key's), then in ONE transaction record
 * the companies charged (export_charges) and the account's activated companies
 * (activated/record.ts), charge the quota (chargeQuotaIn), make the file the export's (the folder
 * store renames it to its final name; the database store marks it ready in that transaction) and
 * mark the export finished. So a failed or killed export charges nothing and a finished one
 * everything; an export whose quota another export used up meanwhile charges nothing and fails
 * with `not_enough_quota`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { ConsolidatedView, DefaultView } from '@datacare/api-client/generated/types';
import { noteActivation, recordActivations, type Activations } from '../activated/record.ts';
import {
  isMissingCompanyTable,
  openCompanyReader,
  type CompanyDatabaseLocation,
} from '../companies/database.ts';
import type { Language } from '../http/language.ts';
import type { DatabaseLocation } from '../db/database.ts';
import { openWorkerDatabase, workerReadTransaction, type WorkerDb } from '../jobs/worker-db.ts';
import { chargeQuotaIn } from '../quota/service.ts';
import { openFileStore, type FileStoreLocation, type StagedFile } from '../storage/file-store.ts';
import { accountUnlocks } from './account.ts';
import { chooseConsolidated, planSheets, shapeOfBatch } from './columns.ts';
import {
  batchRows,
  companyDatabaseLookup,
  noCompanyDatabase,
  rowsPerChunk,
  type CompanyLookup,
} from './rows.ts';
import { exportFileKey, exportsDir, findExport, storedFileName, temporaryFilePath } from './storage.ts';
import { writeCsv, writeXlsx, type RowPasses } from './writers.ts';
import { writeTransaction } from '../db/database.ts';

/** The options an export was queued with (exports.options): the request's and the user's language. */
export interface StoredExportOptions {
  exportFileType: 'xlsx' | 'csv';
  delimiter: ';' | ',';
  defaultView: DefaultView;
  consolidatedView: ConsolidatedView;
  numExports: number;
  language: Language;
}

/**
 * Points where a test process holds the job until it is killed (killed.test.ts): after the first
 * chunk is written, when the file is complete but nothing is recorded, and inside the finishing
 * transaction after the charges were written and after the file got its final name. Never set by
 * the server.
 */
export type HoldPoint = 'writing' | 'written' | 'charged' | 'renamed';

export interface ExportTaskInput {
  exportId: number;
  dataDir: string;
  database: DatabaseLocation;
  /** The company database (companyDatabaseLocation): the provider's current data of the rows. */
  companies: CompanyDatabaseLocation;
  /** The app clock at the job's start (ms): the quota month and the times recorded. */
  now: number;
  retentionDays: number;
  /** Where finished files are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStoreLocation;
  hold?: { point: HoldPoint; marker: string };
}

export type ExportTaskOutput =
  | { outcome: 'finished'; numRows: number; numEntities: number; numCharged: number; fileSize: number }
  | { outcome: 'not_enough_quota' }
  /** The import was deleted while the export waited: nothing written, nothing charged. */
  | { outcome: 'import_deleted' }
  /** The export was no longer running (recovered by another process): nothing done. */
  | { outcome: 'gone' };

/** The quota no longer covers the export: rolls its finishing transaction back. */
class QuotaRefused extends Error {
  constructor() {
    super('not_enough_quota');
  }
}

function hold(input: ExportTaskInput, point: HoldPoint): void {
  if (input.hold?.point !== point) return;
  writeFileSync(input.hold.marker, point);
  // Until the process is killed: this is the moment the test wants to kill it in.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Companies of the export: rows enriched, and the distinct companies to charge. */
interface Tally {
  rows: number;
  enriched: number;
  companies: Set<string>;
  /** The charged companies' data for the account's activated companies (activated/record.ts). */
  activations: Activations;
}

function tallied(passes: RowPasses, tally: Tally): RowPasses {
  let first = true;
  return () => {
    const counting = first;
    first = false;
    const source = passes();
    if (!counting) return source;
    return (async function* () {
      for await (const chunk of source) {
        for (const row of chunk) {
          tally.rows += 1;
          if (row.company && !row.company.locked) {
            tally.enriched += 1;
            tally.companies.add(row.company.providerId);
            noteActivation(tally.activations, row.company);
          }
        }
        yield chunk;
      }
    })();
  };
}

/**
 * Opens the company database (SQLite file or PostgreSQL schema; a string is a SQLite file) for
 * reading; without one (no file, no tables in the schema) every row uses its snapshot.
 */
export function openCompanyLookup(companies: CompanyDatabaseLocation | string): {
  lookup: CompanyLookup;
  close: () => Promise<void>;
} {
  const db = openCompanyReader(
    typeof companies === 'string' ? { kind: 'sqlite', file: companies } : companies,
  );
  if (!db) return { lookup: noCompanyDatabase, close: async () => {} };
  const read = companyDatabaseLookup(db);
  const lookup: CompanyLookup = async (ids) => {
    try {
      return await read(ids);
    } catch (error) {
      if (isMissingCompanyTable(error)) return noCompanyDatabase(ids);
      throw error;
    }
  };
  return { lookup, close: () => db.destroy() };
}

/** Runs one export job (the export is 'running'); `db` is this worker's connection. */
export async function runExportTask(
  db: WorkerDb,
  input: ExportTaskInput,
  onHold: (point: HoldPoint) => void = (point) => hold(input, point),
): Promise<ExportTaskOutput> {
  const jobStarted = performance.now();
  const record = await findExport(db, input.exportId);
  if (!record || record.status !== 'running') return { outcome: 'gone' };
  if (record.batch_id === null) return { outcome: 'import_deleted' };
  if (record.user_id === null) throw new Error('The account of the export was removed.');
  const userId = record.user_id;
  const batch = await db
    .selectFrom('import_batches')
    .select(['id', 'columns', 'mapping', 'additional_columns', 'exact_match_threshold'])
    .where('id', '=', record.batch_id)
    .executeTakeFirst();
  if (!batch) return { outcome: 'import_deleted' };
  const options = JSON.parse(record.options) as StoredExportOptions;
  const unlocks = await accountUnlocks(db, userId);
  const shape = shapeOfBatch(batch);
  const consolidated = options.consolidatedView.export
    ? chooseConsolidated(shape, unlocks, options.language, {
        mapping: options.consolidatedView.customColumnMapping.mapping,
        additional: options.consolidatedView.customColumnMapping.additionalCustomerColumnsMapping,
      })
    : null;
  const sheets = planSheets(shape, unlocks, options.language, {
    defaultView: options.defaultView,
    consolidated,
  });

  const fileType = record.file_type;
  mkdirSync(exportsDir(input.dataDir), { recursive: true });
  const temporary = temporaryFilePath(input.dataDir, record.id, fileType);
  const files = openFileStore(input.files ?? { kind: 'folder', dir: input.dataDir }, db);
  rmSync(temporary, { force: true });

  const companies = openCompanyLookup(input.companies);
  const tally: Tally = { rows: 0, enriched: 0, companies: new Set(), activations: new Map() };
  try {
    await workerReadTransaction(db, async (snapshot) => {
      let chunks = 0;
      const passes: RowPasses = () =>
        (async function* () {
          for await (const chunk of batchRows(snapshot, {
            batchId: batch.id,
            threshold: batch.exact_match_threshold,
            unlocks,
            companies: companies.lookup,
            chunkSize: rowsPerChunk(shape.columns.length),
          })) {
            yield chunk;
            if (++chunks === 1) onHold('writing');
          }
        })();
      const counted = tallied(passes, tally);
      if (fileType === 'csv') await writeCsv(temporary, sheets[0]!, counted, options.delimiter);
      else await writeXlsx(temporary, sheets, counted);
    });
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    await companies.close();
  }
  onHold('written');

  let staged: StagedFile;
  try {
    staged = await files.stage(exportFileKey(storedFileName(record.id, fileType)), temporary);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  const fileSize = staged.size;
  const finishedAt = input.now + (performance.now() - jobStarted);
  const charged = [...tally.companies];
  try {
    const numCharged = await writeTransaction(db, async (trx) => {
      const current = await findExport(trx, record.id);
      if (!current || current.status !== 'running') return null;
      let inserted = 0;
      for (let start = 0; start < charged.length; start += 500) {
        const result = await trx
          .insertInto('export_charges')
          .values(
            charged.slice(start, start + 500).map((providerId) => ({
              batch_id: batch.id,
              provider_id: providerId,
              export_id: record.id,
              charged_at: new Date(finishedAt).toISOString(),
            })),
          )
          .onConflict((oc) => oc.columns(['batch_id', 'provider_id']).doNothing())
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      await recordActivations(trx, {
        userId,
        exportId: record.id,
        batchId: batch.id,
        at: new Date(finishedAt).toISOString(),
        activations: tally.activations,
      });
      const charge = await chargeQuotaIn(trx, userId, { numRequested: inserted }, input.now);
      if (!charge.charged) throw new QuotaRefused();
      onHold('charged');
      // The file becomes the export's before the commit: a finished export always has its file. A
      // crash after the folder store's rename leaves the export running (recovered and written
      // again over it); the database store's version becomes ready with this transaction only.
      // On PostgreSQL a transaction that lost a race runs again (db/database.ts writeTransaction):
      // the folder store moves the file once, the database store's statements run again.
      await staged.commit(trx);
      onHold('renamed');
      await trx
        .updateTable('exports')
        .set({
          status: 'finished',
          stored_file: storedFileName(record.id, fileType),
          file_size: fileSize,
          num_rows: tally.rows,
          num_entities: tally.enriched,
          num_charged: inserted,
          error: null,
          finished_at: new Date(finishedAt).toISOString(),
          file_expires_at: new Date(finishedAt + input.retentionDays * DAY_MS).toISOString(),
        })
        .where('id', '=', record.id)
        .execute();
      return inserted;
    });
    if (numCharged === null) {
      await staged.discard();
      return { outcome: 'gone' };
    }
    return { outcome: 'finished', numRows: tally.rows, numEntities: tally.enriched, numCharged, fileSize };
  } catch (error) {
    await staged.discard().catch(() => {});
    if (error instanceof QuotaRefused) return { outcome: 'not_enough_quota' };
    throw error;
  }
}

/** This worker's connections to application databases, by location (one in practice). */
const connections = new Map<string, WorkerDb>();

/** The worker's connection to the application database (SQLite file or PostgreSQL, ADR 013). */
export function workerConnection(location: DatabaseLocation, intent: Int32Array): WorkerDb {
  const key = location.kind === 'sqlite' ? `sqlite:${location.file}` : location.url;
  let db = connections.get(key);
  if (!db) connections.set(key, (db = openWorkerDatabase(location, intent)));
  return db;
}
