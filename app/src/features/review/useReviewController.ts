import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { Match, MatchType, ResultRow, ReviewRowStateResponse, StatusCounts } from '@datacare/api-client';
import { listedMatches, REVIEW_MIN_PROBABILITY, useReviewHotkeys } from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import { useUser } from '../auth/api/get-user.ts';
import { saveThreshold, useResultPriorities, useThresholds } from '../import/api/status.ts';
import { useBatchId } from '../import/ImportWizard.tsx';
import { useThresholdSimulation, type ThresholdSimulationView } from '../import/useThresholdSimulation.ts';
import { useImportWizard } from '../import/wizard/ImportWizardContext.tsx';
import { sendDecision, useReviewRows } from './api.ts';
import { DecisionQueue, type Decision } from './decisionQueue.ts';

const TABS: readonly MatchType[] = ['noMatch', 'manual', 'exact'];
/** Enter marks the row checked and moves on after this delay (spec 9). */
export const ENTER_ADVANCE_MS = 200;
/** The row reaches the URL (for a reload) once paging pauses this long; not on every key press. */
const URL_WRITE_DELAY_MS = 150;
/** Steps Ctrl+Z can take back. */
const UNDO_LIMIT = 100;
/**
 * The priorities are read again this long after the last decision reached the server (decided rows
 * change the simulator's numbers): once a pause in the review, not once per decision, as a large
 * import's priorities are megabytes.
 */
export const PRIORITIES_REFRESH_MS = 2000;

/**
 * The smallest probability of a listed candidate on a tab: below 0.1 % a candidate only pads the
 * card, except on the no-match tab, where the next-best candidates are all there is to correct a
 * false "no match" with, whatever their probability (issue 12, docs/review.md).
 */
export function minProbabilityOf(tab: MatchType): number {
  return tab === 'noMatch' ? 0 : REVIEW_MIN_PROBABILITY;
}

/** Where a row is shown: its tab and its 0-based position there. */
export interface ReviewPosition {
  tab: MatchType;
  row: number;
}

/** A row's decision: its selected entry (a row is one company, so at most one) and its check. */
export interface RowDecision {
  selected: number | null;
  checked: boolean;
}

/**
 * One step Ctrl+Z takes back whole (issue 12): a selection with the check it set, a click on the
 * switch, or Enter's check. It remembers where the row was shown, so undo can go back there.
 */
export interface UndoStep {
  position: ReviewPosition;
  rowId: number;
  before: RowDecision;
  after: RowDecision;
}

/** The decision a result row shows. */
export function decisionOf(row: Pick<ResultRow, 'matches' | 'manuallyChecked'>): RowDecision {
  return { selected: row.matches.find((m) => m.isSelected)?.pos ?? null, checked: row.manuallyChecked };
}

/**
 * The decisions that bring a row from `step.after` back to `step.before`, in sending order: the
 * selection first (selecting an entry checks the row on the server too), then the check.
 */
export function undoDecisions(batchId: string, step: UndoStep): Decision[] {
  const { rowId, before, after } = step;
  const decisions: Decision[] = [];
  let checked = after.checked;
  if (before.selected !== after.selected) {
    if (before.selected !== null) {
      decisions.push({ kind: 'select', batchId, rowId, pos: before.selected, selected: true });
      checked = true;
    } else if (after.selected !== null) {
      decisions.push({ kind: 'select', batchId, rowId, pos: after.selected, selected: false });
    }
  }
  if (checked !== before.checked) decisions.push({ kind: 'check', batchId, rowId, checked: before.checked });
  return decisions;
}

/** Local decisions laid over the loaded rows until the server's data shows them. */
interface RowOverride {
  checked?: boolean;
  /** Entries a decision set. */
  selected: ReadonlyMap<number, boolean>;
  /** An entry was selected: every entry not in `selected` is deselected (the server's rule). */
  exclusive: boolean;
  /** The row's check as the server has it: as loaded before the first decision, then as answered. */
  serverChecked?: boolean;
  /** The row is on the manual tab, whose checks the remaining count counts. */
  manual: boolean;
}

type Overrides = ReadonlyMap<number, RowOverride>;

/** The overrides with one more decision: selecting an entry deselects the others and checks the row. */
function withDecision(
  map: Overrides,
  decision: Decision,
  context: { serverChecked?: boolean; manual?: boolean } = {},
): Overrides {
  const next = new Map(map);
  const entry = next.get(decision.rowId);
  const updated: RowOverride = entry
    ? { ...entry }
    : {
        selected: new Map(),
        exclusive: false,
        serverChecked: context.serverChecked,
        manual: Boolean(context.manual),
      };
  if (decision.kind === 'check') updated.checked = decision.checked;
  else if (decision.selected) {
    updated.selected = new Map([[decision.pos, true]]);
    updated.exclusive = true;
    updated.checked = true;
  } else {
    updated.selected = new Map(updated.selected).set(decision.pos, false);
  }
  next.set(decision.rowId, updated);
  return next;
}

function applyOverride(row: ResultRow, override: RowOverride | undefined): ResultRow {
  if (!override) return row;
  return {
    ...row,
    manuallyChecked: override.checked ?? row.manuallyChecked,
    // A selection made here replaces a remembered one, as the server does.
    remembered: row.remembered && override.selected.size === 0,
    matches: row.matches.map((m) => {
      const isSelected = override.selected.get(m.pos) ?? (override.exclusive ? false : m.isSelected);
      // Unchanged entries keep their identity, so the table skips them.
      return isSelected === m.isSelected ? m : { ...m, isSelected };
    }),
  };
}

/** The 0-based row of `?row=`; 0 when missing or not a number. */
function rowOfSearch(params: URLSearchParams): number {
  return Math.max(0, Number.parseInt(params.get('row') ?? '0', 10) || 0);
}

/**
 * A callback with a stable identity that always runs the latest `fn`, so memoised parts of the page
 * keep their props when only the row changes (issue 7: next card within 50 ms).
 */
function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** What {@link useReviewController} gives the page. */
export interface ReviewController {
  batchId: string | null;
  tab: MatchType;
  /** 0-based position of the shown row in the tab. */
  row: number;
  /** Rows in the tab. */
  total: number;
  /** The shown row with the decisions not yet in the loaded data; null while it loads. */
  current: ResultRow | null;
  loading: boolean;
  counts: StatusCounts | undefined;
  /** Manual rows not yet checked. */
  remaining: number;
  /** Candidates below this probability are not listed (MatchesTable `minProbability`). */
  minProbability: number;
  threshold: number;
  thresholdReady: boolean;
  /** The threshold simulator at the slider's live value (issue 15). */
  simulation: ThresholdSimulationView;
  helpOpen: boolean;
  lockOpen: boolean;
  go: (row: number) => void;
  changeTab: (tab: MatchType) => void;
  toggle: (pos: number) => void;
  setChecked: (checked: boolean) => void;
  setThreshold: (value: number) => void;
  commitThreshold: (value: number) => void;
  openHelp: () => void;
  closeHelp: () => void;
  openLock: () => void;
  closeLock: () => void;
}

/**
 * The review step's logic, headless (issue 12): the shown tab and row (kept in the page's state and
 * written to the address once paging pauses), the rows in chunks, the decisions laid over them until
 * the server has them (a row has one selected entry), the queue that sends them, undo by whole
 * steps that goes back to the undone row, the remaining-checks count, the threshold and the hotkeys.
 * Every callback it returns keeps its identity, so the memoised parts of the page are skipped while
 * the user pages (docs/review.md, 'Paging is the hot path').
 */
export function useReviewController({
  enterScope,
}: {
  /** The element around the card: Enter there always checks and moves on (useReviewHotkeys). */
  enterScope?: RefObject<Element | null>;
} = {}): ReviewController {
  const { t } = useTranslation();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const batchId = useBatchId();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as MatchType)
    : 'manual';
  const urlRow = rowOfSearch(params);
  // Paging is the hot path (issue 7: next card within 50 ms): the row lives in this page's state
  // and is written to the URL with history.replaceState once paging pauses, so a key press
  // re-renders the card, not the whole router tree. A reload reads it back from the URL.
  const [row, setRow] = useState(urlRow);
  // A router navigation (tab change, reload, link) moves the row too: adjusted during render.
  const [seenUrlRow, setSeenUrlRow] = useState(urlRow);
  if (seenUrlRow !== urlRow) {
    setSeenUrlRow(urlRow);
    setRow(urlRow);
  }
  useEffect(() => {
    if (rowOfSearch(new URL(window.location.href).searchParams) === row) return undefined;
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      url.searchParams.set('row', String(row));
      window.history.replaceState(window.history.state, '', url);
    }, URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [row]);
  const setPosition = useLatestCallback((next: { tab?: MatchType; row?: number }) => {
    if (next.tab && next.tab !== tab) {
      // The router's location does not know the row written by replaceState: set it here too.
      setRow(next.row ?? 0);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next.tab!);
          updated.set('row', String(next.row ?? 0));
          return updated;
        },
        { replace: true },
      );
      return;
    }
    if (next.row !== undefined) setRow(next.row);
  });

  const thresholds = useThresholds(batchId);
  const priorities = useResultPriorities(batchId, true);
  const page = useReviewRows(batchId, tab, row);
  const manualInfo = useReviewRows(batchId, 'manual', tab === 'manual' ? row : 0);
  const [threshold, setThreshold] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [lockOpen, setLockOpen] = useState(false);
  const { mutate } = useSWRConfig();
  const { data: user } = useUser();
  const { reviewChanged } = useImportWizard();
  const reloadRows = useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === 'review' && key[1] === batchId),
    [mutate, batchId],
  );

  // The manual tab's checked count as the server last answered a decision; null: the loaded one.
  const [serverCount, setServerCount] = useState<number | null>(null);
  const [overrides, setOverrides] = useState<Overrides>(new Map());
  const onAnswer = useLatestCallback((answer: ReviewRowStateResponse) => {
    setServerCount(answer.checkedCount);
    setOverrides((map) => {
      const entry = map.get(answer.rowId);
      if (!entry || entry.serverChecked === answer.manuallyChecked) return map;
      return new Map(map).set(answer.rowId, { ...entry, serverChecked: answer.manuallyChecked });
    });
  });
  const onRejected = useLatestCallback((decision: Decision) => {
    notify({ severity: 'error', message: t('review.rejected') });
    // The card shows what the server has again.
    setOverrides((map) => {
      const next = new Map(map);
      next.delete(decision.rowId);
      return next;
    });
    void reloadRows();
  });

  const refreshTimer = useRef<number | undefined>(undefined);
  // The queue outlives the page (a decision in flight when the reviewer leaves is still sent):
  // once the page is gone, its priorities are not read again.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      window.clearTimeout(refreshTimer.current);
    };
  }, []);
  const refreshPriorities = useLatestCallback(() => {
    window.clearTimeout(refreshTimer.current);
    if (left.current) return;
    refreshTimer.current = window.setTimeout(() => void priorities.mutate(), PRIORITIES_REFRESH_MS);
  });

  // The queue lives as long as the page; what it holds survives reloads and sign-ins.
  const queue = useMemo(
    () =>
      new DecisionQueue({
        send: (decision) => sendDecision(decision, onAnswer),
        storage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
        storageKey: `datacare.review.pending.${batchId ?? ''}`,
        onRejected,
        // A committed decision changes the report and the export (spec 4 Review).
        onSent: (decision) => {
          reviewChanged(decision.batchId);
          refreshPriorities();
        },
      }),
    [batchId, onAnswer, onRejected, reviewChanged, refreshPriorities],
  );
  // Decisions still waiting to be sent (a reload, or a sign-in after the session ran out) are
  // shown on their cards from the start.
  const [seenQueue, setSeenQueue] = useState<DecisionQueue | null>(null);
  if (seenQueue !== queue) {
    setSeenQueue(queue);
    setOverrides(queue.pending.reduce<Overrides>((map, decision) => withDecision(map, decision), new Map()));
  }
  // After a (new) sign-in, decisions a 401 held back are sent, then the rows are read again.
  useEffect(() => {
    if (!user || queue.pending.length === 0) return;
    void queue.resume().then(reloadRows);
  }, [user, queue, reloadRows]);

  const total = page.data?.totalCount ?? 0;
  const loaded = page.current;
  const rowOverride = loaded ? overrides.get(loaded.row_id) : undefined;
  const current = useMemo(() => (loaded ? applyOverride(loaded, rowOverride) : null), [loaded, rowOverride]);

  const remaining = useMemo(() => {
    const info = manualInfo.data;
    if (!info) return 0;
    let checked = serverCount ?? info.checkedCount;
    for (const override of overrides.values()) {
      if (!override.manual || override.checked === undefined || override.serverChecked === undefined)
        continue;
      checked += Number(override.checked) - Number(override.serverChecked);
    }
    return Math.max(0, info.totalCount - checked);
  }, [manualInfo.data, overrides, serverCount]);

  const history = useRef<UndoStep[]>([]);
  const enterTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(enterTimer.current), []);

  /** Shows a decision on the shown row at once, sends it, and records it as one undo step. */
  const decide = (decision: Decision, after: RowDecision) => {
    if (!loaded || !current) return;
    setOverrides((map) =>
      withDecision(map, decision, { serverChecked: loaded.manuallyChecked, manual: tab === 'manual' }),
    );
    void queue.push(decision);
    history.current.push({
      position: { tab, row },
      rowId: current.row_id,
      before: decisionOf(current),
      after,
    });
    if (history.current.length > UNDO_LIMIT) history.current.shift();
  };

  const toggleMatch = (match: Match | undefined) => {
    if (!batchId || !current || !match) return;
    const before = decisionOf(current);
    // A row is one company: selecting an entry replaces the one selected before (the server's rule).
    const selected = !match.isSelected;
    decide(
      { kind: 'select', batchId, rowId: current.row_id, pos: match.pos, selected },
      selected
        ? { selected: match.pos, checked: true }
        : { selected: before.selected === match.pos ? null : before.selected, checked: before.checked },
    );
  };

  const setChecked = useLatestCallback((checked: boolean) => {
    if (!batchId || !current || checked === current.manuallyChecked) return;
    decide({ kind: 'check', batchId, rowId: current.row_id, checked }, { ...decisionOf(current), checked });
  });

  const go = useLatestCallback((next: number) => {
    if (total === 0) return;
    setPosition({ row: Math.min(Math.max(0, next), total - 1) });
  });
  const toggle = useLatestCallback((pos: number) => toggleMatch(current?.matches.find((m) => m.pos === pos)));
  const changeTab = useLatestCallback((value: MatchType) => setPosition({ tab: value, row: 0 }));

  const undo = () => {
    const step = history.current.pop();
    if (!step || !batchId) return;
    // An Enter waiting to move on would leave the row the user wants to see.
    window.clearTimeout(enterTimer.current);
    const decisions = undoDecisions(batchId, step);
    setOverrides((map) => decisions.reduce((next, decision) => withDecision(next, decision), map));
    for (const decision of decisions) void queue.push(decision);
    // The undone row comes into view, wherever the user has paged since.
    setPosition(step.position);
    notify({ severity: 'info', message: t('review.undone') });
  };

  useReviewHotkeys({
    enabled: Boolean(current) && !helpOpen && !lockOpen,
    enterScope,
    onToggle: (index) => {
      if (current) toggleMatch(listedMatches(current.matches, minProbabilityOf(tab))[index]);
    },
    onPrev: () => go(row - 1),
    onNext: () => go(row + 1),
    onFirst: () => go(0),
    onLast: () => go(total - 1),
    onEnter: () => {
      // Only the manual tab has the switch; on every tab Enter moves on.
      if (tab === 'manual' && current && !current.manuallyChecked) setChecked(true);
      window.clearTimeout(enterTimer.current);
      enterTimer.current = window.setTimeout(() => go(row + 1), ENTER_ADVANCE_MS);
    },
    onUndo: undo,
  });

  const saveAndReload = useLatestCallback(async (value: number) => {
    if (!batchId) return;
    try {
      await queue.flushed();
      const saved = await saveThreshold(batchId, value);
      reviewChanged(batchId);
      await thresholds.mutate(saved, { revalidate: false });
      // A value the slider moved on to since this save started stays (keys pressed quickly).
      setThreshold((current) => (current === value ? null : current));
      setOverrides(new Map());
      setServerCount(null);
      // Rows move between tabs: an undo step would point at another row.
      history.current = [];
      // Counts and tabs follow the new threshold: every cached review page is reloaded.
      await reloadRows();
      setPosition({ row: 0 });
    } catch (error) {
      notifyApiError(error);
    }
  });
  const commitThreshold = useCallback((value: number) => void saveAndReload(value), [saveAndReload]);
  const shownThreshold = threshold ?? thresholds.data?.exactMatchThreshold ?? 0.7;
  const simulation = useThresholdSimulation(priorities.data?.resultPriorities, shownThreshold);

  return {
    batchId,
    tab,
    row,
    total,
    current,
    loading: page.isLoading,
    counts: thresholds.data?.statusCounts,
    remaining,
    minProbability: minProbabilityOf(tab),
    threshold: shownThreshold,
    thresholdReady: Boolean(thresholds.data),
    simulation,
    helpOpen,
    lockOpen,
    go,
    changeTab,
    toggle,
    setChecked,
    setThreshold,
    commitThreshold,
    openHelp: useCallback(() => setHelpOpen(true), []),
    closeHelp: useCallback(() => setHelpOpen(false), []),
    openLock: useCallback(() => setLockOpen(true), []),
    closeLock: useCallback(() => setLockOpen(false), []),
  };
}
