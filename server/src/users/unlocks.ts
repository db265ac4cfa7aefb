/**
 * Setting what an account has purchased (docs/exports.md, spec 5 Export, 6), for the users CLI
 * (`set-packs`, `set-fields`): the country data packs whose companies it may see and export
 * enriched, and the export fields unlocked for it. Both are JSON arrays on the account (migration
 * 0008); NULL means everything, so accounts created before packs existed keep seeing everything.
 * Reading them is exports/account.ts.
 */
import { parseUnlockList } from '../exports/account.ts';
import { EXPORT_FIELDS } from '../exports/fields.ts';
import type { Db } from '../db/database.ts';
import { findUserByEmail, updateUser, type UserRecord } from './storage.ts';
import { normaliseEmail, UserInputError } from './service.ts';

/** The fields an export can carry (exports/fields.ts): what `set-fields` accepts. */
export const EXPORT_FIELD_KEYS: readonly string[] = EXPORT_FIELDS;

/** A data pack is a country today: ISO 3166-1 alpha-2, upper case. */
const PACK_PATTERN = /^[A-Z]{2}$/;

/** The account's purchased data packs, or null for every pack. */
export function dataPacksOf(user: Pick<UserRecord, 'data_packs'>): ReadonlySet<string> | null {
  return parseUnlockList(user.data_packs);
}

/** The export fields unlocked for the account, or null for every field. */
export function unlockedFieldsOf(user: Pick<UserRecord, 'unlocked_fields'>): ReadonlySet<string> | null {
  return parseUnlockList(user.unlocked_fields);
}

/**
 * `all` (or `*`) → null; `none` → []; `DE,at, CH` → ['DE', 'AT', 'CH'] without repeats. Throws on
 * a malformed pack.
 */
export function parsePackList(text: string): string[] | null {
  const trimmed = text.trim();
  if (/^(all|\*)$/i.test(trimmed)) return null;
  if (/^none$/i.test(trimmed)) return [];
  const packs = [
    ...new Set(
      trimmed
        .split(',')
        .map((p) => p.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  const bad = packs.filter((p) => !PACK_PATTERN.test(p));
  if (bad.length > 0) {
    throw new UserInputError(
      'invalid_value',
      `Not a data pack: ${bad.join(', ')}. A pack is a two-letter country code (DE, AT, CH), or "all".`,
    );
  }
  return packs;
}

/** `all` (or `*`) → null; `none` → []; `zip,phone` → ['zip', 'phone']. Throws on a field no export carries. */
export function parseFieldList(text: string): string[] | null {
  const trimmed = text.trim();
  if (/^(all|\*)$/i.test(trimmed)) return null;
  if (/^none$/i.test(trimmed)) return [];
  const fields = [
    ...new Set(
      trimmed
        .split(',')
        .map((f) => f.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const bad = fields.filter((f) => !EXPORT_FIELD_KEYS.includes(f));
  if (bad.length > 0) {
    throw new UserInputError(
      'invalid_value',
      `Not an export field: ${bad.join(', ')}. Known fields: ${EXPORT_FIELD_KEYS.join(', ')}; or "all".`,
    );
  }
  return fields;
}

async function existing(db: Db, email: string): Promise<UserRecord> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  if (!user) throw new UserInputError('user_not_found', `There is no account for ${normaliseEmail(email)}.`);
  return user;
}

/** Sets the account's purchased data packs (null: every pack). */
export async function setUserDataPacks(db: Db, email: string, packs: string[] | null): Promise<UserRecord> {
  const user = await existing(db, email);
  await updateUser(db, user.id, { data_packs: packs === null ? null : JSON.stringify(packs) });
  return { ...user, data_packs: packs === null ? null : JSON.stringify(packs) };
}

/** Sets the export fields unlocked for the account (null: every field). */
export async function setUserUnlockedFields(
  db: Db,
  email: string,
  fields: string[] | null,
): Promise<UserRecord> {
  const user = await existing(db, email);
  await updateUser(db, user.id, { unlocked_fields: fields === null ? null : JSON.stringify(fields) });
  return { ...user, unlocked_fields: fields === null ? null : JSON.stringify(fields) };
}

/** How the CLI shows a list: `all` for NULL, `none` for an empty list, else the comma list. */
export function describeList(set: ReadonlySet<string> | null): string {
  if (set === null) return 'all';
  return set.size === 0 ? 'none' : [...set].join(',');
}
