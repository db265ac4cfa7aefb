import { importSaveTag } from '@datacare/api-client';

/** Saves an import's tag (spec 4 Tag editing, 7 saveTag); answers the saved names. */
export function saveImportTag(batchId: string, tag: string) {
  return importSaveTag({ batchId, tag });
}
