import { sanitizeDisplayName, type ImportListItem } from '@datacare/api-client';
import type { ImportCardItem } from '@datacare/ui-kit';

/**
 * Where "open" leads for an import (contract `furthestStep`): the furthest wizard step it reached.
 * An import whose matching never started (`mapping`) has no step to open: the mapping lives only
 * in the tab that uploaded the file (spec 2), and its status page would wait for a matching that
 * never comes. Its card says so and offers delete; null here.
 */
export function openHrefOf(item: Pick<ImportListItem, 'batchId' | 'furthestStep'>): string | null {
  const id = encodeURIComponent(item.batchId);
  switch (item.furthestStep) {
    case 'status':
      return `/import/status?id=${id}`;
    case 'review':
      return `/import/review?id=${id}`;
    case 'export':
      return `/import/export?id=${id}`;
    default:
      return null;
  }
}

/** One past import as the kit's card shows it; names are cleaned of control characters. */
export function importCardItem(item: ImportListItem): ImportCardItem {
  return {
    id: item.batchId,
    fileName: sanitizeDisplayName(item.fileName),
    tag: item.tag,
    createdAt: new Date(item.timeCreated * 1000),
    rowsOk: item.stats.file.rows.ok,
    rowsEmpty: item.stats.file.rows.empty,
    furthestStep: item.furthestStep,
  };
}
