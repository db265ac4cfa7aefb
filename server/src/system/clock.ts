/**
 * The current time in milliseconds since the epoch. Everything that depends on time (session
 * expiry, lockout, rate limits, the quota month) takes a Clock so tests can move time instead of
 * sleeping.
 */
export type Clock = () => number;

/** The real clock. */
export const systemClock: Clock = () => Date.now();

/** The ISO 8601 UTC text the database stores times as. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
