/**
 * The export files the history, the mailed links and the zip read: where the export job put them
 * (the file store, storage/file-store.ts, key `exports/<id>.<type>`; in the folder store
 * `DATA_DIR/exports/<id>.<type>`) and whether they are still there.
 */
import { keptExportFileKey } from '../exports/storage.ts';
import { fileStoreOf, type FileStore } from '../storage/file-store.ts';
import type { ExportRecord } from './storage.ts';

/** Whether the export's file can be downloaded according to its record. */
export function hasKeptFile(
  record: Pick<ExportRecord, 'status' | 'stored_file' | 'file_deleted_at'>,
): boolean {
  return keptExportFileKey(record) !== null;
}

/**
 * The file's store key when the record says it is kept and the store still has it, else null.
 * `files`: the store, or a DATA_DIR for its folder store.
 */
export async function keptFile(
  files: FileStore | string,
  record: Pick<ExportRecord, 'status' | 'stored_file' | 'file_deleted_at'>,
): Promise<string | null> {
  const key = keptExportFileKey(record);
  if (key === null) return null;
  return (await fileStoreOf(files).exists(key)) ? key : null;
}
