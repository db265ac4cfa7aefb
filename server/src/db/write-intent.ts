/**
 * The thread serving requests announces its write transactions; the matching workers, which write
 * through connections of their own (matching/jobs/chunk-store.ts), wait for the announcement to
 * end before they begin their next transaction. Without it a worker's back-to-back transactions
 * keep taking SQLite's write lock while the request thread sleeps in SQLite's busy handler (1, 2,
 * 5, 10 … ms between tries) and a review write could wait for a whole chunk. With it, a request's
 * write waits for at most the one worker transaction already under way.
 *
 * A counter in shared memory: above 0 while the request thread has a write transaction open.
 */

/** A new counter; share it with worker threads by posting it (the memory is shared, not copied). */
export function createWriteIntent(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** This process's counter, kept by the app database's dialect (db/dialect.ts). */
export const appWriteIntent = createWriteIntent();

export function announceWrite(intent: Int32Array): void {
  Atomics.add(intent, 0, 1);
}

export function endWrite(intent: Int32Array): void {
  if (Atomics.sub(intent, 0, 1) <= 1) Atomics.notify(intent, 0);
}

/**
 * Blocks the calling worker thread while a write is announced, at most `maxMs` (a stream of
 * requests must not stop a job). Never call it on the thread that announces: it would wait for
 * itself.
 */
export function waitWhileWriteAnnounced(intent: Int32Array, maxMs = 50): void {
  const deadline = performance.now() + maxMs;
  for (;;) {
    const announced = Atomics.load(intent, 0);
    const left = deadline - performance.now();
    if (announced <= 0 || left <= 0) return;
    Atomics.wait(intent, 0, announced, left);
  }
}
