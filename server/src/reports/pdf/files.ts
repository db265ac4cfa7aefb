/**
 * The PDF files: `DATA_DIR/reports/<batchId>-<stateKey>.pdf`, written whole or not at all (a
 * temporary file renamed into place), at most one per batch once its job has finished.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const TEMPORARY_SUFFIX = '.part';

export function reportsDir(dataDir: string): string {
  return path.join(dataDir, 'reports');
}

/** The stored name of a batch's PDF of one state. */
export function reportFileName(batchId: string, stateKey: string): string {
  return `${batchId}-${stateKey}.pdf`;
}

export function reportFilePath(dataDir: string, storedFile: string): string {
  return path.join(reportsDir(dataDir), path.basename(storedFile));
}

export function reportFileExists(dataDir: string, storedFile: string): boolean {
  return existsSync(reportFilePath(dataDir, storedFile));
}

/** Writes the file under a temporary name and renames it: a reader never sees half a PDF. */
export async function writeReportFile(dataDir: string, storedFile: string, bytes: Uint8Array): Promise<void> {
  const dir = reportsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `${storedFile}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, reportFilePath(dataDir, storedFile));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function fileNames(dataDir: string): Promise<string[]> {
  try {
    return await readdir(reportsDir(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A file of this batch: ids may contain '-', so the rest of the name must be exactly a key. */
const OWN_NAME_REST = /^[0-9a-f]{20}\.pdf(\.[0-9a-f]{12}\.part)?$/;

/** Removes the batch's PDFs (and temporary files) except `keep`: older states, or all of them. */
export async function removeBatchReportFiles(dataDir: string, batchId: string, keep?: string): Promise<void> {
  for (const name of await fileNames(dataDir)) {
    const own = name.startsWith(`${batchId}-`) && OWN_NAME_REST.test(name.slice(batchId.length + 1));
    if (own && name !== keep) await rm(reportFilePath(dataDir, name), { force: true });
  }
}

/**
 * Removes every file no finished record keeps: temporary files of a killed render, files of batches
 * deleted while the server was down or whose deletion stopped between the row and the file.
 */
export async function removeUnkeptReportFiles(dataDir: string, kept: ReadonlySet<string>): Promise<number> {
  let removed = 0;
  for (const name of await fileNames(dataDir)) {
    if (kept.has(name)) continue;
    await rm(reportFilePath(dataDir, name), { force: true });
    removed += 1;
  }
  return removed;
}
