/**
 * One writer at a time between the thread serving requests and the matching workers, which
 * write through SQLite connections of their own (matching/jobs/chunk-store.ts), decided here
 * rather than in SQLite's busy handler. SQLite makes a writer that finds the lock taken sleep 1, 2,
 * 5, 10 … ms between tries, blocking its thread; a worker's back-to-back transactions kept winning
 * and the request thread slept through them. Here:
 *
 * - the request thread **announces** a write transaction, then **waits asynchronously** (the event
 *   loop keeps serving) for the lock, and holds it until commit or rollback;
 * - a worker does not take the lock while a write is announced (at most `maxMs`, so a stream of
 *   requests cannot stop a job), takes it for one short transaction and lets it go, waking the
 *   waiter at once.
 *
 * So a request's write waits at most for the one worker transaction under way (about 2 ms), and
 * never sleeps in SQLite. Two counters in shared memory: [0] announced writes, [1] the lock: 0
 * free, else the holder's thread id + 1, so the pool can let go of the lock of a worker that died
 * holding it (releaseWriteLockOf) instead of leaving every later write waiting.
 */

import { threadId } from 'node:worker_threads';

const ANNOUNCED = 0;
const LOCK = 1;

/** A new pair of counters; share it with worker threads by posting it (the memory is shared). */
export function createWriteIntent(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
}

/** This process's counters, kept by the app database's dialect (db/dialect.ts). */
export const appWriteIntent = createWriteIntent();

export function announceWrite(intent: Int32Array): void {
  Atomics.add(intent, ANNOUNCED, 1);
}

export function endWrite(intent: Int32Array): void {
  if (Atomics.sub(intent, ANNOUNCED, 1) <= 1) Atomics.notify(intent, ANNOUNCED);
}

/** Atomics.waitAsync (Node 16+; in TypeScript's ES2024 library, newer than this project's target). */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
    ): { async: false; value: 'not-equal' | 'timed-out' } | { async: true; value: Promise<string> };
  }
).waitAsync;

/** This thread's mark in the lock. */
const HOLDER = threadId + 1;

/** Takes the lock, waiting without blocking the thread (the request thread). */
export async function lockWriteAsync(intent: Int32Array): Promise<void> {
  for (;;) {
    const holder = Atomics.compareExchange(intent, LOCK, 0, HOLDER);
    if (holder === 0) return;
    const waited = waitAsync(intent, LOCK, holder);
    if (waited.async) await waited.value;
  }
}

/** Takes the lock, blocking the calling thread (a worker; never the request thread). */
export function lockWrite(intent: Int32Array): void {
  for (;;) {
    const holder = Atomics.compareExchange(intent, LOCK, 0, HOLDER);
    if (holder === 0) return;
    Atomics.wait(intent, LOCK, holder);
  }
}

export function unlockWrite(intent: Int32Array): void {
  Atomics.store(intent, LOCK, 0);
  Atomics.notify(intent, LOCK);
}

/**
 * Lets go of the lock if the thread `deadThreadId` holds it (it ended in the middle of a
 * transaction: its connection's transaction was rolled back with it). Returns whether it did.
 */
export function releaseWriteLockOf(intent: Int32Array, deadThreadId: number): boolean {
  if (Atomics.compareExchange(intent, LOCK, deadThreadId + 1, 0) !== deadThreadId + 1) return false;
  Atomics.notify(intent, LOCK);
  return true;
}

/**
 * Blocks the calling worker thread while a write is announced, at most `maxMs` (a stream of
 * requests must not stop a job). Never call it on the thread that announces: it would wait for
 * itself.
 */
export function waitWhileWriteAnnounced(intent: Int32Array, maxMs = 50): void {
  const deadline = performance.now() + maxMs;
  for (;;) {
    const announced = Atomics.load(intent, ANNOUNCED);
    const left = deadline - performance.now();
    if (announced <= 0 || left <= 0) return;
    Atomics.wait(intent, ANNOUNCED, announced, left);
  }
}

/** A worker's transaction: after announced writes, under the lock. */
export function asWorkerWrite<T>(intent: Int32Array, write: () => T): T {
  waitWhileWriteAnnounced(intent);
  lockWrite(intent);
  try {
    return write();
  } finally {
    unlockWrite(intent);
  }
}
