/**
 * The `http` prospecting product (docs/lists.md 'The remote API'): the same calls against a remote
 * product's REST API at TARGET_API_URL, with `Authorization: Bearer TARGET_API_TOKEN`, the user
 * named by e-mail in `?owner=`. JSON both ways; one request per change (the remote applies it
 * whole). A list the owner does not have is the remote's 404 (null here, 404 to our caller);
 * anything else that is not a readable success (unreachable, timed out, 401/403 for the token,
 * 4xx/5xx, an answer of the wrong shape) is logged and answered 502 `service_unavailable` in the
 * user's language. Answers are read field by field into fresh objects, URLs must be http(s): the
 * browser is sent to them.
 */
import {
  listNumber,
  type CompanyList,
  type HandOver,
  type ListOwner,
  type ProspectingProduct,
} from './product.ts';
import { listsNoEmail, listsUnavailable } from './messages.ts';

export interface HttpProductOptions {
  /** TARGET_API_URL without a trailing slash, e.g. https://target.example/api/v1. */
  baseUrl: string;
  token: string;
  /** Time a request may take, answer included (default 15 s). */
  timeoutMs?: number;
  log?: { warn(details: object, message: string): void };
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Longest answer read (a list of lists, a few hundred bytes each). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

type Json = unknown;

function isObject(value: Json): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A remote list as ours: decimal id (it must fit the history's integer ngProfileId), name, URL. */
function listOf(value: Json): CompanyList | null {
  if (!isObject(value)) return null;
  const id = typeof value.id === 'number' ? String(value.id) : value.id;
  const url = webUrl(value.url);
  if (typeof id !== 'string' || listNumber(id) === null) return null;
  if (typeof value.name !== 'string' || url === null) return null;
  return { id, name: value.name, url };
}

function countOf(value: Json, field: 'added' | 'removed'): number | null {
  if (!isObject(value)) return null;
  const count = value[field];
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : null;
}

function handOverOf(value: Json): HandOver | null {
  if (!isObject(value)) return null;
  const url = webUrl(value.url);
  const id = typeof value.id === 'number' ? String(value.id) : value.id;
  if (typeof id !== 'string' || id.length === 0 || id.length > 4000 || url === null) return null;
  return { queryId: id, url };
}

class RemoteFailure extends Error {}

export function createHttpProduct(options: HttpProductOptions): ProspectingProduct {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /**
   * One call of the remote API: the answer's JSON on 2xx, null on 404 when `notFound` allows it,
   * else a logged 502 for our caller.
   */
  async function remote(
    owner: ListOwner,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<Json | null> {
    if (!owner.email) throw listsNoEmail();
    const url = new URL(`${options.baseUrl}${path}`);
    url.searchParams.set('owner', owner.email);
    try {
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${options.token}`,
          accept: 'application/json',
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new RemoteFailure(`answered ${response.status}`);
      }
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_ANSWER_BYTES) {
        await response.body?.cancel();
        throw new RemoteFailure('answer too large');
      }
      const text = await response.text();
      if (text.length > MAX_ANSWER_BYTES) throw new RemoteFailure('answer too large');
      try {
        return JSON.parse(text) as Json;
      } catch {
        throw new RemoteFailure('answer is not JSON');
      }
    } catch (error) {
      options.log?.warn(
        { method, path, err: error instanceof Error ? error.message : String(error) },
        'prospecting product call failed',
      );
      throw listsUnavailable();
    }
  }

  /** An answer that must have a shape: a wrong one is the remote's failure (logged, 502). */
  function expect<T>(answer: Json, read: (value: Json) => T | null, path: string): T {
    const value = read(answer);
    if (value === null) {
      options.log?.warn({ path }, 'prospecting product answered an unexpected shape');
      throw listsUnavailable();
    }
    return value;
  }

  async function allLists(owner: ListOwner): Promise<CompanyList[]> {
    const answer = await remote(owner, 'GET', '/lists');
    return expect(
      answer,
      (value) => {
        if (!isObject(value) || !Array.isArray(value.items)) return null;
        const lists = value.items.map(listOf);
        return lists.every((l) => l !== null) ? (lists as CompanyList[]) : null;
      },
      '/lists',
    );
  }

  const ids = (companies: readonly { providerId: string }[]) => companies.map((c) => c.providerId);
  const listPath = (listId: string) => `/lists/${encodeURIComponent(listId)}`;

  return {
    name: 'http',

    lists: allLists,

    async findList(owner, listId) {
      if (listNumber(listId) === null) return null;
      return (await allLists(owner)).find((list) => list.id === listId) ?? null;
    },

    async createList(owner, name, companies) {
      const answer = await remote(owner, 'POST', '/lists', { name, companyIds: ids(companies) });
      const list = expect(answer, listOf, '/lists');
      return { list, modified: expect(answer, (v) => countOf(v, 'added'), '/lists'), newlyCreated: true };
    },

    async addCompanies(owner, listId, companies) {
      if (listNumber(listId) === null) return null;
      const path = `${listPath(listId)}/companies`;
      const answer = await remote(owner, 'POST', path, { companyIds: ids(companies) });
      if (answer === null) return null;
      return {
        list: expect(answer, listOf, path),
        modified: expect(answer, (v) => countOf(v, 'added'), path),
        newlyCreated: false,
      };
    },

    async removeCompanies(owner, listId, companies) {
      if (listNumber(listId) === null) return null;
      const path = `${listPath(listId)}/companies`;
      const answer = await remote(owner, 'DELETE', path, { companyIds: ids(companies) });
      if (answer === null) return null;
      return {
        list: expect(answer, listOf, path),
        modified: expect(answer, (v) => countOf(v, 'removed'), path),
        newlyCreated: false,
      };
    },

    async renameList(owner, listId, name) {
      if (listNumber(listId) === null) return null;
      const path = listPath(listId);
      const answer = await remote(owner, 'PATCH', path, { name });
      return answer === null ? null : expect(answer, listOf, path);
    },

    async handOverToTarget2(owner, companies, handOver) {
      const path = '/target2/selections';
      const answer = await remote(owner, 'POST', path, {
        name: handOver.name,
        companyIds: ids(companies),
        loginLink: handOver.loginLink,
      });
      return expect(answer, handOverOf, path);
    },

    async findHandOver(owner, queryId) {
      const path = `/target2/selections/${encodeURIComponent(queryId)}`;
      const answer = await remote(owner, 'GET', path);
      return answer === null ? null : expect(answer, handOverOf, path);
    },
  };
}
