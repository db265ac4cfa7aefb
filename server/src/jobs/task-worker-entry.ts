/**
 * The worker side of a TaskWorker (task-worker.ts): answers each posted task with its output or
 * its error as plain data. The thread runs at background priority, so the thread serving requests
 * goes first on a busy machine.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runAsBackgroundThread } from '../system/thread-priority.ts';
import type { TaskAnswer, TaskWorkerData } from './task-worker.ts';

/** The write-lock counters of the process that started this worker (for openWorkerDatabase). */
export function taskWriteIntent(): Int32Array {
  return (workerData as TaskWorkerData).writeIntent;
}

/** Serves the tasks of this worker thread with `handle`, one at a time. */
export function serveTasks<Input, Output>(handle: (input: Input) => Promise<Output>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread.');
  runAsBackgroundThread();
  let chain: Promise<void> = Promise.resolve();
  port.on('message', ({ id, input }: { id: number; input: Input }) => {
    chain = chain.then(async () => {
      let answer: TaskAnswer<Output>;
      try {
        answer = { id, ok: true, output: await handle(input) };
      } catch (error) {
        const e = error instanceof Error ? error : new Error(String(error));
        const code: unknown = (e as Error & { code?: unknown }).code;
        answer = {
          id,
          ok: false,
          error: {
            name: e.name,
            message: e.message,
            ...(e.stack ? { stack: e.stack } : {}),
            ...(typeof code === 'string' ? { code } : {}),
          },
        };
      }
      port.postMessage(answer);
    });
  });
}
