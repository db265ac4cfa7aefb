/**
 * The product's entry points in child processes of a benchmark: a node script run to its end (or
 * until its output shows a line), and the real server (server/src/main.ts) on a free port. Every
 * child reports its peak RSS (max-rss.ts); servers still running when the benchmark ends early
 * (a failed check) are stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SERVER_MAIN } from './paths.ts';

const PRELOAD = ['--import', path.join(import.meta.dirname, 'max-rss.ts')];

/** The peak RSS in MB a child reported when it exited (NaN before it did). */
export function maxRssMb(output: string): number {
  const found = /max-rss-kb=(\d+)/.exec(output);
  return found ? Number(found[1]) / 1024 : NaN;
}

/** The CPU seconds (user + system, all threads) a child reported when it exited (NaN before it did). */
export function cpuSeconds(output: string): number {
  const found = /cpu-us=(\d+)/.exec(output);
  return found ? Number(found[1]) / 1e6 : NaN;
}

export interface NodeRun {
  /** Wall time until it exited, or until `until` matched. */
  ms: number;
  /** Its stdout and stderr together. */
  output: string;
  peakRssMb: number;
  /** CPU time of the whole process (NaN when it was stopped before it could report). */
  cpuSeconds: number;
}

export interface RunNodeOptions {
  /** On top of this process's environment and LOG_LEVEL=warn. */
  env?: Record<string, string>;
  /** Stop the child (SIGTERM) once its output matches: the time is taken then. */
  until?: RegExp;
}

/** Runs `node <args>` from the repository root; rejects with its output when it fails. */
export function runNode(args: string[], options: RunNodeOptions = {}): Promise<NodeRun> {
  const { env = {}, until } = options;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...PRELOAD, ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let ms: number | null = null;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && ms === null && until.test(output)) {
        ms = performance.now() - started;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      const elapsed = ms ?? performance.now() - started;
      if (until && ms === null)
        reject(new Error(`node ${args.join(' ')} stopped before ${until}:\n${output}`));
      else if (!until && code !== 0)
        reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${output}`));
      else resolve({ ms: elapsed, output, peakRssMb: maxRssMb(output), cpuSeconds: cpuSeconds(output) });
    });
  });
}

/** Servers still running: stopped when this process exits early. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGTERM');
});

export interface BenchServer {
  url: string;
  port: number;
  pid: number;
  /** What it printed so far. */
  output: () => string;
  /** Stops it with SIGTERM; resolves to its peak RSS in MB. */
  stop: () => Promise<number>;
}

export interface StartServerOptions {
  /** On top of this process's environment, PORT=0, HOST=127.0.0.1 and LOG_LEVEL=warn. */
  env: Record<string, string>;
  /** Node's own flags (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** How long the first start may take (it may generate the demo companies). @default 120000 */
  timeoutMs?: number;
}

/** Starts server/src/main.ts on a free port; resolves once it listens. */
export async function startServer(options: StartServerOptions): Promise<BenchServer> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...PRELOAD, SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      live.delete(child);
      resolve(code);
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at http:\/\/\S+:(\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${output}`);
      return maxRssMb(output);
    },
  };
}

/** Removes the app database and what hangs on it from a data folder; the company database stays. */
export function removeAppDatabase(dataDir: string): void {
  for (const name of [
    'datacare.sqlite',
    'datacare.sqlite-wal',
    'datacare.sqlite-shm',
    'demo-login.txt',
    'uploads',
    'exports',
  ]) {
    rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}
