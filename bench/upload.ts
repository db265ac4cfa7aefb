/**
 * `npm run bench:upload`: from upload to a ready mapping screen, on the product's own entry points
 * (`npm run companies` and server/src/main.ts) in child processes, against baselines in the same run:
 *
 * 1. generate the company database (--companies, default 100,000; raised to what the noisy
 *    generator needs for --rows) and a noisy customer file of --rows rows (default 100,000, seed 1)
 *    as .csv and .xlsx, on a fresh data folder; the .xlsx is also encrypted with Excel's default
 *    password (agile encryption, as Excel 2010 and later write it; officecrypto-tool, ADR 010);
 * 2. per file, start the real server with a fresh app database (DEMO_COMPANIES=0, a known
 *    DEMO_PASSWORD, MAX_UPLOAD_ROWS ≥ rows), sign in as the demo user;
 * 3. upload the file --runs times (default 3) with fetch + FormData, as the app does: wall time from
 *    sending the request to the parsed JSON response (columns, proposed mapping, example rows:
 *    everything the mapping screen needs); the response is checked (every row imported, company_name
 *    proposed). Meanwhile GET /health every 100 ms: its worst latency;
 * 4. stop the server (SIGTERM) and read its peak RSS (the parse worker is a thread of that process,
 *    so it is included); a server that only starts and signs in gives the idle RSS;
 * 5. the parse worker's work alone (the product's reader, server/src/imports/parse, and the
 *    preparation for storing, prepared-table.ts) in a child process of its own
 *    (support/prepare-alone.ts): its time and peak RSS;
 * 6. the baselines, in this process: for the xlsx, exceljs 4.4.0's streaming reader (shared strings
 *    cached, every cell read as text), the way a first implementation reads it; for the encrypted
 *    xlsx, officecrypto-tool's decryption and then the same reader; for the csv, the whole file read
 *    and split on line breaks and `;` (no quotes): a lower bound.
 *
 * Prints the figures, the ratio product/baseline, the target (≤ 10 s per file) met or not, the
 * machine and the load average; writes them as JSON to WORK/bench-upload.json. Options: --rows N,
 * --companies N, --runs N, --work DIR (reuse a folder: the company database and the sample are
 * kept and reused), --keep (keep the temporary folder).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import officeCrypto from 'officecrypto-tool';
import { CompoundFile } from '../server/src/imports/parse/cfb.ts';
import { readCsv } from '../server/src/imports/parse/csv.ts';
import { DEFAULT_PARSE_LIMITS } from '../server/src/imports/parse/types.ts';
import { biff5Workbook } from '../server/test/upload-fixtures/biff.ts';
import { companiesForNoisyRows, ensureCompanyDatabase, ensureNoisyFile } from './support/data.ts';
import { signIn, uploadFile } from './support/http.ts';
import { benchOptions, wholeNumber } from './support/options.ts';
import { clearWorkFolder, workFolder } from './support/paths.ts';
import { removeAppDatabase, runNode, startServer, type BenchServer } from './support/processes.ts';
import {
  fmt,
  load,
  machine as machineLine,
  markdownTable,
  targetLines,
  writeFigures,
  type Target,
} from './support/report.ts';
import { median, sleep } from './support/stats.ts';

const PREPARE_ALONE = path.join(import.meta.dirname, 'support', 'prepare-alone.ts');
const TARGET_SECONDS = 10;
const PROBE_EVERY_MS = 100;
const DEMO_EMAIL = 'demo@datacare.example';
const DEMO_PASSWORD = 'bench-upload-password';
const PRODUCT_MAX_UPLOAD_ROWS = 100_000;
const PRODUCT_UPLOAD_BODY_LIMIT = 100 * 1024 * 1024;

const values = benchOptions(import.meta.filename, {
  rows: { type: 'string', default: '100000' },
  companies: { type: 'string', default: '100000' },
  runs: { type: 'string', default: '3' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
});
const rows = wholeNumber(values.rows, 'rows');
const companiesWanted = wholeNumber(values.companies, 'companies');
const runs = wholeNumber(values.runs, 'runs');
const companiesNeeded = companiesForNoisyRows(rows);
const companies = Math.max(companiesWanted, companiesNeeded);

const work = workFolder('upload', values.work);
const dataDir = path.join(work.dir, 'data');
mkdirSync(dataDir, { recursive: true });
const sample = path.join(work.dir, 'sample', `kunden-${rows}`);
const files = {
  csv: `${sample}.csv`,
  xlsx: `${sample}.xlsx`,
  'xlsx-encrypted': `${sample}.encrypted.xlsx`,
  'xls-biff5': `${sample}.biff5.xls`,
} as const;
type Kind = keyof typeof files;
const KINDS = Object.keys(files) as Kind[];
/** The type the server must read each file as (UploadResponse.fileKind). */
const FILE_KIND: Record<Kind, string> = {
  csv: 'csv',
  xlsx: 'xlsx',
  'xlsx-encrypted': 'xlsx',
  'xls-biff5': 'xls',
};
/** An Excel 5.0/95 sheet numbers its rows in 16 bits: the BIFF5 file holds the first 65,535 rows. */
const BIFF5_MAX_ROWS = 65_535;
/** The data rows each file holds. */
const rowsOf = (kind: Kind): number => (kind === 'xls-biff5' ? Math.min(rows, BIFF5_MAX_ROWS) : rows);
/** Excel's built-in password for workbooks protected against changes (ADR 010). */
const EXCEL_DEFAULT_PASSWORD = 'VelvetSweatshop';

/** Starts server/src/main.ts on a free port with a fresh app database next to the companies. */
async function startAppServer(): Promise<BenchServer> {
  removeAppDatabase(dataDir);
  const largest = Math.max(...Object.values(files).map((file) => statSync(file).size));
  return startServer({
    env: {
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      DEMO_COMPANIES: '0',
      DEMO_PASSWORD,
      MAX_UPLOAD_ROWS: String(Math.max(rows, PRODUCT_MAX_UPLOAD_ROWS)),
      UPLOAD_BODY_LIMIT: String(Math.max(PRODUCT_UPLOAD_BODY_LIMIT, Math.ceil(largest * 1.1))),
    },
    timeoutMs: 60_000,
  });
}

/** What the checks read of the upload response (UploadResponse in api-client/openapi.yaml). */
interface UploadResponse {
  batchId: string;
  fileKind: string;
  stats: { rows: { total: number; empty: number }; columns: { total: number } };
  maxRowsExceeded: boolean;
  detectedMapping: { internalField: string; customerField: string }[];
  customerColumns: string[];
  exampleValues: (string | null)[][];
  warningCount: number;
}

interface Upload {
  ms: number;
  healthWorstMs: number;
  healthProbes: number;
  load: number;
  response: UploadResponse;
}

/** One upload as the app sends it, with /health probed every 100 ms until the answer is read. */
async function upload(url: string, cookie: string, kind: Kind): Promise<Upload> {
  const file = files[kind];
  const loadAtStart = load();
  let done = false;
  const latencies: number[] = [];
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`/health answered ${response.status} during an upload`);
      latencies.push(ms);
      if (!done) await sleep(Math.max(0, PROBE_EVERY_MS - ms));
    }
  })();
  const { ms, body } = await uploadFile<UploadResponse>(url, cookie, file).finally(() => (done = true));
  await probing;
  const problems: string[] = [];
  if (body.stats.rows.total !== rowsOf(kind))
    problems.push(`stats.rows.total is ${body.stats.rows.total}, not ${rowsOf(kind)}`);
  if (body.maxRowsExceeded) problems.push('maxRowsExceeded is true');
  if (body.fileKind !== FILE_KIND[kind]) problems.push(`read as ${body.fileKind}, not ${FILE_KIND[kind]}`);
  if (!body.detectedMapping.some((pair) => pair.internalField === 'company_name'))
    problems.push(`no company_name in the proposed mapping ${JSON.stringify(body.detectedMapping)}`);
  if (body.exampleValues.length === 0) problems.push('no example rows');
  if (problems.length > 0) throw new Error(`upload of ${file}: ${problems.join('; ')}`);
  return {
    ms,
    healthWorstMs: Math.max(...latencies),
    healthProbes: latencies.length,
    load: loadAtStart,
    response: body,
  };
}

/** The csv baseline: the whole file read, split on line breaks and `;`, quotes ignored. */
function naiveCsv(file: string): number {
  const text = readFileSync(file, 'utf8');
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let count = 0;
  for (const line of lines) {
    if (line === '') continue;
    const cells = line.split(';');
    if (cells.length > 0) count++;
  }
  return count - 1; // the header
}

/** The xlsx baseline: exceljs's streaming reader, shared strings cached, every cell as text. */
async function exceljsXlsx(file: string | Readable): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  let count = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        cells.push(cell.text);
      });
      if (cells.length > 0) count++;
    }
    break; // the first sheet, as the product reads
  }
  return count - 1; // the header
}

/** The encrypted xlsx's baseline: officecrypto-tool decrypts in memory, exceljs reads the zip. */
async function decryptedExceljsXlsx(file: string): Promise<number> {
  const zip = await officeCrypto.decrypt(readFileSync(file), { password: EXCEL_DEFAULT_PASSWORD });
  return exceljsXlsx(Readable.from([zip]));
}

/**
 * The noisy file's first 65,535 rows as an Excel 5.0/95 workbook (what report generators and old
 * ERPs write), written by the test suite's BIFF writer, unless a kept work folder has it.
 */
async function ensureBiff5(step: string): Promise<number | null> {
  const target = files['xls-biff5'];
  if (existsSync(target)) {
    console.error(`${step} BIFF5 workbook exists: reused`);
    return null;
  }
  console.error(`${step} write the first ${fmt(rowsOf('xls-biff5'))} rows as an Excel 95 (BIFF5) workbook …`);
  const started = performance.now();
  const table = await readCsv(files.csv, { ...DEFAULT_PARSE_LIMITS, maxRows: rowsOf('xls-biff5') });
  writeFileSync(target, biff5Workbook([table.columns, ...table.rows.map((row) => row.cells)]));
  return performance.now() - started;
}

/**
 * The BIFF5 baseline: the least a reader must do. The workbook stream is taken from the container
 * and its records walked, counting the rows that have a text or number cell, nothing decoded.
 */
function biffRecordWalk(file: string): number {
  const stream = new CompoundFile(readFileSync(file)).read('Book');
  if (!stream) throw new Error(`no workbook stream in ${file}`);
  const rowsSeen = new Set<number>();
  let sheet = false;
  for (let at = 0; at + 4 <= stream.length;) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    if (type === 0x0809) sheet = stream.readUInt16LE(at + 6) === 0x0010;
    else if (sheet && (type === 0x0204 || type === 0x0203 || type === 0x027e))
      rowsSeen.add(stream.readUInt16LE(at + 4));
    at += 4 + length;
  }
  return rowsSeen.size - 1; // the header
}

/** The noisy xlsx encrypted with the default password, unless a kept work folder has it. */
function ensureEncryptedXlsx(step: string): number | null {
  const target = files['xlsx-encrypted'];
  if (existsSync(target)) {
    console.error(`${step} encrypted xlsx exists: reused`);
    return null;
  }
  console.error(`${step} encrypt the xlsx with Excel's default password (agile) …`);
  const started = performance.now();
  writeFileSync(target, officeCrypto.encrypt(readFileSync(files.xlsx), { password: EXCEL_DEFAULT_PASSWORD }));
  return performance.now() - started;
}

interface Baseline {
  name: string;
  medianMs: number;
  runsMs: number[];
  load: number[];
  /** This process's peak RSS after the baseline (an upper bound of the baseline's). */
  processPeakRssMb: number;
}

async function baseline(
  name: string,
  read: (file: string) => number | Promise<number>,
  file: string,
  expected = rows,
): Promise<Baseline> {
  const runsMs: number[] = [];
  const loads: number[] = [];
  for (let i = 0; i < runs; i++) {
    loads.push(load());
    const started = performance.now();
    const count = await read(file);
    runsMs.push(performance.now() - started);
    if (count !== expected) throw new Error(`baseline ${name} read ${count} rows, not ${expected}`);
  }
  return {
    name,
    medianMs: median(runsMs),
    runsMs,
    load: loads,
    processPeakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

const loadBefore = os.loadavg();
console.error(`Working in ${work.dir}`);

// 1. The company database and the noisy customer file.
if (companies > companiesWanted) {
  console.error(
    `    ${fmt(rows)} noisy rows need at least ${fmt(companiesNeeded)} companies: ${fmt(companies)} instead of ${fmt(companiesWanted)}`,
  );
}
const STEPS = 2 + KINDS.length * 2;
const generateMs = await ensureCompanyDatabase(dataDir, companies, `1/${STEPS}`);
const noisyMs = await ensureNoisyFile(dataDir, sample, rows, '   ');
const encryptMs = ensureEncryptedXlsx('   ');
const biff5Ms = await ensureBiff5('   ');

// 2.-4. The server: idle, then each file.
console.error(`2/${STEPS} the server idle (start, sign in, stop) …`);
const idleServer = await startAppServer();
await signIn(idleServer.url, DEMO_EMAIL, DEMO_PASSWORD);
const idleHealth: number[] = [];
for (let i = 0; i < 10; i++) {
  const started = performance.now();
  await (await fetch(`${idleServer.url}/health`)).arrayBuffer();
  idleHealth.push(performance.now() - started);
  await sleep(PROBE_EVERY_MS);
}
const idleRssMb = await idleServer.stop();

interface FileResult {
  kind: Kind;
  file: string;
  sizeMb: number;
  uploads: Upload[];
  medianMs: number;
  worstMs: number;
  rowsPerSecond: number;
  serverPeakRssMb: number;
  healthWorstMs: number;
  parseAlone: { ms: number; peakRssMb: number; load: number };
  baseline: Baseline;
  ratio: number;
  /** The product's reader alone (parseAlone) / the baseline: reader against reader. */
  readerRatio: number;
  columns: number;
  proposed: string[];
}

const results: Partial<Record<Kind, Omit<FileResult, 'baseline' | 'ratio' | 'readerRatio'>>> = {};
let step = 3;
for (const kind of KINDS) {
  const file = files[kind];
  console.error(`${step++}/${STEPS} upload the ${kind} ${runs} times …`);
  const server = await startAppServer();
  const cookie = await signIn(server.url, DEMO_EMAIL, DEMO_PASSWORD);
  const uploads: Upload[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await upload(server.url, cookie, kind);
    console.error(
      `    ${kind} upload ${i + 1}: ${fmt(result.ms / 1000, 2)} s, /health worst ${fmt(result.healthWorstMs)} ms (load ${result.load.toFixed(2)})`,
    );
    uploads.push(result);
  }
  const serverPeakRssMb = await server.stop();
  const parseLoad = load();
  const parsed = await runNode([PREPARE_ALONE, file, String(Math.max(rows, PRODUCT_MAX_UPLOAD_ROWS))]);
  const parseResult = JSON.parse(/prepare-result=(.*)/.exec(parsed.output)![1]!) as {
    ms: number;
    rows: number;
  };
  if (parseResult.rows !== rowsOf(kind))
    throw new Error(`the reader alone read ${parseResult.rows} rows of ${file}`);
  const times = uploads.map((u) => u.ms);
  const last = uploads.at(-1)!.response;
  results[kind] = {
    kind,
    file,
    sizeMb: statSync(file).size / 1e6,
    uploads,
    medianMs: median(times),
    worstMs: Math.max(...times),
    rowsPerSecond: (rowsOf(kind) / median(times)) * 1000,
    serverPeakRssMb,
    healthWorstMs: Math.max(...uploads.map((u) => u.healthWorstMs)),
    parseAlone: { ms: parseResult.ms, peakRssMb: parsed.peakRssMb, load: parseLoad },
    columns: last.customerColumns.length,
    proposed: last.detectedMapping.map((pair) => `${pair.customerField} -> ${pair.internalField}`),
  };
}

// 6. The baselines, in this process, with the server stopped.
console.error(`${step++}/${STEPS} baseline for the csv: read and split naively, ${runs} times …`);
const csvBaseline = await baseline('csv: read whole file, split lines and ;', naiveCsv, files.csv);
console.error(`${step++}/${STEPS} baseline for the xlsx: exceljs streaming reader, ${runs} times …`);
const xlsxBaseline = await baseline('xlsx: exceljs 4.4.0 WorkbookReader, cell.text', exceljsXlsx, files.xlsx);
console.error(
  `${step++}/${STEPS} baseline for the encrypted xlsx: officecrypto-tool, then exceljs, ${runs} times …`,
);
const encryptedBaseline = await baseline(
  'xlsx-encrypted: officecrypto-tool 0.0.19 decrypt, then exceljs WorkbookReader',
  decryptedExceljsXlsx,
  files['xlsx-encrypted'],
);
console.error(`${step++}/${STEPS} baseline for the BIFF5 workbook: walk its records, ${runs} times …`);
const biff5Baseline = await baseline(
  'xls-biff5: walk the BIFF records, count rows (nothing decoded)',
  biffRecordWalk,
  files['xls-biff5'],
  rowsOf('xls-biff5'),
);
const loadAfter = os.loadavg();
const baselines: Record<Kind, Baseline> = {
  csv: csvBaseline,
  xlsx: xlsxBaseline,
  'xlsx-encrypted': encryptedBaseline,
  'xls-biff5': biff5Baseline,
};

const final: FileResult[] = KINDS.map((kind) => {
  const r = results[kind]!;
  const base = baselines[kind];
  return {
    ...r,
    baseline: base,
    ratio: r.medianMs / base.medianMs,
    readerRatio: r.parseAlone.ms / base.medianMs,
  };
});

const loads = (list: number[]) => {
  const low = Math.min(...list);
  const high = Math.max(...list);
  return low.toFixed(1) === high.toFixed(1) ? low.toFixed(1) : `${low.toFixed(1)}–${high.toFixed(1)}`;
};
const head = [
  'file',
  'size MB',
  'rows',
  'median s',
  'worst s',
  'rows/s',
  'peak RSS MB',
  '/health worst ms',
  'baseline s',
  'ratio',
  'load (1 min)',
];
const table = final.map((r) => [
  r.kind,
  fmt(r.sizeMb, 1),
  fmt(rowsOf(r.kind)),
  fmt(r.medianMs / 1000, 2),
  fmt(r.worstMs / 1000, 2),
  fmt(r.rowsPerSecond),
  fmt(r.serverPeakRssMb),
  fmt(r.healthWorstMs),
  fmt(r.baseline.medianMs / 1000, 2),
  `${fmt(r.ratio, 2)}×`,
  loads(r.uploads.map((u) => u.load)),
]);
const machine = machineLine();
const loadText = `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`;
const targets: Target[] = final.map((r) => [
  `${r.kind}: upload to mapping screen ≤ ${TARGET_SECONDS} s`,
  r.worstMs <= TARGET_SECONDS * 1000,
  `median ${fmt(r.medianMs / 1000, 2)} s, worst ${fmt(r.worstMs / 1000, 2)} s`,
]);

const text = `
Upload benchmark: ${fmt(rows)} rows, ${final[0]!.columns} columns, ${fmt(companies)} companies in the database, ${runs} uploads per file
Machine: ${machine}
Load: ${loadText}
${generateMs === null ? '' : `Generating the company database: ${fmt(generateMs / 1000, 1)} s\n`}${noisyMs === null ? '' : `Writing the noisy customer file (.csv, .xlsx, truth): ${fmt(noisyMs / 1000, 1)} s\n`}${encryptMs === null ? '' : `Encrypting the xlsx with the default password: ${fmt(encryptMs / 1000, 1)} s\n`}${biff5Ms === null ? '' : `Writing the BIFF5 workbook (first ${fmt(rowsOf('xls-biff5'))} rows): ${fmt(biff5Ms / 1000, 1)} s\n`}
${markdownTable(head, table)}

- time: from sending the request to the parsed JSON response (the mapping screen's data), median and worst of ${runs}
- peak RSS: the server process over its ${runs} uploads (the parse worker is a thread of it, so it is included); the server idle (start, sign in, /health): ${fmt(idleRssMb)} MB
- /health: probed every ${PROBE_EVERY_MS} ms during each upload; idle median ${fmt(median(idleHealth), 1)} ms
- the parse worker's work alone (reader + preparing for storing, own process): ${final.map((r) => `${r.kind} ${fmt(r.parseAlone.ms / 1000, 2)} s, peak RSS ${fmt(r.parseAlone.peakRssMb)} MB (load ${r.parseAlone.load.toFixed(1)})`).join('; ')}
- baselines (median of ${runs}, in the benchmark process, load ${loads(final.flatMap((r) => r.baseline.load))}): ${final.map((r) => `${r.baseline.name} ${fmt(r.baseline.medianMs / 1000, 2)} s`).join('; ')}; this process's peak RSS afterwards ${fmt(encryptedBaseline.processPeakRssMb)} MB
- ratio: product time / baseline time (below 1: the whole upload is faster than the baseline's reading alone); the product's reader alone / baseline: ${final.map((r) => `${r.kind} ${fmt(r.readerRatio, 2)}×`).join(', ')}
- proposed mapping: ${final[0]!.proposed.join(', ')}

Targets (upload issue):
${targetLines(targets)}
`;
console.log(text);

writeFigures(path.join(work.dir, 'bench-upload.json'), {
  rows,
  companies,
  runs,
  machine,
  loadBefore,
  loadAfter,
  generateMs,
  noisyMs,
  encryptMs,
  idle: { peakRssMb: idleRssMb, healthMs: idleHealth },
  files: final.map(({ uploads, ...rest }) => ({
    ...rest,
    uploads: uploads.map(({ response, ...u }) => ({
      ...u,
      batchId: response.batchId,
      warnings: response.warningCount,
    })),
  })),
  targets,
});
clearWorkFolder(work, { keep: values.keep, keepFiles: ['bench-upload.json'] });
