import useSWR from 'swr';
import { exportGetMailedExportInfo } from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

/** A mailed link's token as the contract allows it (`MailLinkToken`). */
export const MAIL_LINK_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export const mailedExportInfoKey = (token: string) => ['mailedExportInfo', token] as const;

/**
 * What a mailed download link leads to (getMailedExportInfo): the export's name and file, whether
 * the link expired and whether the file is still kept. 404 for an unknown or another user's token.
 */
export function useMailedExportInfo(token: string | null) {
  return useSWR(token ? mailedExportInfoKey(token) : null, async ([, value]) =>
    requireResponse(await exportGetMailedExportInfo({ token: value })),
  );
}
