import { memo, useId, useMemo, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MatchType, StatusCounts } from '@datacare/api-client';
import {
  AllCheckedMessage,
  InputRowCard,
  LockDialog,
  MatchesTable,
  ReviewHelpDialog,
  ReviewTabs,
  ThresholdSimulation,
  ThresholdSlider,
} from '@datacare/ui-kit';
import { SUPPORT_CONTACT } from '../../config.ts';
import type { ThresholdSimulationView } from '../import/useThresholdSimulation.ts';
import { stepHref } from '../import/wizard/steps.ts';
import { useReviewController } from './useReviewController.ts';

const MemoReviewHelpDialog = memo(ReviewHelpDialog);
const MemoLockDialog = memo(LockDialog);
const helpIcon = <HelpOutlineIcon />;

interface ReviewHeaderProps {
  titleId: string;
  tab: MatchType;
  counts: StatusCounts | undefined;
  remaining: number;
  threshold: number;
  thresholdReady: boolean;
  simulation: ThresholdSimulationView;
  onHelp: () => void;
  onTabChange: (tab: MatchType) => void;
  onThresholdChange: (value: number) => void;
  onThresholdCommitted: (value: number) => void;
}

/**
 * Title, tabs, the slim threshold and help on one line (issue 12: the card and three candidates fit
 * a 1280 x 800 screen), the threshold simulator's slim line under them (issue 15), and the success
 * message: unchanged while the user pages, so React skips it.
 */
const ReviewHeader = memo(function ReviewHeader({
  titleId,
  tab,
  counts,
  remaining,
  threshold,
  thresholdReady,
  simulation,
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
    <Paper sx={{ px: 2, pt: 1, pb: 0.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Typography id={titleId} variant="h6" component="h1" sx={{ whiteSpace: 'nowrap' }}>
          {t('review.title')}
        </Typography>
        <ReviewTabs
          value={tab}
          counts={tabCounts}
          remaining={remaining}
          onChange={onTabChange}
          sx={{ flex: '1 1 auto', borderBottom: 0 }}
        />
        <ThresholdSlider
          variant="compact"
          value={threshold}
          onChange={onThresholdChange}
          onChangeCommitted={onThresholdCommitted}
          disabled={!thresholdReady}
        />
        <Button startIcon={helpIcon} onClick={onHelp}>
          {t('review.help')}
        </Button>
        {/* A slim line of its own under the slider: the line above has no room left at 1280 px. */}
        <ThresholdSimulation
          variant="compact"
          {...simulation}
          sx={{ flexBasis: '100%', justifyContent: 'flex-end' }}
        />
      </Stack>
      {/* Always rendered on the manual tab: a live region that announces the last check. */}
      {tab === 'manual' && <AllCheckedMessage remaining={remaining} sx={{ '&:not(:empty)': { my: 1 } }} />}
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
 * candidates, keyboard first (spec 2 Review page, 4 Review, 9; issues 7 and 12). The logic lives in
 * {@link useReviewController}; this page only composes the kit's parts.
 */
export function ReviewStep() {
  const { t } = useTranslation();
  const enterScope = useRef<HTMLDivElement>(null);
  const review = useReviewController({ enterScope });
  const { current, tab } = review;
  const titleId = useId();

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <ReviewHeader
        titleId={titleId}
        tab={tab}
        counts={review.counts}
        remaining={review.remaining}
        threshold={review.threshold}
        thresholdReady={review.thresholdReady}
        simulation={review.simulation}
        onHelp={review.openHelp}
        onTabChange={review.changeTab}
        onThresholdChange={review.setThreshold}
        onThresholdCommitted={review.commitThreshold}
      />
      {current ? (
        <Stack ref={enterScope} spacing={1}>
          <InputRowCard
            rowId={current.row_id}
            row={current.mappedRow}
            page={review.row}
            count={review.total}
            onPageChange={review.go}
            showCheckedSwitch={tab === 'manual'}
            checked={current.manuallyChecked}
            onCheckedChange={review.setChecked}
            note={current.note}
            remembered={current.remembered}
          />
          <MatchesTable
            matches={current.matches}
            input={current.mappedRow}
            selectable
            minProbability={review.minProbability}
            onToggle={review.toggle}
            onLockClick={review.openLock}
          />
        </Stack>
      ) : (
        <Paper sx={{ p: 3 }}>
          <Typography>{review.loading ? t('import.loading') : t('review.empty')}</Typography>
        </Paper>
      )}
      <ReviewFooter batchId={review.batchId} />
      <MemoReviewHelpDialog open={review.helpOpen} onClose={review.closeHelp} />
      <MemoLockDialog open={review.lockOpen} onClose={review.closeLock} phone={SUPPORT_CONTACT.phone} />
    </Stack>
  );
}
