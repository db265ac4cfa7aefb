import {
  exportGetHistoryExportUrl,
  sanitizeDisplayName,
  type ExportHistoryItem,
  type HistoryAdditionalInfo,
} from '@datacare/api-client';
import type { ExportReference, ExportsTableRow } from '@datacare/ui-kit';

const BATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Parses an export's `additional_info` (JSON text, spec 3 Export history item). Only the known
 * fields with the right types are taken over, into a fresh object: the text is stored data and
 * may be anything, including keys like `__proto__`. Unreadable text gives an empty info.
 */
export function parseAdditionalInfo(text: string | null): HistoryAdditionalInfo {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const source = parsed as Record<string, unknown>;
  const info: HistoryAdditionalInfo = {};
  if (typeof source.legacyExport === 'boolean') info.legacyExport = source.legacyExport;
  if (typeof source.batchId === 'string' && BATCH_ID.test(source.batchId)) info.batchId = source.batchId;
  if (
    typeof source.ngProfileId === 'number' &&
    Number.isInteger(source.ngProfileId) &&
    source.ngProfileId >= 0
  )
    info.ngProfileId = source.ngProfileId;
  if (typeof source.query === 'string') info.query = source.query;
  return info;
}

/** Where an import of the user opens from the exports list (spec 2: its status page). */
export const importStatusHref = (batchId: string) => `/import/status?id=${encodeURIComponent(batchId)}`;

/**
 * The reference column of one export (spec 2 Exports list, 6: users see only their own exports as
 * Datacare links):
 * - a legacy export is a plain label, whatever the product;
 * - Datacare by the current user: a link to each import's status page; a deleted import is named
 *   with "Import gelöscht" and not linked, because the link would only lead to "not found";
 * - Datacare by someone else (or a deleted user): "Fremde Referenz";
 * - target: a link, or "free search" when the profile id is 0;
 * - connect: a link; target 2: a link when a query exists.
 */
export function exportReference(
  item: ExportHistoryItem,
  info: HistoryAdditionalInfo,
  currentUserId: string | null,
): ExportReference {
  if (info.legacyExport) return { kind: 'legacy' };
  switch (item.data.product) {
    case 'datacare': {
      if (item.userId === null || item.userId !== currentUserId) return { kind: 'foreign' };
      const refs =
        item.matchingRequests.length > 0
          ? item.matchingRequests
          : info.batchId
            ? [{ batchId: info.batchId, name: item.data.name, isDeleted: false }]
            : [];
      if (refs.length === 0) return { kind: 'none' };
      return {
        kind: 'imports',
        imports: refs.map((ref) => ({
          name: sanitizeDisplayName(ref.name) || ref.batchId,
          href: importStatusHref(ref.batchId),
          deleted: ref.isDeleted,
        })),
      };
    }
    case 'target':
      return info.ngProfileId === 0 ? { kind: 'targetFreeSearch' } : { kind: 'target' };
    case 'connect':
      return { kind: 'connect' };
    case 'target2':
      return info.query ? { kind: 'target2' } : { kind: 'target2NoQuery' };
    default:
      return { kind: 'none' };
  }
}

/** One export as the kit's table shows it. */
export function exportsTableRow(item: ExportHistoryItem, currentUserId: string | null): ExportsTableRow {
  const info = parseAdditionalInfo(item.data.additional_info);
  return {
    id: item.id,
    time: new Date(item.data.time * 1000),
    userName: item.userFullName === null ? null : sanitizeDisplayName(item.userFullName),
    name: sanitizeDisplayName(item.data.name),
    fileName: sanitizeDisplayName(item.data.file_name),
    count: item.data.num_entities,
    reference: exportReference(item, info, currentUserId),
    file: {
      href: exportGetHistoryExportUrl({ id: item.id }),
      available: item.fileAvailable,
      expiresAt: item.fileExpiresAt ? new Date(item.fileExpiresAt) : null,
    },
  };
}
