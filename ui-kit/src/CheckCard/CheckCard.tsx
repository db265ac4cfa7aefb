import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { ReportSection } from '../ReportSection/ReportSection.tsx';
import { StackedBar, type StackedBarSegment, type StackedBarText } from '../StackedBar/StackedBar.tsx';
import { useKitTexts } from '../utils/kitTexts.ts';
import { useReportFormat } from '../utils/reportFormat.ts';

/**
 * Where a reachability check stands (spec 4 E-mail check and website check): the contract's
 * CheckState (`idle`, `processing`, `finished`, `failed`) plus `starting` while the start request is
 * on its way and `empty` when the file has nothing to check.
 */
export type CheckCardState = 'idle' | 'starting' | 'processing' | 'finished' | 'failed' | 'empty';

/** What is checked: the e-mail domains or the websites. */
export type CheckKind = 'email' | 'website';

/** How far the check has come (api-client `checkProgress`). */
export interface CheckCardProgress {
  checked: number;
  total: number;
  /** Whole percent, 0 to 100. */
  percent: number;
}

/** Texts of `CheckCard` (kit catalogue `checkCard.*`). */
export type CheckCardText =
  | 'emailTitle'
  | 'websiteTitle'
  | 'emailDescription'
  | 'websiteDescription'
  | 'emailEmpty'
  | 'websiteEmpty'
  | 'emailResults'
  | 'websiteResults'
  | 'idle'
  | 'idleExport'
  | 'start'
  | 'starting'
  | 'progressLabel'
  | 'progress'
  | 'durationHint'
  | 'processingExport'
  | 'failed'
  | 'restart';

/** Props of `CheckCard`. */
export interface CheckCardProps {
  /**
   * Which check the card shows: the e-mail domains (`email`) or the websites (`website`); decides title,
   * description and texts.
   */
  kind: CheckKind;
  /**
   * Where the check stands: `idle`, `starting`, `processing`, `finished`, `failed`, or `empty` when the file
   * has nothing to check.
   */
  state: CheckCardState;
  /** How far the check has come; shown while `processing`. */
  progress?: CheckCardProgress;
  /** The result categories with their counts, drawn as a stacked bar when `finished`. */
  segments?: readonly StackedBarSegment[];
  /** Starts the check (idle) or starts it again (failed). */
  onStart?: () => void;
  /** Opens the examples of a result category (e.g. unreachable addresses). */
  onShowExamples?: (key: string) => void;
  /**
   * Printable: no buttons, and a check that has not run says so instead of offering to start it.
   * @default false
   */
  exportMode?: boolean;
  /**
   * Fixed width in px (export mode); otherwise it fills its container.
   * @default undefined
   */
  width?: number;
  /**
   * The heading.
   * @default t('kit:checkCard.emailTitle') or t('kit:checkCard.websiteTitle')
   */
  title?: ReactNode;
  /**
   * The text under the heading.
   * @default t('kit:checkCard.emailDescription') or t('kit:checkCard.websiteDescription')
   */
  description?: ReactNode;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<CheckCardText, string>>;
  /** Replaces texts of the result bar. */
  barTexts?: Partial<Record<StackedBarText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The e-mail or website check of the quality report (spec 2 Checks, spec 4 E-mail check and website
 * check), as a report subsection: idle offers to start it; starting shows the button busy;
 * processing a progress bar with checked of total and percent, and that it can take up to an hour;
 * finished a stacked bar of the result categories with buttons for their examples; failed an error
 * with "start again"; empty says the file has no e-mail addresses (or websites) and offers nothing.
 * In export mode no button is shown.
 *
 * ## Usage
 *
 * ```tsx
 * <CheckCard
 *   kind="email"
 *   state={state}
 *   progress={check.status ? checkProgress(check.status.stats) : undefined}
 *   segments={segments}
 *   onStart={() => void check.start()}
 *   onShowExamples={showExamples}
 * />
 * ```
 *
 * `segments` are the result categories for the stacked bar (`key`, `label`, `count`, `tone`). Texts come from
 * `kit:checkCard.*`; `title`, `description`, `texts` and `barTexts` override them.
 *
 * ## Do
 *
 * - Derive `state` from the check's status (the contract's `CheckState`) and pass `starting` while the start
 *   request is on its way, so the button cannot be pressed twice.
 * - Open the examples dialog (`ExamplesDialog`) from `onShowExamples(key)`.
 * - In the printable report pass `exportMode` and a fixed `width`, and no callbacks.
 *
 * ## Don't
 *
 * - Don't start or poll the check inside: the app starts it and passes progress and results.
 * - Don't pick colours for the segments: give each a report `tone`.
 * - Don't hide a check the file cannot run: `empty` says why there is nothing to check.
 */
export function CheckCard({
  kind,
  state,
  progress,
  segments = [],
  onStart,
  onShowExamples,
  exportMode = false,
  width,
  title,
  description,
  texts,
  barTexts,
  sx,
}: CheckCardProps) {
  const text = useKitTexts<CheckCardText>('checkCard', texts);
  const format = useReportFormat();
  const canStart = Boolean(onStart) && !exportMode;

  let body: ReactNode;
  switch (state) {
    case 'empty':
      body = <Typography sx={{ color: 'text.secondary' }}>{text(`${kind}Empty`)}</Typography>;
      break;
    case 'idle':
    case 'starting':
      body = exportMode ? (
        <Typography sx={{ color: 'text.secondary' }}>{text('idleExport')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ flex: '1 1 16rem' }}>{text('idle')}</Typography>
          {canStart && (
            <Button
              variant="contained"
              onClick={onStart}
              loading={state === 'starting'}
              loadingPosition="start"
            >
              {state === 'starting' ? text('starting') : text('start')}
            </Button>
          )}
        </Box>
      );
      break;
    case 'processing': {
      const { checked = 0, total = 0, percent = 0 } = progress ?? {};
      const progressText = text('progress', {
        checked: format.count(checked),
        total: format.count(total),
        percent: format.percent(percent / 100, 0),
      });
      body = (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.max(0, Math.min(100, percent))}
            aria-label={text('progressLabel')}
            aria-valuetext={progressText}
          />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {progressText}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {exportMode ? text('processingExport') : text('durationHint')}
          </Typography>
        </Box>
      );
      break;
    }
    case 'failed':
      body = (
        <Alert
          severity="error"
          action={
            canStart && (
              <Button color="inherit" size="small" onClick={onStart} sx={{ whiteSpace: 'nowrap' }}>
                {text('restart')}
              </Button>
            )
          }
        >
          {text('failed')}
        </Alert>
      );
      break;
    default:
      body = (
        <StackedBar
          segments={segments}
          label={text(`${kind}Results`)}
          onShowExamples={onShowExamples}
          exportMode={exportMode}
          width={width}
          texts={barTexts}
        />
      );
  }

  return (
    <ReportSection
      variant="subsection"
      title={title ?? text(`${kind}Title`)}
      description={description ?? text(`${kind}Description`)}
      width={width}
      sx={sx}
    >
      <Box aria-live="polite" aria-busy={state === 'starting' || undefined}>
        {body}
      </Box>
    </ReportSection>
  );
}
