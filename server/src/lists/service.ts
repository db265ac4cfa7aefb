/**
 * The company lists' calls (spec 2 Export step form, Connect import, Exports list; 3 Target company
 * list, Connect finish result; 4 Company list dialog; 5 Company lists, Export; 6; 7 Lists, Profiles,
 * Export handle*Link; docs/lists.md) over the configured prospecting product.
 *
 * Every call finds the batch by id AND the caller (another user's batch is 404) and the list
 * through the product for the caller (another user's list is 404, a link to it null), before
 * anything changes. The target 1 calls (profiles/*, but the target 2 hand-over) need target 1
 * access (403 `forbidden`); the hand-over without target 2 access answers so and changes nothing.
 * Companies go to a list only once matching has finished (412 `matching_not_finished`); they cost
 * no quota.
 *
 * A change of a list by an import (create, add, remove, connect finish, hand-over) is a job of
 * the `list_change` kind (jobs.ts): the request checks, queues it and waits for its outcome (the
 * thread serving requests is free meanwhile); the job makes the change and writes its history
 * entry in one transaction, and a failed job answers a translated error with nothing written.
 */
import type {
  ConnectFinishResult,
  HandleLinkResponse,
  HistoryAdditionalInfo,
  SafeCompanyIdsToTargetRedisResponse,
  TargetCompanyList,
} from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { findImportBatch, type ImportBatchRecord } from '../imports/storage.ts';
import { findMatchJob } from '../matching/jobs/storage.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import type { UserRecord } from '../users/storage.ts';
import {
  errorTypeOf,
  findListChange,
  queueListChange,
  removeListChange,
  type ListChangeErrorType,
  type ListChangeOutcome,
  type NewListChange,
} from './changes.ts';
import type { ChangeWaiters } from './jobs.ts';
import {
  fieldRequired,
  forbiddenTarget1,
  listChangeFailed,
  listsNoEmail,
  listsUnavailable,
  matchingNotFinished,
  nameTooShort,
} from './messages.ts';
import { listNumber, type ListOwner, type ProspectingProduct } from './product.ts';

export interface ListServiceOptions {
  db: Db;
  clock: Clock;
  product: ProspectingProduct;
  /** The app's deletion of an import (imports/service.ts deleteImport), for `deleteImport: true`. */
  deleteImport: (userId: string, batchId: string) => Promise<void>;
  /** Wakes the `list_change` job queue (a change was queued). */
  /** Offers the queued change (its id) to the jobs. */
  kick: (id: string) => void;
  /** Where the job says a change settled. */
  waiters: ChangeWaiters;
  /** How often a waiting request looks at its change's record besides being told (default 1 s). */
  pollMs?: number;
}

/** Shortest list name (spec 5 Company lists, 9). */
export const MIN_LIST_NAME = 3;

/** The name of a list made after an import: its tag, or 'Import <tag>' for a tag under 3 characters. */
export function listNameOfTag(tag: string): string {
  const name = tag.trim();
  return name.length >= MIN_LIST_NAME ? name : `Import ${name}`.trim();
}

function ownerOf(user: UserRecord): ListOwner {
  return { userId: user.id, email: user.email };
}

/** What a request answers for a failed change (its record's `error_type`). */
function errorOf(type: ListChangeErrorType): HttpError {
  switch (type) {
    case 'not_found':
      return new HttpError(404, 'not_found');
    case 'matching_not_finished':
      return matchingNotFinished();
    case 'service_unavailable':
      return listsUnavailable();
    case 'lists_no_email':
      return listsNoEmail();
    default:
      return listChangeFailed();
  }
}

export function createListService(options: ListServiceOptions) {
  const { db, clock, product, waiters } = options;
  const pollMs = options.pollMs ?? 1000;

  function requireTarget1(user: UserRecord): void {
    if (user.target1_access !== 1) throw forbiddenTarget1();
  }

  async function batchOf(user: UserRecord, batchId: string): Promise<ImportBatchRecord> {
    const batch = await findImportBatch(db, user.id, batchId);
    if (!batch) throw new HttpError(404, 'not_found');
    return batch;
  }

  /** The caller's batch, once its matching has finished (412 before). */
  async function matchedBatch(user: UserRecord, batchId: string): Promise<ImportBatchRecord> {
    const batch = await batchOf(user, batchId);
    if ((await findMatchJob(db, batch.id))?.status !== 'finished') throw matchingNotFinished();
    return batch;
  }

  /** A list the caller may change: 404 for no list number, and for another user's built-in list. */
  async function requireOwnList(user: UserRecord, listId: string): Promise<void> {
    if (listNumber(listId) === null) throw new HttpError(404, 'not_found');
    // A remote product answers for its own lists when the job asks it (404 then).
    if (product.name === 'built-in' && !(await product.findList(ownerOf(user), listId))) {
      throw new HttpError(404, 'not_found');
    }
  }

  function checkedName(name: string, field: string): string {
    const clean = name.trim();
    if (clean.length < MIN_LIST_NAME) throw nameTooShort(field, MIN_LIST_NAME);
    return clean;
  }

  /**
   * Queues the change as a `list_change` job and waits for it (the thread is free meanwhile), then
   * answers its outcome; a failed job answers its translated error, with nothing written.
   */
  async function runChange(
    user: UserRecord,
    change: Omit<NewListChange, 'userId' | 'now'>,
  ): Promise<ListChangeOutcome> {
    if (waiters.closing) throw new HttpError(503, 'service_unavailable');
    // A remote product names its users by e-mail: without one, no job is queued.
    if (product.name !== 'built-in' && !user.email) throw listsNoEmail();
    const record = await queueListChange(db, { ...change, userId: user.id, now: isoAt(clock()) });
    waiters.expect(record.id);
    try {
      options.kick(String(record.id));
      for (;;) {
        const current = await findListChange(db, record.id);
        if (current?.status === 'finished' && current.result !== null) {
          await removeListChange(db, record.id);
          return JSON.parse(current.result) as ListChangeOutcome;
        }
        if (!current || current.status === 'failed') {
          if (current) await removeListChange(db, record.id);
          throw errorOf(errorTypeOf(current?.error_type ?? null));
        }
        if (waiters.closing) throw new HttpError(503, 'service_unavailable');
        await waiters.wait(record.id, pollMs);
      }
    } finally {
      waiters.release(record.id);
    }
  }

  /** A list's outcome (never a hand-over's) for the calls that change a list. */
  function listOutcome(outcome: ListChangeOutcome): Extract<ListChangeOutcome, { kind: 'list' }> {
    if (outcome.kind !== 'list') throw listChangeFailed();
    return outcome;
  }

  /**
   * A change of a list by an import (profiles add/remove, the connect finish): the batch's
   * companies onto or off the list with its history entry (one job), then the import's deletion
   * when asked.
   */
  async function changeList(
    user: UserRecord,
    input: { batchId: string; listId: string | undefined; deleteImport: boolean },
    mode: 'add' | 'remove',
    historyProduct: 'target' | 'connect',
  ): Promise<ConnectFinishResult> {
    const batch = await matchedBatch(user, input.batchId);
    if (input.listId !== undefined) await requireOwnList(user, input.listId);
    const outcome = listOutcome(
      await runChange(
        user,
        input.listId === undefined
          ? { batchId: batch.id, action: 'create', product: historyProduct, name: listNameOfTag(batch.tag) }
          : { batchId: batch.id, action: mode, product: historyProduct, listId: input.listId },
      ),
    );
    if (input.deleteImport) await options.deleteImport(user.id, batch.id);
    return {
      type: mode,
      listId: outcome.listId,
      listName: outcome.listName,
      listUrl: outcome.listUrl,
      numCompaniesModified: outcome.modified,
      numCompaniesMatched: outcome.companies,
      newlyCreated: outcome.newlyCreated,
    };
  }

  async function rename(
    user: UserRecord,
    body: { batchId: string; listId: string; listName: string },
  ): Promise<{ listName: string }> {
    const name = checkedName(body.listName, 'listName');
    await batchOf(user, body.batchId);
    const list = await product.renameList(ownerOf(user), body.listId, name);
    if (!list) throw new HttpError(404, 'not_found');
    return { listName: list.name };
  }

  /** The list a target or connect reference names: the caller's own, else null (never a foreign one). */
  async function listLink(user: UserRecord, info: HistoryAdditionalInfo): Promise<HandleLinkResponse> {
    if (info.ngProfileId === undefined || info.ngProfileId === 0) return { redirectUrl: null };
    const list = await product.findList(ownerOf(user), String(info.ngProfileId));
    return { redirectUrl: list?.url ?? null };
  }

  return {
    /** profilesGetTargetCompanyLists: the caller's target 1 lists, by name in the caller's language. */
    async targetLists(user: UserRecord, lang: Language): Promise<{ items: TargetCompanyList[] }> {
      requireTarget1(user);
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      const lists = await product.lists(ownerOf(user));
      return {
        items: lists
          .map((list) => ({ id: list.id, name: list.name }))
          .sort((a, b) => collator.compare(a.name, b.name) || Number(a.id) - Number(b.id)),
      };
    },

    /** profilesCreateCompanyListFromMatches: a new target 1 list of the batch's companies. */
    async createFromMatches(
      user: UserRecord,
      body: { batchId: string; companyListName: string },
    ): Promise<{ redirectUrl: string }> {
      requireTarget1(user);
      const name = checkedName(body.companyListName, 'companyListName');
      const batch = await matchedBatch(user, body.batchId);
      const outcome = listOutcome(
        await runChange(user, { batchId: batch.id, action: 'create', product: 'target', name }),
      );
      return { redirectUrl: outcome.listUrl };
    },

    /** profilesAddCompaniesToCompanyList / profilesRemoveCompaniesFromCompanyList. */
    async changeTargetList(
      user: UserRecord,
      body: { batchId: string; listId: string; deleteImport: boolean },
      mode: 'add' | 'remove',
    ): Promise<ConnectFinishResult> {
      requireTarget1(user);
      return changeList(user, body, mode, 'target');
    },

    /**
     * listsAddCompaniesToCompanyList / listsRemoveCompaniesFromCompanyList (the connect finish):
     * without a list id, add makes a new list named after the import's tag; remove needs one.
     */
    async connectFinish(
      user: UserRecord,
      body: { batchId: string; listId?: string | undefined; deleteImport: boolean },
      mode: 'add' | 'remove',
    ): Promise<ConnectFinishResult> {
      if (mode === 'remove' && body.listId === undefined) throw fieldRequired('listId');
      return changeList(user, { ...body, listId: body.listId }, mode, 'connect');
    },

    /** profilesRenameCompanyList (target 1 access) and listsRenameCompanyList (connect finish screen). */
    async renameTargetList(user: UserRecord, body: { batchId: string; listId: string; listName: string }) {
      requireTarget1(user);
      return rename(user, body);
    },
    renameConnectList: rename,

    /**
     * profilesSafeCompanyIdsToTargetRedis: the batch's companies to target 2 (built in: a list of
     * kind target2 named after the tag) and the URL that opens them. Without target 2 access it
     * answers so and changes nothing (spec 8 Target).
     */
    async handOverToTarget2(
      user: UserRecord,
      body: { batchId: string; shouldCreateLoginLink: boolean },
    ): Promise<SafeCompanyIdsToTargetRedisResponse> {
      const found = await batchOf(user, body.batchId);
      if (user.target2_access !== 1) return { hasTargetAccess: false, redirectUrl: null };
      const batch = await matchedBatch(user, found.id);
      const outcome = await runChange(user, {
        batchId: batch.id,
        action: 'handover',
        product: 'target2',
        name: listNameOfTag(batch.tag),
        loginLink: body.shouldCreateLoginLink,
      });
      if (outcome.kind !== 'handover') throw listChangeFailed();
      return { hasTargetAccess: true, redirectUrl: outcome.url };
    },

    /** exportHandleTargetLink and exportHandleConnectLink. */
    targetLink: listLink,

    /** exportHandleTarget2Link: the caller's own hand-over, when the caller has target 2 access. */
    async target2Link(user: UserRecord, info: HistoryAdditionalInfo): Promise<HandleLinkResponse> {
      if (user.target2_access !== 1) return { redirectUrl: null, hasTarget2Access: false, target2Link: null };
      if (!info.query) return { redirectUrl: null, hasTarget2Access: true, target2Link: null };
      const handOver = await product.findHandOver(ownerOf(user), info.query);
      return { redirectUrl: null, hasTarget2Access: true, target2Link: handOver?.url ?? null };
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
