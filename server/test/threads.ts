import { readdirSync, readFileSync } from 'node:fs';

/**
 * The nice value of each thread of this process by thread id (Linux: /proc/self/task/TID/stat),
 * for tests that check which threads run at background priority. Compare readings by thread id:
 * threads of earlier tests may end in between.
 */
export function niceOfThreads(): Map<string, number> {
  return new Map(
    readdirSync('/proc/self/task').flatMap((tid): [string, number][] => {
      try {
        // Fields after the command's closing parenthesis; nice is the 19th field of the line.
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return [[tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])]];
      } catch {
        return []; // the thread ended between listing and reading
      }
    }),
  );
}

/** Threads of `now` that were not in `before`, with their nice values. */
export function startedSince(before: Map<string, number>, now = niceOfThreads()): [string, number][] {
  return [...now].filter(([tid]) => !before.has(tid));
}
