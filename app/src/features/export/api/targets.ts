import useSWR from 'swr';
import {
  profilesAddCompaniesToCompanyList,
  profilesCreateCompanyListFromMatches,
  profilesGetTargetCompanyLists,
  profilesSafeCompanyIdsToTargetRedis,
  type ConnectFinishResult,
  type SafeCompanyIdsToTargetRedisResponse,
} from '@datacare/api-client';

export const targetListsKey = ['profiles', 'targetCompanyLists'] as const;

/** The user's target 1 company lists, loaded when the company list dialog opens (spec 4). */
export function useTargetCompanyLists(enabled: boolean) {
  return useSWR(
    enabled ? targetListsKey : null,
    async () => (await profilesGetTargetCompanyLists({})).items,
    {
      revalidateOnFocus: false,
    },
  );
}

/** Exports the batch's matched companies to a new target 1 list; answers the URL that opens it. */
export async function exportToNewList(batchId: string, companyListName: string): Promise<string> {
  const answer = await profilesCreateCompanyListFromMatches({ batchId, companyListName });
  return answer.redirectUrl;
}

/** Adds the batch's matched companies to an existing target 1 list. */
export function exportToExistingList(batchId: string, listId: string): Promise<ConnectFinishResult> {
  return profilesAddCompaniesToCompanyList({ batchId, listId, deleteImport: false });
}

/**
 * Hands the batch's matched companies over to target 2 (spec 2 Export footer: switch to, or back
 * to, target 2). Without access the answer says so and nothing was handed over.
 */
export function handOverToTarget2(
  batchId: string,
  shouldCreateLoginLink: boolean,
): Promise<SafeCompanyIdsToTargetRedisResponse> {
  return profilesSafeCompanyIdsToTargetRedis({ batchId, shouldCreateLoginLink });
}
