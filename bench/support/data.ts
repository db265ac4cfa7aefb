/**
 * The data a benchmark works on, made with the product's own CLI (`npm run companies`) in its
 * work folder and reused when it is there already (--work DIR): the company database and a noisy
 * customer file (server/src/samples/noisy.ts; .csv, .xlsx and the truth, seed 1).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { COMPANIES_CLI } from './paths.ts';
import { runNode } from './processes.ts';
import { fmt } from './report.ts';

/**
 * The companies a noisy file of `rows` rows needs: the generator takes 90 % of its rows from the
 * database and wants 1.25 times as many companies to pick from.
 */
export function companiesForNoisyRows(rows: number): number {
  return Math.ceil(Math.ceil(rows * 0.9) * 1.25);
}

/**
 * Generates `count` companies into DATA_DIR/companies.sqlite unless the database exists;
 * `step` prefixes the progress line ("1/6"). Resolves to the time it took, null when reused.
 */
export async function ensureCompanyDatabase(
  dataDir: string,
  count: number,
  step: string,
): Promise<number | null> {
  const file = path.join(dataDir, 'companies.sqlite');
  if (existsSync(file)) {
    console.error(`${step} company database exists (${file}): reused`);
    return null;
  }
  console.error(`${step} generate ${fmt(count)} companies …`);
  return (
    await runNode([COMPANIES_CLI, 'generate', '--count', String(count)], { env: { DATA_DIR: dataDir } })
  ).ms;
}

/**
 * Imports an OffeneRegister dump (`npm run companies -- import FILE`) into DATA_DIR/companies.sqlite
 * unless the database exists. Resolves to the time it took, null when reused.
 */
export async function ensureImportedDatabase(
  dataDir: string,
  file: string,
  step: string,
): Promise<number | null> {
  if (existsSync(path.join(dataDir, 'companies.sqlite'))) {
    console.error(`${step} company database exists (${dataDir}): reused`);
    return null;
  }
  console.error(`${step} import ${file} …`);
  return (await runNode([COMPANIES_CLI, 'import', file], { env: { DATA_DIR: dataDir } })).ms;
}

/**
 * Writes a noisy customer file of `rows` rows to `prefix`.csv, .xlsx and .truth.csv from the
 * companies of DATA_DIR, unless they exist. Resolves to the time it took, null when reused.
 */
export async function ensureNoisyFile(
  dataDir: string,
  prefix: string,
  rows: number,
  step: string,
  options: { profile?: 'default' | 'realistic'; seed?: string } = {},
): Promise<number | null> {
  if (['.csv', '.xlsx', '.truth.csv'].every((extension) => existsSync(`${prefix}${extension}`))) {
    console.error(`${step} noisy customer file of ${fmt(rows)} rows exists: reused`);
    return null;
  }
  const profile = options.profile ?? 'default';
  console.error(
    `${step} write a noisy customer file of ${fmt(rows)} rows (${profile} profile; .csv, .xlsx and its truth) …`,
  );
  const args = [
    COMPANIES_CLI,
    'noisy',
    '--count',
    String(rows),
    '--out',
    prefix,
    '--seed',
    options.seed ?? '1',
  ];
  if (profile !== 'default') args.push('--profile', profile);
  return (await runNode(args, { env: { DATA_DIR: dataDir } })).ms;
}
