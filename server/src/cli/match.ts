/**
 * `npm run match -- --input rows.csv --mapping mapping.json --out results.jsonl`: matches a
 * customer file against the company database without the UI (docs/matching.md, 'Batch CLI'),
 * writing per row the ranked candidates with probabilities, the no-match probability and the
 * explanations. With --truth it also measures the result (the benchmark uses this).
 */
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_EXACT_MATCH_THRESHOLD, matchTypeOf } from '@datacare/api-client/domain';
import { ConfigError, loadConfig } from '../config/config.ts';
import {
  companyDatabaseFile,
  companyDatabaseLocation,
  describeCompanyDatabase,
  isMissingCompanyTable,
  openCompanyReader,
  type CompanyDatabaseLocation,
} from '../companies/database.ts';
import { databaseLocation } from '../db/database.ts';
import { isPostgresUrl } from '../db/postgres.ts';
import { createProgress } from '../companies/progress.ts';
import { createBaselineEngine } from '../matching/engine/baseline.ts';
import { createIndexEngine, type LinesEngine, type MatchedLines } from '../matching/engine/pool.ts';
import { Evaluation, formatReport, readTruth, type EvaluationReport } from '../matching/evaluate.ts';
import { loadCompanyIndexAt } from '../matching/index/load.ts';
import { MappingError, parseMapping, readMappedRows } from '../matching/input.ts';
import { toOutputRow } from '../matching/output.ts';
import { SAMPLE_FILE_MAPPING } from '../matching/sample-mapping.ts';
import { parametersIn, readParameters } from '../matching/model/parameters.ts';
import type { MappedRow, MatchEngine } from '../matching/types.ts';
import { parseRefitArgs, REFIT_USAGE, runRefit } from '../matching/labels/refit-cli.ts';

/** Exit codes: 0 done, 1 refused by the data (no such file, bad mapping), 2 usage, 78 configuration. */
export const EXIT = { ok: 0, refused: 1, usage: 2, config: 78 } as const;

export const USAGE = `Usage: npm run match -- --input FILE.csv --mapping FILE.json --out FILE.jsonl [options]

Matches every row of a customer file against the company database and writes one JSON line per
row: the match type at the threshold, the best entry, the no-match probability and up to five
candidates with probability, data and per-field explanation. Progress goes to stderr.

Options:
  --input <file>        the customer file: CSV with a header line, ';' or ',' separated
  --mapping <file>      JSON: [{"internalField": "company_name", "customerField": "Firma"}, …]
                        or {"company_name": "Firma", …}; company_name or provider_id required;
                        'sample' is the mapping of files from npm run companies -- noisy
  --out <file>          where the JSON lines go
  --companies <file>    a company database file (default: DATA_DIR/companies.sqlite, or with
                        DATABASE_URL the PostgreSQL schema 'companies')
  --database-url <postgres://…>
                        the application's PostgreSQL database (default: DATABASE_URL): the
                        companies are read from its schema 'companies'
  --data-dir <dir>      the data folder (default: DATA_DIR, else ./data); the index cache lives
                        in DATA_DIR/match-index
  --threshold <0..1>    exact-match threshold for match_type (default ${DEFAULT_EXACT_MATCH_THRESHOLD})
  --workers <n>         matching threads (default: one per core, at most 4; 0: this thread)
  --limit <n>           only the first n rows
  --truth <file>        a truth file (row_id,provider_id,…) to measure the result against
  --report <file>       write the figures (and the measures with --truth) as JSON
  --engine index|baseline   the engine (default index; baseline is the benchmark's FTS5 lookup,
                        SQLite files only)
  --parameters <file>   model parameters (default: DATA_DIR/model-parameters.json when a refit went
                        live, else the checked-in server/src/matching/model/parameters.json)
  --no-cache            build the index without reading or writing the cache file
  --help                show this help

Exit codes: 0 done, 1 refused (missing file, bad mapping), 2 usage error, 78 configuration error.

  npm run match -- refit [options]   refits the model from the reviewers' decisions
                                     (npm run match -- refit --help)
`;

export interface CliContext {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  interactive: boolean;
}

class UsageError extends Error {}
class RefusedError extends Error {}

/** Rows handed to the engine at once; two batches are in flight so reading overlaps matching. */
const BATCH = 2_000;

export interface MatchRunReport {
  engine: string;
  rows: number;
  /** Reading, matching and writing, after the index was ready. */
  ms: number;
  rowsPerSecond: number;
  index: { origin: 'cache' | 'built' | 'fts5'; ms: number; companies: number | null };
  /** Resident set size after the index was ready, and the process's peak. */
  rssAfterIndexMb: number;
  peakRssMb: number;
  workers: number;
  threshold: number;
  counts: { exact: number; manual: number; noMatch: number };
  evaluation?: EvaluationReport;
}

function number(
  values: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
  integer: boolean,
): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new UsageError(
      `--${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`,
    );
  }
  return n;
}

function existing(ctx: CliContext, file: string, what: string): string {
  const resolved = path.resolve(ctx.cwd, file);
  if (!existsSync(resolved)) throw new RefusedError(`No such ${what}: ${resolved}`);
  return resolved;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function run(values: Record<string, string | boolean | undefined>, ctx: CliContext): Promise<number> {
  for (const required of ['input', 'mapping', 'out'] as const) {
    if (typeof values[required] !== 'string') throw new UsageError(`--${required} is required.`);
  }
  const engineKind = (values.engine as string | undefined) ?? 'index';
  if (engineKind !== 'index' && engineKind !== 'baseline')
    throw new UsageError('--engine must be index or baseline.');
  const threshold = number(values, 'threshold', 0, 1, false) ?? DEFAULT_EXACT_MATCH_THRESHOLD;
  const workers = number(values, 'workers', 0, 64, true);
  const limit = number(values, 'limit', 1, Number.MAX_SAFE_INTEGER, true) ?? Infinity;

  const input = existing(ctx, values.input as string, 'input file');
  let mapping;
  try {
    mapping =
      values.mapping === 'sample'
        ? parseMapping(SAMPLE_FILE_MAPPING)
        : parseMapping(
            JSON.parse(readFileSync(existing(ctx, values.mapping as string, 'mapping file'), 'utf8')),
          );
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new RefusedError(`The mapping file is not JSON: ${error.message}`);
    throw error;
  }
  const truth =
    typeof values.truth === 'string' ? await readTruth(existing(ctx, values.truth, 'truth file')) : null;
  const out = path.resolve(ctx.cwd, values.out as string);

  const { config, companies } = await companyDatabaseOf(values, ctx);
  const cacheDir = values['no-cache'] ? null : path.join(config.dataDir, 'match-index');

  let engine: MatchEngine;
  let indexInfo: MatchRunReport['index'];
  let workerCount = 0;
  if (engineKind === 'baseline') {
    if (companies.kind !== 'sqlite') {
      throw new UsageError(
        '--engine baseline reads a SQLite company database: give one with --companies FILE.',
      );
    }
    ctx.stderr('  Building or opening the baseline FTS5 table …\n');
    const baseline = createBaselineEngine({
      companiesFile: companies.file,
      cacheDir: path.join(config.dataDir, 'match-index'),
    });
    engine = baseline;
    indexInfo = { origin: 'fts5', ms: baseline.buildMs, companies: null };
  } else {
    const progress = createProgress(ctx.stderr, {
      label: 'Building the index',
      unit: 'companies',
      interactive: ctx.interactive,
    });
    const loaded = await loadCompanyIndexAt(companies, {
      cacheDir,
      onProgress: (done, total) => progress.update(done, total ? done / total : undefined),
    });
    ctx.stderr(
      `  Index of ${loaded.index.size.toLocaleString('en-US')} companies ${loaded.origin === 'cache' ? 'read from' : 'built and written to'} ${loaded.cacheFile ?? '(no cache)'} in ${(loaded.ms / 1000).toFixed(1)} s.\n`,
    );
    const parameters =
      typeof values.parameters === 'string'
        ? readParameters(existing(ctx, values.parameters, 'parameters file'))
        : parametersIn(config.dataDir);
    engine = createIndexEngine({ index: loaded.index.data, parameters, workers });
    workerCount = workers ?? -1;
    indexInfo = { origin: loaded.origin, ms: Math.round(loaded.ms), companies: loaded.index.size };
  }
  const rssAfterIndex = process.memoryUsage().rss;

  const evaluation = truth ? new Evaluation(truth, threshold) : null;
  const counts = { exact: 0, manual: 0, noMatch: 0 };
  const output = createWriteStream(out);
  const progress = createProgress(ctx.stderr, {
    label: 'Matching',
    unit: 'rows',
    interactive: ctx.interactive,
  });
  const started = performance.now();
  let rows = 0;
  // The index engine writes the lines in its worker threads; the baseline's are written here.
  const matchBatch = (batch: MappedRow[]): Promise<MatchedLines> =>
    'matchLines' in engine
      ? (engine as LinesEngine).matchLines(batch, threshold)
      : engine.match(batch).then((results) => ({
          results,
          lines: results.map((r) => JSON.stringify(toOutputRow(r, threshold))).join('\n'),
        }));
  const write = async ({ results, lines }: MatchedLines) => {
    for (const result of results) {
      counts[matchTypeOf(result.priority, threshold)] += 1;
      evaluation?.add(result);
    }
    if (results.length > 0 && !output.write(`${lines}\n`)) await once(output, 'drain');
    rows += results.length;
    progress.update(rows);
  };
  try {
    let batch: MappedRow[] = [];
    let inFlight: Promise<MatchedLines> | null = null;
    let read = 0;
    for await (const row of readMappedRows(input, mapping)) {
      if (read >= limit) break;
      read += 1;
      batch.push(row);
      if (batch.length === BATCH) {
        const next = matchBatch(batch);
        batch = [];
        if (inFlight) await write(await inFlight);
        inFlight = next;
      }
    }
    const last = batch.length > 0 ? matchBatch(batch) : null;
    if (inFlight) await write(await inFlight);
    if (last) await write(await last);
  } finally {
    await engine.close();
    output.end();
    await once(output, 'finish');
  }
  const ms = performance.now() - started;
  const { perSecond } = progress.finish(rows);
  const report: MatchRunReport = {
    engine: engine.name,
    rows,
    ms: Math.round(ms),
    rowsPerSecond: Math.round(perSecond),
    index: indexInfo,
    rssAfterIndexMb: mb(rssAfterIndex),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    workers: workerCount,
    threshold,
    counts,
    ...(evaluation ? { evaluation: evaluation.report() } : {}),
  };
  ctx.stdout(
    `Matched ${rows.toLocaleString('en-US')} rows in ${(ms / 1000).toFixed(1)} s (${report.rowsPerSecond.toLocaleString('en-US')} rows/s): ${counts.exact} exact, ${counts.manual} manual, ${counts.noMatch} no match. Results: ${out}\n`,
  );
  if (report.evaluation) ctx.stdout(`${formatReport(report.evaluation)}\n`);
  if (typeof values.report === 'string')
    writeFileSync(path.resolve(ctx.cwd, values.report), `${JSON.stringify(report, null, 2)}\n`);
  return EXIT.ok;
}

/**
 * The configuration and the company database to read: --companies FILE, else the configured one
 * (DATA_DIR/companies.sqlite, or the PostgreSQL schema of DATABASE_URL or --database-url), which
 * must exist and hold its tables.
 */
async function companyDatabaseOf(
  values: Record<string, string | boolean | undefined>,
  ctx: CliContext,
): Promise<{ config: ReturnType<typeof loadConfig>; companies: CompanyDatabaseLocation }> {
  const databaseUrl = values['database-url'];
  if (databaseUrl !== undefined && !isPostgresUrl(String(databaseUrl))) {
    throw new UsageError('--database-url must be a postgres:// or postgresql:// URL.');
  }
  let env = ctx.env;
  if (typeof values['data-dir'] === 'string')
    env = { ...env, DATA_DIR: path.resolve(ctx.cwd, values['data-dir']) };
  // The option stands in for DATABASE_URL, which the configuration may not accept yet.
  if (typeof databaseUrl === 'string') env = { ...env, DATABASE_URL: undefined };
  const config = loadConfig(env, ctx.cwd);
  const missing = 'company database (generate one with npm run companies -- generate)';
  if (typeof values.companies === 'string') {
    return {
      config,
      companies: { kind: 'sqlite', file: existing(ctx, values.companies, 'company database') },
    };
  }
  const companies = companyDatabaseLocation(
    databaseLocation(config.dataDir, typeof databaseUrl === 'string' ? databaseUrl : config.databaseUrl),
    config.dataDir,
  );
  if (companies.kind === 'sqlite') {
    existing(ctx, companyDatabaseFile(config.dataDir), missing);
    return { config, companies };
  }
  const reader = openCompanyReader(companies)!;
  try {
    await reader.selectFrom('companies').select('id').limit(1).execute();
  } catch (error) {
    if (isMissingCompanyTable(error)) {
      throw new RefusedError(`No such ${missing}: ${describeCompanyDatabase(companies)}`);
    }
    throw error;
  } finally {
    await reader.destroy();
  }
  return { config, companies };
}

/** `refit`: the model refitted from review labels (matching/labels/refit-cli.ts). */
async function refitCommand(args: string[], ctx: CliContext): Promise<number> {
  const { values } = parseRefitArgs(args);
  if (values.help) {
    ctx.stdout(REFIT_USAGE);
    return EXIT.ok;
  }
  const generated = number(values, 'generated', 1, 1_000_000, true) ?? 3_000;
  const seed = number(values, 'seed', 0, Number.MAX_SAFE_INTEGER, true) ?? 1;
  const dataDir =
    typeof values['data-dir'] === 'string' ? path.resolve(ctx.cwd, values['data-dir']) : undefined;
  const config = loadConfig(dataDir ? { ...ctx.env, DATA_DIR: dataDir } : ctx.env, ctx.cwd);
  const companiesFile =
    typeof values.companies === 'string'
      ? existing(ctx, values.companies, 'company database')
      : existing(
          ctx,
          companyDatabaseFile(config.dataDir),
          'company database (generate one with npm run companies -- generate)',
        );
  await runRefit({
    dataDir: config.dataDir,
    companiesFile,
    cacheDir: values['no-cache'] ? null : path.join(config.dataDir, 'match-index'),
    generated,
    seed,
    parametersFile:
      typeof values.parameters === 'string' ? existing(ctx, values.parameters, 'parameters file') : null,
    stdout: ctx.stdout,
    stderr: ctx.stderr,
  });
  return EXIT.ok;
}

/** Runs the CLI with the given arguments (without `node` and the script); resolves to the exit code. */
export async function runMatchCli(args: string[], ctx: CliContext): Promise<number> {
  if (args[0] === 'refit') return withErrors(ctx, () => refitCommand(args.slice(1), ctx));
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        input: { type: 'string' },
        mapping: { type: 'string' },
        out: { type: 'string' },
        companies: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
        threshold: { type: 'string' },
        workers: { type: 'string' },
        limit: { type: 'string' },
        truth: { type: 'string' },
        report: { type: 'string' },
        engine: { type: 'string' },
        parameters: { type: 'string' },
        'no-cache': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    ctx.stderr(`${(error as Error).message}\n\nSee: npm run match -- --help\n`);
    return EXIT.usage;
  }
  if (values.help) {
    ctx.stdout(USAGE);
    return EXIT.ok;
  }
  return withErrors(ctx, () => run(values, ctx));
}

/** Turns the CLI's errors into their messages and exit codes. */
async function withErrors(ctx: CliContext, command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      ctx.stderr(`${error.message}\n\nSee: npm run match -- refit --help\n`);
      return EXIT.usage;
    }
    if (error instanceof UsageError) {
      ctx.stderr(`${error.message}\n\nSee: npm run match -- --help\n`);
      return EXIT.usage;
    }
    if (error instanceof ConfigError) {
      ctx.stderr(`${error.message}\n`);
      return EXIT.config;
    }
    if (error instanceof RefusedError || error instanceof MappingError) {
      ctx.stderr(`${error.message}\n`);
      return EXIT.refused;
    }
    throw error;
  }
}

if (import.meta.main) {
  process.exitCode = await runMatchCli(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    interactive: process.stderr.isTTY === true,
  });
}
