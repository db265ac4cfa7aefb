import { sql, type Kysely } from 'kysely';

/**
 * Activated companies (issue 16, docs/exports.md 'Activated companies').
 *
 * - `activated_companies`: one row per account and provider company the account has exported with
 *   quota, with the company's name, address, country and website as the charging export wrote them
 *   and when it was first charged. Charges live per import in `export_charges`; this table keeps
 *   the data next to the account so the list can page, search and sort in SQL (the company data
 *   itself is in the separate DATA_DIR/companies.sqlite). `*_key` are folded texts
 *   (activated/keys.ts) the list searches and sorts on; `data_source` says where the data came
 *   from: 'export' (the charging export's provider values), 'candidate' (this migration's backfill
 *   from the stored candidate snapshot), 'pending' (a charge whose import was deleted before this
 *   migration: filled from the company database by the activated-export kind at start, then
 *   'companies') or 'missing' (not in the company database either). Written in the transaction that records the
 *   charge (exports/export-job.ts); removed with the account.
 * - `activated_exports`: an xlsx of activated companies (exportCompanies, exportSelectedCompanies):
 *   the job record (queued, running, finished, failed) and the file's owner in one. `file_name` is
 *   the random name the download asks for (`activated-<random>.xlsx`); only `user_id` may fetch
 *   it. Files expire after EXPORT_RETENTION_DAYS like exports (`file_expires_at`,
 *   `file_deleted_at`).
 *
 * The backfill fills the table from the charges made before this migration, in TypeScript over
 * portable queries (the snapshot is JSON text; extracting it in SQL differs between SQLite and
 * PostgreSQL): the account is the charging export's, the time the earliest charge, the data the
 * import's stored candidate snapshot of the company (`match_candidates.data`).
 */

/** The tables the backfill reads and writes, as they are at this migration. */
interface BackfillSchema {
  export_charges: { batch_id: string; provider_id: string; export_id: number; charged_at: string };
  exports: { id: number; user_id: string | null };
  match_candidates: {
    batch_id: string;
    row_id: number;
    provider_id: string | null;
    is_no_match: number;
    data_pack: string | null;
    data: string | null;
  };
  activated_companies: ActivatedRow;
}

interface ActivatedRow {
  user_id: string;
  provider_id: string;
  company_name: string | null;
  zip: string | null;
  location: string | null;
  street: string | null;
  country: string | null;
  url: string | null;
  data_pack: string | null;
  name_key: string;
  location_key: string;
  zip_key: string;
  country_key: string;
  data_source: string;
  activated_at: string;
}

/** The folding rule of activated/keys.ts `foldKey` as it was at this migration (frozen). */
function fold(text: string | null): string {
  if (text === null) return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

interface Snapshot {
  company_name: string | null;
  zip: string | null;
  location: string | null;
  street: string | null;
  country: string | null;
  url: string | null;
  data_pack: string | null;
}

function snapshotOf(data: string | null, dataPack: string | null): Snapshot | null {
  if (data === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Partial<Record<string, unknown>>;
  return {
    company_name: textOf(record.company_name),
    zip: textOf(record.zip),
    location: textOf(record.location),
    street: textOf(record.street),
    country: textOf(record.country),
    url: textOf(record.url),
    data_pack: dataPack,
  };
}

const CANDIDATE_ROWS = 2000;
const INSERT_ROWS = 500;

async function backfill(db: Kysely<BackfillSchema>): Promise<void> {
  const batches = await db
    .selectFrom('export_charges')
    .select('batch_id')
    .distinct()
    .orderBy('batch_id')
    .execute();
  for (const { batch_id: batchId } of batches) {
    const charges = await db
      .selectFrom('export_charges as ch')
      .innerJoin('exports as e', 'e.id', 'ch.export_id')
      .select(['ch.provider_id', 'ch.charged_at', 'e.user_id'])
      .where('ch.batch_id', '=', batchId)
      .where('e.user_id', 'is not', null)
      .execute();
    if (charges.length === 0) continue;
    const wanted = new Set(charges.map((c) => c.provider_id));
    const found = new Map<string, Snapshot>();
    const last = await db
      .selectFrom('match_candidates')
      .select((eb) => eb.fn.max('row_id').as('max_row'))
      .where('batch_id', '=', batchId)
      .executeTakeFirst();
    const maxRow = Number(last?.max_row ?? 0);
    for (let after = 0; after < maxRow && found.size < wanted.size; after += CANDIDATE_ROWS) {
      const candidates = await db
        .selectFrom('match_candidates')
        .select(['provider_id', 'data', 'data_pack'])
        .where('batch_id', '=', batchId)
        .where('row_id', '>', after)
        .where('row_id', '<=', after + CANDIDATE_ROWS)
        .where('is_no_match', '=', 0)
        .where('provider_id', 'is not', null)
        .execute();
      for (const candidate of candidates) {
        const id = candidate.provider_id!;
        if (!wanted.has(id) || found.has(id)) continue;
        const snapshot = snapshotOf(candidate.data, candidate.data_pack);
        if (snapshot) found.set(id, snapshot);
      }
    }
    const rows: ActivatedRow[] = charges.map((charge) => {
      const snapshot = found.get(charge.provider_id);
      return {
        user_id: charge.user_id!,
        provider_id: charge.provider_id,
        company_name: snapshot?.company_name ?? null,
        zip: snapshot?.zip ?? null,
        location: snapshot?.location ?? null,
        street: snapshot?.street ?? null,
        country: snapshot?.country ?? null,
        url: snapshot?.url ?? null,
        data_pack: snapshot?.data_pack ?? null,
        name_key: fold(snapshot?.company_name ?? null),
        location_key: fold(snapshot?.location ?? null),
        zip_key: fold(snapshot?.zip ?? null),
        country_key: fold(snapshot?.country ?? null),
        data_source: snapshot ? 'candidate' : 'pending',
        activated_at: charge.charged_at,
      };
    });
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      await db
        .insertInto('activated_companies')
        .values(rows.slice(start, start + INSERT_ROWS))
        .onConflict((oc) =>
          oc.columns(['user_id', 'provider_id']).doUpdateSet(() => {
            // The same company charged to the account by several imports: the earliest charge, and
            // the data of a snapshot when the row had none yet.
            const fromPending = (column: keyof ActivatedRow) =>
              sql<string>`case when ${sql.ref('activated_companies.data_source')} = 'pending' then ${sql.ref(`excluded.${column}`)} else ${sql.ref(`activated_companies.${column}`)} end`;
            return {
              activated_at: sql<string>`case when ${sql.ref('excluded.activated_at')} < ${sql.ref('activated_companies.activated_at')} then ${sql.ref('excluded.activated_at')} else ${sql.ref('activated_companies.activated_at')} end`,
              company_name: fromPending('company_name'),
              zip: fromPending('zip'),
              location: fromPending('location'),
              street: fromPending('street'),
              country: fromPending('country'),
              url: fromPending('url'),
              data_pack: fromPending('data_pack'),
              name_key: fromPending('name_key'),
              location_key: fromPending('location_key'),
              zip_key: fromPending('zip_key'),
              country_key: fromPending('country_key'),
              data_source: fromPending('data_source'),
            };
          }),
        )
        .execute();
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activated_companies')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text')
    .addColumn('zip', 'text')
    .addColumn('location', 'text')
    .addColumn('street', 'text')
    .addColumn('country', 'text')
    .addColumn('url', 'text')
    .addColumn('data_pack', 'text')
    .addColumn('name_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('zip_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('country_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('data_source', 'text', (col) => col.notNull())
    .addColumn('activated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('activated_companies_pk', ['user_id', 'provider_id'])
    .execute();
  await db.schema
    .createIndex('activated_companies_name')
    .on('activated_companies')
    .columns(['user_id', 'name_key'])
    .execute();
  await db.schema
    .createIndex('activated_companies_location')
    .on('activated_companies')
    .columns(['user_id', 'location_key'])
    .execute();
  await db.schema
    .createIndex('activated_companies_time')
    .on('activated_companies')
    .columns(['user_id', 'activated_at'])
    .execute();
  await db.schema
    .createIndex('activated_companies_pending')
    .on('activated_companies')
    .columns(['user_id', 'provider_id'])
    .where(sql.ref('data_source'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('activated_exports')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'text', (col) => col.notNull().unique())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('selection', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('num_companies', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('file_size', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('file_expires_at', 'text')
    .addColumn('file_deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('activated_exports_status')
    .on('activated_exports')
    .columns(['status', 'file_expires_at'])
    .execute();

  await backfill(db as unknown as Kysely<BackfillSchema>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activated_exports').execute();
  await db.schema.dropTable('activated_companies').execute();
}
