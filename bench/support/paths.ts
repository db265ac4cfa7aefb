/**
 * Where a benchmark finds the product's entry points, and its work folder: a fresh temporary one,
 * or one given with --work to reuse what an earlier run generated.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_MAIN = path.join(ROOT, 'server', 'src', 'main.ts');
export const COMPANIES_CLI = path.join(ROOT, 'server', 'src', 'cli', 'companies.ts');
export const USERS_CLI = path.join(ROOT, 'server', 'src', 'cli', 'users.ts');
export const MATCH_CLI = path.join(ROOT, 'server', 'src', 'cli', 'match.ts');

export interface WorkFolder {
  dir: string;
  /** Whether the folder was given (--work): it is kept, to be reused. */
  given: boolean;
}

/** The folder given with --work (created if missing), else a fresh `datacare-bench-<name>-*` in the temp folder. */
export function workFolder(name: string, given?: string): WorkFolder {
  if (given) {
    const dir = path.resolve(given);
    mkdirSync(dir, { recursive: true });
    return { dir, given: true };
  }
  return { dir: mkdtempSync(path.join(os.tmpdir(), `datacare-bench-${name}-`)), given: false };
}

/**
 * At the end of a run: a given folder, or one the run was told to --keep, stays as it is; else
 * everything in it but the figures (`keepFiles`, names in the folder) is removed, and the folder
 * too when nothing is kept.
 */
export function clearWorkFolder(
  work: WorkFolder,
  options: { keep?: boolean; keepFiles?: string[] } = {},
): void {
  const keepFiles = options.keepFiles ?? [];
  const figures = keepFiles.map((name) => path.join(work.dir, name)).join(', ');
  if (options.keep || work.given) {
    console.error(`Kept ${work.dir}${figures ? `; figures: ${figures}` : ''}`);
    return;
  }
  if (keepFiles.length === 0) {
    rmSync(work.dir, { recursive: true, force: true });
    return;
  }
  for (const name of readdirSync(work.dir)) {
    if (!keepFiles.includes(name)) rmSync(path.join(work.dir, name), { recursive: true, force: true });
  }
  console.error(`Work folder emptied but for the figures (--keep or --work DIR keeps it all): ${figures}`);
}
