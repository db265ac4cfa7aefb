/**
 * The built-in company lists' tables (migration 0014, docs/lists.md): lists of a user, their
 * members, and one page of a list for the list page. Every read of a list starts at its owner, so
 * another user's list is "not found" everywhere. Plain Kysely, portable to PostgreSQL: conflicts
 * through `on conflict do nothing`, times as ISO text, search on stored folded keys.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CompanyListsTable } from '../db/schema.ts';
import type { AccountUnlocks } from '../exports/account.ts';
import { containsPattern, sortKey } from './keys.ts';
import type { ListCompany } from './product.ts';

export type CompanyListRecord = Selectable<CompanyListsTable>;
export type ListKind = CompanyListsTable['kind'];

/**
 * Members written per statement: 11 values each, well under SQLite's (32,766) and PostgreSQL's
 * (65,535) limit of parameters.
 */
const INSERT_CHUNK = 1000;
/** Provider ids per delete statement. */
const DELETE_CHUNK = 1000;

export async function insertList(
  db: Db,
  values: { ownerId: string; kind: ListKind; name: string; now: string },
): Promise<CompanyListRecord> {
  return db
    .insertInto('company_lists')
    .values({
      owner_id: values.ownerId,
      kind: values.kind,
      name: values.name,
      created_at: values.now,
      updated_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A list of the owner (of the kind, when given); another user's or an unknown list is undefined. */
export async function findOwnedList(
  db: Db,
  ownerId: string,
  id: number,
  kind?: ListKind,
): Promise<CompanyListRecord | undefined> {
  // `company_lists.id` is an `integer`, 4 bytes on PostgreSQL, which fails a query with a larger
  // id ("out of range"): such an id names no list.
  if (id > 2 ** 31 - 1) return undefined;
  let query = db.selectFrom('company_lists').selectAll().where('owner_id', '=', ownerId).where('id', '=', id);
  if (kind) query = query.where('kind', '=', kind);
  return query.executeTakeFirst();
}

/** The owner's lists of a kind, oldest first. */
export async function ownedLists(db: Db, ownerId: string, kind: ListKind): Promise<CompanyListRecord[]> {
  return db
    .selectFrom('company_lists')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

export async function touchList(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('company_lists').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function setListName(db: Db, id: number, name: string, now: string): Promise<void> {
  await db.updateTable('company_lists').set({ name, updated_at: now }).where('id', '=', id).execute();
}

/**
 * Adds the companies a list does not have yet (one row per company: the primary key refuses a
 * second, `on conflict do nothing` skips it); returns how many were added. Call it inside a
 * transaction: a large batch is many statements.
 */
export async function addMembers(
  db: Db,
  listId: number,
  companies: readonly ListCompany[],
  now: string,
): Promise<number> {
  let added = 0;
  for (let start = 0; start < companies.length; start += INSERT_CHUNK) {
    const rows = companies.slice(start, start + INSERT_CHUNK).map((c) => ({
      list_id: listId,
      provider_id: c.providerId,
      added_at: now,
      batch_id: c.batchId,
      data_pack: c.dataPack,
      company_name: c.name,
      zip: c.zip,
      location: c.location,
      name_key: sortKey(c.name),
      location_key: sortKey(c.location),
    }));
    const result = await db
      .insertInto('company_list_members')
      .values(rows)
      .onConflict((oc) => oc.columns(['list_id', 'provider_id']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

/** Removes the companies that are on the list; returns how many were. Inside a transaction. */
export async function removeMembers(db: Db, listId: number, providerIds: readonly string[]): Promise<number> {
  let removed = 0;
  for (let start = 0; start < providerIds.length; start += DELETE_CHUNK) {
    const result = await db
      .deleteFrom('company_list_members')
      .where('list_id', '=', listId)
      .where('provider_id', 'in', providerIds.slice(start, start + DELETE_CHUNK))
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

/** The list page's sort fields (contract GetCompanyListRequest.sorting.field). */
export type MemberSortField = 'company_name' | 'zip' | 'location' | 'addedAt';

export interface MemberPageOptions {
  unlocks: AccountUnlocks;
  /** The search term as typed; empty: no filter. */
  searchterm: string;
  sort: { field: MemberSortField; order: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

/** A member of a page: the stored row and whether the account sees its data. */
export interface MemberRow {
  provider_id: string;
  added_at: string;
  company_name: string | null;
  zip: string | null;
  location: string | null;
  locked: boolean;
}

/**
 * One page of a list's members, searched, sorted and paged in SQL. A locked company (its data pack
 * not purchased) has no name, postcode or city as far as the page is concerned: the search never
 * finds it and it sorts after the others on those fields, so neither reveals its data.
 */
export async function memberPage(
  db: Db,
  listId: number,
  options: MemberPageOptions,
): Promise<{ rows: MemberRow[]; totalCount: number; filteredTotalCount: number }> {
  const packs = options.unlocks.dataPacks === null ? null : [...options.unlocks.dataPacks];
  const locked =
    packs === null
      ? sql<boolean>`0 = 1`
      : packs.length === 0
        ? sql<boolean>`m.data_pack is not null`
        : sql<boolean>`(m.data_pack is not null and m.data_pack not in (${sql.join(packs)}))`;
  const visible = (column: 'm.name_key' | 'm.zip' | 'm.location_key') =>
    sql<string | null>`case when ${locked} then null else ${sql.ref(column)} end`;

  const all = db.selectFrom('company_list_members as m').where('m.list_id', '=', listId);
  const term = sortKey(options.searchterm);
  const found =
    term === null
      ? all
      : all.where(
          sql<boolean>`not (${locked}) and (m.name_key like ${containsPattern(term)} escape '!' or m.location_key like ${containsPattern(term)} escape '!')`,
        );

  const count = async (query: typeof all) =>
    Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const totalCount = await count(all);
  const filteredTotalCount = term === null ? totalCount : await count(found);

  const { field, order } = options.sort;
  let query = found.select([
    'm.provider_id',
    'm.added_at',
    'm.company_name',
    'm.zip',
    'm.location',
    sql<number>`case when ${locked} then 1 else 0 end`.as('is_locked'),
  ]);
  if (field === 'addedAt') {
    query = query.orderBy('m.added_at', order);
  } else {
    const key = visible(
      field === 'company_name' ? 'm.name_key' : field === 'zip' ? 'm.zip' : 'm.location_key',
    );
    // Empty (and locked) last in both directions; NULL's own place differs between SQLite and PostgreSQL.
    query = query
      .orderBy(sql`case when ${key} is null then 1 else 0 end`)
      .orderBy(key, order)
      .orderBy('m.added_at', 'asc');
  }
  const rows = await query
    .orderBy('m.provider_id', 'asc')
    .limit(options.pageSize)
    .offset(options.page * options.pageSize)
    .execute();
  return {
    rows: rows.map(({ is_locked, ...row }) => ({ ...row, locked: Number(is_locked) === 1 })),
    totalCount,
    filteredTotalCount,
  };
}
