/**
 * The export preview (beyond the spec; docs/exports.md 'The preview'): per field, how the
 * customer's values of the enriched companies compare with the provider's, counted once per batch
 * and review state by a job (`countPreview`, in a worker thread), then mapped onto the actions the
 * user chose (`previewOf`, at once on every request):
 *
 * - keep the customer's value: everything is kept;
 * - take the provider's value: empty values are filled, differing ones overwritten, values the
 *   provider lacks cleared, the rest kept;
 * - the provider's value unless empty: filled and overwritten, the rest kept;
 * - enrich: filled, the rest kept;
 * - do not export: the field is left out.
 */
import type {
  CustomColumnMappingRow,
  ExportPreview,
  ExportPreviewBucket,
  ExportPreviewExample,
  ExportPreviewField,
} from '@datacare/api-client/generated/types';
import { CUSTOMER_ONLY_FIELDS, EXPORT_FIELDS, isExportField, type ExportField } from './fields.ts';
import { mappedFieldIndexes, type BatchShape } from './columns.ts';
import type { ExportRow, ProviderField } from './rows.ts';
import { compareValues, customerValue, type CellValue, type Comparison } from './values.ts';
import type { UnlocksData } from './account.ts';

/** Examples kept per category and shown per bucket. */
export const PREVIEW_EXAMPLES = 3;

const COMPARISONS: readonly Comparison[] = ['equal', 'overwritten', 'cleared', 'filled', 'bothEmpty'];

type Counted = Record<Comparison, ExportPreviewBucket>;

/** The counts of a batch at one review state, as stored in export_previews.data. */
export interface PreviewData {
  /** The account's unlocks the counts were made with (a change of packs counts again). */
  unlocks: UnlocksData;
  /** Rows with an unlocked company: the companies the figures are about. */
  companies: number;
  fields: { key: ExportField; counts: Counted }[];
}

function emptyCounts(): Counted {
  return {
    equal: { count: 0, examples: [] },
    overwritten: { count: 0, examples: [] },
    cleared: { count: 0, examples: [] },
    filled: { count: 0, examples: [] },
    bothEmpty: { count: 0, examples: [] },
  };
}

function text(value: CellValue): string | null {
  return value === null ? null : String(value);
}

/** Counts the categories of every field over the enriched (unlocked) companies of the rows. */
export async function countPreview(
  shape: BatchShape,
  unlocks: UnlocksData,
  chunks: AsyncIterable<ExportRow[]>,
): Promise<PreviewData> {
  const mapped = mappedFieldIndexes(shape);
  const nameAt = mapped.get('company_name');
  const fields = EXPORT_FIELDS.map((key) => ({ key, counts: emptyCounts() }));
  let companies = 0;
  for await (const chunk of chunks) {
    for (const row of chunk) {
      const values = row.company && !row.company.locked ? row.company.values : null;
      if (!values) continue;
      companies += 1;
      const companyName = nameAt === undefined ? null : customerValue(row.cells[nameAt]);
      for (const { key, counts } of fields) {
        const at = mapped.get(key);
        const customer = at === undefined ? null : customerValue(row.cells[at]);
        const provider = CUSTOMER_ONLY_FIELDS.has(key) ? null : values[key as ProviderField];
        const bucket = counts[compareValues(customer, provider)];
        bucket.count += 1;
        if (bucket.examples.length < PREVIEW_EXAMPLES) {
          bucket.examples.push({
            rowId: row.rowId,
            companyName,
            customerValue: text(customer),
            providerValue: text(provider),
          });
        }
      }
    }
  }
  return { unlocks, companies, fields };
}

/** The categories an action turns into filled, overwritten and cleared; the others are kept. */
function changedBy(action: CustomColumnMappingRow['action']): ReadonlySet<Comparison> {
  switch (action) {
    case 'ACTION_KEEP_PROVIDER_VALUE':
      return new Set(['filled', 'overwritten', 'cleared']);
    case 'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES':
      return new Set(['filled', 'overwritten']);
    case 'ACTION_ENRICH_WITH_PROVIDER_VALUE':
      return new Set(['filled']);
    default:
      return new Set();
  }
}

function merged(buckets: readonly ExportPreviewBucket[]): ExportPreviewBucket {
  const examples: ExportPreviewExample[] = [];
  let count = 0;
  for (const bucket of buckets) {
    count += bucket.count;
    for (const example of bucket.examples) if (examples.length < PREVIEW_EXAMPLES) examples.push(example);
  }
  return { count, examples };
}

/**
 * The preview of the chosen actions: a field per requested column in the request's order, left
 * out when not exported (or not a field: the additional customer columns are kept as they are).
 */
export function previewOf(data: PreviewData, mapping: readonly CustomColumnMappingRow[]): ExportPreview {
  const byKey = new Map<string, Counted>(data.fields.map((f) => [f.key, f.counts]));
  const fields: ExportPreviewField[] = [];
  const seen = new Set<string>();
  for (const row of mapping) {
    if (row.action === 'ACTION_DO_NOT_EXPORT' || !isExportField(row.key) || seen.has(row.key)) continue;
    const counts = byKey.get(row.key);
    if (!counts) continue;
    seen.add(row.key);
    const changed = changedBy(row.action);
    const bucket = (category: 'filled' | 'overwritten' | 'cleared') =>
      changed.has(category) ? counts[category] : { count: 0, examples: [] };
    fields.push({
      key: row.key,
      action: row.action,
      kept: merged(COMPARISONS.filter((c) => !changed.has(c)).map((c) => counts[c])),
      filled: bucket('filled'),
      overwritten: bucket('overwritten'),
      cleared: bucket('cleared'),
    });
  }
  return { ready: true, companies: data.companies, fields };
}
