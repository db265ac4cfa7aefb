import type { User } from '../generated/types.ts';
import { SURVEY_EXCLUDED_CONTRACT_TYPES } from './constants.ts';

/** The satisfaction survey is offered at most once in this many days. */
export const SURVEY_INTERVAL_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the on-entry hook offers the satisfaction survey (spec section 2 Default mode routes, 6):
 * only to users with an e-mail whose contract type is not intern or alumni, and at most once in
 * {@link SURVEY_INTERVAL_DAYS} days after they last answered or dismissed it.
 */
export function isSurveyDue(
  user: Pick<User, 'email' | 'contractType' | 'lastSurveyAt'>,
  now: Date = new Date(),
): boolean {
  if (!user.email) return false;
  if ((SURVEY_EXCLUDED_CONTRACT_TYPES as readonly string[]).includes(user.contractType)) return false;
  // Never asked (no date) or a date that cannot be read: ask.
  const last = Date.parse(user.lastSurveyAt ?? '');
  if (Number.isNaN(last)) return true;
  return now.getTime() - last >= SURVEY_INTERVAL_DAYS * DAY_MS;
}
