/**
 * What processes the benchmark did not start itself in-process use, read from Linux's /proc: CPU
 * seconds of a process (every thread, and its children that ended), its resident set size now and
 * at its peak, the whole tree of a PostgreSQL server (the postmaster and its backends), and the
 * machine's busy and steal share. Figures are read before and after a piece of work; the
 * difference is what the work cost.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux's usual builds). */
export const CLK_TCK = 100;

interface Stat {
  ppid: number;
  /** utime + stime, seconds. */
  own: number;
  /** cutime + cstime (children that ended and were waited for), seconds. */
  children: number;
}

function stat(pid: number): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The name (field 2) may hold spaces and parentheses: the fields after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    own: (Number(fields[11]) + Number(fields[12])) / CLK_TCK,
    children: (Number(fields[13]) + Number(fields[14])) / CLK_TCK,
  };
}

/** CPU seconds (user + system, every thread) a process has used so far; NaN when it is gone. */
export function cpuSecondsOf(pid: number): number {
  return stat(pid)?.own ?? NaN;
}

/**
 * CPU seconds of a process and everything below it: its own, its ended children's (cutime) and
 * its live children's (for a PostgreSQL postmaster: every backend, the checkpointer, the WAL
 * writer …). Monotonic: a child that ends moves from the live sum into the parent's cutime.
 */
export function treeCpuSecondsOf(pid: number): number {
  const root = stat(pid);
  if (!root) return NaN;
  let total = root.own + root.children;
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (!s) continue;
    const list = byParent.get(s.ppid) ?? [];
    list.push(Number(name));
    byParent.set(s.ppid, list);
  }
  const walk = (parent: number) => {
    for (const child of byParent.get(parent) ?? []) {
      const s = stat(child);
      if (s) total += s.own + s.children;
      walk(child);
    }
  };
  walk(pid);
  return total;
}

/** Resident set size now (VmRSS) and at its peak so far (VmHWM), MB; NaN when the process is gone. */
export function rssOf(pid: number): { rssMb: number; peakMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

/** The machine's CPU counters (/proc/stat, first line): busy, steal and total ticks. */
export function machineTicks(): { busy: number; steal: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return {
    busy: user + nice + system + irq + softirq,
    steal,
    total: user + nice + system + idle + iowait + irq + softirq + steal,
  };
}

/** Share of the machine busy and stolen by the hypervisor between two readings of machineTicks. */
export function machineShare(
  before: ReturnType<typeof machineTicks>,
  after: ReturnType<typeof machineTicks>,
): { busy: number; steal: number } {
  const total = after.total - before.total || 1;
  return { busy: (after.busy - before.busy) / total, steal: (after.steal - before.steal) / total };
}

/**
 * Samples the RSS of some processes every `everyMs` while a piece of work runs; `stop()` gives
 * each one's highest VmRSS seen (the peak during the work, where VmHWM is the peak of its life).
 */
export function rssSampler(
  pids: Record<string, number>,
  everyMs = 250,
): { stop: () => Record<string, number> } {
  const highest: Record<string, number> = {};
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) {
      const { rssMb } = rssOf(pid);
      if (!Number.isNaN(rssMb)) highest[name] = Math.max(highest[name] ?? 0, rssMb);
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return highest;
    },
  };
}
