/**
 * A batch's cells of the mapped e-mail or website column, read a chunk at a time so memory stays
 * flat and the event loop is given back between chunks.
 */
import type { MappingPair } from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';
import type { CheckKind } from '../db/schema.ts';
import { emailsIn, websitesIn, type CheckValue } from './addresses.ts';

/** Rows read per query. */
const CHUNK_ROWS = 2000;

/** The product field each check reads. */
export const CHECK_FIELD: Record<CheckKind, 'email' | 'url'> = { email: 'email', website: 'url' };

function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Index of the column mapped to the check's field, or -1 (nothing mapped or no mapping yet). */
export async function checkColumnOf(db: Db, batchId: string, kind: CheckKind): Promise<number> {
  const batch = await db
    .selectFrom('import_batches')
    .select(['columns', 'mapping'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch) return -1;
  const mapping = parseJson<MappingPair[]>(batch.mapping, []);
  const columns = parseJson<string[]>(batch.columns, []);
  const pair = Array.isArray(mapping)
    ? mapping.find((p) => p.internalField === CHECK_FIELD[kind])
    : undefined;
  return pair ? columns.indexOf(pair.customerField) : -1;
}

/** A check value with the row it is in. */
export interface RowCheckValue extends CheckValue {
  rowId: number;
}

/** Every valid address (or URL) of the batch's mapped column, in row order, a chunk at a time. */
export async function* readCheckValues(
  db: Db,
  batchId: string,
  kind: CheckKind,
): AsyncGenerator<RowCheckValue[]> {
  const column = await checkColumnOf(db, batchId, kind);
  if (column < 0) return;
  const extract = kind === 'email' ? emailsIn : websitesIn;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('import_rows')
      .select(['row_id', 'cells'])
      .where('batch_id', '=', batchId)
      .where('row_id', '>', after)
      .orderBy('row_id')
      .limit(CHUNK_ROWS)
      .execute();
    if (rows.length === 0) return;
    const values: RowCheckValue[] = [];
    for (const row of rows) {
      const cells = parseJson<unknown[]>(row.cells, []);
      const cell = Array.isArray(cells) ? cells[column] : undefined;
      if (typeof cell !== 'string' && typeof cell !== 'number') continue;
      for (const value of extract(String(cell))) values.push({ ...value, rowId: row.row_id });
    }
    yield values;
    after = rows[rows.length - 1]!.row_id;
    // Gives the event loop back between chunks (requests are answered while a large batch is read).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** How many valid addresses (or URLs) the batch has: what a check that has not run counts as notStarted. */
export async function countCheckValues(db: Db, batchId: string, kind: CheckKind): Promise<number> {
  let count = 0;
  for await (const chunk of readCheckValues(db, batchId, kind)) count += chunk.length;
  return count;
}
