/**
 * Recording activated companies where the quota is charged (docs/exports.md 'Activated
 * companies'): the export job notes each enriched, unlocked company's provider values as it writes
 * the file (the data the file carries: the company database's current record, else the snapshot of
 * matching time), and its finishing transaction, right after inserting `export_charges`, writes the
 * companies this export charged into `activated_companies`. So a company is activated exactly
 * when its charge commits, never twice, and a killed or refused export activates nothing.
 */
import type { Kysely } from 'kysely';
import type { ActivatedCompaniesTable, DatabaseSchema } from '../db/schema.ts';
import type { RowCompany } from '../exports/rows.ts';
import { foldKey } from './keys.ts';

/** What the list keeps of a company: its name, address, country and website, and its data pack. */
export interface ActivationData {
  company_name: string | null;
  zip: string | null;
  location: string | null;
  street: string | null;
  country: string | null;
  url: string | null;
  data_pack: string | null;
}

/** The companies an export enriches, by provider id (one entry per company, the first row's values). */
export type Activations = Map<string, ActivationData>;

function text(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

/** Notes an enriched company of a row (a locked one or one without values is never charged). */
export function noteActivation(activations: Activations, company: RowCompany): void {
  if (company.locked || !company.values || activations.has(company.providerId)) return;
  const values = company.values;
  activations.set(company.providerId, {
    company_name: text(values.company_name),
    zip: text(values.zip),
    location: text(values.location),
    street: text(values.street),
    country: text(values.country),
    url: text(values.url),
    data_pack: company.dataPack,
  });
}

/** A row of `activated_companies` from a company's data, with its folded keys. */
export function activatedRow(
  userId: string,
  providerId: string,
  data: ActivationData,
  source: ActivatedCompaniesTable['data_source'],
  activatedAt: string,
): ActivatedCompaniesTable {
  return {
    user_id: userId,
    provider_id: providerId,
    ...data,
    name_key: foldKey(data.company_name),
    location_key: foldKey(data.location),
    zip_key: foldKey(data.zip),
    country_key: foldKey(data.country),
    data_source: source,
    activated_at: activatedAt,
  };
}

const INSERT_ROWS = 500;

/**
 * Inside the export's finishing transaction, after its charges were inserted: the companies this
 * export charged (`export_charges.export_id`, the ones inserted now) become the account's
 * activated companies. One already activated through another import keeps its first activation
 * time and takes the newer data.
 */
export async function recordActivations(
  trx: Kysely<DatabaseSchema>,
  charge: { userId: string; exportId: number; batchId: string; at: string; activations: Activations },
): Promise<number> {
  const charged = await trx
    .selectFrom('export_charges')
    .select('provider_id')
    .where('batch_id', '=', charge.batchId)
    .where('export_id', '=', charge.exportId)
    .execute();
  const rows: ActivatedCompaniesTable[] = [];
  const pending: ActivatedCompaniesTable[] = [];
  for (const { provider_id: providerId } of charged) {
    const data = charge.activations.get(providerId);
    // Every charged company was noted while the file was written; one that was not waits for its
    // data from the company database (the fill at start), never overwriting data already kept.
    if (data) rows.push(activatedRow(charge.userId, providerId, data, 'export', charge.at));
    else pending.push(activatedRow(charge.userId, providerId, EMPTY, 'pending', charge.at));
  }
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    await trx
      .insertInto('activated_companies')
      .values(rows.slice(start, start + INSERT_ROWS))
      .onConflict((oc) =>
        oc.columns(['user_id', 'provider_id']).doUpdateSet((eb) => ({
          company_name: eb.ref('excluded.company_name'),
          zip: eb.ref('excluded.zip'),
          location: eb.ref('excluded.location'),
          street: eb.ref('excluded.street'),
          country: eb.ref('excluded.country'),
          url: eb.ref('excluded.url'),
          data_pack: eb.ref('excluded.data_pack'),
          name_key: eb.ref('excluded.name_key'),
          location_key: eb.ref('excluded.location_key'),
          zip_key: eb.ref('excluded.zip_key'),
          country_key: eb.ref('excluded.country_key'),
          data_source: eb.ref('excluded.data_source'),
        })),
      )
      .execute();
  }
  for (let start = 0; start < pending.length; start += INSERT_ROWS) {
    await trx
      .insertInto('activated_companies')
      .values(pending.slice(start, start + INSERT_ROWS))
      .onConflict((oc) => oc.columns(['user_id', 'provider_id']).doNothing())
      .execute();
  }
  return rows.length + pending.length;
}

const EMPTY: ActivationData = Object.freeze({
  company_name: null,
  zip: null,
  location: null,
  street: null,
  country: null,
  url: null,
  data_pack: null,
});
