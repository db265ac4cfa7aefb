/**
 * Review writes: decisions on a matched batch sent in a loop, 4 at a time and each row one at a
 * time (select an entry, deselect it, check or uncheck the row, picked at random), until the API
 * process is killed a random 0.3 to 2.3 s into the loop. The drill keeps each row's state as the
 * last 2xx answer said it (the answer is the row as committed). After the restart every row must
 * be as its last acknowledged decision left it; a row whose decision was in flight at the kill may
 * be as before it or as after it, nothing else. Also: the manual tab's checked count kept on the
 * batch equals a fresh count, and the API takes decisions again (the time until the first one is
 * answered is the round's recovery).
 */
import type { ReviewRowStateResponse } from '@datacare/api-client/generated/types';
import type { Db } from '../../../../server/src/db/database.ts';
import { sleep } from '../../../support/stats.ts';
import {
  api,
  crash,
  SETTLE_TIMEOUT_MS,
  waitFor,
  type DrillContext,
  type RoundOutcome,
  type Scenario,
} from '../drill.ts';

interface RowState {
  checked: boolean;
  /** Selected positions, ascending. */
  selected: number[];
}

type Decision =
  | { kind: 'check'; rowId: number; isChecked: boolean }
  | { kind: 'select'; rowId: number; pos: number; isMatchSelected: boolean };

const same = (a: RowState, b: RowState) =>
  a.checked === b.checked &&
  a.selected.length === b.selected.length &&
  a.selected.every((p, i) => p === b.selected[i]);

const text = (s: RowState) => `${s.checked ? 'checked' : 'unchecked'}, selected [${s.selected.join(',')}]`;

/** The state a decision leaves a row in, as the review service applies it. */
function after(state: RowState, decision: Decision): RowState {
  if (decision.kind === 'check') return { checked: decision.isChecked, selected: state.selected };
  if (decision.isMatchSelected) return { checked: true, selected: [decision.pos] };
  return { checked: state.checked, selected: state.selected.filter((p) => p !== decision.pos) };
}

/** Every row's review state and its entries' positions, from the database. */
async function readRows(
  db: Db,
  batchId: string,
): Promise<{ states: Map<number, RowState>; positions: Map<number, number[]> }> {
  const results = await db
    .selectFrom('match_results')
    .select(['row_id', 'manually_checked'])
    .where('batch_id', '=', batchId)
    .execute();
  const entries = await db
    .selectFrom('match_candidates')
    .select(['row_id', 'pos', 'is_selected'])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .orderBy('pos')
    .execute();
  const states = new Map<number, RowState>();
  const positions = new Map<number, number[]>();
  for (const r of results)
    states.set(Number(r.row_id), { checked: Number(r.manually_checked) === 1, selected: [] });
  for (const e of entries) {
    const rowId = Number(e.row_id);
    const list = positions.get(rowId) ?? [];
    list.push(Number(e.pos));
    positions.set(rowId, list);
    if (Number(e.is_selected) === 1) states.get(rowId)?.selected.push(Number(e.pos));
  }
  return { states, positions };
}

export function reviewScenario(): Scenario {
  let batchId = '';
  let expected = new Map<number, RowState>();
  let positions = new Map<number, number[]>();
  let rowIds: number[] = [];

  const body = (decision: Decision) =>
    decision.kind === 'check'
      ? { batchId, rowId: decision.rowId, isChecked: decision.isChecked }
      : { batchId, rowId: decision.rowId, pos: decision.pos, isMatchSelected: decision.isMatchSelected };
  const pathOf = (decision: Decision) =>
    decision.kind === 'check'
      ? '/backend/import/saveSingleManualCheck'
      : '/backend/import/saveSingleMatchSelection';

  function decide(ctx: DrillContext, rowId: number): Decision {
    const state = expected.get(rowId)!;
    const r = ctx.work.next();
    if (r < 0.45)
      return { kind: 'select', rowId, pos: ctx.work.pick(positions.get(rowId)!), isMatchSelected: true };
    if (r < 0.65 && state.selected.length > 0)
      return { kind: 'select', rowId, pos: state.selected[0]!, isMatchSelected: false };
    return { kind: 'check', rowId, isChecked: !state.checked };
  }

  return {
    name: 'review',
    unit: 'decisions',
    async prepare(ctx) {
      batchId = await ctx.pool.take(ctx);
      const rows = await readRows(ctx.deployment.db, batchId);
      expected = rows.states;
      positions = rows.positions;
      rowIds = [...positions.keys()];
      ctx.log(`      ${rowIds.length} rows of batch ${batchId} to review`);
    },
    async round(ctx): Promise<RoundOutcome> {
      const violations: string[] = [];
      const inFlight = new Set<number>();
      /** Rows whose decision got no answer: the state it would leave. */
      const unanswered = new Map<number, RowState>();
      let acknowledged = 0;
      let stop = false;
      const lane = async () => {
        while (!stop) {
          let rowId = ctx.work.pick(rowIds);
          while (inFlight.has(rowId)) rowId = ctx.work.pick(rowIds);
          const decision = decide(ctx, rowId);
          inFlight.add(rowId);
          try {
            const answer = await api<ReviewRowStateResponse>(ctx, pathOf(decision), body(decision));
            if (answer.status === 200) {
              expected.set(rowId, {
                checked: answer.body.manuallyChecked,
                selected: [...answer.body.selectedPositions].sort((a, b) => a - b),
              });
              acknowledged += 1;
            } else {
              violations.push(
                `${pathOf(decision)} row ${rowId} answered ${answer.status} before the kill: ${JSON.stringify(answer.body)}`,
              );
              unanswered.set(rowId, after(expected.get(rowId)!, decision));
              return;
            }
          } catch (error) {
            // Refused: sent after the kill, it never reached the server. Otherwise the process died
            // under it: no answer, the decision may or may not be stored.
            if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED')
              unanswered.set(rowId, after(expected.get(rowId)!, decision));
            return;
          } finally {
            inFlight.delete(rowId);
          }
        }
      };
      const started = performance.now();
      const lanes = Array.from({ length: 4 }, lane);
      await sleep(300 + ctx.random.next() * 2000 - (performance.now() - started));
      const hit = await crash(ctx, ctx.deployment.apiProcess, async () => {
        stop = true;
        await Promise.all(lanes);
        return unanswered.size > 0;
      });

      // Served again: the first decision answered after the restart.
      const probeRow = rowIds.find((id) => !unanswered.has(id))!;
      const served = await waitFor(async () => {
        const decision: Decision = {
          kind: 'check',
          rowId: probeRow,
          isChecked: !expected.get(probeRow)!.checked,
        };
        const answer = await api<ReviewRowStateResponse>(ctx, pathOf(decision), body(decision)).catch(
          () => null,
        );
        if (answer?.status !== 200) return null;
        expected.set(probeRow, {
          checked: answer.body.manuallyChecked,
          selected: [...answer.body.selectedPositions].sort((a, b) => a - b),
        });
        return answer;
      }, SETTLE_TIMEOUT_MS);
      const recoverMs = performance.now() - hit.at;
      if (!served)
        violations.push(`no review decision answered ${SETTLE_TIMEOUT_MS / 1000} s after the kill`);

      const stored = await readRows(ctx.deployment.db, batchId);
      let lost = 0;
      for (const [rowId, state] of stored.states) {
        const want = expected.get(rowId)!;
        const maybe = unanswered.get(rowId);
        if (same(state, want) || (maybe && same(state, maybe))) continue;
        lost += 1;
        if (lost <= 5)
          violations.push(
            `row ${rowId}: stored ${text(state)}, but the last acknowledged decision left ${text(want)}${maybe ? ` (the one in flight: ${text(maybe)})` : ''}`,
          );
      }
      if (lost > 5) violations.push(`… ${lost} rows in all not as acknowledged`);
      expected = stored.states;

      // The count kept on the batch against a fresh count.
      const kept = await ctx.deployment.db
        .selectFrom('import_batches')
        .select('manual_checked_count')
        .where('id', '=', batchId)
        .executeTakeFirstOrThrow();
      const fresh = await api<{ checkedCount: number }>(ctx, '/backend/import/getResults', {
        batchId,
        paging: { page: 0, pageSize: 1 },
        filters: { matchType: 'manual' },
      });
      if (kept.manual_checked_count !== null && Number(kept.manual_checked_count) !== fresh.body.checkedCount)
        violations.push(
          `the manual tab's checked count kept on the batch is ${kept.manual_checked_count}, counted ${fresh.body.checkedCount}`,
        );
      return {
        killed: hit.killed,
        inWork: hit.inWork,
        readyMs: hit.readyMs,
        recoverMs,
        checked: acknowledged,
        ending: unanswered.size > 0 ? 'in flight' : 'between',
        violations,
      };
    },
  };
}
