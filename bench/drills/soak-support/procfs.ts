/**
 * What the soak reads of processes from Linux's /proc beyond bench/support/proc.ts: the time a
 * process's threads waited for a core (the machine's other work shows there, not the product's),
 * and the memory of a process and of the processes below it: VmRSS (everything
 * resident), RssAnon (the private heap: where a leak shows) and RssShmem (shared memory such as
 * PostgreSQL's shared buffers, counted again in every process that touched it, so it is taken once,
 * as the largest, never summed). A server's children are the report PDF's Chromium; PostgreSQL's
 * are its backends, the checkpointer, the WAL writer ….
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface Memory {
  rssMb: number;
  anonMb: number;
  shmemMb: number;
}

/** One process's memory now; null when it is gone. */
export function memoryOf(pid: number): Memory | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const mb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: mb('VmRSS'), anonMb: mb('RssAnon'), shmemMb: mb('RssShmem') };
}

/** Every live process below `pid` (children, their children, …). */
export function descendantsOf(pid: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The name (field 2) may hold spaces and parentheses: ppid is the second field after the last ')'.
    const ppid = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
    const list = byParent.get(ppid) ?? [];
    list.push(Number(name));
    byParent.set(ppid, list);
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of byParent.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

export interface TreeMemory {
  /** The process itself. */
  own: Memory;
  /** Its live descendants: how many, and their memory (RSS and anonymous summed, shared the largest). */
  children: { count: number } & Memory;
  /** The whole tree: own + children, shared memory once (the largest any process has). */
  total: Memory;
}

/** The memory of a process and its descendants now; null when the process is gone. */
export function treeMemoryOf(pid: number): TreeMemory | null {
  const own = memoryOf(pid);
  if (!own) return null;
  const children = { count: 0, rssMb: 0, anonMb: 0, shmemMb: 0 };
  for (const child of descendantsOf(pid)) {
    const m = memoryOf(child);
    if (!m) continue;
    children.count++;
    children.rssMb += m.rssMb;
    children.anonMb += m.anonMb;
    children.shmemMb = Math.max(children.shmemMb, m.shmemMb);
  }
  return {
    own,
    children,
    total: {
      rssMb: own.rssMb + children.rssMb,
      anonMb: own.anonMb + children.anonMb,
      shmemMb: Math.max(own.shmemMb, children.shmemMb),
    },
  };
}

/**
 * Seconds the threads of a process have waited on a run queue so far (ready to run, no core free;
 * /proc/PID/task/TID/schedstat, second field), summed; NaN when the process is gone. Threads that
 * ended are not counted, so read it as a difference over a stretch the threads lived through.
 */
export function runQueueWaitSecondsOf(pid: number): number {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return NaN;
  }
  let total = 0;
  for (const tid of tids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
    } catch {
      // the thread ended meanwhile
    }
  }
  return total;
}
