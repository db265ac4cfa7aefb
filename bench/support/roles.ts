/**
 * The real server (server/src/main.ts) in a role of docs/deployment.md, for the cluster benchmark:
 * `all` (the embedded default), `api` or `worker`, each on a free port of 127.0.0.1, ready once
 * `/ready` answers 200 (a process that runs jobs has loaded its company index by then). Processes
 * still running when the benchmark ends early are stopped (SIGTERM).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { ROOT, SERVER_MAIN } from './paths.ts';
import { sleep } from './stats.ts';

export type Role = 'all' | 'api' | 'worker';

export interface RoleProcess {
  name: string;
  role: Role;
  url: string;
  pid: number;
  /** From spawning it until /ready answered 200 (migrations, the index loaded or built). */
  readyMs: number;
  /** The last 20,000 characters it printed. */
  output: () => string;
  /** SIGTERM and its exit; rejects when it exits with another code than 0. */
  stop: () => Promise<void>;
}

/** A free TCP port of 127.0.0.1 (closed again: the process takes it a moment later). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGTERM');
});

/**
 * Starts server/src/main.ts with DATACARE_ROLE=`role` (env on top of this process's environment,
 * PORT, HOST=127.0.0.1 and LOG_LEVEL=warn) and resolves once it is ready.
 */
export async function startRole(
  name: string,
  role: Role,
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<RoleProcess> {
  const timeoutMs = options.timeoutMs ?? 600_000;
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      DATACARE_ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      live.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} (${role}) exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    const response = await fetch(`${url}/ready`).catch(() => null);
    if (response) await response.arrayBuffer();
    if (response?.status === 200) break;
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGTERM');
      throw new Error(`${name} (${role}) not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    await sleep(250);
  }
  const readyMs = performance.now() - started;
  return {
    name,
    role,
    url,
    pid: child.pid!,
    readyMs,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`${name} (${role}) exited with ${code} on SIGTERM:\n${output}`);
    },
  };
}
