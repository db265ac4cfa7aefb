/**
 * The sister prospecting products behind one interface (docs/adr/012-company-lists-and-hand-over.md,
 * docs/lists.md): target 1 keeps company lists, target 2 takes a hand-over of companies. Built in
 * by default (lists in this product's database, opened at `/lists/:id`); `http` when
 * TARGET_API_URL and TARGET_API_TOKEN name a remote product's REST API.
 *
 * Differences to the sketch in ADR 012, for the calls the contract has: a list carries its `url`
 * (the remote product says where its pages are, so no URL is guessed), `findList` and
 * `findHandOver` resolve the exports list's references, and a change of a list that is not the
 * owner's answers null (the caller's 404).
 */
import type { Db } from '../db/database.ts';
import type { Clock } from '../system/clock.ts';
import { createBuiltInProduct } from './built-in.ts';
import { createHttpProduct } from './http-product.ts';

/** Who a list belongs to: this product's user, named to a remote product by e-mail. */
export interface ListOwner {
  userId: string;
  email: string | null;
}

/** A company a list takes: its provider id and what the built-in list page sorts and searches on. */
export interface ListCompany {
  providerId: string;
  /** The import it came from. */
  batchId: string;
  /** Its data pack at matching time (locked for accounts without it). */
  dataPack: string | null;
  /** The import's snapshot of the company (match_candidates.data). */
  name: string | null;
  zip: string | null;
  location: string | null;
}

export interface CompanyList {
  /** Decimal text of a positive integer (the contract's ListId and the history's ngProfileId). */
  id: string;
  name: string;
  /** Opens the list (built in: PUBLIC_URL/lists/<id>; remote: the product's own page). */
  url: string;
}

/** What a change did to a list. */
export interface ListChange {
  list: CompanyList;
  /** Companies added that were not on it, or removed that were. */
  modified: number;
  newlyCreated: boolean;
}

/** A hand-over of companies to target 2: its id (the history's `query`) and the URL that opens it. */
export interface HandOver {
  queryId: string;
  url: string;
}

export interface ProspectingProduct {
  readonly name: 'built-in' | 'http';
  /** The owner's target 1 lists. */
  lists(owner: ListOwner): Promise<CompanyList[]>;
  /** One target 1 list of the owner; null for another user's or an unknown list. */
  findList(owner: ListOwner, listId: string): Promise<CompanyList | null>;
  /** A new target 1 list with the companies (`newlyCreated` true). */
  createList(owner: ListOwner, name: string, companies: readonly ListCompany[]): Promise<ListChange>;
  /** Adds the companies not on the list yet; null when the list is not the owner's. */
  addCompanies(
    owner: ListOwner,
    listId: string,
    companies: readonly ListCompany[],
  ): Promise<ListChange | null>;
  /** Removes the companies that are on the list; null when the list is not the owner's. */
  removeCompanies(
    owner: ListOwner,
    listId: string,
    companies: readonly ListCompany[],
  ): Promise<ListChange | null>;
  /** Renames a target 1 list; null when it is not the owner's. */
  renameList(owner: ListOwner, listId: string, name: string): Promise<CompanyList | null>;
  /** Hands the companies over to target 2 under a name (the import's tag). */
  handOverToTarget2(
    owner: ListOwner,
    companies: readonly ListCompany[],
    options: { name: string; loginLink: boolean },
  ): Promise<HandOver>;
  /** One hand-over of the owner; null for another user's or an unknown one. */
  findHandOver(owner: ListOwner, queryId: string): Promise<HandOver | null>;
}

const LIST_ID = /^[1-9][0-9]{0,15}$/;

/**
 * The integer a list id text stands for, or null when it is not the decimal text of a positive
 * safe integer (such an id names no list: 404).
 */
export function listNumber(listId: string): number | null {
  if (!LIST_ID.test(listId)) return null;
  const value = Number(listId);
  return Number.isSafeInteger(value) ? value : null;
}

export interface ProductOptions {
  db: Db;
  clock: Clock;
  /** PUBLIC_URL: built-in lists open at PUBLIC_URL/lists/<id>. */
  publicUrl: string;
  /** TARGET_API_URL and TARGET_API_TOKEN; null: built in. */
  targetApi: { url: string; token: string } | null;
  /** Time a remote call may take (default 15 s). */
  timeoutMs?: number;
  log?: { warn(details: object, message: string): void };
}

/** The product the configuration chooses. */
export function createProspectingProduct(options: ProductOptions): ProspectingProduct {
  if (options.targetApi) {
    return createHttpProduct({
      baseUrl: options.targetApi.url,
      token: options.targetApi.token,
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
      ...(options.log && { log: options.log }),
    });
  }
  return createBuiltInProduct({ db: options.db, clock: options.clock, publicUrl: options.publicUrl });
}
