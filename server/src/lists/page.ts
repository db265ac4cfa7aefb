/**
 * The list page's call (listsGetCompanyList, docs/lists.md 'The list page'): one page of a built-in
 * list, searched, sorted and paged in SQL over the members' stored snapshot (store.ts memberPage),
 * then the page's companies read from the company database (DATA_DIR/companies.sqlite or its
 * PostgreSQL schema) by provider id, as the export does. A company whose data pack the account has not bought is listed locked
 * (`isUnlocked` false, no data), as in review; one that has left the company database shows the
 * import's snapshot (name, postcode, city).
 */
import type {
  CompanyListMember,
  CompanyListPage,
  CompanyStatus,
  GetCompanyListRequest,
} from '@datacare/api-client/generated/types';
import {
  isMissingCompanyTable,
  openCompanyReader,
  sharedCompanyReader,
  type CompanyDatabaseLocation,
  type CompanyDb,
} from '../companies/database.ts';
import type { Db } from '../db/database.ts';
import { accountUnlocks } from '../exports/account.ts';
import { HttpError } from '../http/errors.ts';
import { listNumber } from './product.ts';
import { findOwnedList, memberPage, type MemberRow } from './store.ts';

/** What the page shows of a company from the company database. */
type CompanyFields = Pick<
  CompanyListMember,
  'company_name' | 'zip' | 'location' | 'street' | 'country' | 'url'
> & {
  status: string | null;
};

/** Reads companies by provider id from the company database; an empty map when there is none. */
export type CompanyReader = (providerIds: readonly string[]) => Promise<Map<string, CompanyFields>>;

/**
 * The company database (companyDatabaseLocation): a SQLite file opened read-only for each page (a
 * reload of it is seen at once), a PostgreSQL schema through the process's shared reader.
 */
export function companyDatabaseReader(companies: CompanyDatabaseLocation): CompanyReader {
  const read = async (db: CompanyDb, providerIds: readonly string[]) => {
    const found = new Map<string, CompanyFields>();
    const rows = await db
      .selectFrom('companies')
      .select(['provider_id', 'company_name', 'zip', 'location', 'street', 'country', 'url', 'status'])
      .where('provider_id', 'in', providerIds)
      .execute();
    for (const { provider_id, ...fields } of rows) found.set(provider_id, fields);
    return found;
  };
  return async (providerIds) => {
    if (providerIds.length === 0) return new Map();
    if (companies.kind === 'postgres') {
      try {
        return await read(sharedCompanyReader(companies), providerIds);
      } catch (error) {
        // No company database in the schema yet: every company shows its snapshot.
        if (isMissingCompanyTable(error)) return new Map();
        throw error;
      }
    }
    const db = openCompanyReader(companies);
    if (!db) return new Map();
    try {
      return await read(db, providerIds);
    } finally {
      await db.destroy();
    }
  };
}

const STATUSES: readonly CompanyStatus[] = ['active', 'in_liquidation', 'deleted', 'not_in_hr'];

function statusOf(value: string | null): CompanyStatus | null {
  return STATUSES.find((s) => s === value) ?? null;
}

function memberOf(row: MemberRow, current: CompanyFields | undefined): CompanyListMember {
  const base = { id: row.provider_id, addedAt: row.added_at };
  if (row.locked) {
    return {
      ...base,
      isUnlocked: false,
      company_name: null,
      zip: null,
      location: null,
      street: null,
      country: null,
      url: null,
      status: null,
    };
  }
  if (!current) {
    return {
      ...base,
      isUnlocked: true,
      company_name: row.company_name,
      zip: row.zip,
      location: row.location,
      street: null,
      country: null,
      url: null,
      status: null,
    };
  }
  return {
    ...base,
    isUnlocked: true,
    company_name: current.company_name,
    zip: current.zip,
    location: current.location,
    street: current.street,
    country: current.country,
    url: current.url,
    status: statusOf(current.status),
  };
}

/** One page of the owner's built-in list (either kind); another user's or an unknown list is 404. */
export async function companyListPage(
  db: Db,
  companies: CompanyReader,
  userId: string,
  body: GetCompanyListRequest,
): Promise<CompanyListPage> {
  const id = listNumber(body.listId);
  const list = id === null ? undefined : await findOwnedList(db, userId, id);
  if (!list) throw new HttpError(404, 'not_found');
  const page = await memberPage(db, list.id, {
    unlocks: await accountUnlocks(db, userId),
    searchterm: body.filters?.searchterm ?? '',
    sort: body.sorting ?? { field: 'company_name', order: 'asc' },
    page: body.paging.page,
    pageSize: body.paging.pageSize,
  });
  const current = await companies(page.rows.filter((r) => !r.locked).map((r) => r.provider_id));
  return {
    list: {
      id: String(list.id),
      name: list.name,
      kind: list.kind,
      createdAt: list.created_at,
      updatedAt: list.updated_at,
    },
    items: page.rows.map((row) => memberOf(row, current.get(row.provider_id))),
    totalCount: page.totalCount,
    filteredTotalCount: page.filteredTotalCount,
  };
}
