/**
 * The work of the 'activated_export' kind in its worker thread (jobs.ts, worker.ts):
 *
 * - writing an xlsx of the account's activated companies: the ones matching the filters (by name)
 *   or the chosen ids (in the order given), each with the provider's current data from the
 *   company database (the same look-up as the export; a company that has left it keeps the data
 *   the list shows), through the export's xlsx writer (bold frozen head, formula injection
 *   neutralised, memory flat). A company whose data pack the account no longer has is written
 *   as its id and the locked mark only, and fields not unlocked for the account are left out, as
 *   the export does (docs/exports.md 'Locked companies', 'Locked fields');
 * - once at start, filling the rows the migration's backfill left without data ('pending') from
 *   the company database.
 */
import { mkdirSync, rmSync } from 'node:fs';
import {
  isMissingCompanyTable,
  openCompanyReader,
  type CompanyDatabaseLocation,
} from '../companies/database.ts';
import { writeTransaction, type Db } from '../db/database.ts';
import { accountUnlocks, isFieldOpen, isPackOpen, type AccountUnlocks } from '../exports/account.ts';
import type { PlannedColumn, SheetPlan } from '../exports/columns.ts';
import { openCompanyLookup } from '../exports/export-job.ts';
import {
  EXPORT_FIELDS,
  FILE_TEXTS,
  NUMERIC_FIELDS,
  fieldLabel,
  type ExportField,
} from '../exports/fields.ts';
import {
  snapshotValues,
  type CompanyLookup,
  type ExportRow,
  type ProviderField,
  type ProviderValues,
} from '../exports/rows.ts';
import type { CellValue } from '../exports/values.ts';
import { writeXlsx, type RowPasses } from '../exports/writers.ts';
import type { Language } from '../http/language.ts';
import { workerReadTransaction, type WorkerDb } from '../jobs/worker-db.ts';
import { openFileStore, type FileStoreLocation } from '../storage/file-store.ts';
import { activatedRow } from './record.ts';
import {
  activatedExportsDir,
  activatedFileKey,
  activatedTemporaryPath,
  filteredCompanies,
  findActivatedExport,
  type ActivatedCompanyRecord,
  type ActivatedSelection,
} from './storage.ts';
import { ACTIVATED_FILE_TEXTS } from './texts.ts';

export interface ActivatedExportTaskInput {
  exportId: number;
  dataDir: string;
  /** The company database (companyDatabaseLocation). */
  companies: CompanyDatabaseLocation;
  /** Where finished files are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStoreLocation;
}

export type ActivatedExportTaskOutput =
  | { outcome: 'written'; numCompanies: number; fileSize: number }
  /** The export was no longer running (recovered by another process): nothing written. */
  | { outcome: 'gone' };

/** Companies read at a time. */
const CHUNK = 500;

/** The columns of the file: id, locked mark, activation time, then the provider's unlocked fields. */
export function activatedSheet(lang: Language, unlocks: AccountUnlocks): SheetPlan {
  const texts = FILE_TEXTS[lang];
  const columns: PlannedColumn[] = [
    { header: texts.providerId, numeric: false, value: (row) => row.company?.providerId ?? null },
    { header: texts.locked, numeric: false, value: (row) => (row.company?.locked ? texts.yes : null) },
    { header: ACTIVATED_FILE_TEXTS[lang].activatedAt, numeric: false, value: (row) => row.cells[0] ?? null },
  ];
  const fields = EXPORT_FIELDS.filter(
    (f): f is ProviderField & ExportField => f !== 'ext_id' && f !== 'provider_id' && isFieldOpen(unlocks, f),
  );
  for (const field of fields) {
    columns.push({
      header: fieldLabel(lang, field),
      numeric: NUMERIC_FIELDS.has(field),
      value: (row) => shown(lang, field, row.company?.values?.[field] ?? null),
    });
  }
  return { name: ACTIVATED_FILE_TEXTS[lang].sheet, columns };
}

/** Register statuses in the user's language, as the export shows them. */
function shown(lang: Language, field: ProviderField, value: CellValue): CellValue {
  if (field === 'status' && typeof value === 'string') {
    const texts = FILE_TEXTS[lang].status;
    return Object.hasOwn(texts, value) ? texts[value as keyof typeof texts] : value;
  }
  return value;
}

/** '2026-03-02T09:00:00.000Z' as '2026-03-02 09:00'. */
function timeText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** The data the list keeps, as provider data (for a company no longer in the company database). */
function keptValues(company: ActivatedCompanyRecord): ProviderValues {
  return snapshotValues(
    company.provider_id,
    JSON.stringify({
      company_name: company.company_name,
      zip: company.zip,
      location: company.location,
      street: company.street,
      country: company.country,
      url: company.url,
    }),
  );
}

/** A chunk of activated companies as rows of the export's writer. */
async function rowsOf(
  companies: readonly ActivatedCompanyRecord[],
  unlocks: AccountUnlocks,
  lookup: CompanyLookup,
  firstRow: number,
): Promise<ExportRow[]> {
  const open = companies.filter((c) => isPackOpen(unlocks, c.data_pack)).map((c) => c.provider_id);
  const current = open.length > 0 ? await lookup(open) : new Map<string, ProviderValues>();
  return companies.map((company, i) => {
    const locked = !isPackOpen(unlocks, company.data_pack);
    return {
      rowId: firstRow + i,
      cells: [timeText(company.activated_at)],
      matchType: null,
      remembered: false,
      source: 'selected',
      company: {
        providerId: company.provider_id,
        probability: 1,
        dataPack: company.data_pack,
        locked,
        values: locked ? null : (current.get(company.provider_id) ?? keptValues(company)),
      },
    };
  });
}

/** The selected companies a chunk at a time: by folded name for filters, in the given order for ids. */
async function* selectedCompanies(
  db: WorkerDb,
  userId: string,
  selection: ActivatedSelection,
): AsyncGenerator<ActivatedCompanyRecord[]> {
  if ('ids' in selection) {
    for (let start = 0; start < selection.ids.length; start += CHUNK) {
      const ids = selection.ids.slice(start, start + CHUNK);
      const found = new Map(
        (
          await db
            .selectFrom('activated_companies')
            .selectAll()
            .where('user_id', '=', userId)
            .where('provider_id', 'in', ids)
            .execute()
        ).map((c) => [c.provider_id, c]),
      );
      const chunk = ids.flatMap((id) => found.get(id) ?? []);
      if (chunk.length > 0) yield chunk;
    }
    return;
  }
  let after: { name: string; id: string } | null = null;
  for (;;) {
    let query = filteredCompanies(db, userId, selection.filters);
    if (after) {
      const { name, id } = after;
      query = query.where((eb) =>
        eb.or([eb('name_key', '>', name), eb.and([eb('name_key', '=', name), eb('provider_id', '>', id)])]),
      );
    }
    const chunk = await query.selectAll().orderBy('name_key').orderBy('provider_id').limit(CHUNK).execute();
    if (chunk.length === 0) return;
    yield chunk;
    const last = chunk[chunk.length - 1]!;
    after = { name: last.name_key, id: last.provider_id };
    if (chunk.length < CHUNK) return;
  }
}

/** Writes one export's file (the export is 'running'); `db` is this worker's connection. */
export async function runActivatedExportTask(
  db: WorkerDb,
  input: ActivatedExportTaskInput,
): Promise<ActivatedExportTaskOutput> {
  const record = await findActivatedExport(db, input.exportId);
  if (!record || record.status !== 'running') return { outcome: 'gone' };
  if (record.user_id === null) throw new Error('The account of the export was removed.');
  const userId = record.user_id;
  const unlocks = await accountUnlocks(db, userId);
  const selection = JSON.parse(record.selection) as ActivatedSelection;
  const sheet = activatedSheet(record.language, unlocks);

  mkdirSync(activatedExportsDir(input.dataDir), { recursive: true });
  const temporary = activatedTemporaryPath(input.dataDir, record.file_name);
  rmSync(temporary, { force: true });
  const companies = openCompanyLookup(input.companies);
  const files = openFileStore(input.files ?? { kind: 'folder', dir: input.dataDir }, db);
  let numCompanies = 0;
  let fileSize: number;
  try {
    await workerReadTransaction(db, async (snapshot) => {
      const passes: RowPasses = () =>
        (async function* () {
          let written = 0;
          for await (const chunk of selectedCompanies(snapshot, userId, selection)) {
            const rows = await rowsOf(chunk, unlocks, companies.lookup, written + 1);
            written += rows.length;
            yield rows;
          }
        })();
      numCompanies = await writeXlsx(temporary, [sheet], passes);
    });
    // The file store's now (moved into the folder, or copied into the database).
    fileSize = await files.put(activatedFileKey(record.file_name), temporary);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    await companies.close();
  }
  return { outcome: 'written', numCompanies, fileSize };
}

export interface FillTaskInput {
  /** The company database (companyDatabaseLocation). */
  companies: CompanyDatabaseLocation;
}

/**
 * Fills the activated companies the migration's backfill found no snapshot for (their import was
 * deleted before it) from the company database; those not in it are marked 'missing' and keep
 * their id only. Without a company database nothing changes (the next start tries again).
 */
export async function fillPendingCompanies(
  db: Db | WorkerDb,
  input: FillTaskInput,
): Promise<{ filled: number; missing: number }> {
  const outcome = { filled: 0, missing: 0 };
  const companiesDb = openCompanyReader(input.companies);
  if (!companiesDb) return outcome;
  try {
    // No tables in the PostgreSQL schema yet: like no SQLite file, nothing changes.
    try {
      await companiesDb.selectFrom('companies').select('id').limit(1).execute();
    } catch (error) {
      if (isMissingCompanyTable(error)) return outcome;
      throw error;
    }
    let after: { user: string; id: string } | null = null;
    for (;;) {
      let query = db
        .selectFrom('activated_companies')
        .select(['user_id', 'provider_id', 'activated_at'])
        .where('data_source', '=', 'pending');
      if (after) {
        const { user, id } = after;
        query = query.where((eb) =>
          eb.or([eb('user_id', '>', user), eb.and([eb('user_id', '=', user), eb('provider_id', '>', id)])]),
        );
      }
      const pending = await query.orderBy('user_id').orderBy('provider_id').limit(CHUNK).execute();
      if (pending.length === 0) break;
      const ids = [...new Set(pending.map((p) => p.provider_id))];
      const found = new Map(
        (
          await companiesDb
            .selectFrom('companies')
            .select([
              'provider_id',
              'company_name',
              'zip',
              'location',
              'street',
              'country',
              'url',
              'data_pack',
            ])
            .where('provider_id', 'in', ids)
            .execute()
        ).map((c) => [c.provider_id, c]),
      );
      await writeTransaction(db, async (trx) => {
        for (const row of pending) {
          const company = found.get(row.provider_id);
          const update = company
            ? activatedRow(
                row.user_id,
                row.provider_id,
                {
                  company_name: company.company_name,
                  zip: company.zip,
                  location: company.location,
                  street: company.street,
                  country: company.country,
                  url: company.url,
                  data_pack: company.data_pack,
                },
                'companies',
                row.activated_at,
              )
            : { data_source: 'missing' as const };
          await trx
            .updateTable('activated_companies')
            .set(update)
            .where('user_id', '=', row.user_id)
            .where('provider_id', '=', row.provider_id)
            .where('data_source', '=', 'pending')
            .execute();
          if (company) outcome.filled++;
          else outcome.missing++;
        }
      });
      const last = pending[pending.length - 1]!;
      after = { user: last.user_id, id: last.provider_id };
      if (pending.length < CHUNK) break;
    }
  } finally {
    await companiesDb.destroy();
  }
  return outcome;
}
