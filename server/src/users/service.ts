import { isUniqueViolation } from '../db/portable.ts';
import { randomUUID } from 'node:crypto';
import { DEFAULT_TOTAL_QUOTA, PASSWORD_MIN_LENGTH } from '@datacare/api-client/domain';
import type { ContractType, Language, User } from '@datacare/api-client/generated/types';
import type { PasswordHasher } from '../auth/passwords.ts';
import { writeTransaction, type Db } from '../db/database.ts';
import type { Flag } from '../db/schema.ts';
import { isoAt } from '../system/clock.ts';
import { findUserByEmail, findUserById, insertUser, updateUser, type UserRecord } from './storage.ts';

/**
 * Passwords set through the CLI, the demo bootstrap or the account page must be at least this long
 * (shared with the app's form through api-client's domain constants).
 */
export { PASSWORD_MIN_LENGTH };

export const CONTRACT_TYPES = [
  'demo',
  'test',
  'paid',
  'subcontract',
  'intern',
  'alumni',
] as const satisfies readonly ContractType[];

/**
 * The form the login and the storage compare e-mails in: trimmed, NFC, lower-case. Stored e-mails
 * are written this way, so `Anna@Firma.DE ` and `anna@firma.de` are one account (and one lockout).
 */
export function normaliseEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/**
 * A plausible e-mail address: one @, a non-empty local part, a dotted domain, no spaces. The
 * login form's `invalid_email` (spec 2 Login page); deliverability is not our concern here.
 */
export function isValidEmail(email: string): boolean {
  return email.length <= 320 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** A refused change to the accounts, with a stable code the CLI reports. */
export class UserInputError extends Error {
  readonly code:
    | 'invalid_email'
    | 'email_taken'
    | 'user_not_found'
    | 'password_too_short'
    | 'invalid_quota'
    | 'invalid_value';
  constructor(code: UserInputError['code'], message: string) {
    super(message);
    this.name = 'UserInputError';
    this.code = code;
  }
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  name: string;
  companyName?: string | null;
  language?: Language;
  contractType?: ContractType;
  target1Access?: boolean;
  target2Access?: boolean;
  totalQuota?: number;
  usedQuota?: number;
  monthlyExpand?: boolean;
  unlimited?: boolean;
  pictureMime?: string | null;
  pictureData?: string | null;
  /** Purchased country data packs; null or absent: every pack (users/unlocks.ts). */
  dataPacks?: string[] | null;
  /** Export fields unlocked for the account; null or absent: every field. */
  unlockedFields?: string[] | null;
}

function flag(value: boolean | undefined): Flag {
  return value ? 1 : 0;
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new UserInputError(
      'password_too_short',
      `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    );
  }
}

function checkQuotaNumber(value: number | undefined, label: string): void {
  if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
    throw new UserInputError('invalid_quota', `${label} must be a whole number of at least 0.`);
  }
}

/**
 * Creates an account of the built-in login service; the password is hashed before the row is
 * written. Refuses a malformed or taken e-mail and a short password.
 */
export async function createUser(
  db: Db,
  hasher: PasswordHasher,
  input: NewUser,
  now: number,
): Promise<UserRecord> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email))
    throw new UserInputError('invalid_email', `"${input.email}" is not a valid e-mail address.`);
  checkPassword(input.password);
  checkQuotaNumber(input.totalQuota, 'The total quota');
  checkQuotaNumber(input.usedQuota, 'The used quota');
  if (await findUserByEmail(db, email)) {
    throw new UserInputError('email_taken', `There is already an account for ${email}.`);
  }
  const passwordHash = await hasher.hash(input.password);
  const id = randomUUID();
  try {
    await insertUser(db, {
      id,
      email,
      first_name: input.firstName.trim(),
      name: input.name.trim(),
      company_name: input.companyName?.trim() || null,
      language: input.language ?? 'de',
      contract_type: input.contractType ?? 'paid',
      picture_mime: input.pictureMime ?? null,
      picture_data: input.pictureData ?? null,
      target1_access: flag(input.target1Access),
      target2_access: flag(input.target2Access),
      password_hash: passwordHash,
      last_account_id: null,
      last_survey_at: null,
      total_quota: input.totalQuota ?? DEFAULT_TOTAL_QUOTA,
      used_quota: input.usedQuota ?? 0,
      monthly_expand: flag(input.monthlyExpand),
      unlimited: flag(input.unlimited),
      created_at: isoAt(now),
      data_packs: input.dataPacks ? JSON.stringify(input.dataPacks) : null,
      unlocked_fields: input.unlockedFields ? JSON.stringify(input.unlockedFields) : null,
    });
  } catch (error) {
    // Two creations of the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new UserInputError('email_taken', `There is already an account for ${email}.`);
    }
    throw error;
  }
  return (await findUserByEmail(db, email))!;
}

async function existingUser(db: Db, email: string): Promise<UserRecord> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  if (!user) throw new UserInputError('user_not_found', `There is no account for ${normaliseEmail(email)}.`);
  return user;
}

/**
 * Sets a new password and ends the account's sessions: whoever knew the old password is signed
 * out everywhere.
 */
export async function setUserPassword(
  db: Db,
  hasher: PasswordHasher,
  email: string,
  password: string,
): Promise<void> {
  checkPassword(password);
  const user = await existingUser(db, email);
  const passwordHash = await hasher.hash(password);
  await writeTransaction(db, async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  });
}

/**
 * The account page's change of password (authChangePassword), after the current password has been
 * verified: stores the new hash and ends every session of the account except `keepSessionHash`,
 * the one the change was made in. Whoever else knew the old password is signed out.
 */
export async function changeUserPassword(
  db: Db,
  hasher: PasswordHasher,
  input: { userId: string; newPassword: string; keepSessionHash: string },
): Promise<void> {
  checkPassword(input.newPassword);
  const passwordHash = await hasher.hash(input.newPassword);
  await writeTransaction(db, async (trx) => {
    await updateUser(trx, input.userId, { password_hash: passwordHash });
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', input.userId)
      .where('id_hash', '!=', input.keepSessionHash)
      .execute();
  });
}

/** Stores the user's UI language (authSetLanguage) and returns the updated account. */
export async function setUserLanguage(db: Db, userId: string, language: Language): Promise<UserRecord> {
  if (!(await updateUser(db, userId, { language }))) {
    throw new UserInputError('user_not_found', `There is no account with the id ${userId}.`);
  }
  return (await findUserById(db, userId))!;
}

export interface QuotaChange {
  total?: number;
  used?: number;
  unlimited?: boolean;
  monthlyExpand?: boolean;
}

/** Changes an account's quota settings; fields left out keep their value. */
export async function setUserQuota(db: Db, email: string, change: QuotaChange): Promise<UserRecord> {
  checkQuotaNumber(change.total, 'The total quota');
  checkQuotaNumber(change.used, 'The used quota');
  const user = await existingUser(db, email);
  await updateUser(db, user.id, {
    ...(change.total !== undefined && { total_quota: change.total }),
    ...(change.used !== undefined && { used_quota: change.used }),
    ...(change.unlimited !== undefined && { unlimited: flag(change.unlimited) }),
    ...(change.monthlyExpand !== undefined && { monthly_expand: flag(change.monthlyExpand) }),
  });
  return (await findUserById(db, user.id))!;
}

/** The parts of a session the contract's User carries. */
export interface SessionFlags {
  fromTarget: boolean;
  targetSessionId: string | null;
}

/** The contract's User (spec 3 User): never the hash, the quota or anything else undeclared. */
export function toContractUser(user: UserRecord, session: SessionFlags): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    name: user.name,
    fullName: [user.first_name, user.name].filter(Boolean).join(' '),
    language: user.language,
    lastAccountId: user.last_account_id,
    pictureUrl:
      user.picture_mime && user.picture_data ? { mime: user.picture_mime, data: user.picture_data } : null,
    fromTarget: session.fromTarget,
    targetSessionId: session.targetSessionId,
    contractType: user.contract_type,
    companyName: user.company_name,
    target1Permissions: { ACCESS: user.target1_access === 1 },
    target2Permissions: { ACCESS: user.target2_access === 1 },
    lastSurveyAt: user.last_survey_at,
  };
}
