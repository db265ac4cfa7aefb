/**
 * A worker for db/write-intent.test.ts: says it is about to wait, waits while the request thread
 * announces a write, then reports the step the request thread had reached when it woke.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { waitWhileWriteAnnounced } from '../../src/db/write-intent.ts';

const { intent, step } = workerData as { intent: Int32Array; step: Int32Array };
parentPort!.postMessage('waiting');
waitWhileWriteAnnounced(intent, 60_000);
parentPort!.postMessage(Atomics.load(step, 0));
