/**
 * What an account has unlocked (docs/exports.md 'Locked companies', 'Locked fields'): the country
 * data packs it purchased (`users.data_packs`) and the export fields unlocked for it
 * (`users.unlocked_fields`), JSON arrays kept with the users CLI; NULL means all. The export, the
 * export info, the quota calculation and the review's locked matches read them here.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';

export interface AccountUnlocks {
  /** Purchased data packs (country codes); null: every pack. */
  dataPacks: ReadonlySet<string> | null;
  /** Unlocked export field keys; null: every field. */
  unlockedFields: ReadonlySet<string> | null;
}

/** Every pack and field: an account without restrictions. */
export const EVERYTHING_UNLOCKED: AccountUnlocks = Object.freeze({ dataPacks: null, unlockedFields: null });

/**
 * A stored list: NULL is "all"; anything but an array of texts unlocks nothing (a paid feature
 * is never opened by a damaged value).
 */
export function parseUnlockList(text: string | null): ReadonlySet<string> | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return new Set();
  }
  if (!Array.isArray(value)) return new Set();
  return new Set(value.filter((item): item is string => typeof item === 'string'));
}

/** The account's unlocked packs and fields; an unknown account has nothing unlocked. */
export async function accountUnlocks(db: Kysely<DatabaseSchema>, userId: string): Promise<AccountUnlocks> {
  const row = await db
    .selectFrom('users')
    .select(['data_packs', 'unlocked_fields'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return { dataPacks: new Set(), unlockedFields: new Set() };
  return { dataPacks: parseUnlockList(row.data_packs), unlockedFields: parseUnlockList(row.unlocked_fields) };
}

/** Whether a company of this data pack is unlocked (a company without a pack is). */
export function isPackOpen(unlocks: AccountUnlocks, pack: string | null): boolean {
  return unlocks.dataPacks === null || pack === null || unlocks.dataPacks.has(pack);
}

/** Whether an export field is unlocked for the account. */
export function isFieldOpen(unlocks: AccountUnlocks, field: string): boolean {
  return unlocks.unlockedFields === null || unlocks.unlockedFields.has(field);
}

/** The unlocks as plain data, to post to a worker thread or store with a preview. */
export interface UnlocksData {
  dataPacks: string[] | null;
  unlockedFields: string[] | null;
}

export function unlocksToData(unlocks: AccountUnlocks): UnlocksData {
  return {
    dataPacks: unlocks.dataPacks === null ? null : [...unlocks.dataPacks].sort(),
    unlockedFields: unlocks.unlockedFields === null ? null : [...unlocks.unlockedFields].sort(),
  };
}

export function unlocksFromData(data: UnlocksData): AccountUnlocks {
  return {
    dataPacks: data.dataPacks === null ? null : new Set(data.dataPacks),
    unlockedFields: data.unlockedFields === null ? null : new Set(data.unlockedFields),
  };
}
