import { once } from 'node:events';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  announceWrite,
  createWriteIntent,
  endWrite,
  lockWriteAsync,
  releaseWriteLockOf,
  unlockWrite,
  waitWhileWriteAnnounced,
} from './write-intent.ts';

const WORKER = path.join(import.meta.dirname, '..', '..', 'test', 'workers', 'wait-for-writes.ts');

describe('write announcements', () => {
  it('hold a worker back until the announced write has ended', async () => {
    const intent = createWriteIntent();
    const step = new Int32Array(new SharedArrayBuffer(4));
    announceWrite(intent);
    const worker = new Worker(WORKER, { workerData: { intent, step, mode: 'announced' } });
    try {
      const messages: unknown[] = [];
      worker.on('message', (message) => messages.push(message));
      while (!messages.includes('waiting')) await once(worker, 'message');
      // The request thread finishes its write (step 1) and ends the announcement.
      Atomics.store(step, 0, 1);
      endWrite(intent);
      while (messages.length < 2) await once(worker, 'message');
      expect(messages).toEqual(['waiting', 1]);
    } finally {
      await worker.terminate();
    }
  });

  it('let a worker go at once when nothing is announced, and count nested announcements', () => {
    const intent = createWriteIntent();
    waitWhileWriteAnnounced(intent, 60_000);
    announceWrite(intent);
    announceWrite(intent);
    endWrite(intent);
    expect(Atomics.load(intent, 0)).toBe(1);
    endWrite(intent);
    expect(Atomics.load(intent, 0)).toBe(0);
  });

  it('let the request thread wait for a worker’s transaction without blocking, and go on when it ends', async () => {
    const intent = createWriteIntent();
    const step = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(WORKER, { workerData: { intent, step, mode: 'hold' } });
    try {
      expect(await once(worker, 'message')).toEqual(['locked']);
      const locked = lockWriteAsync(intent).then(() => Atomics.load(step, 0));
      // This thread is not blocked while it waits: it tells the worker to finish.
      await Promise.resolve();
      Atomics.store(step, 0, 1);
      Atomics.notify(step, 0);
      expect(await locked).toBe(2);
      unlockWrite(intent);
    } finally {
      await worker.terminate();
    }
  });

  it('free the lock of a worker that ended holding it, and only of that worker', async () => {
    const intent = createWriteIntent();
    const step = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(WORKER, { workerData: { intent, step, mode: 'die' } });
    const id = worker.threadId;
    // Listened for before the message: a worker that ends delivers its last messages and emits
    // 'exit' in one go, before the code after an awaited message runs.
    const exited = once(worker, 'exit');
    expect(await once(worker, 'message')).toEqual(['locked']);
    await exited;
    const locked = lockWriteAsync(intent);
    expect(releaseWriteLockOf(intent, id + 1000)).toBe(false);
    expect(releaseWriteLockOf(intent, id)).toBe(true);
    await locked;
    // Now this thread holds it: a dead worker's id does not free it.
    expect(releaseWriteLockOf(intent, id)).toBe(false);
    unlockWrite(intent);
  });
});
