/**
 * A task worker for server/src/jobs/jobs.test.ts: answers its thread id, throws, or ends the
 * thread in the middle of a task, as the test asks.
 */
import { threadId } from 'node:worker_threads';
import { serveTasks } from '../../src/jobs/task-worker-entry.ts';

export type TestTask = { op: 'thread' } | { op: 'throw'; message: string } | { op: 'exit' };

serveTasks<TestTask, number>(async (task) => {
  if (task.op === 'throw') throw Object.assign(new Error(task.message), { code: 'E_TEST' });
  if (task.op === 'exit') process.exit(3);
  return threadId;
});
