import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Lets every session of the server's database run out, as its absolute timeout does after
 * SESSION_ABSOLUTE_HOURS: `expires_at` moves to a moment just past. Nothing else changes, so the
 * browser keeps sending its cookie and the server itself finds the session expired at the next
 * call (server/src/auth/sessions.ts resolveSession: deletes it, clears the cookie, answers 401).
 * Opens DATA_DIR/datacare.sqlite next to the running server (WAL, a busy timeout like the users
 * CLI); returns how many sessions ran out.
 */
export function expireSessions(dataDir: string): number {
  const db = new DatabaseSync(path.join(dataDir, 'datacare.sqlite'), { timeout: 5000 });
  try {
    const past = new Date(Date.now() - 1000).toISOString();
    return Number(db.prepare('UPDATE sessions SET expires_at = ?').run(past).changes);
  } finally {
    db.close();
  }
}
