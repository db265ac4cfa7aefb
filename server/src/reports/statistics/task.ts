/**
 * One count of a batch's statistics, as the statistics job's worker thread runs it (worker.ts) and
 * the benchmark measures it: the batch's rows read in one snapshot with the company the review
 * rule gives each (exports/rows.ts), counted by StatisticsCounter.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { EVERYTHING_UNLOCKED, isFieldOpen, isPackOpen, unlocksFromData, type UnlocksData } from '../../exports/account.ts';
import { shapeOfBatch } from '../../exports/columns.ts';
import { batchRows, rowsPerChunk, type CompanyLookup } from '../../exports/rows.ts';
import { StatisticsCounter, type CountedStatistics } from './count.ts';
import type { DatabaseLocation } from '../../db/database.ts';
import type { CompanyDatabaseLocation } from '../../companies/database.ts';

export interface StatisticsTaskInput {
  batchId: string;
  threshold: number;
  /** The account's unlocks the count is made with (the cache's key). */
  unlocks: UnlocksData;
  database: DatabaseLocation;
  /** The company database (companyDatabaseLocation). */
  companies: CompanyDatabaseLocation;
}

/**
 * Counts the batch at `threshold`. Every company is read with its full record and the counter
 * hides what the account's unlocks do not open: a locked company still has a register status and
 * its duplicates, never its paid data.
 */
export async function countBatchStatistics(
  db: Kysely<DatabaseSchema>,
  companies: CompanyLookup,
  input: Pick<StatisticsTaskInput, 'batchId' | 'threshold' | 'unlocks'>,
): Promise<CountedStatistics> {
  const batch = await db
    .selectFrom('import_batches')
    .select(['id', 'columns', 'mapping', 'additional_columns', 'rows_total', 'rows_empty'])
    .where('id', '=', input.batchId)
    .executeTakeFirst();
  if (!batch) throw new Error(`The import ${input.batchId} no longer exists.`);
  const shape = shapeOfBatch(batch);
  const unlocks = unlocksFromData(input.unlocks);
  const counter = new StatisticsCounter({
    shape,
    isPackOpen: (pack) => isPackOpen(unlocks, pack),
    isFieldOpen: (field) => isFieldOpen(unlocks, field),
  });
  for await (const chunk of batchRows(db, {
    batchId: batch.id,
    threshold: input.threshold,
    unlocks: EVERYTHING_UNLOCKED,
    companies,
    chunkSize: rowsPerChunk(shape.columns.length),
  })) {
    for (const row of chunk) counter.add(row);
  }
  return counter.result({
    rows: { total: batch.rows_total, empty: batch.rows_empty },
    columns: { total: shape.columns.length },
  });
}
