/**
 * The export files the history, the mailed links and the zip read: where the export job put them
 * (server/src/exports/storage.ts, `DATA_DIR/exports/<id>.<type>`) and whether they are still there.
 */
import { access } from 'node:fs/promises';
import { exportFilePath } from '../exports/storage.ts';
import type { ExportRecord } from './storage.ts';

/** Whether the export's file can be downloaded according to its record. */
export function hasKeptFile(
  record: Pick<ExportRecord, 'status' | 'stored_file' | 'file_deleted_at'>,
): boolean {
  return exportFilePath('', record) !== null;
}

/** The file's path when the record says it is kept and it is still on disk, else null. */
export async function keptFile(
  dataDir: string,
  record: Pick<ExportRecord, 'status' | 'stored_file' | 'file_deleted_at'>,
): Promise<string | null> {
  const file = exportFilePath(dataDir, record);
  if (file === null) return null;
  try {
    await access(file);
    return file;
  } catch {
    return null;
  }
}
