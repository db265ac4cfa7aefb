/**
 * Background threads yield the CPU to the thread that serves requests. On a machine with few
 * cores, a matching job's worker threads would otherwise take the cores from the server's main
 * thread, and every request would wait on the run queue behind them (docs/performance.md, 'Review
 * writes under load'). On Linux a thread has a nice value of its own: the calling thread's is
 * raised (its priority lowered), so the scheduler runs it when nothing more urgent is ready and a
 * job still uses every idle core. Elsewhere this does nothing.
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The nice value of background threads (0 is normal, 19 the lowest priority). */
export const BACKGROUND_NICE = 10;

/** The calling thread's id on Linux (/proc/thread-self links to PID/task/TID), else null. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's priority to `nice`; true when the thread now runs at `nice` or lower.
 * Only ever lowers it: a process started with a higher nice value (say under `nice -n 15`) keeps
 * it, where setting 10 would raise the priority (or fail without the privilege to).
 */
export function runAsBackgroundThread(nice = BACKGROUND_NICE): boolean {
  const tid = currentThreadId();
  if (tid === null) return false;
  try {
    if (getPriority(tid) < nice) setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
