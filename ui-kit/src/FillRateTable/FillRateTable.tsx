import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useKitTexts } from '../utils/kitTexts.ts';
import { useReportFormat } from '../utils/reportFormat.ts';
import { reportToneBackground, reportToneColor, type ReportTone } from '../utils/reportTones.ts';

/** Rows of a field with and without a value (the contract's `FillRate`). */
export interface FillRateCounts {
  existing: number;
  missing: number;
}

/** A school grade, 1 (sehr gut) to 6 (ungenügend) (api-client `SchoolGrade`). */
export type FillRateGrade = 1 | 2 | 3 | 4 | 5 | 6;

/** The colour class of a fill rate (api-client `FillRateLevel`, spec 9). */
export type FillRateColorLevel = 'high' | 'medium' | 'low' | 'none';

/**
 * The report's fill-rate rules, which live in api-client (`FILL_RATE_RULES` of domain/report.ts) and
 * are passed in whole, so the table grades and colours exactly as everything else does.
 */
export interface FillRateRules {
  /** api-client `schoolGradeOf`. */
  gradeOf: (fillRate: number) => FillRateGrade;
  /** api-client `fillRateLevel`. */
  levelOf: (fillRate: number) => FillRateColorLevel;
  /** The lowest fill rate of grades 1 to 4 (api-client `SCHOOL_GRADE_LIMITS`), for the caption. */
  gradeLimits: readonly { grade: FillRateGrade; min: number }[];
  /** Where green and orange start (spec 9: 0.8 and 0.2), for the caption. */
  levelLimits: { high: number; medium: number };
}

/** One field of the table. */
export interface FillRateRow {
  /** The field's key (InternalField). */
  field: string;
  /** The field's name as the page shows it. */
  label: string;
  /** The customer's own values. */
  before: FillRateCounts;
  /** After enrichment (api-client `fillRateAfterEnrichment`). */
  after: FillRateCounts;
}

/** Texts of `FillRateTable` (kit catalogue `fillRateTable.*`). */
export type FillRateTableText =
  | 'label'
  | 'field'
  | 'before'
  | 'after'
  | 'rate'
  | 'grade'
  | 'noValues'
  | 'noGrade'
  | 'gradeWithName'
  | 'gradeScale'
  | 'gradeFrom'
  | 'gradeBelow'
  | 'gradeNone'
  | 'colorScale'
  | 'empty'
  | 'grade1'
  | 'grade2'
  | 'grade3'
  | 'grade4'
  | 'grade5'
  | 'grade6';

/** Props of `FillRateTable`. */
export interface FillRateTableProps {
  /** One row per field: its name and the counts with and without a value, before and after enrichment. */
  rows: readonly FillRateRow[];
  /** The grading and colour rules: pass api-client's `FILL_RATE_RULES`. */
  rules: FillRateRules;
  /**
   * Accessible name of the table.
   * @default t('kit:fillRateTable.label') – "Füllgrad vor und nach der Anreicherung"
   */
  label?: string;
  /**
   * Fixed width in px (export mode); otherwise it fills its container.
   * @default undefined
   */
  width?: number;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<FillRateTableText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const LEVEL_TONES: Record<Exclude<FillRateColorLevel, 'none'>, ReportTone> = {
  high: 'success',
  medium: 'warning',
  low: 'light',
};

function rateOf({ existing, missing }: FillRateCounts): number | null {
  const total = existing + missing;
  return total > 0 ? existing / total : null;
}

/**
 * The enrichment table (spec 2 Enrichment): per field the fill rate before and after enrichment,
 * coloured by the spec 9 levels (green, orange, light green; 0 % says "Keine Werte" instead), and
 * its school grade with the grade's name. The caption under the table explains the grade scale and
 * the colours from the rules passed in. A plain MUI Table, not a DataGrid: it is a short, fixed,
 * printable report table, not a list of records to sort, page or select.
 *
 * ## Usage
 *
 * ```tsx
 * <FillRateTable rows={fillRates} rules={FILL_RATE_RULES} width={exportMode ? 700 : undefined} />
 * ```
 *
 * `rules` is api-client's `FILL_RATE_RULES`. Texts come from `kit:fillRateTable.*`; `label` and `texts`
 * override them.
 *
 * ## Do
 *
 * - Pass api-client's `FILL_RATE_RULES` whole, so grades and colours match the rest of the report.
 * - Compute "after" with api-client's `fillRateAfterEnrichment` and pass counts, not percentages.
 * - Pass a fixed `width` in the printable report.
 *
 * ## Don't
 *
 * - Don't grade or colour fill rates yourself, or change the grade limits here: they live in api-client.
 * - Don't turn it into a DataGrid: it is a short, printable report table.
 */
export function FillRateTable({ rows, rules, label, width, texts, sx }: FillRateTableProps) {
  const text = useKitTexts<FillRateTableText>('fillRateTable', texts);
  const format = useReportFormat();
  const theme = useTheme();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const gradeName = (grade: FillRateGrade) => text(`grade${grade}`);
  const gradeText = (grade: FillRateGrade) => text('gradeWithName', { grade, name: gradeName(grade) });

  const cells = (counts: FillRateCounts, side: 'before' | 'after') => {
    const rate = rateOf(counts);
    if (rate === null || rate <= 0) {
      const grade = rate === null ? null : rules.gradeOf(rate);
      return [
        <TableCell key={`${side}-rate`} align="right" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {text('noValues')}
        </TableCell>,
        <TableCell key={`${side}-grade`}>{grade === null ? text('noGrade') : gradeText(grade)}</TableCell>,
      ];
    }
    const level = rules.levelOf(rate);
    const tone = level === 'none' ? null : LEVEL_TONES[level];
    return [
      <TableCell
        key={`${side}-rate`}
        align="right"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          ...(tone && {
            bgcolor: reportToneBackground(theme, tone),
            boxShadow: `inset 4px 0 0 ${reportToneColor(theme, tone)}`,
          }),
        }}
      >
        {format.percent(rate)}
      </TableCell>,
      <TableCell key={`${side}-grade`}>{gradeText(rules.gradeOf(rate))}</TableCell>,
    ];
  };

  const limits = [...rules.gradeLimits].sort((a, b) => b.min - a.min);
  const lowest = limits.at(-1);
  const scale = [
    ...limits.map(({ grade, min }) =>
      text('gradeFrom', { grade: gradeText(grade), rate: format.percent(min, 0) }),
    ),
    ...(lowest ? [text('gradeBelow', { grade: gradeText(5), rate: format.percent(lowest.min, 0) })] : []),
    text('gradeNone', { grade: gradeText(6) }),
  ].join(', ');

  return (
    <Box sx={[{ minWidth: 0, width, display: 'flex', flexDirection: 'column', gap: 1 }, ...extraSx]}>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text('empty')}</Typography>
      ) : (
        <Table size="small" aria-label={label ?? text('label')} sx={{ captionSide: 'bottom' }}>
          <caption>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {text('gradeScale', { scale })}
            </Typography>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {text('colorScale', {
                high: format.percent(rules.levelLimits.high, 0),
                medium: format.percent(rules.levelLimits.medium, 0),
              })}
            </Typography>
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" rowSpan={2}>
                {text('field')}
              </TableCell>
              <TableCell component="th" scope="colgroup" colSpan={2} align="center">
                {text('before')}
              </TableCell>
              <TableCell component="th" scope="colgroup" colSpan={2} align="center">
                {text('after')}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="col" align="right">
                {text('rate')}
              </TableCell>
              <TableCell component="th" scope="col">
                {text('grade')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {text('rate')}
              </TableCell>
              <TableCell component="th" scope="col">
                {text('grade')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </TableCell>
                {cells(row.before, 'before')}
                {cells(row.after, 'after')}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
