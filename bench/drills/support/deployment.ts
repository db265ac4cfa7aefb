/**
 * A deployment of the real server for a drill, whose processes can be killed and started again on
 * the same data: the embedded default (one process, `DATACARE_ROLE=all`, SQLite in DATA_DIR) or the
 * cluster (a throwaway PostgreSQL of scripts/postgres.ts, one `api` and one `worker` process on a
 * shared DATA_DIR, FILE_STORE=folder). Processes are started with bench/support/roles.ts
 * `startRole` (ready once `/ready` answers 200) and killed with SIGKILL; a restarted process gets
 * a new port, so callers ask `url()` for the API's address each time. The drill reads the
 * application database through a Kysely connection of its own (`db`).
 */
import { mkdirSync } from 'node:fs';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/postgres.ts';
import { databaseFile, openDatabase, type Db } from '../../../server/src/db/database.ts';
import { COMPANIES_CLI, USERS_CLI } from '../../support/paths.ts';
import { runNode } from '../../support/processes.ts';
import { startRole, type Role, type RoleProcess } from '../../support/roles.ts';
import { sleep } from '../../support/stats.ts';

export type DeploymentKind = 'embedded' | 'cluster';

/** A process of the deployment by its name: `server` (embedded), `api` or `worker` (cluster). */
export type ProcessName = 'server' | 'api' | 'worker';

export interface Account {
  email: string;
  password: string;
}

export interface DeploymentOptions {
  kind: DeploymentKind;
  /** The deployment's DATA_DIR (created; for the embedded default it holds companies.sqlite already). */
  dataDir: string;
  /** The company database's size: the cluster generates the same companies into PostgreSQL. */
  companies: number;
  /** Environment of every process on top of the drill's defaults. */
  env: Record<string, string>;
  /** Accounts created with the users CLI before the first start. */
  accounts: Account[];
  /** Progress lines go here. */
  log: (line: string) => void;
}

export interface Deployment {
  kind: DeploymentKind;
  dataDir: string;
  /** The process that serves the API now (it changes with every restart). */
  url(): string;
  /** The processes a kill can aim at: the one process, or the API and the worker. */
  names(): ProcessName[];
  /** The process that runs jobs. */
  jobProcess: ProcessName;
  /** The process that answers requests. */
  apiProcess: ProcessName;
  /** SIGKILL to each process named; resolves once each is gone. */
  kill(names: readonly ProcessName[]): Promise<void>;
  /** Starts the named processes again (in order); resolves with the ms until the last was ready. */
  restart(names: readonly ProcessName[]): Promise<number>;
  /** What the named process printed lately (for a violation's report). */
  output(name: ProcessName): string;
  /** The application database, read by the drill. */
  db: Db;
  /** The PostgreSQL URL (cluster) for the CLIs, or null. */
  databaseUrl: string | null;
  /** Runs the users CLI against the deployment's database. */
  users(args: string[]): Promise<void>;
  /** SIGTERM to every process, the connection closed, PostgreSQL removed. */
  stop(): Promise<void>;
}

/** Whether a process id is still a live process (a child that ended is reaped by node). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGKILL, then waits until the process is gone (at most 10 s). */
export async function killHard(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return; // gone already
  }
  for (let i = 0; i < 1000 && alive(pid); i++) await sleep(10);
  if (alive(pid)) throw new Error(`process ${pid} still alive 10 s after SIGKILL`);
}

export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const { kind, dataDir, log } = options;
  mkdirSync(dataDir, { recursive: true });
  let postgres: ThrowawayPostgres | null = null;
  let databaseUrl: string | null = null;
  if (kind === 'cluster') {
    log('    a throwaway PostgreSQL …');
    postgres = await startThrowawayPostgres();
    databaseUrl = postgres.url;
    process.on('exit', () => postgres?.stop());
    log(`    generate ${options.companies.toLocaleString('en-US')} companies into PostgreSQL …`);
    await runNode(
      [COMPANIES_CLI, 'generate', '--count', String(options.companies), '--database-url', databaseUrl],
      {
        env: { DATA_DIR: dataDir },
      },
    );
  }
  const cliEnv = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const users = async (args: string[]) => {
    await runNode([USERS_CLI, ...args], { env: cliEnv });
  };
  for (const account of options.accounts) {
    await users([
      'add',
      '--email',
      account.email,
      '--password',
      account.password,
      '--first-name',
      'Drill',
      '--name',
      account.email.split('@')[0]!,
    ]);
  }

  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    STATIC_DIR: '',
    DEMO_COMPANIES: '0',
    ...options.env,
    ...(databaseUrl
      ? {
          DATABASE_URL: databaseUrl,
          FILE_STORE: 'folder',
          // pg-boss's shortest lease (cluster.ts): a killed worker's job is handed back after 10 s.
          JOB_HEARTBEAT_SECONDS: '10',
          JOB_SUPERVISE_SECONDS: '1',
        }
      : {}),
  };
  const roles: Record<ProcessName, Role> = { server: 'all', api: 'api', worker: 'worker' };
  const processes = new Map<ProcessName, RoleProcess>();
  const start = async (name: ProcessName): Promise<RoleProcess> => {
    const extra: Record<string, string> =
      name === 'worker' ? { REPORT_RENDER_URL: processes.get('api')?.url ?? 'http://127.0.0.1:9' } : {};
    const proc = await startRole(name, roles[name], { ...env, ...extra }, { timeoutMs: 180_000 });
    processes.set(name, proc);
    return proc;
  };
  const order: ProcessName[] = kind === 'embedded' ? ['server'] : ['api', 'worker'];
  log(`    start ${order.join(' and ')} …`);
  for (const name of order) await start(name);

  const db = openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', file: databaseFile(dataDir) },
    { poolSize: 2 },
  );
  const apiProcess: ProcessName = kind === 'embedded' ? 'server' : 'api';
  return {
    kind,
    dataDir,
    url: () => processes.get(apiProcess)!.url,
    names: () => [...order],
    jobProcess: kind === 'embedded' ? 'server' : 'worker',
    apiProcess,
    kill: async (names) => {
      await Promise.all(names.map((name) => killHard(processes.get(name)!.pid)));
    },
    restart: async (names) => {
      const started = performance.now();
      // The API first: a worker's REPORT_RENDER_URL names it.
      for (const name of order.filter((n) => names.includes(n))) await start(name);
      return performance.now() - started;
    },
    output: (name) => processes.get(name)?.output() ?? '',
    db,
    databaseUrl,
    users,
    stop: async () => {
      for (const name of [...order].reverse()) {
        const proc = processes.get(name);
        if (proc) await proc.stop().catch((error: unknown) => log(`    ${name}: ${String(error)}`));
      }
      await db.destroy();
      postgres?.stop();
      postgres = null;
    },
  };
}
