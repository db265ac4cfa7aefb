import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  checkProgress,
  COMPANY_NAME_EXAMPLE_LENGTH,
  CHART_LABEL_MIN_COUNT,
  FILL_RATE_RULES,
  INDUSTRIES_CHART_MAX,
  INDUSTRY_LABEL_LENGTH,
  INDUSTRY_LABEL_LENGTH_EXPORT,
  LOCATION_EXAMPLE_LENGTH,
  type EmailCheckStats,
  type ImportNameResponse,
  type Statistics,
  type User,
  type WebsiteCheckStats,
} from '@datacare/api-client';
import {
  CheckCard,
  ComparisonChart,
  ExampleList,
  ExamplesDialog,
  FillRateTable,
  RankedBarChart,
  ReportCover,
  ReportSection,
  StackedBar,
  useReportFormat,
  type CheckCardState,
  type ExampleColumn,
} from '@datacare/ui-kit';
import { SUPPORT_CONTACT } from '../../config.ts';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useReachabilityCheck, type CheckKind, type CheckPhase } from './api/checks.ts';
import {
  comparisonCharts,
  emailSegments,
  fillRateRows,
  isNothingToCheck,
  registerSegments,
  websiteSegments,
  type RegisterStatus,
} from './reportData.ts';

/**
 * Where the report's date comes from: the moment it is shown. Page stories and their screenshots
 * fix it, so a baseline does not change with the day it is taken.
 */
export const reportClock = { now: () => new Date() };

/** Width of the printable report and its charts in export mode: A4 less the print margins. */
export const EXPORT_REPORT_WIDTH = 700;

/** Read by screen readers, not shown (a column heading over buttons that name themselves). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  // In sx a number up to 1 is a fraction (1 = 100 %): pixels must be strings, else the span is as
  // wide as the report and the page scrolls sideways.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One example row as the examples dialog shows it. */
interface ExampleRow {
  row: number;
  first: string | null;
  second?: string | null;
}

interface DialogContent {
  title: string;
  columns: ExampleColumn<ExampleRow>[];
  rows: ExampleRow[];
}

export interface QualityReportProps {
  batchId: string;
  statistics: Statistics;
  name: ImportNameResponse;
  user: User | null | undefined;
  /** The printable report of the PDF: no buttons, fixed widths, checks read once and never started. */
  exportMode?: boolean;
  /** The summary's buttons (export PDF, show export); the page leaves them out in export mode. */
  actions?: ReactNode;
  /** Each check tells where it stands, so the export page knows when everything is drawn. */
  onCheckPhase?: (kind: CheckKind, phase: CheckPhase) => void;
}

/**
 * The quality report of one import (spec 2 Quality report page): the cover with the summary, then
 * checks, data analysis and enrichment, each a printable `report-section`. The same component is
 * the wizard step and the export mode's printable page.
 */
export function QualityReport({
  batchId,
  statistics,
  name,
  user,
  exportMode = false,
  actions,
  onCheckPhase,
}: QualityReportProps) {
  const { t, i18n } = useTranslation();
  const format = useReportFormat();
  const width = exportMode ? EXPORT_REPORT_WIDTH : undefined;
  const [dialog, setDialog] = useState<DialogContent | null>(null);
  const [date] = useState(() => reportClock.now());
  const exact = statistics.matches.exactMatch;

  const companyColumns = useMemo<ExampleColumn<ExampleRow>[]>(
    () => [
      { key: 'row', label: t('report.columns.row'), value: (row) => row.row, numeric: true },
      {
        key: 'company',
        label: t('report.columns.company'),
        value: (row) => row.first,
        maxLength: COMPANY_NAME_EXAMPLE_LENGTH,
      },
      {
        key: 'location',
        label: t('report.columns.location'),
        value: (row) => row.second,
        maxLength: LOCATION_EXAMPLE_LENGTH,
      },
    ],
    [t],
  );

  const showRegisterExamples = (key: string) => {
    const status = key as RegisterStatus;
    const bucket = exact.status[status];
    setDialog({
      title: t('report.register.examplesTitle', { status: t(`report.register.${status}`) }),
      columns: companyColumns,
      rows: bucket.examples.map((example) => ({
        row: example.row_id,
        first: example.company_name,
        second: example.location,
      })),
    });
  };

  const fieldLabel = useCallback(
    (field: string) => (i18n.exists(`kit:fields.${field}`) ? t(`kit:fields.${field}`) : field),
    [i18n, t],
  );
  const charts = useMemo(() => comparisonCharts(statistics, t), [statistics, t]);
  const fillRates = useMemo(() => fillRateRows(statistics, fieldLabel), [statistics, fieldLabel]);
  const { checks } = statistics.import;
  const syntaxLines = [
    { key: 'email', check: checks.email },
    { key: 'emailPrivateDomain', check: checks.emailPrivateDomain },
    { key: 'url', check: checks.url },
  ] as const;

  return (
    <Stack
      // Printed, each section starts a page; on screen they need room between them.
      spacing={exportMode ? 5 : 3}
      sx={[
        { width },
        // On screen each section is a card; printed, the page is the card.
        !exportMode && {
          '& > .report-section': {
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 1,
            p: { xs: 2, md: 3 },
          },
        },
      ]}
    >
      <ReportCover
        date={date}
        recipient={user?.companyName || user?.fullName || ''}
        supportContact={{
          name: t('report.supportName'),
          phone: SUPPORT_CONTACT.phone,
          email: SUPPORT_CONTACT.email,
        }}
        fileName={name.fileName}
        tag={name.tag}
        rows={statistics.file.rows.total}
        columns={statistics.file.columns.total}
        emptyRows={statistics.file.rows.empty}
        syntaxErrors={statistics.import.syntaxErrors.count}
        processedRows={statistics.import.count}
        matchingResult={statistics.matches.matchingResult}
        actions={actions}
        exportMode={exportMode}
        width={width}
      />

      <ReportSection
        id="checks"
        title={t('report.checks.title')}
        description={t('report.checks.description')}
        width={width}
      >
        <ReportSection
          variant="subsection"
          title={t('report.register.title')}
          description={t('report.register.description', {
            count: exact.count,
            number: format.count(exact.count),
          })}
        >
          <StackedBar
            segments={registerSegments(statistics, t)}
            label={t('report.register.label')}
            onShowExamples={showRegisterExamples}
            exportMode={exportMode}
            width={width}
          />
        </ReportSection>

        <ReportSection
          variant="subsection"
          title={t('report.duplicates.title')}
          description={t('report.duplicates.description')}
        >
          <Typography>
            {statistics.import.duplicates.count > 0
              ? t('report.duplicates.count', {
                  count: statistics.import.duplicates.count,
                  number: format.count(statistics.import.duplicates.count),
                })
              : t('report.duplicates.none')}
          </Typography>
          {statistics.import.duplicates.examples.length > 0 && (
            <ExampleList
              label={t('report.duplicates.label')}
              items={statistics.import.duplicates.examples}
              exportMode={exportMode}
              renderItem={(example) =>
                t('report.duplicates.example', {
                  name: example.company_name ?? t('report.unnamed'),
                  rows: example.row_ids.join(', '),
                })
              }
            />
          )}
        </ReportSection>

        <ReportSection
          variant="subsection"
          title={t('report.nToOne.title')}
          description={t('report.nToOne.description')}
        >
          <Typography>
            {exact.nToOne.count > 0
              ? t('report.nToOne.count', {
                  count: exact.nToOne.count,
                  number: format.count(exact.nToOne.count),
                  unique: format.count(exact.nToOne.countUnique),
                })
              : t('report.nToOne.none')}
          </Typography>
          {exact.nToOne.examples.length > 0 && (
            <ExampleList
              label={t('report.nToOne.label')}
              items={exact.nToOne.examples}
              exportMode={exportMode}
              renderItem={(example) =>
                t('report.nToOne.example', {
                  source: example.sourceCompanyName ?? t('report.unnamed'),
                  rows: example.rows.join(', '),
                  matched: example.matchedCompanyName ?? t('report.unnamed'),
                  location: example.matchedCompanyLocation ?? '–',
                })
              }
            />
          )}
        </ReportSection>

        <ReportSection
          variant="subsection"
          title={t('report.legalForms.title')}
          description={t('report.legalForms.description')}
        >
          <RankedBarChart
            label={t('report.legalForms.label')}
            entries={exact.legalForms.map((entry) => ({ ...entry, label: entry.key }))}
            width={width}
          />
        </ReportSection>

        <ReportSection
          variant="subsection"
          title={t('report.syntax.title')}
          description={t('report.syntax.description')}
        >
          <Table size="small" aria-label={t('report.syntax.title')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('report.syntax.check')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('report.syntax.count')}
                </TableCell>
                {!exportMode && (
                  <TableCell component="th" scope="col">
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {t('report.syntax.showExamples')}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {syntaxLines.map(({ key, check }) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {t(`report.syntax.${key}`)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.count(check.count)}
                  </TableCell>
                  {!exportMode && (
                    <TableCell align="right">
                      {check.examples.length > 0 && (
                        <Button
                          size="small"
                          aria-label={t('report.syntax.showExamplesFor', {
                            label: t(`report.syntax.${key}`),
                          })}
                          onClick={() =>
                            setDialog({
                              title: t('report.syntax.examplesTitle', { label: t(`report.syntax.${key}`) }),
                              columns: [
                                {
                                  key: 'row',
                                  label: t('report.columns.row'),
                                  value: (row) => row.row,
                                  numeric: true,
                                },
                                { key: 'value', label: t('report.columns.value'), value: (row) => row.first },
                              ],
                              rows: check.examples.map((example) => ({
                                row: example.row_id,
                                first: example.value,
                              })),
                            })
                          }
                        >
                          {t('report.syntax.showExamples')}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ReportSection>

        <ReachabilityCheck
          kind="email"
          batchId={batchId}
          nothingToCheck={isNothingToCheck(statistics.emails)}
          exportMode={exportMode}
          width={width}
          onShowExamples={setDialog}
          onPhase={onCheckPhase}
        />
        {statistics.import.email.prefixes.length > 0 && (
          <ReportSection
            variant="subsection"
            title={t('report.email.prefixesTitle')}
            description={t('report.email.prefixesDescription')}
          >
            <RankedBarChart
              label={t('report.email.prefixesLabel')}
              entries={statistics.import.email.prefixes.map((entry) => ({ ...entry, label: entry.key }))}
              minCountForLabel={CHART_LABEL_MIN_COUNT}
              width={width}
            />
          </ReportSection>
        )}

        <ReachabilityCheck
          kind="website"
          batchId={batchId}
          nothingToCheck={isNothingToCheck(statistics.websites)}
          exportMode={exportMode}
          width={width}
          onShowExamples={setDialog}
          onPhase={onCheckPhase}
        />
        {statistics.import.url.tlds.length > 0 && (
          <ReportSection
            variant="subsection"
            title={t('report.website.tldsTitle')}
            description={t('report.website.tldsDescription')}
          >
            <RankedBarChart
              label={t('report.website.tldsLabel')}
              entries={statistics.import.url.tlds.map((entry) => ({ ...entry, label: `.${entry.key}` }))}
              minCountForLabel={CHART_LABEL_MIN_COUNT}
              width={width}
            />
          </ReportSection>
        )}
      </ReportSection>

      <ReportSection
        id="analysis"
        title={t('report.analysis.title')}
        description={t('report.analysis.description', { number: format.count(exact.count) })}
        width={width}
      >
        <ComparisonChart label={t('report.analysis.size')} buckets={charts.size} width={width} />
        <ComparisonChart label={t('report.analysis.revenue')} buckets={charts.revenue} width={width} />
        <ComparisonChart label={t('report.analysis.zip')} buckets={charts.zip} width={width} />
        <RankedBarChart
          label={t('report.analysis.industries')}
          entries={exact.industries.map((entry) => ({ ...entry, label: entry.key }))}
          maxEntries={INDUSTRIES_CHART_MAX}
          labelMaxLength={exportMode ? INDUSTRY_LABEL_LENGTH_EXPORT : INDUSTRY_LABEL_LENGTH}
          width={width}
        />
      </ReportSection>

      <ReportSection
        id="enrichment"
        title={t('report.enrichment.title')}
        description={t('report.enrichment.description')}
        width={width}
      >
        <FillRateTable rows={fillRates} rules={FILL_RATE_RULES} width={width} />
      </ReportSection>

      {!exportMode && (
        <ExamplesDialog
          open={dialog !== null}
          onClose={() => setDialog(null)}
          title={dialog?.title}
          columns={dialog?.columns ?? []}
          rows={dialog?.rows ?? []}
        />
      )}
    </Stack>
  );
}

interface ReachabilityCheckProps {
  kind: CheckKind;
  batchId: string;
  nothingToCheck: boolean;
  exportMode: boolean;
  width: number | undefined;
  onShowExamples: (content: DialogContent) => void;
  onPhase?: (kind: CheckKind, phase: CheckPhase) => void;
}

/** The e-mail or website check's card, fed by its status and results (spec 4 E-mail check and website check). */
function ReachabilityCheck({
  kind,
  batchId,
  nothingToCheck,
  exportMode,
  width,
  onShowExamples,
  onPhase,
}: ReachabilityCheckProps) {
  const { t } = useTranslation();
  const notifyApiError = useNotifyApiError();
  // A file without addresses has nothing to ask about: no calls at all.
  const check = useReachabilityCheck(kind, nothingToCheck ? null : batchId, {
    readOnly: exportMode,
    onStartError: notifyApiError,
  });
  const phase: CheckPhase = nothingToCheck ? 'finished' : check.phase;
  useEffect(() => onPhase?.(kind, phase), [kind, phase, onPhase]);

  // Until the status is known the card offers nothing: a start button could start a running check twice.
  // A finished check whose results are on their way stays on its (full) progress meanwhile.
  const awaitingResults = phase === 'loading' && check.status !== undefined;
  if ((phase === 'loading' && !awaitingResults) || phase === 'error') {
    return (
      <ReportSection
        variant="subsection"
        title={t(`kit:checkCard.${kind}Title`)}
        description={t(`kit:checkCard.${kind}Description`)}
        width={width}
      >
        {phase === 'loading' ? (
          <LinearProgress aria-label={t('report.checkLoading')} />
        ) : (
          <Alert
            severity="error"
            action={
              exportMode ? undefined : (
                <Button color="inherit" size="small" onClick={check.retryLoad}>
                  {t('report.retry')}
                </Button>
              )
            }
          >
            {t('report.checkLoadFailed')}
          </Alert>
        )}
      </ReportSection>
    );
  }
  let state: CheckCardState;
  if (nothingToCheck) state = 'empty';
  else if (phase === 'loading') state = 'processing';
  else state = phase;

  const stats = check.results?.stats ?? check.status?.stats;
  const segments =
    stats === undefined
      ? []
      : kind === 'email'
        ? emailSegments(stats as EmailCheckStats, t)
        : websiteSegments(stats as WebsiteCheckStats, t);

  const showExamples = (key: string) => {
    const results = check.results;
    if (!results) return;
    const label = t(`report.${kind}.results.${key}`);
    if ('extRedirect' in results.examples) {
      const examples = results.examples[key as keyof typeof results.examples] ?? [];
      onShowExamples({
        title: t('report.website.examplesTitle', { label }),
        columns: [
          { key: 'row', label: t('report.columns.row'), value: (row) => row.row, numeric: true },
          { key: 'url', label: t('report.columns.url'), value: (row) => row.first },
          { key: 'final', label: t('report.columns.finalUrl'), value: (row) => row.second },
        ],
        rows: examples.map((example) => ({
          row: example.row_id,
          first: example.url,
          second: example.finalUrl ?? example.differentDomain,
        })),
      });
    } else {
      onShowExamples({
        title: t('report.email.examplesTitle', { label }),
        columns: [
          { key: 'row', label: t('report.columns.row'), value: (row) => row.row, numeric: true },
          { key: 'email', label: t('report.columns.email'), value: (row) => row.first },
        ],
        rows: results.examples.unavailable.map((example) => ({ row: example.row_id, first: example.email })),
      });
    }
  };

  return (
    <CheckCard
      kind={kind}
      state={state}
      progress={check.status ? checkProgress(check.status.stats) : undefined}
      segments={segments}
      onStart={exportMode ? undefined : () => void check.start()}
      onShowExamples={exportMode ? undefined : showExamples}
      exportMode={exportMode}
      width={width}
    />
  );
}
