/**
 * The PDF files, in the file store (storage/file-store.ts) under `reports/<batchId>-<stateKey>.pdf`
 * (the folder store: `DATA_DIR/reports/…`), written whole or not at all (the folder store writes a
 * temporary `….<random>.part` and renames it; the database store makes a version ready once it is
 * complete), at most one per batch once its job has finished. `files` is the store, or a DATA_DIR
 * for its folder store.
 */
import { Readable } from 'node:stream';
import { fileStoreOf, type FileStore } from '../../storage/file-store.ts';

const FOLDER = 'reports';

/** The stored name of a batch's PDF of one state. */
export function reportFileName(batchId: string, stateKey: string): string {
  return `${batchId}-${stateKey}.pdf`;
}

/** The file store's key of a stored PDF. */
export function reportFileKey(storedFile: string): string {
  return `${FOLDER}/${storedFile.slice(storedFile.lastIndexOf('/') + 1)}`;
}

export async function reportFileExists(files: FileStore | string, storedFile: string): Promise<boolean> {
  return fileStoreOf(files).exists(reportFileKey(storedFile));
}

/** Stores the PDF: a reader never sees half of it. */
export async function writeReportFile(
  files: FileStore | string,
  storedFile: string,
  bytes: Uint8Array,
): Promise<void> {
  await fileStoreOf(files).put(reportFileKey(storedFile), Readable.from([Buffer.from(bytes)]));
}

export async function removeReportFile(files: FileStore | string, storedFile: string): Promise<void> {
  await fileStoreOf(files).delete(reportFileKey(storedFile));
}

/** The names of the stored files (and, in the folder store, temporary files). */
async function fileNames(store: FileStore): Promise<string[]> {
  return (await store.list(FOLDER)).map((key) => key.slice(FOLDER.length + 1));
}

/** A file of this batch: ids may contain '-', so the rest of the name must be exactly a key. */
const OWN_NAME_REST = /^[0-9a-f]{20}\.pdf(\.[0-9a-f]{12}\.part)?$/;

/** Removes the batch's PDFs (and temporary files) except `keep`: older states, or all of them. */
export async function removeBatchReportFiles(
  files: FileStore | string,
  batchId: string,
  keep?: string,
): Promise<void> {
  const store = fileStoreOf(files);
  for (const name of await fileNames(store)) {
    const own = name.startsWith(`${batchId}-`) && OWN_NAME_REST.test(name.slice(batchId.length + 1));
    if (own && name !== keep) await store.delete(`${FOLDER}/${name}`);
  }
}

/**
 * Removes every file no finished record keeps: temporary files of a killed render, files of batches
 * deleted while the server was down or whose deletion stopped between the row and the file.
 */
export async function removeUnkeptReportFiles(
  files: FileStore | string,
  kept: ReadonlySet<string>,
): Promise<number> {
  const store = fileStoreOf(files);
  let removed = 0;
  for (const name of await fileNames(store)) {
    if (kept.has(name)) continue;
    await store.delete(`${FOLDER}/${name}`);
    removed += 1;
  }
  return removed;
}
