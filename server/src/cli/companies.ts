/**
 * `npm run companies -- <command>`: the company database in DATA_DIR/companies.sqlite, or with a
 * PostgreSQL application database (DATABASE_URL, --database-url) in its schema `companies`
 * (docs/companies.md): generate a demo or benchmark set, import a provider's dump, write a noisy
 * customer file, show figures.
 */
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '../config/config.ts';
import { csvLine } from '../companies/csv.ts';
import {
  companyDatabaseLocation,
  describeCompanyDatabase,
  openCompanyDatabase,
  type CompanyDatabase,
} from '../companies/database.ts';
import { databaseLocation } from '../db/database.ts';
import { isPostgresUrl } from '../db/postgres.ts';
import { DUMP_FIELDS, recordToCsvFields, recordToJsonl } from '../companies/formats.ts';
import {
  CompanyDatabaseNotEmptyError,
  DEFAULT_SEED,
  generateCompanyDatabase,
} from '../companies/generate.ts';
import {
  GeneratedDataPresentError,
  IMPORT_FORMATS,
  importCompanies,
  type ImportFormat,
} from '../companies/importer.ts';
import { createProgress } from '../companies/progress.ts';
import type { Seed } from '../companies/random.ts';
import {
  clearCompanies,
  companyMeta,
  companyStats,
  countCompanies,
  iterateCompanies,
  type Tally,
} from '../companies/storage.ts';
import {
  NOISY_PROFILES,
  NotEnoughCompaniesError,
  writeNoisyFiles,
  type NoisyProfile,
} from '../samples/noisy.ts';
import { formatTable } from './users.ts';

/** Exit codes: 0 done, 1 refused by the data (rejected lines, a full database), 2 usage, 78 configuration. */
export const EXIT = { ok: 0, refused: 1, usage: 2, config: 78 } as const;

export const USAGE = `Usage: npm run companies -- <command> [options]

Manages the company database: DATA_DIR/companies.sqlite (DATA_DIR defaults to ./data, as for the
server), or, when the application runs on PostgreSQL (DATABASE_URL or --database-url), the schema
'companies' of that database. Progress goes to stderr, results to stdout.

Commands:
  generate          generate realistic companies into an empty company database
                      --count <n>             required, e.g. 200000, 1000000, 5000000
                      --seed <seed>           number or text (default ${DEFAULT_SEED}); same seed, same companies
                      --replace               empty a database that already holds companies first
  import <file>     load a provider dump (.csv, .jsonl, .gz of either) or an OffeneRegister JSONL;
                    upserts by provider id, so importing the same file twice changes nothing
                      --format csv|jsonl|offeneregister   default: from the file
                      --max-errors <n>        stop after n rejected lines (default 100)
                      --replace               empty the database first (needed over a generated set)
  noisy             write a customer file of companies from the database, distorted the way CRM
                    exports are, as PREFIX.csv, PREFIX.xlsx and PREFIX.truth.csv
                      --count <n>             required, rows
                      --out <prefix>          required, e.g. /tmp/kunden
                      --seed <seed>           default 1
                      --missing-share <0..1>  share of optional cells left empty (default 0.1)
                      --profile default|realistic   the error model (default: default); realistic
                                              adds the error classes of real data (docs/matching.md)
  export            write every company in the dump format import reads (the provider format)
                      --out <file>            required: .jsonl or .csv, plus .gz to compress
  stats             companies by status, legal form, country, postcode digit, size and revenue

Options of every command:
  --data-dir <dir>  the data folder (default: DATA_DIR, else ./data)
  --database-url <postgres://…>
                    the application's PostgreSQL database (default: DATABASE_URL); the companies
                    live in its schema 'companies' (<schema>_companies when the URL sets a
                    search_path)
  --help            show this help

Exit codes: 0 done, 1 refused (rejected lines, database not empty, not enough companies),
2 usage error, 78 configuration error.
`;

/** Where the CLI reads its environment and writes its output (tests pass their own). */
export interface CliContext {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Progress redraws in place on a terminal; in a log it writes whole lines. */
  interactive: boolean;
}

class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

const COMMON: Options = {
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  help: { type: 'boolean' },
};
const COMMAND_OPTIONS: Record<string, Options> = {
  generate: { ...COMMON, count: { type: 'string' }, seed: { type: 'string' }, replace: { type: 'boolean' } },
  import: {
    ...COMMON,
    format: { type: 'string' },
    'max-errors': { type: 'string' },
    replace: { type: 'boolean' },
  },
  noisy: {
    ...COMMON,
    count: { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string' },
    'missing-share': { type: 'string' },
    profile: { type: 'string' },
  },
  export: { ...COMMON, out: { type: 'string' } },
  stats: COMMON,
};

type Values = Record<string, string | boolean | undefined>;

function wholeNumber(values: Values, name: string, { required = false, min = 0 } = {}): number | undefined {
  const value = values[name];
  if (value === undefined) {
    if (required) throw new UsageError(`--${name} is required.`);
    return undefined;
  }
  const text = String(value).replace(/_/g, '');
  if (!/^\d{1,10}$/.test(text) || Number(text) < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min}.`);
  }
  return Number(text);
}

function seedOf(values: Values, fallback: Seed): Seed {
  const value = values.seed;
  if (value === undefined) return fallback;
  const text = String(value);
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

const n = (value: number) => value.toLocaleString('en-US');

function tallyTable(title: string, tally: Tally, total: number): string {
  const rows = tally.map(([value, count]) => [
    value,
    n(count),
    `${((count / Math.max(total, 1)) * 100).toFixed(1)} %`,
  ]);
  return formatTable([title, 'companies', 'share'], rows);
}

async function run(
  command: string,
  values: Values,
  positionals: string[],
  store: CompanyDatabase,
  ctx: CliContext,
) {
  switch (command) {
    case 'generate': {
      const count = wholeNumber(values, 'count', { required: true, min: 1 })!;
      const seed = seedOf(values, DEFAULT_SEED);
      if (values.replace) await clearCompanies(store);
      const progress = createProgress(ctx.stderr, {
        label: 'Generating',
        total: count,
        unit: 'companies',
        interactive: ctx.interactive,
      });
      const written = await generateCompanyDatabase(store, {
        count,
        seed,
        onProgress: (done) => progress.update(done),
      });
      const { ms, perSecond } = progress.finish(written);
      ctx.stdout(
        `Generated ${n(written)} companies (seed ${String(seed)}) into ${describeCompanyDatabase(store.location)} in ${(ms / 1000).toFixed(1)} s, ${n(Math.round(perSecond))}/s.\n`,
      );
      return EXIT.ok;
    }
    case 'import': {
      const file = positionals[0];
      if (!file || positionals.length > 1) throw new UsageError('import takes exactly one file.');
      const resolved = path.resolve(ctx.cwd, file);
      if (!existsSync(resolved)) throw new UsageError(`No such file: ${resolved}`);
      const format = values.format as string | undefined;
      if (format !== undefined && !(IMPORT_FORMATS as readonly string[]).includes(format)) {
        throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(', ')}.`);
      }
      const maxErrors = wholeNumber(values, 'max-errors') ?? 100;
      if (values.replace) await clearCompanies(store);
      const progress = createProgress(ctx.stderr, {
        label: `Importing ${path.basename(resolved)}`,
        unit: 'lines',
        interactive: ctx.interactive,
      });
      const result = await importCompanies(store, resolved, {
        format: format as ImportFormat | undefined,
        maxErrors,
        onProgress: (p) =>
          progress.update(p.imported, p.totalBytes > 0 ? p.bytesRead / p.totalBytes : undefined),
      });
      const { ms, perSecond } = progress.finish(result.imported, `${n(result.rejectedCount)} rejected`);
      for (const { line, message } of result.rejected.slice(0, 20))
        ctx.stderr(`  line ${line}: ${message}\n`);
      if (result.rejectedCount > 20)
        ctx.stderr(`  … and ${n(result.rejectedCount - 20)} more rejected lines\n`);
      if (result.aborted) {
        ctx.stderr(`  Stopped after ${n(maxErrors)} rejected lines; the lines before were imported.\n`);
      }
      ctx.stdout(
        `Imported ${n(result.imported)} of ${n(result.lines)} lines (${result.format}) into ${describeCompanyDatabase(store.location)} in ${(ms / 1000).toFixed(1)} s, ${n(Math.round(perSecond))}/s; ${n(result.rejectedCount)} rejected; ${n(await countCompanies(store.db))} companies in the database.\n`,
      );
      return result.rejectedCount > 0 ? EXIT.refused : EXIT.ok;
    }
    case 'noisy': {
      const count = wholeNumber(values, 'count', { required: true, min: 1 })!;
      const out = values.out;
      if (typeof out !== 'string' || out.trim() === '') throw new UsageError('--out is required.');
      const missingText = values['missing-share'];
      const missingShare = missingText === undefined ? 0.1 : Number(missingText);
      if (!Number.isFinite(missingShare) || missingShare < 0 || missingShare > 1) {
        throw new UsageError('--missing-share must be a number from 0 to 1.');
      }
      const profile = (values.profile ?? 'default') as NoisyProfile;
      if (!NOISY_PROFILES.includes(profile)) throw new UsageError('--profile must be default or realistic.');
      const prefix = path.resolve(ctx.cwd, out);
      const progress = createProgress(ctx.stderr, {
        label: 'Writing customer rows',
        total: count,
        unit: 'rows',
        interactive: ctx.interactive,
      });
      const summary = await writeNoisyFiles(
        store,
        prefix,
        { count, seed: seedOf(values, 1), missingShare, profile },
        (rows) => progress.update(rows),
      );
      progress.finish(summary.rows);
      ctx.stdout(
        `Wrote ${n(summary.rows)} rows (${n(summary.present)} in the database, ${n(summary.absent)} not, ${n(summary.duplicates)} duplicates):\n  ${summary.files.csv}\n  ${summary.files.xlsx}\n  ${summary.files.truth}\n`,
      );
      return EXIT.ok;
    }
    case 'export': {
      const out = values.out;
      if (typeof out !== 'string' || !/\.(jsonl|csv)(\.gz)?$/.test(out)) {
        throw new UsageError('--out is required and must end in .jsonl or .csv (optionally .gz).');
      }
      const file = path.resolve(ctx.cwd, out);
      mkdirSync(path.dirname(file), { recursive: true });
      const csv = /\.csv(\.gz)?$/.test(file);
      const total = await countCompanies(store.db);
      const progress = createProgress(ctx.stderr, {
        label: 'Exporting',
        total,
        unit: 'companies',
        interactive: ctx.interactive,
      });
      let written = 0;
      async function* lines() {
        if (csv) yield `${csvLine(DUMP_FIELDS, ',')}\n`;
        for await (const record of iterateCompanies(store.db)) {
          yield `${csv ? csvLine(recordToCsvFields(record), ',') : recordToJsonl(record)}\n`;
          written += 1;
          if (written % 10_000 === 0) progress.update(written);
        }
      }
      const target = createWriteStream(file);
      await (file.endsWith('.gz')
        ? pipeline(Readable.from(lines()), createGzip(), target)
        : pipeline(Readable.from(lines()), target));
      const { ms } = progress.finish(written);
      ctx.stdout(`Exported ${n(written)} companies to ${file} in ${(ms / 1000).toFixed(1)} s.\n`);
      return EXIT.ok;
    }
    case 'stats': {
      const stats = await companyStats(store.db);
      const meta = await companyMeta(store.db);
      const source = Object.entries(meta)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      ctx.stdout(
        `${describeCompanyDatabase(store.location)}: ${n(stats.total)} companies${source ? ` (${source})` : ''}\n\n`,
      );
      if (stats.total === 0) return EXIT.ok;
      const germans = stats.byGermanZipDigit.reduce((sum, [, count]) => sum + count, 0);
      ctx.stdout(
        [
          tallyTable('status', stats.byStatus, stats.total),
          tallyTable('legal form', stats.byLegalForm, stats.total),
          tallyTable('country', stats.byCountry, stats.total),
          tallyTable(
            'postcode (DE)',
            stats.byGermanZipDigit.map(([digit, count]) => [`${digit}xxxx`, count]),
            germans,
          ),
          tallyTable('employees', stats.byEmployeeSize, stats.total),
          tallyTable('revenue', stats.byRevenueSize, stats.total),
        ].join('\n'),
      );
      return EXIT.ok;
    }
  }
  throw new UsageError(`Unknown command "${command}".`);
}

/** Runs the CLI with the given arguments (without `node` and the script); resolves to the exit code. */
export async function runCompaniesCli(args: string[], ctx: CliContext): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    (command === undefined ? ctx.stderr : ctx.stdout)(USAGE);
    return command === undefined ? EXIT.usage : EXIT.ok;
  }
  const options = COMMAND_OPTIONS[command];
  if (!options) {
    ctx.stderr(`Unknown command "${command}".\n\n${USAGE}`);
    return EXIT.usage;
  }
  let values: Values;
  let positionals: string[];
  try {
    const parsed = parseArgs({ args: rest, options, strict: true, allowPositionals: command === 'import' });
    values = parsed.values as Values;
    positionals = parsed.positionals;
  } catch (error) {
    ctx.stderr(`${(error as Error).message}\n\nSee: npm run companies -- --help\n`);
    return EXIT.usage;
  }
  if (values.help) {
    ctx.stdout(USAGE);
    return EXIT.ok;
  }

  let store: CompanyDatabase;
  try {
    const dataDir = values['data-dir'];
    const databaseUrl = values['database-url'];
    if (databaseUrl !== undefined && !isPostgresUrl(String(databaseUrl))) {
      ctx.stderr(
        '--database-url must be a postgres:// or postgresql:// URL.\n\nSee: npm run companies -- --help\n',
      );
      return EXIT.usage;
    }
    let env = ctx.env;
    if (typeof dataDir === 'string') env = { ...env, DATA_DIR: path.resolve(ctx.cwd, dataDir) };
    // The option stands in for DATABASE_URL, which the configuration may not accept yet.
    if (typeof databaseUrl === 'string') env = { ...env, DATABASE_URL: undefined };
    const config = loadConfig(env, ctx.cwd);
    const app = databaseLocation(
      config.dataDir,
      typeof databaseUrl === 'string' ? databaseUrl : config.databaseUrl,
    );
    store = await openCompanyDatabase(companyDatabaseLocation(app, config.dataDir));
  } catch (error) {
    ctx.stderr(`${(error as Error).message}\n`);
    return error instanceof ConfigError ? EXIT.config : EXIT.refused;
  }
  try {
    return await run(command, values, positionals, store, ctx);
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.stderr(`${error.message}\n\nSee: npm run companies -- --help\n`);
      return EXIT.usage;
    }
    if (error instanceof CompanyDatabaseNotEmptyError) {
      ctx.stderr(`${error.message} Add --replace to replace them.\n`);
      return EXIT.refused;
    }
    if (error instanceof GeneratedDataPresentError || error instanceof NotEnoughCompaniesError) {
      ctx.stderr(`${error.message}\n`);
      return EXIT.refused;
    }
    throw error;
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  process.exitCode = await runCompaniesCli(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    interactive: process.stderr.isTTY === true,
  });
}
