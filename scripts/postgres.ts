/**
 * A throwaway PostgreSQL cluster for the tests on PostgreSQL (docs/adr/013-two-databases-one-job-interface.md,
 * docs/testing.md): initdb into a temporary folder, the server on a free port of 127.0.0.1 with its
 * socket in that folder, durability off (it is thrown away), removed again at the end.
 *
 *   node scripts/postgres.ts -- <command …>   runs the command with TEST_DATABASE_URL set, then stops
 *
 * Uses Debian's postgresql (`apt-get install -y postgresql`; .ci/run installs it when missing).
 * PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` user.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** The folder of initdb, pg_ctl and postgres: Debian's newest version, else whatever PATH has. */
export function postgresBinDir(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v) && existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? path.dirname(which.stdout.trim()) : null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): void;
}

/** Starts a fresh cluster and resolves once it accepts connections. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: the tests on PostgreSQL need it (apt-get install -y postgresql).',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'datacare-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return spawnSync(file, argv, { encoding: 'utf8' });
  };
  const init = run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=256MB',
  ].join(' ');
  const start = run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.stdout}\n${start.stderr}`);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0)
    throw new Error('Running as root needs the postgres user (Debian’s postgresql package).');
  return { uid: Number(id.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/** `node scripts/postgres.ts -- <command …>`: the command runs with TEST_DATABASE_URL, its exit code is ours. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const command = args[0] === '--' ? args.slice(1) : args;
  if (command.length === 0) {
    console.error('usage: node scripts/postgres.ts -- <command …>');
    process.exit(2);
  }
  const cluster = await startThrowawayPostgres();
  const stop = () => cluster.stop();
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  console.log(`PostgreSQL for the tests: ${cluster.url}`);
  const child = spawn(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  stop();
  process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
