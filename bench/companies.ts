/**
 * `npm run bench:companies`: how fast the company database is built, measured on the product's own
 * entry points (server/src/main.ts and `npm run companies`) in child processes:
 *
 * 1. first start with the demo set (DEMO_COMPANIES, default 200,000): time until the server listens;
 * 2. generate 1,000,000 companies (--count) into an empty database;
 * 3. export them as a JSONL dump, the provider format;
 * 4. import that dump into an empty database, then 5. import it again (every line an upsert);
 * 6. the baseline, in this process: the dump's first 20,000 lines inserted naively, row by row,
 *    each in its own transaction, indexes kept current (node:sqlite, same schema and pragmas),
 *    extrapolated to the full count.
 *
 * Prints rows per second, peak RSS per step, database and dump sizes and the machine; the figures
 * are recorded in docs/performance.md. Options: --count N, --demo N, --keep (keep the temp folder).
 */
import { createReadStream, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { benchOptions, wholeNumber } from './support/options.ts';
import { clearWorkFolder, COMPANIES_CLI, SERVER_MAIN, workFolder } from './support/paths.ts';
import { runNode } from './support/processes.ts';
import { alignedTable, fmt, machine } from './support/report.ts';

const BASELINE_ROWS = 20_000;

const values = benchOptions(import.meta.filename, {
  count: { type: 'string', default: '1000000' },
  demo: { type: 'string', default: '200000' },
  keep: { type: 'boolean', default: false },
});
const count = wholeNumber(values.count, 'count', BASELINE_ROWS);
const demo = wholeNumber(values.demo, 'demo');

const work = workFolder('companies');

interface Step {
  name: string;
  rows: number;
  ms: number;
  peakRssMb: number | null;
}

const cli = (...args: string[]) => runNode([COMPANIES_CLI, ...args]);
const sizeMb = (file: string) => statSync(file).size / 1e6;

/** The baseline: naive row-by-row inserts of the dump's first lines, one transaction per row. */
async function baseline(schemaFrom: string, dump: string): Promise<Step> {
  const file = path.join(work.dir, 'baseline.sqlite');
  const source = new DatabaseSync(schemaFrom, { readOnly: true });
  const ddl = source
    .prepare(
      "select sql from sqlite_master where sql is not null and name not like 'kysely%' and name not like 'sqlite%' order by type = 'index', rowid",
    )
    .all() as { sql: string }[];
  source.close();
  const db = new DatabaseSync(file);
  db.exec('pragma journal_mode = wal; pragma synchronous = normal; pragma foreign_keys = on;');
  for (const { sql } of ddl) db.exec(sql);

  const lines = createInterface({ input: createReadStream(dump), crlfDelay: Infinity });
  const records: Record<string, unknown>[] = [];
  for await (const line of lines) {
    records.push(JSON.parse(line) as Record<string, unknown>);
    if (records.length === BASELINE_ROWS) break;
  }
  lines.close();

  const started = performance.now();
  for (const record of records) {
    const { former_names, former_addresses, wz_label, ...columns } = record as Record<string, never> & {
      former_names: string[];
      former_addresses: Record<string, string | null>[];
      wz_label: string | null;
    };
    const names = Object.keys(columns);
    // What a first implementation does: a statement per row, autocommit, indexes kept current.
    const { id } = db
      .prepare(
        `insert into companies (${names.join(', ')}) values (${names.map(() => '?').join(', ')}) returning id`,
      )
      .get(...names.map((n) => columns[n]!)) as { id: number };
    former_names.forEach((name, position) =>
      db
        .prepare('insert into company_former_names (company_id, position, company_name) values (?, ?, ?)')
        .run(id, position, name),
    );
    former_addresses.forEach((a, position) =>
      db
        .prepare(
          'insert into company_former_addresses (company_id, position, street, zip, location, country_code) values (?, ?, ?, ?, ?, ?)',
        )
        .run(id, position, a.street ?? null, a.zip ?? null, a.location ?? null, a.country_code ?? ''),
    );
    if (columns.wz_code && wz_label) {
      db.prepare('insert into industry_codes (code, label) values (?, ?) on conflict (code) do nothing').run(
        columns.wz_code,
        wz_label,
      );
    }
  }
  const ms = performance.now() - started;
  db.close();
  return {
    name: `baseline: naive inserts (${fmt(BASELINE_ROWS)}, extrapolated)`,
    rows: count,
    ms: (ms / BASELINE_ROWS) * count,
    peakRssMb: null,
  };
}

const loadBefore = os.loadavg();
const steps: Step[] = [];
console.error(`Working in ${work.dir}`);

console.error(`1/6 first start with ${fmt(demo)} demo companies …`);
const first = await runNode([SERVER_MAIN], {
  env: {
    DATA_DIR: path.join(work.dir, 'first'),
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: '',
    DEMO_COMPANIES: String(demo),
  },
  until: /running at http/,
});
steps.push({
  name: `first start (demo set of ${fmt(demo)}, until listening)`,
  rows: demo,
  ms: first.ms,
  peakRssMb: first.peakRssMb,
});

console.error(`2/6 generate ${fmt(count)} …`);
const generated = await cli('generate', '--count', String(count), '--data-dir', path.join(work.dir, 'gen'));
steps.push({ name: `generate ${fmt(count)}`, rows: count, ms: generated.ms, peakRssMb: generated.peakRssMb });

console.error('3/6 export the JSONL dump …');
const dump = path.join(work.dir, 'dump.jsonl');
const exported = await cli('export', '--out', dump, '--data-dir', path.join(work.dir, 'gen'));
steps.push({ name: 'export JSONL dump', rows: count, ms: exported.ms, peakRssMb: exported.peakRssMb });

console.error('4/6 import the dump into an empty database …');
const imported = await cli('import', dump, '--data-dir', path.join(work.dir, 'imp'));
steps.push({
  name: `import JSONL dump (${fmt(count)} lines)`,
  rows: count,
  ms: imported.ms,
  peakRssMb: imported.peakRssMb,
});

console.error('5/6 import it again (upserts) …');
const again = await cli('import', dump, '--data-dir', path.join(work.dir, 'imp'));
steps.push({
  name: 're-import the same dump (upserts)',
  rows: count,
  ms: again.ms,
  peakRssMb: again.peakRssMb,
});

console.error(`6/6 baseline: ${fmt(BASELINE_ROWS)} naive inserts …`);
const base = await baseline(path.join(work.dir, 'gen', 'companies.sqlite'), dump);
steps.push(base);

const rate = (step: Step) => (step.rows / step.ms) * 1000;
const table = steps.map((s) => [
  s.name,
  fmt(s.rows),
  fmt(s.ms / 1000, 1),
  fmt(rate(s)),
  s.peakRssMb === null ? '-' : `${fmt(s.peakRssMb)} MB`,
]);
console.log(
  [
    '',
    alignedTable(['step', 'rows', 'seconds', 'rows/s', 'peak RSS'], table),
    '',
    `generate vs baseline: ${fmt(rate(steps[1]!) / rate(base), 1)}x; import vs baseline: ${fmt(rate(steps[3]!) / rate(base), 1)}x`,
    `database: ${fmt(sizeMb(path.join(work.dir, 'gen', 'companies.sqlite')))} MB generated, ${fmt(sizeMb(path.join(work.dir, 'imp', 'companies.sqlite')))} MB imported (${fmt(count)} companies); dump ${fmt(sizeMb(dump))} MB`,
    `machine: ${machine()}`,
    `load average (1 min) before/after: ${loadBefore[0]!.toFixed(2)} / ${os.loadavg()[0]!.toFixed(2)}`,
    '',
  ].join('\n'),
);

clearWorkFolder(work, { keep: values.keep });
