import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Flag } from '../db/schema.ts';
import { isoAt } from '../system/clock.ts';
import type { UserRecord } from '../users/storage.ts';

/** The session cookie's name (api-client/openapi.yaml, securitySchemes.session). */
export const SESSION_COOKIE = 'sid';

/** `last_seen_at` is written at most this often, so reads do not turn into a write per request. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Expired sessions are swept at most this often (on sign-in). */
const PRUNE_INTERVAL_MS = 10 * 60_000;

/** 32 random bytes, base64url: 43 characters. Anything else is not one of our ids. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How long sessions live and how their cookie is set (from the configuration). */
export interface SessionSettings {
  /** A session unused for this long ends (default 2 h, SESSION_IDLE_MINUTES). */
  idleMs: number;
  /** A session ends this long after sign-in whatever the activity (default 12 h, SESSION_ABSOLUTE_HOURS). */
  absoluteMs: number;
  /** Secure cookie: PUBLIC_URL is https (directly or behind a proxy with TRUST_PROXY). */
  secure: boolean;
}

/** A valid session as the handlers see it. */
export interface ActiveSession {
  idHash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  fromTarget: boolean;
  targetSessionId: string | null;
  /** Set for a render session (createRenderSession): the one batch it may read. */
  render: { batchId: string } | null;
}

/**
 * The second cookie of a render session: the secret without which its id is not accepted. Only the
 * headless browser that renders the report PDF ever holds it (reports/pdf/jobs.ts).
 */
export const RENDER_SECRET_COOKIE = 'sid_render';

/**
 * The only calls a render session may make: the reads of the quality report's export mode
 * (`/qualityreport?isExportMode=true`). Anything else answers 403 `render_session_forbidden`, and a
 * call naming another batch 404 (auth/guard.ts). A call the export mode page starts to make must be
 * read-only to be added here (docs/quality-report.md 'PDF').
 */
export const RENDER_SESSION_OPERATIONS: ReadonlySet<string> = new Set([
  'authGetUser',
  'quotaGetUserQuotaInfo',
  'importGetImportName',
  'importGetStatus',
  'importGetThresholds',
  'importGetResultPriorities',
  'importGetStatistics',
  'importGetResults',
  'emailcheckGetStatus',
  'emailcheckGetResults',
  'websitecheckGetStatus',
  'websitecheckGetResults',
]);

/** A new session id for the cookie: 256 random bits. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the id: its sha256, so a database copy hands out no sessions. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Starts a session for a user and returns the raw id for the cookie. A new id at every sign-in,
 * so an id planted before sign-in (session fixation) is never the signed-in one.
 */
export async function createSession(
  db: Db,
  input: { userId: string; ip: string | null; userAgent: string | null; now: number; absoluteMs: number },
): Promise<string> {
  const id = newSessionId();
  const at = isoAt(input.now);
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      user_id: input.userId,
      created_at: at,
      last_seen_at: at,
      expires_at: isoAt(input.now + input.absoluteMs),
      from_target: 0,
      target_session_id: null,
      ip: input.ip?.slice(0, 64) ?? null,
      user_agent: input.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  return id;
}

/**
 * Mints a render session (docs/adr/011-report-pdf.md): the headless browser that renders a batch's
 * quality report PDF signs in as the batch's owner without their password. It is limited on every
 * side: accepted only together with its secret (a second cookie, `RENDER_SECRET_COOKIE`), only for
 * the report page's reads (`RENDER_SESSION_OPERATIONS`) of its one batch, for `ttlMs` (minutes at
 * most), and deleted by the job when the render ends, whatever its outcome.
 */
export async function createRenderSession(
  db: Db,
  input: { userId: string; batchId: string; now: number; ttlMs: number },
): Promise<{ id: string; secret: string }> {
  const id = newSessionId();
  const secret = newSessionId();
  const at = isoAt(input.now);
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      user_id: input.userId,
      created_at: at,
      last_seen_at: at,
      expires_at: isoAt(input.now + input.ttlMs),
      from_target: 0,
      target_session_id: null,
      ip: null,
      user_agent: 'report-pdf',
      render_secret_hash: hashSessionId(secret),
      render_batch_id: input.batchId,
    })
    .execute();
  return { id, secret };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The session and user behind a cookie value, or null when there is none, it is malformed, or it
 * has passed its idle or absolute timeout (an expired row is deleted on the spot). Refreshes
 * `last_seen_at` at most once a minute. A render session needs its secret (`renderSecret`, the
 * second cookie) as well; without it, it is no session.
 */
export async function resolveSession(
  db: Db,
  rawId: string | undefined,
  options: { now: number; idleMs: number; renderSecret?: string | undefined },
): Promise<{ session: ActiveSession; user: UserRecord } | null> {
  if (!rawId || !SESSION_ID_PATTERN.test(rawId)) return null;
  const idHash = hashSessionId(rawId);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id_hash as s_id_hash',
      'sessions.created_at as s_created_at',
      'sessions.last_seen_at as s_last_seen_at',
      'sessions.expires_at as s_expires_at',
      'sessions.from_target as s_from_target',
      'sessions.target_session_id as s_target_session_id',
      'sessions.render_secret_hash as s_render_secret_hash',
      'sessions.render_batch_id as s_render_batch_id',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  if (row.s_render_secret_hash !== null) {
    const secret = options.renderSecret;
    if (!secret || !SESSION_ID_PATTERN.test(secret)) return null;
    if (!sameHash(hashSessionId(secret), row.s_render_secret_hash)) return null;
  }
  const lastSeen = Date.parse(row.s_last_seen_at);
  if (options.now >= Date.parse(row.s_expires_at) || options.now - lastSeen >= options.idleMs) {
    await deleteSessionByHash(db, idHash);
    return null;
  }
  let lastSeenAt = row.s_last_seen_at;
  if (options.now - lastSeen >= TOUCH_INTERVAL_MS) {
    lastSeenAt = isoAt(options.now);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: lastSeenAt })
      .where('id_hash', '=', idHash)
      .execute();
  }
  const {
    s_id_hash,
    s_created_at,
    s_last_seen_at: _lastSeen,
    s_expires_at,
    s_from_target,
    s_target_session_id,
    s_render_secret_hash,
    s_render_batch_id,
    ...user
  } = row;
  return {
    session: {
      idHash: s_id_hash,
      userId: user.id,
      createdAt: s_created_at,
      lastSeenAt,
      expiresAt: s_expires_at,
      fromTarget: s_from_target === 1,
      targetSessionId: s_target_session_id,
      render: s_render_secret_hash !== null ? { batchId: s_render_batch_id ?? '' } : null,
    },
    user,
  };
}

export async function deleteSessionByHash(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends the session a cookie value names, if any (sign-in replaces it, logout ends it). */
export async function deleteSessionById(db: Db, rawId: string | undefined): Promise<void> {
  if (rawId && SESSION_ID_PATTERN.test(rawId)) await deleteSessionByHash(db, hashSessionId(rawId));
}

/**
 * Ends every render session: after a start, those a killed render left (each would expire within
 * minutes anyway; no browser holds them any more).
 */
export async function deleteRenderSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('render_secret_hash', 'is not', null).execute();
}

/** Marks the session as coming from the sister product (spec 2 Query flags, 6). */
export async function setSessionFromTarget(db: Db, idHash: string, fromTarget: boolean): Promise<void> {
  const value: Flag = fromTarget ? 1 : 0;
  await db.updateTable('sessions').set({ from_target: value }).where('id_hash', '=', idHash).execute();
}

/** Stores the sister product's session id on the session (spec 7 Auth). */
export async function setSessionTargetId(db: Db, idHash: string, targetSessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ target_session_id: targetSessionId })
    .where('id_hash', '=', idHash)
    .execute();
}

/** Deletes sessions past their absolute or idle timeout. */
export async function pruneSessions(db: Db, now: number, idleMs: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', isoAt(now)), eb('last_seen_at', '<=', isoAt(now - idleMs))]))
    .execute();
}

/** Runs pruneSessions at most every ten minutes. */
export function createSessionPruner(db: Db, idleMs: number): (now: number) => Promise<void> {
  let last = -Infinity;
  return async (now) => {
    if (now - last < PRUNE_INTERVAL_MS) return;
    last = now;
    await pruneSessions(db, now, idleMs);
  };
}

function cookieOptions(settings: SessionSettings) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: settings.secure };
}

/**
 * Sets the session cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries
 * it), Path=/, Secure on https. No Max-Age: the browser drops it when it closes, and the server
 * ends the session at its idle or absolute timeout anyway.
 */
export function setSessionCookie(reply: FastifyReply, id: string, settings: SessionSettings): void {
  reply.setCookie(SESSION_COOKIE, id, cookieOptions(settings));
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(reply: FastifyReply, settings: SessionSettings): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(settings));
}
