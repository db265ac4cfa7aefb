/**
 * `npm run bench:review-big-batch`: the cost of one review write on a 100,000-row batch, where
 * earlier every write counted the manual tab's checked rows (a walk over them) and now moves a
 * count kept on the batch (migration 0006, review/service.ts).
 *
 * In one process, on a fresh database built with the product's migrations: one user, a batch of
 * --rows rows (default 100,000) with a finished job, one candidate and the no-match entry per
 * row, probabilities spread evenly over [0, 1) (70 % manual at the default threshold 0.7), and a
 * share --checked (default 0.5) of the rows checked. Then --writes (default 2,000) decisions through
 * the review service (saveManualCheck, checking and unchecking rows of the manual tab, every one
 * a change), each timed:
 *
 * - **kept**: the product's write (its transaction reads the kept count and moves it);
 * - **counting** (the baseline, the write as it was): the same write, then the full count of the
 *   manual tab's checked rows in the same transaction, as every write did before.
 *
 * Prints median, p95 and p99 per write of both, and the ratio. It measures the server's work on
 * its one request thread, without HTTP (bench:review-writes measures that end to end).
 */
import { createDatabase, databaseFile } from '../server/src/db/database.ts';
import { openSqlite } from '../server/src/db/sqlite.ts';
import { createReviewService } from '../server/src/review/service.ts';
import { checkedOfMatchType } from '../server/src/review/storage.ts';
import { benchOptions, share, wholeNumber } from './support/options.ts';
import { clearWorkFolder, workFolder } from './support/paths.ts';
import { alignedTable, fmt, loadAverage, machine } from './support/report.ts';
import { summarize } from './support/stats.ts';

const values = benchOptions(import.meta.filename, {
  rows: { type: 'string', default: '100000' },
  checked: { type: 'string', default: '0.5' },
  writes: { type: 'string', default: '2000' },
});
const ROWS = wholeNumber(values.rows, 'rows');
const CHECKED = share(values.checked, 'checked');
const WRITES = wholeNumber(values.writes, 'writes');
const THRESHOLD = 0.7;

const work = workFolder('review-big');
const dir = work.dir;
const db = await createDatabase(dir);
const raw = openSqlite(databaseFile(dir));
const created = '2026-11-22T09:00:00.000Z';
raw
  .prepare(
    'insert into users (id, email, first_name, name, password_hash, created_at) values (?, ?, ?, ?, ?, ?)',
  )
  .run('u', 'bench@example.com', 'Bench', 'User', 'x', created);
raw
  .prepare(
    `insert into import_batches (id, user_id, tag, file_name, created_at, state, exact_match_threshold,
       rows_total, rows_ok, rows_empty) values ('b', 'u', 'bench', 'bench.csv', ?, 'ready', ?, ?, ?, 0)`,
  )
  .run(created, THRESHOLD, ROWS, ROWS);
raw
  .prepare(
    `insert into match_jobs (batch_id, status, columns, mapping, exact_match_threshold, total, finished,
       engine, created_at, updated_at) values ('b', 'finished', '[]', '[]', ?, ?, ?, 'index', ?, ?)`,
  )
  .run(THRESHOLD, ROWS, ROWS, created, created);
const insertRow = raw.prepare('insert into import_rows (batch_id, row_id, cells) values (?, ?, ?)');
const insertResult = raw.prepare(
  `insert into match_results (batch_id, row_id, probability, is_no_match, no_match_probability,
     manually_checked) values (?, ?, ?, 0, ?, ?)`,
);
const insertEntry = raw.prepare(
  `insert into match_candidates (batch_id, row_id, pos, provider_id, probability, is_no_match, data_pack,
     data, explanation) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
/** Row r's probability: spread evenly over [0, 1) in a shuffled order. */
const probabilityOf = (row: number) => ((row * 7919) % ROWS) / ROWS;
const started = performance.now();
raw.transaction(() => {
  for (let row = 1; row <= ROWS; row++) {
    const p = probabilityOf(row);
    insertRow.run('b', row, JSON.stringify([`Firma ${row} GmbH`, '50667', 'Köln']));
    insertResult.run('b', row, p, 1 - p, (row * 31) % 100 < CHECKED * 100 ? 1 : 0);
    insertEntry.run('b', row, 0, `P${row}`, p, 0, 'DE', '{"company_name":"Firma GmbH"}', '[]');
    insertEntry.run('b', row, 1, null, 1 - p, 1, null, null, null);
  }
})();
raw.close();
const manualRows = Array.from({ length: ROWS }, (_, i) => i + 1).filter(
  (row) => probabilityOf(row) <= THRESHOLD,
);
console.log(
  `batch: ${fmt(ROWS)} rows, ${fmt(manualRows.length)} manual, ` +
    `${Math.round(CHECKED * 100)} % checked (built in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

const service = createReviewService({ db });
const user = { id: 'u' };

/** Times `writes` decisions: row i of the manual tab is flipped (checked rows unchecked and back). */
async function run(name: string, countAfter: boolean): Promise<number[]> {
  const times: number[] = [];
  const state = new Map<number, boolean>();
  for (let i = 0; i < WRITES; i++) {
    const rowId = manualRows[(i * 104_729) % manualRows.length]!;
    const isChecked = !(state.get(rowId) ?? (rowId * 31) % 100 < CHECKED * 100);
    state.set(rowId, isChecked);
    const t = performance.now();
    const answer = await service.saveManualCheck(user, { batchId: 'b', rowId, isChecked });
    if (countAfter) {
      const counted = await checkedOfMatchType(db, 'b', THRESHOLD, 'manual');
      if (counted !== answer.checkedCount) throw new Error(`${name}: ${counted} ≠ ${answer.checkedCount}`);
    }
    times.push(performance.now() - t);
  }
  return times;
}

// A warm-up of each, then alternating rounds so drift of the machine hits both alike.
await run('warm-up', true);
const kept: number[] = [];
const counting: number[] = [];
for (let round = 0; round < 3; round++) {
  kept.push(...(await run('kept', false)));
  counting.push(...(await run('counting', true)));
}
const k = summarize(kept);
const c = summarize(counting);
const ms = (x: number) => `${fmt(x, 2)} ms`;
console.log(
  `\n${alignedTable(
    [`per write (${fmt(kept.length)} each)`, 'p50', 'p95', 'p99'],
    [
      ['kept count (product)', ms(k.p50), ms(k.p95), ms(k.p99)],
      ['counting (baseline)', ms(c.p50), ms(c.p95), ms(c.p99)],
    ],
  )}`,
);
console.log(`baseline / product: ${fmt(c.p50 / k.p50, 1)}× (p50)`);
console.log(`machine: ${machine()}; load average ${loadAverage()}`);

await db.destroy();
clearWorkFolder(work);
