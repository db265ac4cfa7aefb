/**
 * Where the index comes from: the company database (ADR 004), read in one pass in id order with
 * the former names and addresses merged in from their own tables (three sorted scans, no lookups
 * per company), and the fingerprint that tells whether a cached index still matches it.
 */
import type Database from 'better-sqlite3';
import type { FormerAddress } from '../../companies/model.ts';
import type { IndexableCompany } from './build.ts';

interface CompanyRow extends Omit<IndexableCompany, 'former_names' | 'former_addresses'> {
  id: number;
}

/** Every company of the database with its former names and addresses, in id order. */
export function* readIndexableCompanies(sqlite: Database.Database): Generator<IndexableCompany> {
  const companies = sqlite
    .prepare(
      `select id, provider_id, company_name, legal_form, street, street_name, street_number, zip, location,
              country, country_code, hr_id, hr_location, vat_id, email, phone, fax, url, status, data_pack
       from companies order by id`,
    )
    .iterate() as IterableIterator<CompanyRow>;
  // Three statements iterate at once: each needs its own connection-level cursor, which
  // better-sqlite3 allows for reads.
  const names = sqlite
    .prepare('select company_id, company_name from company_former_names order by company_id, position')
    .iterate() as IterableIterator<{ company_id: number; company_name: string }>;
  const addresses = sqlite
    .prepare(
      'select company_id, street, zip, location, country_code from company_former_addresses order by company_id, position',
    )
    .iterate() as IterableIterator<FormerAddress & { company_id: number }>;
  let name = names.next();
  let address = addresses.next();
  for (const row of companies) {
    const formerNames: string[] = [];
    while (!name.done && name.value.company_id < row.id) name = names.next();
    while (!name.done && name.value.company_id === row.id) {
      formerNames.push(name.value.company_name);
      name = names.next();
    }
    const formerAddresses: FormerAddress[] = [];
    while (!address.done && address.value.company_id < row.id) address = addresses.next();
    while (!address.done && address.value.company_id === row.id) {
      const { street, zip, location, country_code } = address.value;
      formerAddresses.push({ street, zip, location, country_code });
      address = addresses.next();
    }
    const { id: _id, ...company } = row;
    yield { ...company, former_names: formerNames, former_addresses: formerAddresses };
  }
}

/**
 * A fingerprint of the company database's content: counts and id range of the three tables plus
 * the loaded data's facts (company_meta: source, seed, count, updated_at, which every generate
 * and import rewrites). Cheap (index-only counts), and different after any load.
 */
export function companySourceFingerprint(sqlite: Database.Database): string {
  const companies = sqlite
    .prepare('select count(*) as n, coalesce(min(id), 0) as min, coalesce(max(id), 0) as max from companies')
    .get() as { n: number; min: number; max: number };
  const names = sqlite.prepare('select count(*) as n from company_former_names').get() as { n: number };
  const addresses = sqlite.prepare('select count(*) as n from company_former_addresses').get() as {
    n: number;
  };
  const meta = sqlite
    .prepare("select key, value from company_meta where key <> 'pending_indexes' order by key")
    .all() as { key: string; value: string }[];
  return JSON.stringify({
    companies: [companies.n, companies.min, companies.max],
    formerNames: names.n,
    formerAddresses: addresses.n,
    meta: Object.fromEntries(meta.map((m) => [m.key, m.value])),
  });
}

/** How many companies the database holds (for progress and pre-sizing). */
export function countIndexableCompanies(sqlite: Database.Database): number {
  return (sqlite.prepare('select count(*) as n from companies').get() as { n: number }).n;
}
