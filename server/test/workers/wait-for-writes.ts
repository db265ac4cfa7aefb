/**
 * A worker for db/write-intent.test.ts.
 * - 'announced': says it is about to wait, waits while the request thread announces a write, then
 *   reports the step the request thread had reached when it woke.
 * - 'hold': takes the write lock, says so, holds it until the request thread moves `step` to 1,
 *   moves it to 2 and lets the lock go.
 * - 'die': takes the write lock, says so and ends the thread without letting it go.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lockWrite, unlockWrite, waitWhileWriteAnnounced } from '../../src/db/write-intent.ts';

const { intent, step, mode } = workerData as { intent: Int32Array; step: Int32Array; mode: string };
if (mode === 'die') {
  lockWrite(intent);
  parentPort!.postMessage('locked');
  process.exit(1);
} else if (mode === 'hold') {
  lockWrite(intent);
  parentPort!.postMessage('locked');
  while (Atomics.load(step, 0) === 0) Atomics.wait(step, 0, 0);
  Atomics.store(step, 0, 2);
  unlockWrite(intent);
} else {
  parentPort!.postMessage('waiting');
  waitWhileWriteAnnounced(intent, 60_000);
  parentPort!.postMessage(Atomics.load(step, 0));
}
