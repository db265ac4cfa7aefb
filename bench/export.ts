/**
 * `npm run bench:export`: an export of 100,000 matched rows through the export job, as xlsx and as
 * csv, against baselines measured in the same run.
 *
 * On a work folder: a company database of --companies companies (default 120,000, made with
 * `npm run companies -- generate`), and an app database built with the product's migrations with
 * one user and two matched batches written straight into the tables, --rows rows (default
 * 100,000) and --small rows (default 50,000): 90 % exact rows, 5 % manual rows (half of them with
 * a company chosen in review), 5 % no match; the customer's cells are the company's own with
 * variations (name spelled otherwise, e-mail missing, phone written otherwise). Each export uses
 * the options a user gets after a reset: xlsx (or csv), the default view with the customer's
 * columns and the comparisons.
 *
 * Each export runs in a child process of its own (server/src/exports/export-process.ts, the same
 * job the server runs, in its worker thread): wall and CPU time of the job (every thread of the
 * process, process.cpuUsage) and the process's peak RSS, for the small and the big batch, so flat
 * memory shows as the same peak for both. Baselines in the same run, in this process: reading the
 * big batch's rows with their companies without writing anything (the floor of any export), and
 * exceljs' non-streaming Workbook writing the first 10,000 rows (the way a first implementation
 * would), scaled to the batch. Also the counting query of getExportInfo and the quota calculation
 * on the big batch (the server runs it in a worker thread). Target: 100,000 rows in at most 15 s, memory flat.
 *
 * Options: --rows N, --small N, --companies N, --work DIR (reuse the company database), --keep.
 * Writes WORK/bench-export.json; the figures are recorded in docs/performance.md.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import { companyDatabaseFile } from '../server/src/companies/database.ts';
import { createDatabase, databaseFile } from '../server/src/db/database.ts';
import { openSqlite } from '../server/src/db/sqlite.ts';
import { EVERYTHING_UNLOCKED } from '../server/src/exports/account.ts';
import { planSheets, shapeOfBatch } from '../server/src/exports/columns.ts';
import { openCompanyLookup } from '../server/src/exports/export-job.ts';
import { batchRows } from '../server/src/exports/rows.ts';
import { companyCounts, queueExport } from '../server/src/exports/storage.ts';
import { ensureCompanyDatabase } from './support/data.ts';
import { benchOptions, wholeNumber } from './support/options.ts';
import { ROOT, clearWorkFolder, workFolder } from './support/paths.ts';
import { runNode } from './support/processes.ts';
import {
  alignedTable,
  fmt,
  loadAverage,
  machine,
  markdownTable,
  targetLines,
  writeFigures,
  type Target,
} from './support/report.ts';
import { median, stopwatch } from './support/stats.ts';

const values = benchOptions(import.meta.filename, {
  rows: { type: 'string', default: '100000' },
  small: { type: 'string', default: '50000' },
  companies: { type: 'string', default: '120000' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
});
const ROWS = wholeNumber(values.rows, 'rows');
const SMALL = wholeNumber(values.small, 'small');
const COMPANIES = wholeNumber(values.companies, 'companies');
const TARGET_SECONDS = 15;
const EXPORT_PROCESS = path.join(ROOT, 'server', 'src', 'exports', 'export-process.ts');

const work = workFolder('export', values.work);
const dir = work.dir;
console.error(`machine: ${machine()}; load average ${loadAverage()}`);
await ensureCompanyDatabase(dir, COMPANIES, '1/4');

// ------------------------------------------------------------------ the batches
console.error(`2/4 write two matched batches (${fmt(SMALL)} and ${fmt(ROWS)} rows) …`);
const db = await createDatabase(dir);
const raw = openSqlite(databaseFile(dir));
const created = '2026-11-25T09:00:00.000Z';
raw.exec(
  "delete from export_charges; delete from exports; delete from import_batches where id in ('small', 'big'); delete from users where id = 'bench'",
);
raw
  .prepare(
    `insert into users (id, email, first_name, name, password_hash, created_at, unlimited, total_quota)
     values ('bench', 'bench@example.com', 'Bench', 'User', 'x', ?, 1, 0)`,
  )
  .run(created);
const companies = openSqlite(companyDatabaseFile(dir), { readonly: true });
const companyRows = companies
  .prepare(
    'select provider_id, company_name, zip, location, email, phone, data_pack from companies order by id limit ?',
  )
  .all(Math.max(ROWS, SMALL)) as {
  provider_id: string;
  company_name: string;
  zip: string | null;
  location: string | null;
  email: string | null;
  phone: string | null;
  data_pack: string;
}[];
companies.close();
const COLUMNS = ['Firma', 'PLZ', 'Ort', 'Mail', 'Telefon', 'Notiz'];
const MAPPING = [
  { internalField: 'company_name', customerField: 'Firma' },
  { internalField: 'zip', customerField: 'PLZ' },
  { internalField: 'location', customerField: 'Ort' },
  { internalField: 'email', customerField: 'Mail' },
  { internalField: 'phone', customerField: 'Telefon' },
];
const insertBatch = raw.prepare(
  `insert into import_batches (id, user_id, file_name, tag, created_at, state, rows_total, rows_ok, columns,
     mapping, additional_columns, exact_match_threshold) values (?, 'bench', ?, ?, ?, 'ready', ?, ?, ?, ?, '["Notiz"]', 0.7)`,
);
const insertJob = raw.prepare(
  `insert into match_jobs (batch_id, status, columns, mapping, exact_match_threshold, total, finished, engine,
     created_at, updated_at) values (?, 'finished', ?, ?, 0.7, ?, ?, 'bench', ?, ?)`,
);
const insertRow = raw.prepare('insert into import_rows (batch_id, row_id, cells) values (?, ?, ?)');
const insertResult = raw.prepare(
  `insert into match_results (batch_id, row_id, probability, is_no_match, no_match_probability) values (?, ?, ?, ?, ?)`,
);
const insertEntry = raw.prepare(
  `insert into match_candidates (batch_id, row_id, pos, provider_id, probability, is_no_match, is_selected,
     data_pack, data, explanation) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
function writeBatch(id: string, rows: number): void {
  raw.transaction(() => {
    insertBatch.run(
      id,
      `${id}.csv`,
      id,
      created,
      rows,
      rows,
      JSON.stringify(COLUMNS),
      JSON.stringify(MAPPING),
    );
    insertJob.run(id, JSON.stringify(COLUMNS), JSON.stringify(MAPPING), rows, rows, created, created);
    for (let row = 1; row <= rows; row++) {
      const c = companyRows[(row - 1) % companyRows.length]!;
      const name = row % 3 === 0 ? c.company_name.toUpperCase() : c.company_name;
      const cells = [
        name,
        c.zip,
        c.location,
        row % 4 === 0 ? null : c.email,
        row % 5 === 0 ? (c.phone ?? '').replace(/\s/g, '') : c.phone,
        `Kunde ${row}`,
      ];
      insertRow.run(id, row, JSON.stringify(cells));
      const data = JSON.stringify({
        company_name: c.company_name,
        zip: c.zip,
        location: c.location,
        street: null,
        country: null,
        url: null,
        status: 'active',
      });
      const kind = row % 20;
      if (kind === 0) {
        insertResult.run(id, row, 0.95, 1, 0.95);
        insertEntry.run(id, row, 0, null, 0.95, 1, 0, null, null, null);
        insertEntry.run(id, row, 1, c.provider_id, 0.05, 0, 0, c.data_pack, data, '[]');
      } else if (kind === 1) {
        insertResult.run(id, row, 0.5, 0, 0.3);
        insertEntry.run(id, row, 0, c.provider_id, 0.5, 0, row % 40 === 1 ? 1 : 0, c.data_pack, data, '[]');
        insertEntry.run(id, row, 1, null, 0.3, 1, 0, null, null, null);
      } else {
        insertResult.run(id, row, 0.97, 0, 0.03);
        insertEntry.run(id, row, 0, c.provider_id, 0.97, 0, 0, c.data_pack, data, '[]');
        insertEntry.run(id, row, 1, null, 0.03, 1, 0, null, null, null);
      }
    }
  })();
}
writeBatch('small', SMALL);
writeBatch('big', ROWS);
raw.close();

// ------------------------------------------------------------------ baselines
console.error('3/4 baselines: reading the rows alone; exceljs’ in-memory Workbook on 10,000 rows …');
const bigBatch = await db
  .selectFrom('import_batches')
  .selectAll()
  .where('id', '=', 'big')
  .executeTakeFirstOrThrow();
const shape = shapeOfBatch(bigBatch);
const [sheet] = planSheets(shape, EVERYTHING_UNLOCKED, 'de', {
  defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
  consolidated: null,
});
const lookup = openCompanyLookup(companyDatabaseFile(dir));
const readOnly = stopwatch();
let read = 0;
for await (const chunk of batchRows(db, {
  batchId: 'big',
  threshold: 0.7,
  unlocks: EVERYTHING_UNLOCKED,
  companies: lookup.lookup,
})) {
  read += chunk.length;
}
const readFigures = readOnly();
const SAMPLE = Math.min(10_000, ROWS);
const inMemory = stopwatch();
const workbook = new ExcelJS.Workbook();
const worksheet = workbook.addWorksheet('Standardansicht');
worksheet.addRow(sheet!.columns.map((c) => c.header)).font = { bold: true };
let sampled = 0;
for await (const chunk of batchRows(db, {
  batchId: 'big',
  threshold: 0.7,
  unlocks: EVERYTHING_UNLOCKED,
  companies: lookup.lookup,
})) {
  for (const row of chunk) {
    if (sampled >= SAMPLE) break;
    worksheet.addRow(sheet!.columns.map((c) => c.value(row)));
    sampled += 1;
  }
  if (sampled >= SAMPLE) break;
}
await workbook.xlsx.writeFile(path.join(dir, 'baseline.xlsx'));
const inMemoryFigures = inMemory();
await lookup.close();
const scale = ROWS / SAMPLE;

const countTimes: number[] = [];
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  await companyCounts(db, 'big', 0.7, EVERYTHING_UNLOCKED);
  countTimes.push(performance.now() - t);
}

// ------------------------------------------------------------------ exports through the job
console.error('4/4 exports through the job, each in a process of its own …');
interface Run {
  batch: string;
  rows: number;
  type: 'xlsx' | 'csv';
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
  fileMb: number;
}
const runs: Run[] = [];
for (const type of ['xlsx', 'csv'] as const) {
  for (const [batch, rows] of [
    ['small', SMALL],
    ['big', ROWS],
  ] as const) {
    const record = await queueExport(db, {
      user_id: 'bench',
      batch_id: batch,
      batch_name: batch,
      file_name: `${batch}.${type}`,
      file_type: type,
      options: JSON.stringify({
        exportFileType: type,
        delimiter: ';',
        defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
        consolidatedView: {
          export: false,
          customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
        },
        numExports: rows,
        language: 'de',
      }),
      created_at: created,
    });
    if (!record) throw new Error(`an export of ${batch} is still active`);
    const child = await runNode([EXPORT_PROCESS, '--data-dir', dir, '--report']);
    const report = /export-report=(\{.*\})/.exec(child.output);
    if (!report) throw new Error(`no report from the export process:\n${child.output}`);
    const figures = JSON.parse(report[1]!) as { wallMs: number; cpuMs: number };
    const done = await db
      .selectFrom('exports')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    if (done.status !== 'finished' || done.num_rows !== rows) {
      throw new Error(`export ${record.id} ended ${done.status} with ${done.num_rows} rows: ${done.error}`);
    }
    runs.push({
      batch,
      rows,
      type,
      ...figures,
      peakRssMb: child.peakRssMb,
      fileMb: (done.file_size ?? 0) / 2 ** 20,
    });
    console.error(
      `  ${type} ${fmt(rows)} rows: ${fmt(figures.wallMs / 1000, 1)} s, peak RSS ${fmt(child.peakRssMb)} MB`,
    );
  }
}
await db.destroy();

// ------------------------------------------------------------------ report
const s = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const rate = (rows: number, ms: number) => fmt(rows / (ms / 1000));
const head = ['', 'rows', 'columns', 'wall', 'CPU', 'rows/s', 'peak RSS', 'file'];
const table = [
  ...runs.map((r) => [
    `export job, ${r.type}`,
    fmt(r.rows),
    String(sheet!.columns.length),
    s(r.wallMs),
    s(r.cpuMs),
    rate(r.rows, r.wallMs),
    `${fmt(r.peakRssMb)} MB`,
    `${fmt(r.fileMb, 1)} MB`,
  ]),
  [
    'baseline: reading the rows only',
    fmt(read),
    '-',
    s(readFigures.wallMs),
    s(readFigures.cpuMs),
    rate(read, readFigures.wallMs),
    '-',
    '-',
  ],
  [
    `baseline: exceljs Workbook, ${fmt(SAMPLE)} rows × ${fmt(scale, 0)}`,
    fmt(ROWS),
    String(sheet!.columns.length),
    s(inMemoryFigures.wallMs * scale),
    s(inMemoryFigures.cpuMs * scale),
    rate(ROWS, inMemoryFigures.wallMs * scale),
    '-',
    '-',
  ],
];
console.log(`\n${alignedTable(head, table)}`);
const bigX = runs.find((r) => r.type === 'xlsx' && r.batch === 'big')!;
const smallX = runs.find((r) => r.type === 'xlsx' && r.batch === 'small')!;
const bigC = runs.find((r) => r.type === 'csv' && r.batch === 'big')!;
const smallC = runs.find((r) => r.type === 'csv' && r.batch === 'small')!;
console.log(
  `\nthe counting query of getExportInfo and the quota calculation on ${fmt(ROWS)} rows (in a worker thread): median ${fmt(median(countTimes), 1)} ms of 5`,
);
const targets: Target[] = [
  [`xlsx, ${fmt(ROWS)} rows ≤ ${TARGET_SECONDS} s`, bigX.wallMs <= TARGET_SECONDS * 1000, s(bigX.wallMs)],
  [`csv, ${fmt(ROWS)} rows ≤ ${TARGET_SECONDS} s`, bigC.wallMs <= TARGET_SECONDS * 1000, s(bigC.wallMs)],
  [
    `flat memory: peak RSS at ${fmt(ROWS)} rows within 15 % of ${fmt(SMALL)} rows (xlsx)`,
    bigX.peakRssMb <= smallX.peakRssMb * 1.15,
    `${fmt(smallX.peakRssMb)} → ${fmt(bigX.peakRssMb)} MB`,
  ],
  [
    `flat memory (csv)`,
    bigC.peakRssMb <= smallC.peakRssMb * 1.15,
    `${fmt(smallC.peakRssMb)} → ${fmt(bigC.peakRssMb)} MB`,
  ],
];
console.log(`\n${targetLines(targets)}`);
console.log(`\nmachine: ${machine()}; load average ${loadAverage()}`);
console.log(`\n${markdownTable(head, table)}`);
const file = writeFigures(path.join(dir, 'bench-export.json'), {
  machine: machine(),
  load: loadAverage(),
  columns: sheet!.columns.length,
  runs,
  baselines: {
    readOnly: { rows: read, ...readFigures },
    exceljsWorkbook: { rows: SAMPLE, scale, ...inMemoryFigures },
  },
  countQueryMs: countTimes,
});
clearWorkFolder(work, { keep: values.keep, keepFiles: [path.basename(file)] });
