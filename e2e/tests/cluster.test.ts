/**
 * The cluster drill (issue 17; docs/deployment.md, docs/adr/013-two-databases-one-job-interface.md):
 * one PostgreSQL (a throwaway cluster, scripts/postgres.ts), two API processes and two workers of
 * the real server (server/src/main.ts with DATACARE_ROLE), all started at the same moment on an
 * empty database with one shared DATA_DIR (the shared mount of a cluster). Upload and start on one
 * API process, status and review on the other; a worker is killed with SIGKILL mid-job; the job
 * finishes with every row exactly once and a review decision made during the kill is kept.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/postgres.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const DEMO_PASSWORD = 'Vorfahrt-Achten-2026';
const ROWS = 6000;

interface Process {
  name: string;
  role: 'api' | 'worker';
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function startProcess(name: string, role: Process['role'], env: Record<string, string>): Promise<Process> {
  return freePort().then((port) => {
    const child = spawn(process.execPath, [path.join(root, 'server', 'src', 'main.ts')], {
      cwd: root,
      env: { ...process.env, ...env, DATACARE_ROLE: role, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { name, role, url: `http://127.0.0.1:${port}`, child, output: () => output };
  });
}

async function waitReady(proc: Process, seconds = 120): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.output()}`);
    const res = await fetch(`${proc.url}/ready`).catch(() => null);
    if (res?.status === 200) return;
    if (Date.now() > until) throw new Error(`${proc.name} not ready within ${seconds} s:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function post<T>(base: string, url: string, body: unknown, cookie?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...XRW, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.status < 300, `${url} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

interface Status {
  state: string;
  total: number;
  finished: number;
  isFinished: boolean;
  progress: number;
}

describe('cluster drill: two API processes, two workers, one PostgreSQL; a worker killed mid-job', () => {
  let postgres: ThrowawayPostgres;
  let dataDir: string;
  const processes: Process[] = [];

  before(async () => {
    postgres = await startThrowawayPostgres();
    dataDir = mkdtempSync(path.join(tmpdir(), 'datacare-cluster-'));
    const env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_COMPANIES: '8000',
      DEMO_PASSWORD,
      MATCH_CHUNK_ROWS: '150',
      MATCH_PAUSE_MS: '150',
      JOB_HEARTBEAT_SECONDS: '10',
      JOB_SUPERVISE_SECONDS: '1',
    };
    // All four at the same moment, on an empty database.
    const api = await Promise.all([startProcess('api-1', 'api', env), startProcess('api-2', 'api', env)]);
    const workerEnv = { ...env, REPORT_RENDER_URL: api[0]!.url };
    const workers = await Promise.all([
      startProcess('worker-1', 'worker', workerEnv),
      startProcess('worker-2', 'worker', workerEnv),
    ]);
    processes.push(...api, ...workers);
    await Promise.all(processes.map((proc) => waitReady(proc)));
  });

  after(async () => {
    for (const proc of processes) {
      if (proc.child.exitCode === null && proc.child.signalCode === null) {
        const exited = new Promise((resolve) => proc.child.once('exit', resolve));
        proc.child.kill('SIGTERM');
        await exited;
      }
    }
    postgres?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('created the demo account and its login file once, though four processes started together', async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const users = await client.query<{ n: number }>('select count(*)::int as n from users');
      assert.equal(users.rows[0]!.n, 1);
      const companies = await client.query<{ n: number }>(
        'select count(*)::int as n from companies.companies',
      );
      assert.equal(companies.rows[0]!.n, 8000);
    } finally {
      await client.end();
    }
    assert.ok(existsSync(path.join(dataDir, 'demo-login.txt')));
    assert.match(readFileSync(path.join(dataDir, 'demo-login.txt'), 'utf8'), /demo@datacare\.example/);
  });

  it('matches on the workers what one API process queued; the other answers; a SIGKILLed worker loses nothing', async () => {
    const [api1, api2, worker1] = processes;
    // The customer files: noisy rows of the demo companies (the companies CLI on the cluster's database).
    const noisyFile = (name: string, count: number, seed: number): string => {
      const out = path.join(dataDir, name);
      const noisy = spawnSync(
        process.execPath,
        [
          path.join(root, 'server', 'src', 'cli', 'companies.ts'),
          'noisy',
          '--count',
          String(count),
          '--seed',
          String(seed),
          '--out',
          out,
        ],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: postgres.url, DATA_DIR: dataDir },
          encoding: 'utf8',
        },
      );
      assert.equal(noisy.status, 0, noisy.stderr);
      return `${out}.csv`;
    };

    const signIn = await fetch(`${api1!.url}/backend/auth/signIn`, {
      method: 'POST',
      headers: { ...XRW, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@datacare.example', password: DEMO_PASSWORD }),
    });
    assert.equal(signIn.status, 200, await signIn.text());
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

    /** Uploads on the first API process and starts matching with the mapping proposed from the headers. */
    const uploadAndStart = async (file: string): Promise<string> => {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(file)]), path.basename(file));
      const upload = await fetch(`${api1!.url}/backend/import/upload`, {
        method: 'POST',
        headers: { ...XRW, cookie },
        body: form,
      });
      assert.equal(upload.status, 200, await upload.clone().text());
      const { batchId, detectedMapping: mapping } = (await upload.json()) as {
        batchId: string;
        detectedMapping: unknown[];
      };
      await post(
        api1!.url,
        '/backend/import/startMatching',
        { batchId, mapping, additionalCustomerColumns: [], checkDuplicateExtIds: false },
        cookie,
      );
      return batchId;
    };
    const statusOn = (api: Process, batchId: string) =>
      post<Status>(api.url, '/backend/import/getStatus', { batchId }, cookie);

    // A small batch first, matched to the end: the one reviewed while a worker is dead.
    const reviewed = await uploadAndStart(noisyFile('klein', 300, 3));
    for (
      let small = await statusOn(api2!, reviewed);
      !small.isFinished;
      small = await statusOn(api2!, reviewed)
    ) {
      assert.notEqual(small.state, 'failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await post<{ results: { row_id: number; manuallyChecked: boolean }[] }>(
      api2!.url,
      '/backend/import/getResults',
      { batchId: reviewed, paging: { page: 0, pageSize: 5 }, filters: { matchType: 'exact' } },
      cookie,
    );
    const rowId = page.results.find((row) => !row.manuallyChecked)!.row_id;

    // The big batch: upload and start on the first API process.
    const batchId = await uploadAndStart(noisyFile('kunden', ROWS, 1));

    // Status on the second API process until a quarter is done, then the first worker is killed.
    const statusOf = () => statusOn(api2!, batchId);
    let status = await statusOf();
    while (status.finished < ROWS / 4) {
      assert.ok(!status.isFinished, 'the job finished before the kill: make it longer');
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await statusOf();
    }
    worker1!.child.kill('SIGKILL');

    // A review decision on the second API process while the worker is dead.
    const decision = await post<{ manuallyChecked: boolean }>(
      api2!.url,
      '/backend/import/saveSingleManualCheck',
      { batchId: reviewed, rowId, isChecked: true },
      cookie,
    );
    assert.equal(decision.manuallyChecked, true);

    // The other worker finishes it, the dead worker's chunks too once their heartbeats lapsed.
    const until = Date.now() + 180_000;
    while (!status.isFinished) {
      assert.ok(Date.now() < until, `not finished in time: ${JSON.stringify(status)}`);
      assert.notEqual(status.state, 'failed');
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = await statusOf();
    }
    assert.equal(status.finished, ROWS);
    assert.equal(status.total, ROWS);

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const rows = await client.query<{ rows: number; distinct: number }>(
        'select count(*)::int as rows, count(distinct row_id)::int as distinct from match_results where batch_id = $1',
        [batchId],
      );
      assert.deepEqual(rows.rows[0], { rows: ROWS, distinct: ROWS });
      const checked = await client.query<{ manually_checked: number }>(
        'select manually_checked from match_results where batch_id = $1 and row_id = $2',
        [reviewed, rowId],
      );
      assert.equal(Number(checked.rows[0]!.manually_checked), 1);
    } finally {
      await client.end();
    }
  });
});
