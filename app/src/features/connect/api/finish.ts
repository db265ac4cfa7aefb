import {
  listsAddCompaniesToCompanyList,
  listsRemoveCompaniesFromCompanyList,
  listsRenameCompanyList,
  type ConnectFinishResult,
} from '@datacare/api-client';
import type { ConnectTarget } from '../../import/wizard/steps.ts';

/**
 * Finishes a connect import: the batch's matched companies go onto the list (mode add; without a
 * list id onto a new one) or off it (mode remove). The import stays, so its status can be looked at.
 */
export function finishConnectImport(batchId: string, target: ConnectTarget): Promise<ConnectFinishResult> {
  const body = { batchId, deleteImport: false, ...(target.listId ? { listId: target.listId } : {}) };
  return target.mode === 'remove'
    ? listsRemoveCompaniesFromCompanyList(body)
    : listsAddCompaniesToCompanyList(body);
}

/** Renames the list from the finish screen; answers the name as saved. */
export async function renameConnectList(batchId: string, listId: string, listName: string): Promise<string> {
  const answer = await listsRenameCompanyList({ batchId, listId, listName });
  return answer.listName;
}

const STORAGE_PREFIX = 'datacare.connectFinished.';

/**
 * The finish result of a batch in this tab: a reload of the finish page shows what was done
 * instead of changing the list a second time (which would report 0 changed companies).
 */
export const finishedResults = {
  key: (batchId: string, target: ConnectTarget) =>
    `${STORAGE_PREFIX}${batchId}.${target.mode}.${target.listId ?? 'new'}`,
  read(key: string): ConnectFinishResult | null {
    try {
      const text = window.sessionStorage.getItem(key);
      return text ? (JSON.parse(text) as ConnectFinishResult) : null;
    } catch {
      return null;
    }
  },
  write(key: string, result: ConnectFinishResult): void {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(result));
    } catch {
      // Without storage a reload finishes again; the list stays right either way.
    }
  },
};
