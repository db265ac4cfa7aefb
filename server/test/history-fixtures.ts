/**
 * Imports and exports written straight into a test app's database (and the export's file into
 * DATA_DIR/exports), for the tests of the history, the mailed links, retention and the past-imports
 * list; the export job's own tests make theirs through the job.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { ExportsTable, ImportBatchesTable } from '../src/db/schema.ts';
import { isoAt } from '../src/system/clock.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A ready import of the user, as an upload leaves it (no match job yet). */
export async function insertBatch(
  app: FastifyInstance,
  userId: string,
  values: Partial<Insertable<ImportBatchesTable>> = {},
): Promise<string> {
  const id = values.id ?? `b${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await app.db
    .insertInto('import_batches')
    .values({
      file_name: 'kunden.csv',
      tag: 'kunden',
      created_at: isoAt(app.clock()),
      rows_total: 12,
      rows_ok: 10,
      rows_empty: 2,
      state: 'ready',
      ...values,
      id,
      user_id: userId,
    })
    .execute();
  return id;
}

/** Gives the batch a match job in the given state (the status page's job). */
export async function insertMatchJob(
  app: FastifyInstance,
  batchId: string,
  status: 'queued' | 'running' | 'stopped' | 'failed' | 'finished',
): Promise<void> {
  const now = isoAt(app.clock());
  await app.db
    .insertInto('match_jobs')
    .values({
      batch_id: batchId,
      status,
      columns: '[]',
      mapping: '[]',
      total: 10,
      finished: status === 'finished' ? 10 : 0,
      engine: 'test',
      model_version: 'test',
      error: null,
      created_at: now,
      started_at: now,
      updated_at: now,
      finished_at: status === 'finished' ? now : null,
    })
    .execute();
}

export interface ExportFixture {
  userId: string;
  batchId?: string | null;
  name?: string;
  fileName?: string;
  fileType?: 'xlsx' | 'csv';
  status?: 'queued' | 'running' | 'finished' | 'failed';
  /** The file's bytes (finished exports get one unless null). */
  content?: Buffer | string | null;
  /** When it was made (default: the app's clock); it finishes at the same moment. */
  createdAt?: number;
  /** Days the file is kept (default 30) from its finish; null records no expiry. */
  retentionDays?: number | null;
  numEntities?: number;
  extra?: Partial<Insertable<ExportsTable>>;
}

/** An export record (finished, with its file in DATA_DIR/exports, unless told otherwise); returns its id. */
export async function insertExport(app: FastifyInstance, fixture: ExportFixture): Promise<number> {
  const status = fixture.status ?? 'finished';
  const type = fixture.fileType ?? 'csv';
  const created = fixture.createdAt ?? app.clock();
  const finished = status === 'finished';
  const retention = fixture.retentionDays === undefined ? 30 : fixture.retentionDays;
  const name = fixture.name ?? 'kunden';
  const inserted = await app.db
    .insertInto('exports')
    .values({
      user_id: fixture.userId,
      batch_id: fixture.batchId ?? null,
      batch_name: name,
      file_name: fixture.fileName ?? `${name}.${type}`,
      file_type: type,
      status,
      options: '{}',
      num_rows: 10,
      num_entities: fixture.numEntities ?? 8,
      num_charged: finished ? 8 : 0,
      created_at: isoAt(created),
      started_at: isoAt(created),
      finished_at: finished ? isoAt(created) : null,
      file_expires_at: finished && retention !== null ? isoAt(created + retention * DAY_MS) : null,
      ...fixture.extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = inserted.id;
  if (finished && fixture.content !== null) {
    const stored = `${id}.${type}`;
    const dir = path.join(app.config.dataDir, 'exports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, stored), fixture.content ?? `Firma;PLZ\r\nExport ${id};10115\r\n`);
    await app.db
      .updateTable('exports')
      .set({ stored_file: stored, file_size: 1 })
      .where('id', '=', id)
      .execute();
  }
  return id;
}
