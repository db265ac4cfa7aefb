import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { Match, MatchType, ResultRow, StatusCounts } from '@datacare/api-client';
import {
  AllCheckedMessage,
  InputRowCard,
  LockDialog,
  MatchesTable,
  ReviewHelpDialog,
  ReviewTabs,
  ThresholdSlider,
  useReviewHotkeys,
} from '@datacare/ui-kit';
import { SUPPORT_CONTACT } from '../../config.ts';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import { useUser } from '../auth/api/get-user.ts';
import { saveThreshold, useThresholds } from '../import/api/status.ts';
import { useBatchId } from '../import/ImportWizard.tsx';
import { useImportWizard } from '../import/wizard/ImportWizardContext.tsx';
import { stepHref } from '../import/wizard/steps.ts';
import { sendDecision, useReviewRows } from './api.ts';
import { DecisionQueue, type Decision } from './decisionQueue.ts';

const TABS: readonly MatchType[] = ['noMatch', 'manual', 'exact'];
/** Enter marks the row checked and moves on after this delay (spec 9). */
export const ENTER_ADVANCE_MS = 200;

/** Local decisions laid over the loaded rows until the server's data shows them. */
interface RowOverride {
  checked?: boolean;
  selected: Map<number, boolean>;
}

/** The overrides with one more decision: selecting a match also marks its row checked. */
function withDecision(map: ReadonlyMap<number, RowOverride>, decision: Decision): Map<number, RowOverride> {
  const next = new Map(map);
  const entry = next.get(decision.rowId) ?? { selected: new Map<number, boolean>() };
  const updated: RowOverride = { checked: entry.checked, selected: new Map(entry.selected) };
  if (decision.kind === 'check') updated.checked = decision.checked;
  else {
    updated.selected.set(decision.pos, decision.selected);
    if (decision.selected) updated.checked = true;
  }
  next.set(decision.rowId, updated);
  return next;
}

function applyOverride(row: ResultRow, override: RowOverride | undefined): ResultRow {
  if (!override) return row;
  return {
    ...row,
    manuallyChecked: override.checked ?? row.manuallyChecked,
    matches: row.matches.map((m) =>
      override.selected.has(m.pos) ? { ...m, isSelected: override.selected.get(m.pos)! } : m,
    ),
  };
}

/** The 0-based row of `?row=`; 0 when missing or not a number. */
function rowOfSearch(params: URLSearchParams): number {
  return Math.max(0, Number.parseInt(params.get('row') ?? '0', 10) || 0);
}

/** The row reaches the URL (for a reload) once paging pauses this long; not on every key press. */
const URL_WRITE_DELAY_MS = 150;

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

const MemoAllCheckedMessage = memo(AllCheckedMessage);
const MemoReviewHelpDialog = memo(ReviewHelpDialog);
const MemoLockDialog = memo(LockDialog);

interface ReviewHeaderProps {
  tab: MatchType;
  counts: StatusCounts | undefined;
  remaining: number;
  threshold: number;
  thresholdReady: boolean;
  onHelp: () => void;
  onTabChange: (tab: MatchType) => void;
  onThresholdChange: (value: number) => void;
  onThresholdCommitted: (value: number) => void;
}

/** Title, help, tabs and the threshold: unchanged while the user pages, so React skips them. */
const ReviewHeader = memo(function ReviewHeader({
  tab,
  counts,
  remaining,
  threshold,
  thresholdReady,
  onHelp,
  onTabChange,
  onThresholdChange,
  onThresholdCommitted,
}: ReviewHeaderProps) {
  const { t } = useTranslation();
  const tabCounts = useMemo(
    () => ({
      noMatches: counts?.noMatches ?? 0,
      manualMatches: counts?.manualMatches ?? 0,
      exactMatches: counts?.exactMatches ?? 0,
    }),
    [counts],
  );
  return (
    <Paper sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('review.title')}
        </Typography>
        <Button onClick={onHelp}>{t('review.help')}</Button>
      </Stack>
      <ReviewTabs value={tab} counts={tabCounts} remaining={remaining} onChange={onTabChange} />
      <Accordion
        disableGutters
        variant="outlined"
        sx={{ mt: 2 }}
        slotProps={{ heading: { component: 'h2' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography component="span" variant="subtitle1">
            {t('review.threshold')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <ThresholdSlider
            value={threshold}
            onChange={onThresholdChange}
            onChangeCommitted={onThresholdCommitted}
            disabled={!thresholdReady}
          />
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
});

/** The links to the report and the export. */
const ReviewFooter = memo(function ReviewFooter({ batchId }: { batchId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button variant="outlined" onClick={() => void navigate(stepHref('qualityreport', batchId))}>
        {t('review.showReport')}
      </Button>
      <Button variant="contained" onClick={() => void navigate(stepHref('export', batchId))}>
        {t('review.showExport')}
      </Button>
    </Stack>
  );
});

/**
 * Step 3 (/import/review?id=…&tab=manual&row=0): one input row per page as a card with its
 * matches, keyboard first (spec 2 Review page, 4 Review, 9; issue 7). Decisions are shown at once,
 * kept in the tab's storage, sent in order and never lost (decisionQueue.ts).
 */
export function ReviewStep() {
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
  const setPosition = useCallback(
    (next: { tab?: MatchType; row?: number }) => {
      if (next.tab) {
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
    },
    [setParams],
  );

  const thresholds = useThresholds(batchId);
  const page = useReviewRows(batchId, tab, row);
  const manualInfo = useReviewRows(batchId, 'manual', tab === 'manual' ? row : 0);
  const [threshold, setThreshold] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [lockOpen, setLockOpen] = useState(false);
  const { mutate } = useSWRConfig();
  const { data: user } = useUser();
  const { reviewChanged } = useImportWizard();

  // The queue lives as long as the page; what it holds survives reloads and sign-ins.
  const queue = useMemo(
    () =>
      new DecisionQueue({
        send: sendDecision,
        storage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
        storageKey: `datacare.review.pending.${batchId ?? ''}`,
        onRejected: () => notify({ severity: 'error', message: t('review.rejected') }),
        // A committed decision changes the report and the export (spec 4 Review).
        onSent: (decision) => reviewChanged(decision.batchId),
      }),
    [batchId, notify, t, reviewChanged],
  );
  // Decisions still waiting to be sent (a reload, or a sign-in after the session ran out) are
  // shown on their cards from the start.
  const [overrides, setOverrides] = useState(() => queue.pending.reduce(withDecision, new Map()));
  // After a (new) sign-in, decisions a 401 held back are sent, then the rows are read again.
  useEffect(() => {
    if (!user || queue.pending.length === 0) return;
    void queue
      .resume()
      .then(() => mutate((key) => Array.isArray(key) && key[0] === 'review' && key[1] === batchId));
  }, [user, queue, mutate, batchId]);

  const total = page.data?.totalCount ?? 0;
  const loaded = page.current;
  const rowOverride = loaded ? overrides.get(loaded.row_id) : undefined;
  const current = useMemo(() => (loaded ? applyOverride(loaded, rowOverride) : null), [loaded, rowOverride]);

  const remaining = useMemo(() => {
    const info = manualInfo.data;
    if (!info) return 0;
    let checked = info.checkedCount;
    for (const [rowId, override] of overrides) {
      if (override.checked === undefined) continue;
      const loaded =
        info.results.find((r) => r.row_id === rowId) ?? page.data?.results.find((r) => r.row_id === rowId);
      if (!loaded || tab !== 'manual') continue;
      checked += Number(override.checked) - Number(loaded.manuallyChecked);
    }
    return Math.max(0, info.totalCount - checked);
  }, [manualInfo.data, overrides, page.data, tab]);

  const decide = useCallback(
    (decision: Decision, previous: boolean) => {
      setOverrides((map) => withDecision(map, decision));
      void queue.apply(decision, previous);
    },
    [queue],
  );

  const toggleMatch = (match: Match | undefined) => {
    if (!batchId || !current || !match || tab !== 'manual') return;
    const selected = !match.isSelected;
    // 'None of these' and a company exclude each other (the server stores the same rule).
    if (selected) {
      for (const other of current.matches) {
        if (other.pos !== match.pos && other.isSelected && (other.isNoMatch || match.isNoMatch)) {
          decide({ kind: 'select', batchId, rowId: current.row_id, pos: other.pos, selected: false }, true);
        }
      }
    }
    decide({ kind: 'select', batchId, rowId: current.row_id, pos: match.pos, selected }, match.isSelected);
  };

  const setChecked = useLatestCallback((checked: boolean) => {
    if (!batchId || !current) return;
    decide({ kind: 'check', batchId, rowId: current.row_id, checked }, current.manuallyChecked);
  });

  const go = useLatestCallback((next: number) => {
    if (total === 0) return;
    setPosition({ row: Math.min(Math.max(0, next), total - 1) });
  });
  const onToggle = useLatestCallback((pos: number) =>
    toggleMatch(current?.matches.find((m) => m.pos === pos)),
  );
  const openLock = useCallback(() => setLockOpen(true), []);
  const closeLock = useCallback(() => setLockOpen(false), []);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const changeTab = useCallback((value: MatchType) => setPosition({ tab: value, row: 0 }), [setPosition]);

  const enterTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(enterTimer.current), []);

  useReviewHotkeys({
    enabled: Boolean(current) && !helpOpen && !lockOpen,
    onToggle: (index) => toggleMatch(current?.matches[index]),
    onPrev: () => go(row - 1),
    onNext: () => go(row + 1),
    onFirst: () => go(0),
    onLast: () => go(total - 1),
    onEnter: () => {
      if (tab === 'manual' && current && !current.manuallyChecked) setChecked(true);
      window.clearTimeout(enterTimer.current);
      enterTimer.current = window.setTimeout(() => go(row + 1), ENTER_ADVANCE_MS);
    },
    onUndo: () => {
      const inverse = queue.undo();
      if (!inverse) return;
      setOverrides((map) => {
        const next = new Map(map);
        const entry = next.get(inverse.rowId) ?? { selected: new Map<number, boolean>() };
        const updated: RowOverride = { checked: entry.checked, selected: new Map(entry.selected) };
        if (inverse.kind === 'check') updated.checked = inverse.checked;
        else updated.selected.set(inverse.pos, inverse.selected);
        next.set(inverse.rowId, updated);
        return next;
      });
      notify({ severity: 'info', message: t('review.undone') });
    },
  });

  const commitThreshold = useLatestCallback(async (value: number) => {
    if (!batchId) return;
    try {
      await queue.flushed();
      const saved = await saveThreshold(batchId, value);
      reviewChanged(batchId);
      await thresholds.mutate(saved, { revalidate: false });
      setThreshold(null);
      setOverrides(new Map());
      // Counts and tabs follow the new threshold: every cached review page is reloaded.
      await mutate((key) => Array.isArray(key) && key[0] === 'review' && key[1] === batchId);
      setPosition({ row: 0 });
    } catch (error) {
      notifyApiError(error);
    }
  });
  const onThresholdCommitted = useCallback((value: number) => void commitThreshold(value), [commitThreshold]);

  return (
    <Stack spacing={2}>
      <ReviewHeader
        tab={tab}
        counts={thresholds.data?.statusCounts}
        remaining={remaining}
        threshold={threshold ?? thresholds.data?.exactMatchThreshold ?? 0.7}
        thresholdReady={Boolean(thresholds.data)}
        onHelp={openHelp}
        onTabChange={changeTab}
        onThresholdChange={setThreshold}
        onThresholdCommitted={onThresholdCommitted}
      />
      {tab === 'manual' && <MemoAllCheckedMessage remaining={remaining} />}
      {current ? (
        <>
          <InputRowCard
            rowId={current.row_id}
            row={current.mappedRow}
            page={row}
            count={total}
            onPageChange={go}
            showCheckedSwitch={tab === 'manual'}
            checked={current.manuallyChecked}
            onCheckedChange={setChecked}
          />
          <MatchesTable
            matches={current.matches}
            input={current.mappedRow}
            selectable={tab === 'manual'}
            onToggle={onToggle}
            onLockClick={openLock}
          />
        </>
      ) : (
        <Paper sx={{ p: 3 }}>
          <Typography>{page.isLoading ? t('import.loading') : t('review.empty')}</Typography>
        </Paper>
      )}
      <ReviewFooter batchId={batchId} />
      <MemoReviewHelpDialog open={helpOpen} onClose={closeHelp} />
      <MemoLockDialog open={lockOpen} onClose={closeLock} phone={SUPPORT_CONTACT.phone} />
    </Stack>
  );
}
