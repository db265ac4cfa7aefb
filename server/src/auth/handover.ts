import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import { normaliseEmail } from '../users/service.ts';
import { findUserByEmail, type UserRecord } from '../users/storage.ts';

/**
 * The session hand-over (docs/adr/012-company-lists-and-hand-over.md, docs/auth.md): a sister
 * product signs a user in here with a one-time token
 *
 *   base64url(JSON {sub, tool, iat, exp, jti}) "." base64url(HMAC-SHA256(HANDOVER_SECRET, <first part>))
 *
 * `sub` is the account's e-mail, `tool` the tool the token is for (`loginViaProviderTool` must name
 * the same), `iat` and `exp` seconds since the epoch at most {@link HANDOVER_LIFETIME_MS} apart, and
 * `jti` a random id recorded in `handover_tokens_used` on first use, so a replay is refused.
 */

/** The tools a token can be issued for; a `target` token marks the session `fromTarget`. */
export const HANDOVER_TOOLS = ['datacare', 'target'] as const;
export type HandoverTool = (typeof HANDOVER_TOOLS)[number];

/** A token is valid for 60 seconds after it was issued. */
export const HANDOVER_LIFETIME_MS = 60_000;

/** How far ahead of ours the issuer's clock may be (`iat` in the future). */
const CLOCK_SKEW_MS = 10_000;

/** Consumed ids are swept at most this often (they are useless once their token has expired). */
const PRUNE_INTERVAL_MS = 10 * 60_000;

/** A base64url payload, a dot and a 32-byte signature (43 characters). */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,900})\.([A-Za-z0-9_-]{43})$/;
const JTI_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The signed content of a hand-over token. */
export interface HandoverPayload {
  /** The account's e-mail (normalised when the token is made). */
  sub: string;
  tool: HandoverTool;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
  /** A random id: the token is used once. */
  jti: string;
}

/** Why a hand-over was refused: logged, never shown (the caller gets one 401 for all). */
export type HandoverFailureReason =
  | 'malformed'
  | 'bad_signature'
  | 'expired'
  | 'issued_in_future'
  | 'unknown_tool'
  | 'wrong_tool'
  | 'replayed'
  | 'unknown_user';

export class HandoverError extends Error {
  readonly reason: HandoverFailureReason;
  constructor(reason: HandoverFailureReason) {
    super(`hand-over refused: ${reason}`);
    this.name = 'HandoverError';
    this.reason = reason;
  }
}

export function isHandoverTool(tool: string): tool is HandoverTool {
  return (HANDOVER_TOOLS as readonly string[]).includes(tool);
}

function sign(secret: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(encodedPayload).digest();
}

/** Makes a token for the account with this e-mail and the tool, valid for 60 s from `now`. */
export function createHandoverToken(
  secret: string,
  input: { email: string; tool: HandoverTool; now: number },
): string {
  const iat = Math.floor(input.now / 1000);
  const payload: HandoverPayload = {
    sub: normaliseEmail(input.email),
    tool: input.tool,
    iat,
    exp: iat + HANDOVER_LIFETIME_MS / 1000,
    jti: randomBytes(16).toString('base64url'),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(secret, encoded).toString('base64url')}`;
}

function parsePayload(encoded: string): HandoverPayload {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw new HandoverError('malformed');
  }
  if (typeof value !== 'object' || value === null) throw new HandoverError('malformed');
  const { sub, tool, iat, exp, jti } = value as Record<string, unknown>;
  if (
    typeof sub !== 'string' ||
    sub.length === 0 ||
    sub.length > 320 ||
    typeof tool !== 'string' ||
    !Number.isSafeInteger(iat) ||
    !Number.isSafeInteger(exp) ||
    typeof jti !== 'string' ||
    !JTI_PATTERN.test(jti)
  ) {
    throw new HandoverError('malformed');
  }
  if (!isHandoverTool(tool)) throw new HandoverError('unknown_tool');
  return { sub, tool, iat: iat as number, exp: exp as number, jti };
}

/**
 * Checks a token's form, signature (constant time, before its content is looked at), lifetime and
 * tool. Throws {@link HandoverError} with the reason; does not consume the token.
 */
export function verifyHandoverToken(
  secret: string,
  token: string,
  expected: { tool: string; now: number },
): HandoverPayload {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) throw new HandoverError('malformed');
  const [, encoded, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const wanted = sign(secret, encoded);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new HandoverError('bad_signature');
  }
  const payload = parsePayload(encoded);
  const lifetime = payload.exp - payload.iat;
  if (lifetime <= 0 || lifetime * 1000 > HANDOVER_LIFETIME_MS) throw new HandoverError('malformed');
  if (payload.iat * 1000 > expected.now + CLOCK_SKEW_MS) throw new HandoverError('issued_in_future');
  if (expected.now >= payload.exp * 1000) throw new HandoverError('expired');
  if (!isHandoverTool(expected.tool)) throw new HandoverError('unknown_tool');
  if (payload.tool !== expected.tool) throw new HandoverError('wrong_tool');
  return payload;
}

/**
 * Records the token's `jti`; false when it was recorded before (a replay). The insert itself
 * decides, so two requests with the same token cannot both win.
 */
export async function consumeHandoverToken(db: Db, payload: HandoverPayload): Promise<boolean> {
  const result = await db
    .insertInto('handover_tokens_used')
    .values({ jti: payload.jti, expires_at: isoAt(payload.exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Forgets consumed ids whose tokens have expired (such a token is refused as expired anyway). */
export async function pruneHandoverTokens(db: Db, now: number): Promise<void> {
  await db.deleteFrom('handover_tokens_used').where('expires_at', '<=', isoAt(now)).execute();
}

/**
 * The hand-over as `loginViaProviderTool` runs it: verify, consume, find the account. Throws
 * {@link HandoverError}; the route turns that into 401 and logs the reason.
 */
export function createHandoverService(deps: { db: Db; clock: Clock; secret: string }): {
  redeem(input: { token: string; tool: string }): Promise<{ user: UserRecord; tool: HandoverTool }>;
} {
  let lastPrune = -Infinity;
  return {
    async redeem({ token, tool }) {
      const now = deps.clock();
      const payload = verifyHandoverToken(deps.secret, token, { tool, now });
      if (now - lastPrune >= PRUNE_INTERVAL_MS) {
        lastPrune = now;
        await pruneHandoverTokens(deps.db, now);
      }
      if (!(await consumeHandoverToken(deps.db, payload))) throw new HandoverError('replayed');
      const user = await findUserByEmail(deps.db, normaliseEmail(payload.sub));
      if (!user) throw new HandoverError('unknown_user');
      return { user, tool: payload.tool };
    },
  };
}
