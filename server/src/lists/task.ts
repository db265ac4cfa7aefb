/**
 * The work of the `list_change` kind in its worker thread (jobs.ts, worker.ts), on the worker's
 * own connection to the application database, so the thread serving requests never reads or
 * writes a large batch's companies:
 *
 * - `change` (the built-in product): checks again that the import is the owner's and matched,
 *   reads its exported companies in one read snapshot (companies.ts), then in ONE transaction
 *   changes the list (members, `updated_at`), writes the history entry and records the job's
 *   outcome: all of it or, on any failure, nothing;
 * - `companies` (the http product): the exported companies' ids and the import's tag, for the
 *   remote calls the kind makes on the main thread (async I/O).
 */
import type { ImportBatchRecord } from '../imports/storage.ts';
import { findImportBatch } from '../imports/storage.ts';
import type { WorkerDb } from '../jobs/worker-db.ts';
import { findMatchJob } from '../matching/jobs/storage.ts';
import { applyBuiltInChange } from './built-in.ts';
import { completeListChange, findListChange, type ListChangeRecord } from './changes.ts';
import { batchCompanies } from './companies.ts';
import { writeTransaction } from '../db/database.ts';

export interface ChangeTaskInput {
  changeId: number;
  /** The time the change is recorded at (the app's clock, ISO). */
  now: string;
  /** PUBLIC_URL: built-in lists open at PUBLIC_URL/lists/<id>. */
  publicUrl: string;
}

export interface CompaniesTaskInput {
  changeId: number;
}

/** A change the job refuses, as its request answers it: nothing was written. */
export type Refused = { outcome: 'refused'; error: 'not_found' | 'matching_not_finished' };
/** The change is no longer running (recovered and failed meanwhile): nothing was written. */
export type Gone = { outcome: 'gone' };

export type ChangeTaskOutput = { outcome: 'finished' } | Refused | Gone;
export type CompaniesTaskOutput =
  { outcome: 'companies'; batchTag: string; providerIds: string[] } | Refused | Gone;

class Refusal extends Error {
  readonly output: Refused | Gone;

  constructor(output: Refused | Gone) {
    super(output.outcome);
    this.output = output;
  }
}

/** The running change and its import, matched; a refusal when the import is gone or not matched. */
async function runningChange(
  db: WorkerDb,
  changeId: number,
): Promise<{ change: ListChangeRecord; batch: ImportBatchRecord } | Refused | Gone> {
  const change = await findListChange(db, changeId);
  if (!change || change.status !== 'running') return { outcome: 'gone' };
  const batch = await findImportBatch(db, change.user_id, change.batch_id);
  if (!batch) return { outcome: 'refused', error: 'not_found' };
  if ((await findMatchJob(db, batch.id))?.status !== 'finished') {
    return { outcome: 'refused', error: 'matching_not_finished' };
  }
  return { change, batch };
}

/** The built-in product's change, its history entry and the job's outcome in one transaction. */
export async function runChangeTask(db: WorkerDb, input: ChangeTaskInput): Promise<ChangeTaskOutput> {
  const found = await runningChange(db, input.changeId);
  if ('outcome' in found) return found;
  const { change, batch } = found;
  const companies = await batchCompanies(db, batch);
  try {
    await writeTransaction(db, async (trx) => {
      // The import may have been deleted while its companies were read.
      if (!(await findImportBatch(trx, change.user_id, batch.id))) {
        throw new Refusal({ outcome: 'refused', error: 'not_found' });
      }
      const outcome = await applyBuiltInChange(
        trx,
        { publicUrl: input.publicUrl, now: input.now },
        { ownerId: change.user_id, action: change.action, listId: change.list_id, name: change.name },
        companies,
      );
      if (!outcome) throw new Refusal({ outcome: 'refused', error: 'not_found' });
      if (!(await completeListChange(trx, change, batch.tag, outcome, input.now))) {
        throw new Refusal({ outcome: 'gone' });
      }
    });
  } catch (error) {
    // Thrown inside the transaction: rolled back, nothing of the change was written.
    if (error instanceof Refusal) return error.output;
    throw error;
  }
  return { outcome: 'finished' };
}

/** The import's exported companies' ids and its tag, for a remote product. */
export async function runCompaniesTask(
  db: WorkerDb,
  input: CompaniesTaskInput,
): Promise<CompaniesTaskOutput> {
  const found = await runningChange(db, input.changeId);
  if ('outcome' in found) return found;
  const companies = await batchCompanies(db, found.batch);
  return {
    outcome: 'companies',
    batchTag: found.batch.tag,
    providerIds: companies.map((c) => c.providerId),
  };
}
