import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { REPORT_SECTION_CLASS } from '../ReportSection/ReportSection.tsx';
import { telHref } from '../SupportContact/telHref.ts';
import { useFormatDateTime } from '../utils/dateTime.ts';
import { useKitTexts } from '../utils/kitTexts.ts';
import { shareOf, useReportFormat } from '../utils/reportFormat.ts';

/**
 * The summary's matching result (the contract's `MatchingResult`): result = processedRows -
 * duplicates - noMatch - manualMatch + manuallyAdded (spec 4 Report summary), counted by the server.
 */
export interface ReportMatchingResult {
  processedRows: number;
  duplicates: number;
  noMatch: number;
  manualMatch: number;
  manuallyAdded: number;
  result: number;
}

/** Who the customer can call about the report. */
export interface ReportSupportContact {
  /** The contact person or team, e.g. "Datacare Kundenservice". */
  name: string;
  phone: string;
  email: string;
}

/** Texts of `ReportCover` (kit catalogue `reportCover.*`). */
export type ReportCoverText =
  | 'title'
  | 'preparedFor'
  | 'date'
  | 'fileHeading'
  | 'fileName'
  | 'tag'
  | 'rows'
  | 'columns'
  | 'emptyRows'
  | 'syntaxErrors'
  | 'processedRows'
  | 'matchingHeading'
  | 'matchingProcessed'
  | 'matchingDuplicates'
  | 'matchingNoMatch'
  | 'matchingManual'
  | 'matchingAdded'
  | 'matchingResult'
  | 'matchingFormula'
  | 'supportHeading'
  | 'phone'
  | 'email';

/** Props of `ReportCover`. */
export interface ReportCoverProps {
  /** The report's date (when the statistics were counted, or today). */
  date: Date;
  /** The customer: the company name, or the user's full name without one. */
  recipient: string;
  /**
   * Who the customer can call about the report: name, phone (a `tel:` link) and e-mail (a `mailto:`
   * link); plain text in export mode.
   */
  supportContact: ReportSupportContact;
  /** The uploaded file's name. */
  fileName: string;
  /**
   * The import's tag, if it has one.
   * @default undefined
   */
  tag?: string | null;
  /** Rows of the file. */
  rows: number;
  /** Columns of the file. */
  columns: number;
  /** Rows without any value. */
  emptyRows: number;
  /** Values with a syntax error (e-mail, URL). */
  syntaxErrors: number;
  /** Rows matched against the company database. */
  processedRows: number;
  /**
   * The server's matching result (contract `MatchingResult`), listed line by line with each line's
   * share of the processed rows.
   */
  matchingResult: ReportMatchingResult;
  /**
   * The summary's buttons (export PDF, show export step); left out in export mode.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Printable: no actions, no links.
   * @default false
   */
  exportMode?: boolean;
  /**
   * Element of the title; the cover's own headings are one level lower.
   * @default 'h1'
   */
  headingComponent?: 'h1' | 'h2';
  /**
   * Time zone of the date (tests pass one; users see their browser's).
   * @default the browser's
   */
  timeZone?: string;
  /**
   * Fixed width in px (export mode); otherwise it fills its container.
   * @default undefined
   */
  width?: number;
  /** Id of the section element. */
  id?: string;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ReportCoverText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/** A term and its value in the cover's fact lists. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </>
  );
}

const factListSx = {
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
  columnGap: 3,
  rowGap: 0.75,
  m: 0,
} as const;

/**
 * The quality report's cover and summary page (spec 2 Quality report page, spec 4 Report summary):
 * title, recipient and date; the file with its tag, rows, columns, empty rows, syntax errors and
 * processed rows; the matching results, each line with its share of the processed rows, adding up to
 * the matching result; the support contact; and the summary's buttons. It is the report's first
 * printable section (class `report-section`).
 *
 * ## Usage
 *
 * ```tsx
 * <ReportCover
 *   date={date}
 *   recipient={user.companyName || user.fullName}
 *   supportContact={{ name: t('report.supportName'), phone: SUPPORT.phone, email: SUPPORT.email }}
 *   fileName={name.fileName}
 *   tag={name.tag}
 *   rows={statistics.file.rows.total}
 *   columns={statistics.file.columns.total}
 *   emptyRows={statistics.file.rows.empty}
 *   syntaxErrors={statistics.import.syntaxErrors.count}
 *   processedRows={statistics.import.count}
 *   matchingResult={statistics.matches.matchingResult}
 *   actions={exportMode ? undefined : actions}
 *   exportMode={exportMode}
 * />
 * ```
 *
 * Texts come from `kit:reportCover.*`; `texts` replaces any of them (a replacement may use the same
 * `{{variables}}`).
 *
 * ## Do
 *
 * - Make it the report's first section, followed by `ReportSection`s.
 * - Pass the server's `matchingResult` as it is: the lines add up to its `result`.
 * - In export mode pass `exportMode` and `width`: no buttons, no links, a fixed width for the PDF.
 *
 * ## Don't
 *
 * - Don't compute shares or the result: the cover shows each line's share of the processed rows.
 * - Don't hard-code a support contact: it is the provider's, passed by the app.
 * - Don't put a page heading above it: its title is the report's h1 (`headingComponent`).
 */
export function ReportCover({
  date,
  recipient,
  supportContact,
  fileName,
  tag,
  rows,
  columns,
  emptyRows,
  syntaxErrors,
  processedRows,
  matchingResult,
  actions,
  exportMode = false,
  headingComponent = 'h1',
  timeZone,
  width,
  id,
  texts,
  sx,
}: ReportCoverProps) {
  const text = useKitTexts<ReportCoverText>('reportCover', texts);
  const format = useReportFormat();
  const formatDate = useFormatDateTime(timeZone);
  const headingId = useId();
  const subheading = headingComponent === 'h1' ? 'h2' : 'h3';
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const processed = matchingResult.processedRows;
  const lines: { key: string; sign: string; label: string; count: number; total?: boolean }[] = [
    { key: 'processed', sign: '', label: text('matchingProcessed'), count: processed },
    { key: 'duplicates', sign: '−', label: text('matchingDuplicates'), count: matchingResult.duplicates },
    { key: 'noMatch', sign: '−', label: text('matchingNoMatch'), count: matchingResult.noMatch },
    { key: 'manual', sign: '−', label: text('matchingManual'), count: matchingResult.manualMatch },
    { key: 'added', sign: '+', label: text('matchingAdded'), count: matchingResult.manuallyAdded },
    { key: 'result', sign: '=', label: text('matchingResult'), count: matchingResult.result, total: true },
  ];

  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      className={REPORT_SECTION_CLASS}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0, width }, ...extraSx]}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography id={headingId} component={headingComponent} variant="h4">
          {text('title')}
        </Typography>
        <Typography component="p" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {text('preparedFor', { recipient })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text('date', { date: formatDate(date, 'date') })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <Box sx={{ flex: '1 1 18rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography component={subheading} variant="h6">
            {text('fileHeading')}
          </Typography>
          <Box component="dl" sx={factListSx}>
            <Fact term={text('fileName')}>{fileName}</Fact>
            {tag && <Fact term={text('tag')}>{tag}</Fact>}
            <Fact term={text('rows')}>{format.count(rows)}</Fact>
            <Fact term={text('columns')}>{format.count(columns)}</Fact>
            <Fact term={text('emptyRows')}>{format.count(emptyRows)}</Fact>
            <Fact term={text('syntaxErrors')}>{format.count(syntaxErrors)}</Fact>
            <Fact term={text('processedRows')}>{format.count(processedRows)}</Fact>
          </Box>
        </Box>
        <Box sx={{ flex: '1 1 22rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography component={subheading} variant="h6">
            {text('matchingHeading')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: '1.5rem 1fr auto auto',
              columnGap: 1.5,
              rowGap: 0.75,
            }}
          >
            {lines.map((line) => (
              <Box
                component="li"
                key={line.key}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'subgrid',
                  gridColumn: '1 / -1',
                  alignItems: 'baseline',
                  typography: 'body2',
                  fontWeight: line.total ? 700 : undefined,
                  ...(line.total && { borderTop: 1, borderColor: 'divider', pt: 0.75 }),
                }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{ color: 'text.secondary', textAlign: 'center' }}
                >
                  {line.sign}
                </Box>
                <span>{line.label}</span>
                <Box component="span" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {format.count(line.count)}
                </Box>
                <Box
                  component="span"
                  sx={{ textAlign: 'right', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                >
                  {format.percent(shareOf(line.count, processed))}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {text('matchingFormula')}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography component={subheading} variant="subtitle2">
          {text('supportHeading')}
        </Typography>
        <Box component="dl" sx={factListSx}>
          <Typography component="dt" variant="body2" sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
            {supportContact.name}
          </Typography>
          <Fact term={text('phone')}>
            {exportMode ? (
              supportContact.phone
            ) : (
              <Link href={telHref(supportContact.phone)}>{supportContact.phone}</Link>
            )}
          </Fact>
          <Fact term={text('email')}>
            {exportMode ? (
              supportContact.email
            ) : (
              <Link href={`mailto:${supportContact.email.trim()}`}>{supportContact.email}</Link>
            )}
          </Fact>
        </Box>
      </Box>
      {actions && !exportMode && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
    </Box>
  );
}
