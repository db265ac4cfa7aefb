import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { TestTask } from '../../test/workers/tasks.ts';
import type { ClusterDispatch } from './cluster.ts';
import type { JobKind } from './job-kind.ts';
import { JobQueue } from './queue.ts';
import { Jobs } from './registry.ts';
import { TaskError, TaskWorker } from './task-worker.ts';

interface Job {
  id: string;
  state: 'queued' | 'running' | 'finished' | 'failed';
  error?: string;
  /** Throws when run. */
  breaks?: boolean;
}

/** A kind over an in-memory table of jobs, as a kind over a database table would be. */
function memoryKind(jobs: Job[], options: { concurrency?: number; gate?: Promise<void> } = {}) {
  const ran: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const kind: JobKind<Job> = {
    name: 'memory',
    concurrency: options.concurrency ?? 1,
    claim: async (id) => {
      const job = jobs.find((j) => j.state === 'queued' && (id === undefined || j.id === id));
      if (job) job.state = 'running';
      return job;
    },
    idOf: (job) => job.id,
    state: async (id) => jobs.find((j) => j.id === id)?.state,
    run: async (job) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await options.gate;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (job.breaks) throw new Error(`${job.id} broke`);
        ran.push(job.id);
        job.state = 'finished';
      } finally {
        running -= 1;
      }
    },
    fail: async (job, error) => {
      job.state = 'failed';
      job.error = error instanceof Error ? error.message : String(error);
    },
    recover: async (recovery) => {
      if (recovery?.cluster) return;
      for (const job of jobs) if (job.state === 'running') job.state = 'queued';
    },
    requeue: async (id) => {
      for (const job of jobs) if (job.id === id && job.state === 'running') job.state = 'queued';
    },
    queuedIds: async () => jobs.filter((j) => j.state === 'queued').map((j) => j.id),
  };
  return { kind, ran, mostAtOnce: () => mostAtOnce };
}

/**
 * A cluster's queues in memory (cluster.ts stands for pg-boss): messages of a queue with the same
 * singleton key while one is waiting are one; `drain` delivers the waiting ones to the handlers.
 */
function memoryCluster() {
  const handlers = new Map<string, (message: { data: never; retryCount: number }) => Promise<void>>();
  const waiting: [string, object, string | undefined][] = [];
  const sent: [string, string | undefined][] = [];
  const dispatch: ClusterDispatch & {
    sent: typeof sent;
    drain(): Promise<void>;
    deliver(name: string, data: object): Promise<void>;
  } = {
    sent,
    define: async () => {},
    send: async (name, data, key) => {
      if (key && waiting.some(([n, , k]) => n === name && k === key)) return;
      sent.push([name, key]);
      waiting.push([name, data, key]);
    },
    sendMany: async (name, items) => {
      for (const item of items) await dispatch.send(name, item.data, item.singletonKey);
    },
    work: async (name, _concurrency, handler) => {
      handlers.set(name, handler as never);
    },
    pending: async () => waiting.length,
    pendingKeys: async (name) =>
      new Set(waiting.filter(([n, , k]) => n === name && k !== undefined).map(([, , k]) => k!)),
    sweepSeconds: 0.02,
    deliver: async (name, data) => {
      await handlers.get(name)?.({ data: data as never, retryCount: 0 });
    },
    drain: async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      while (waiting.length > 0) {
        const [name, data] = waiting.shift()!;
        await dispatch.deliver(name, data);
      }
    },
  };
  return dispatch;
}

describe('JobQueue', () => {
  it('runs queued jobs until none is left; a job that throws is failed by its kind and reported with its id', async () => {
    const jobs: Job[] = [
      { id: 'a', state: 'queued' },
      { id: 'b', state: 'queued', breaks: true },
      { id: 'c', state: 'queued' },
    ];
    const { kind, ran } = memoryKind(jobs);
    const reported: [string, string, string][] = [];
    const queue = new JobQueue(kind, {
      onError: (name, id, error) => reported.push([name, id, (error as Error).message]),
    });
    queue.kick();
    await queue.idle();
    expect(ran).toEqual(['a', 'c']);
    expect(jobs.map((j) => j.state)).toEqual(['finished', 'failed', 'finished']);
    expect(jobs[1]!.error).toBe('b broke');
    expect(reported).toEqual([['memory', 'b', 'b broke']]);
    expect(await queue.state('b')).toBe('failed');
    expect(await queue.state('nope')).toBeUndefined();
  });

  it('does not lose a job queued while its loop is finishing', async () => {
    const jobs: Job[] = [{ id: 'a', state: 'queued' }];
    const { kind, ran } = memoryKind(jobs);
    const queue = new JobQueue(kind);
    queue.kick();
    // Queued after the loop's claim, before it ends.
    jobs.push({ id: 'late', state: 'queued' });
    queue.kick();
    await queue.idle();
    expect(ran).toEqual(['a', 'late']);
  });

  it('runs up to `concurrency` jobs at once', async () => {
    const jobs: Job[] = Array.from({ length: 6 }, (_, i) => ({ id: `j${i}`, state: 'queued' as const }));
    const { kind, ran, mostAtOnce } = memoryKind(jobs, { concurrency: 2 });
    const queue = new JobQueue(kind);
    queue.kick();
    await queue.idle();
    expect(ran).toHaveLength(6);
    expect(mostAtOnce()).toBe(2);
  });

  it('recovers jobs a killed process left running, then runs them; closing waits for the running job and claims no more', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const jobs: Job[] = [
      { id: 'left running', state: 'running' },
      { id: 'next', state: 'queued' },
    ];
    const { kind, ran } = memoryKind(jobs, { gate });
    let closed = false;
    kind.close = async () => {
      closed = true;
    };
    const registry = new Jobs();
    registry.add(new JobQueue(kind));
    expect(registry.names()).toEqual(['memory']);
    expect(await registry.state('memory', 'next')).toBe('queued');
    expect(await registry.state('other', 'next')).toBeUndefined();
    await registry.recover();
    const closing = registry.close();
    open();
    await closing;
    expect(ran).toEqual(['left running']);
    expect(jobs[1]!.state).toBe('queued');
    expect(closed).toBe(true);
  });

  it('in a cluster: offers each job once by its id, runs what it is handed, and takes over a job whose holder died', async () => {
    const jobs: Job[] = [
      { id: 'queued before the start', state: 'queued' },
      { id: 'held by a dead worker', state: 'running' },
    ];
    const { kind, ran } = memoryKind(jobs);
    const recoveries: unknown[] = [];
    const recover = kind.recover.bind(kind);
    kind.recover = async (options) => {
      recoveries.push(options);
      await recover(options);
    };
    const cluster = memoryCluster();
    const worker = new JobQueue(kind);
    await worker.joinCluster(cluster, { work: true });
    // The start offered the queued job; the running one is another worker's, left alone.
    expect(recoveries).toEqual([{ cluster: true }]);
    expect(cluster.sent).toEqual([['memory', 'queued before the start']]);
    expect(jobs[1]!.state).toBe('running');

    // A job queued later is offered by its id; a second offer of it is one message.
    jobs.push({ id: 'new', state: 'queued' });
    worker.kick('new');
    worker.kick('new');
    await cluster.drain();
    expect(ran).toEqual(['queued before the start', 'new']);

    // The queue hands back the dead worker's message: the record still says running, so the job
    // is queued again and run here.
    await cluster.deliver('memory', { id: 'held by a dead worker' });
    expect(ran).toEqual(['queued before the start', 'new', 'held by a dead worker']);
    expect(jobs.map((j) => j.state)).toEqual(['finished', 'finished', 'finished']);
    // A message for a finished or unknown job does nothing.
    await cluster.deliver('memory', { id: 'new' });
    await cluster.deliver('memory', { id: 'nope' });
    expect(ran).toHaveLength(3);
    await worker.close();
  });

  it('in a cluster, a worker offers a queued job whose offer never came (the process that queued it died) at its next sweep, once', async () => {
    const jobs: Job[] = [];
    const { kind, ran } = memoryKind(jobs);
    const cluster = memoryCluster();
    const worker = new JobQueue(kind);
    await worker.joinCluster(cluster, { work: true });
    // Queued with its offer on the queue, and queued by an API process killed before its offer.
    jobs.push({ id: 'offered', state: 'queued' });
    await cluster.send('memory', { id: 'offered' }, 'offered');
    jobs.push({ id: 'orphan', state: 'queued' });
    const sweeps = (n: number) =>
      new Promise((resolve) => setTimeout(resolve, n * cluster.sweepSeconds * 1000));
    for (let i = 0; i < 500 && cluster.sent.length < 2; i++) await sweeps(1);
    await sweeps(3);
    expect(cluster.sent).toEqual([
      ['memory', 'offered'],
      ['memory', 'orphan'],
    ]);
    await cluster.drain();
    expect(ran).toEqual(['offered', 'orphan']);
    await worker.close();
  });

  it('in a cluster, an API process only offers jobs: nothing runs there', async () => {
    const jobs: Job[] = [{ id: 'a', state: 'queued' }];
    const { kind, ran } = memoryKind(jobs);
    const cluster = memoryCluster();
    const api = new JobQueue(kind);
    await api.joinCluster(cluster, { work: false });
    api.kick('a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cluster.sent).toEqual([['memory', 'a']]);
    expect(ran).toEqual([]);
    expect(jobs[0]!.state).toBe('queued');
  });

  it('refuses two kinds of one name', () => {
    const registry = new Jobs();
    registry.add(new JobQueue(memoryKind([]).kind));
    expect(() => registry.add(new JobQueue(memoryKind([]).kind))).toThrow(/registered already/);
  });
});

describe('TaskWorker', () => {
  const url = new URL('../../test/workers/tasks.ts', import.meta.url);

  it('runs tasks in a worker thread, one after the other, and keeps the thread between them', async () => {
    const worker = new TaskWorker<TestTask, number>(url);
    try {
      const [first, second] = await Promise.all([worker.run({ op: 'thread' }), worker.run({ op: 'thread' })]);
      expect(first).not.toBe(threadId);
      expect(second).toBe(first);
    } finally {
      await worker.close();
    }
  });

  it('runs a task given while the idle thread is ending on a new thread, unharmed by the old one’s end', async () => {
    // An idle thread is ended (idleMs) and reports its end a moment later; a task given in that
    // moment once got that end as its own failure ("worker thread stopped (exit code 1)"): a 500
    // for getExportInfo after half a minute without counts (seen in the contract fuzz).
    const worker = new TaskWorker<TestTask, number>(url, { idleMs: 0 });
    try {
      const first = await worker.run({ op: 'thread' });
      for (let i = 0; i < 5; i++) {
        // The idle timer (0 ms) fires before this one: the old thread is ending now.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const next = await worker.run({ op: 'thread' });
        expect(next).not.toBe(first);
      }
    } finally {
      await worker.close();
    }
  });

  it('rejects with the task’s error, and with the thread’s end when it dies; the next task gets a new thread', async () => {
    const worker = new TaskWorker<TestTask, number>(url);
    try {
      const before = await worker.run({ op: 'thread' });
      const error = await worker.run({ op: 'throw', message: 'kaputt' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TaskError);
      expect(error).toMatchObject({ message: 'kaputt', code: 'E_TEST' });
      await expect(worker.run({ op: 'exit' })).rejects.toThrow(/exit code 3/);
      const after = await worker.run({ op: 'thread' });
      expect(after).not.toBe(before);
    } finally {
      await worker.close();
    }
  });
});
