import { Fragment, useId, useState, type ElementType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import type { ExportColumnAction } from '../utils/exportColumns.ts';
import { useKitTexts, type TextValues } from '../utils/kitTexts.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** One example row of a preview bucket (the contract's ExportPreviewExample). */
export interface ExportPreviewExampleData {
  rowId: number;
  companyName: string | null;
  customerValue: string | null;
  providerValue: string | null;
}

/** How many values end up one way, with up to three examples (the contract's ExportPreviewBucket). */
export interface ExportPreviewBucketData {
  count: number;
  examples: readonly ExportPreviewExampleData[];
}

/** What one column's method does (the contract's ExportPreviewField). */
export interface ExportPreviewFieldData {
  key: string;
  action: ExportColumnAction;
  kept: ExportPreviewBucketData;
  filled: ExportPreviewBucketData;
  overwritten: ExportPreviewBucketData;
  cleared: ExportPreviewBucketData;
}

/** The server's preview (the contract's ExportPreview). */
export interface ExportPreviewData {
  ready: boolean;
  companies: number;
  fields: readonly ExportPreviewFieldData[];
}

/** The four outcomes of a value, in the order the panel shows them. */
export const PREVIEW_BUCKETS = ['overwritten', 'cleared', 'filled', 'kept'] as const;
export type PreviewBucket = (typeof PREVIEW_BUCKETS)[number];

/** Texts of `ExportPreviewPanel` (kit catalogue `exportPreview.*`). */
export type ExportPreviewText =
  | 'heading'
  | 'intro'
  | 'computing'
  | 'updating'
  | 'error'
  | 'retry'
  | 'field'
  | 'kept'
  | 'filled'
  | 'overwritten'
  | 'cleared'
  | 'totals'
  | 'examples'
  | 'examplesFor'
  | 'row'
  | 'empty'
  | 'noName'
  | 'noExamples'
  | 'notExported'
  | 'noFields';

/** Props of `ExportPreviewPanel`. */
export interface ExportPreviewPanelProps {
  /** The preview; null before the first answer. */
  preview: ExportPreviewData | null;
  /** Column names by key (keys may be customer column names: a Map, never a plain object). */
  fieldLabels: ReadonlyMap<string, string>;
  /**
   * A newer choice of methods is being counted; the figures shown belong to the previous one.
   * @default false
   */
  updating?: boolean;
  /**
   * The preview could not be counted: an error with `onRetry` instead of the figures.
   * @default false
   */
  error?: boolean;
  /** Asks for the preview again after an error. */
  onRetry?: () => void;
  /**
   * Element of the panel's heading.
   * @default 'h2'
   */
  headingComponent?: ElementType;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ExportPreviewText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

type PreviewTexts = (key: ExportPreviewText, values?: TextValues) => string;

const BUCKET_COLOUR: Record<PreviewBucket, string> = {
  overwritten: 'warning.main',
  cleared: 'error.main',
  filled: 'success.main',
  kept: 'text.primary',
};

function Quoted({ value, emptyText }: { value: string | null; emptyText: string }) {
  if (value === null || value === '') {
    return (
      <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
        {emptyText}
      </Box>
    );
  }
  return <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{`„${value}“`}</Box>;
}

function Example({
  bucket,
  example,
  text,
}: {
  bucket: PreviewBucket;
  example: ExportPreviewExampleData;
  text: PreviewTexts;
}) {
  const format = useFormatNumber();
  const emptyText = text('empty');
  let change: ReactNode;
  if (bucket === 'kept') change = <Quoted value={example.customerValue} emptyText={emptyText} />;
  else {
    change = (
      <>
        <Box component="del" sx={{ textDecorationColor: 'currentColor' }}>
          <Quoted value={example.customerValue} emptyText={emptyText} />
        </Box>
        <Box component="span" aria-hidden="true" sx={{ mx: 0.75 }}>
          →
        </Box>
        <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 600 }}>
          <Quoted value={bucket === 'cleared' ? null : example.providerValue} emptyText={emptyText} />
        </Box>
      </>
    );
  }
  return (
    <Typography component="li" variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {text('row', { row: format(example.rowId) })}
        {' · '}
        {example.companyName ?? text('noName')}
        {': '}
      </Box>
      {change}
    </Typography>
  );
}

function FieldExamples({ field, text }: { field: ExportPreviewFieldData; text: PreviewTexts }) {
  const format = useFormatNumber();
  const buckets = PREVIEW_BUCKETS.filter((bucket) => field[bucket].examples.length > 0);
  if (buckets.length === 0) return <Typography variant="body2">{text('noExamples')}</Typography>;
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {buckets.map((bucket) => (
        <Box key={bucket}>
          <Typography variant="subtitle2" component="p" sx={{ color: BUCKET_COLOUR[bucket] }}>
            {`${text(bucket)} (${format(field[bucket].count)})`}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {field[bucket].examples.map((example) => (
              <Example key={`${bucket}:${example.rowId}`} bucket={bucket} example={example} text={text} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The export preview (issue 13, beyond the spec): per consolidated column and its chosen method, how
 * many of the exported companies keep their value, how many empty values the provider's value fills,
 * how many it overwrites and how many it clears, with three examples each (row, company, the value
 * before and after). What would be overwritten or cleared leads and is coloured, so a careful user
 * sees it before overwriting a CRM. While the server counts, an indeterminate bar says so.
 *
 * ## Usage
 *
 * ```tsx
 * <ExportPreviewPanel
 *   preview={preview.data ?? null}
 *   fieldLabels={fieldLabels}
 *   updating={preview.isValidating}
 *   error={Boolean(preview.error)}
 *   onRetry={() => void preview.mutate()}
 * />
 * ```
 *
 * Texts come from `kit:exportPreview.*`; `texts` overrides them.
 *
 * ## Do
 *
 * - Ask the server for the preview of the methods chosen now and pass `updating` while a newer choice is
 *   being counted.
 * - Pass `fieldLabels` as a `Map` (keys can be customer column names).
 * - Show it under the consolidated view's table (`ExportForm`'s `preview`), where the methods are chosen.
 *
 * ## Don't
 *
 * - Don't count the outcomes in the browser: the server counts across all exported companies.
 * - Don't hide overwritten or cleared values to keep it short: they lead on purpose.
 * - Don't use a plain object for `fieldLabels`: a column named like an object property would break it.
 */
export function ExportPreviewPanel({
  preview,
  fieldLabels,
  updating = false,
  error = false,
  onRetry,
  headingComponent = 'h2',
  texts,
  sx,
}: ExportPreviewPanelProps) {
  const text = useKitTexts<ExportPreviewText>('exportPreview', texts);
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const headingId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const label = (key: string) => fieldLabels.get(key) ?? key;
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const ready = preview?.ready === true;

  let body: ReactNode;
  if (error && !ready) {
    body = (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {text('retry')}
            </Button>
          )
        }
      >
        {text('error')}
      </Alert>
    );
  } else if (!preview || !ready) {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <LinearProgress aria-label={text('computing')} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text('computing')}
        </Typography>
      </Box>
    );
  } else {
    const exported = preview.fields.filter((field) => field.action !== 'ACTION_DO_NOT_EXPORT');
    const notExported = preview.fields.filter((field) => field.action === 'ACTION_DO_NOT_EXPORT');
    const totals = Object.fromEntries(
      PREVIEW_BUCKETS.map((bucket) => [
        bucket,
        exported.reduce((sum, field) => sum + field[bucket].count, 0),
      ]),
    ) as Record<PreviewBucket, number>;
    body = (
      <>
        <Typography variant="body2">{text('intro', { companies: format(preview.companies) })}</Typography>
        <Box
          component="ul"
          aria-label={text('totals')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {PREVIEW_BUCKETS.map((bucket) => (
            <Box
              component="li"
              key={bucket}
              sx={{
                display: 'flex',
                gap: 0.75,
                px: 1.25,
                py: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Typography component="span" variant="body2">
                {text(bucket)}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                sx={{
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  color: totals[bucket] > 0 ? BUCKET_COLOUR[bucket] : 'text.primary',
                }}
              >
                {format(totals[bucket])}
              </Typography>
            </Box>
          ))}
        </Box>
        {exported.length === 0 ? (
          <Typography variant="body2">{text('noFields')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{text('field')}</TableCell>
                  {PREVIEW_BUCKETS.map((bucket) => (
                    <TableCell key={bucket} align="right">
                      {text(bucket)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {text('examples')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {exported.map((field, index) => {
                  const expanded = open.has(field.key);
                  // Keys may be customer column names with spaces: the id uses the position.
                  const detailsId = `${headingId}-examples-${index}`;
                  return (
                    <Fragment key={field.key}>
                      <TableRow sx={{ '& > td, & > th': { borderBottom: expanded ? 0 : undefined } }}>
                        <TableCell component="th" scope="row">
                          <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
                            {label(field.key)}
                          </Typography>
                          <Typography
                            component="span"
                            variant="caption"
                            sx={{ display: 'block', color: 'text.secondary' }}
                          >
                            {t(`consolidatedColumns.actions.${field.action}`)}
                          </Typography>
                        </TableCell>
                        {PREVIEW_BUCKETS.map((bucket) => (
                          <TableCell
                            key={bucket}
                            align="right"
                            sx={{
                              fontVariantNumeric: 'tabular-nums',
                              fontWeight: bucket !== 'kept' && field[bucket].count > 0 ? 600 : 400,
                              color: field[bucket].count > 0 ? BUCKET_COLOUR[bucket] : 'text.secondary',
                            }}
                          >
                            {format(field[bucket].count)}
                          </TableCell>
                        ))}
                        <TableCell align="right">
                          <Button
                            size="small"
                            onClick={() => toggle(field.key)}
                            aria-expanded={expanded}
                            aria-controls={expanded ? detailsId : undefined}
                            aria-label={text('examplesFor', { field: label(field.key) })}
                            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                          >
                            {text('examples')}
                          </Button>
                        </TableCell>
                      </TableRow>
                      <TableRow>
                        <TableCell
                          colSpan={PREVIEW_BUCKETS.length + 2}
                          sx={{ py: 0, borderBottom: expanded ? undefined : 0 }}
                        >
                          <Collapse in={expanded} unmountOnExit id={detailsId}>
                            <Box sx={{ py: 1.5 }}>
                              <FieldExamples field={field} text={text} />
                            </Box>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        {notExported.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text('notExported', { fields: notExported.map((field) => label(field.key)).join(', ') })}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={!ready || updating || undefined}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }, ...extraSx]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component={headingComponent} variant="subtitle1" sx={{ fontWeight: 600 }}>
          {text('heading')}
        </Typography>
        {ready && updating && (
          <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
            {text('updating')}
          </Typography>
        )}
      </Box>
      {body}
    </Box>
  );
}
