/**
 * The built-in prospecting product (docs/lists.md 'The built-in store'): company lists in this
 * product's database, opened at PUBLIC_URL/lists/<id> (the list page, listsGetCompanyList). A
 * target 2 hand-over is a list of kind `target2` named after the import's tag.
 *
 * A change of a list (`applyBuiltInChange`) runs inside a transaction its caller holds: the
 * `list_change` job (task.ts) writes the members, the list's `updated_at`, the history entry and
 * the job's outcome in ONE transaction, in its worker thread. The product's own change methods
 * wrap the same work in a transaction of their own.
 */
import type { Kysely } from 'kysely';
import { writeTransaction, type Db } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import type { ListChangeAction, ListChangeOutcome } from './changes.ts';
import {
  addMembers,
  findOwnedList,
  insertList,
  ownedLists,
  removeMembers,
  setListName,
  touchList,
  type CompanyListRecord,
} from './store.ts';
import {
  listNumber,
  type CompanyList,
  type ListChange,
  type ListCompany,
  type ProspectingProduct,
} from './product.ts';

/** Where a built-in list opens: its page. */
export function builtInListUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/lists/${id}`;
}

export interface BuiltInChange {
  ownerId: string;
  action: ListChangeAction;
  /** The list to change (add, remove). */
  listId: string | null;
  /** The new list's or hand-over's name (create, handover). */
  name: string | null;
}

/**
 * Makes a change of the owner's lists with `companies` inside the caller's transaction `trx`:
 * a new target 1 list, companies onto or off a target 1 list (then its `updated_at`), or a
 * target 2 hand-over (a new list of kind target2). Null when the list is not the owner's target
 * 1 list (another user's, unknown, or no list number): nothing was written.
 */
export async function applyBuiltInChange(
  trx: Kysely<DatabaseSchema>,
  options: { publicUrl: string; now: string },
  change: BuiltInChange,
  companies: readonly ListCompany[],
): Promise<ListChangeOutcome | null> {
  const { now } = options;
  const url = (id: number) => builtInListUrl(options.publicUrl, id);
  if (change.action === 'create' || change.action === 'handover') {
    const kind = change.action === 'create' ? 'target1' : 'target2';
    if (change.name === null) throw new Error(`A ${change.action} needs a name.`);
    const list = await insertList(trx, { ownerId: change.ownerId, kind, name: change.name, now });
    const modified = await addMembers(trx, list.id, companies, now);
    return change.action === 'create'
      ? {
          kind: 'list',
          listId: String(list.id),
          listName: list.name,
          listUrl: url(list.id),
          modified,
          newlyCreated: true,
          companies: companies.length,
        }
      : { kind: 'handover', queryId: String(list.id), url: url(list.id), companies: companies.length };
  }
  const id = change.listId === null ? null : listNumber(change.listId);
  if (id === null) return null;
  const list = await findOwnedList(trx, change.ownerId, id, 'target1');
  if (!list) return null;
  const modified =
    change.action === 'add'
      ? await addMembers(trx, list.id, companies, now)
      : await removeMembers(
          trx,
          list.id,
          companies.map((c) => c.providerId),
        );
  await touchList(trx, list.id, now);
  return {
    kind: 'list',
    listId: String(list.id),
    listName: list.name,
    listUrl: url(list.id),
    modified,
    newlyCreated: false,
    companies: companies.length,
  };
}

export function createBuiltInProduct(options: {
  db: Db;
  clock: Clock;
  publicUrl: string;
}): ProspectingProduct {
  const { db, clock } = options;
  const url = (id: number) => builtInListUrl(options.publicUrl, id);
  const toList = (record: CompanyListRecord): CompanyList => ({
    id: String(record.id),
    name: record.name,
    url: url(record.id),
  });

  /** One change in a transaction of its own. */
  async function change(
    ownerId: string,
    values: Omit<BuiltInChange, 'ownerId'>,
    companies: readonly ListCompany[],
  ): Promise<ListChangeOutcome | null> {
    return writeTransaction(db, (trx) =>
      applyBuiltInChange(
        trx,
        { publicUrl: options.publicUrl, now: isoAt(clock()) },
        { ownerId, ...values },
        companies,
      ),
    );
  }

  const listChange = (outcome: ListChangeOutcome | null): ListChange | null =>
    outcome?.kind === 'list'
      ? {
          list: { id: outcome.listId, name: outcome.listName, url: outcome.listUrl },
          modified: outcome.modified,
          newlyCreated: outcome.newlyCreated,
        }
      : null;

  return {
    name: 'built-in',

    async lists(owner) {
      return (await ownedLists(db, owner.userId, 'target1')).map(toList);
    },

    async findList(owner, listId) {
      const id = listNumber(listId);
      const list = id === null ? undefined : await findOwnedList(db, owner.userId, id, 'target1');
      return list ? toList(list) : null;
    },

    async createList(owner, name, companies) {
      const made = listChange(
        await change(owner.userId, { action: 'create', listId: null, name }, companies),
      );
      if (!made) throw new Error('A new list was not made.');
      return made;
    },

    async addCompanies(owner, listId, companies) {
      return listChange(await change(owner.userId, { action: 'add', listId, name: null }, companies));
    },

    async removeCompanies(owner, listId, companies) {
      return listChange(await change(owner.userId, { action: 'remove', listId, name: null }, companies));
    },

    async renameList(owner, listId, name) {
      const id = listNumber(listId);
      if (id === null) return null;
      return writeTransaction(db, async (trx) => {
        const list = await findOwnedList(trx, owner.userId, id, 'target1');
        if (!list) return null;
        await setListName(trx, list.id, name, isoAt(clock()));
        return toList({ ...list, name });
      });
    },

    async handOverToTarget2(owner, companies, handOver) {
      const outcome = await change(
        owner.userId,
        { action: 'handover', listId: null, name: handOver.name },
        companies,
      );
      if (outcome?.kind !== 'handover') throw new Error('The hand-over was not made.');
      return { queryId: outcome.queryId, url: outcome.url };
    },

    async findHandOver(owner, queryId) {
      const id = listNumber(queryId);
      const list = id === null ? undefined : await findOwnedList(db, owner.userId, id, 'target2');
      return list ? { queryId: String(list.id), url: url(list.id) } : null;
    },
  };
}
