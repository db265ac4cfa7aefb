import { memo, useCallback, useId, useLayoutEffect, useRef, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/formatNumber.ts';
import { KIT_NAMESPACE, toKitLocale } from '../i18n/resources.ts';
import { cachedInterpolate, cachedT } from '../ReviewCard/cachedTranslate.ts';
import type { ReviewMappedRow, ReviewRowNote } from '../utils/review.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Props of `InputRowCard`. */
export interface InputRowCardProps {
  /** The row's number in the file (result row `row_id`). */
  rowId: number;
  /** The row's mapped values (result row `mappedRow`). */
  row: ReviewMappedRow;
  /** 0-based position of the row within the tab. */
  page: number;
  /** Rows in the tab. */
  count: number;
  /** Receives the 0-based position to show (previous and next buttons). */
  onPageChange: (page: number) => void;
  /**
   * Shows the "Zeile geprüft" switch (manual tab).
   * @default false
   */
  showCheckedSwitch?: boolean;
  /**
   * The row is marked checked (result row `manuallyChecked`).
   * @default false
   */
  checked?: boolean;
  /**
   * Receives the new checked state from the switch.
   * @default undefined
   */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Why the row has no candidates of its own (result row `note`): 'matching_failed' shows "Diese
   * Zeile konnte nicht abgeglichen werden und gilt als kein Treffer."
   * @default undefined – no note
   */
  note?: ReviewRowNote;
  /**
   * Text of the note.
   * @default t('kit:inputRowCard.notes.<note>')
   */
  noteText?: string;
  /**
   * The row took the user's decision from an earlier import (result row `remembered`): the card
   * says so until a new decision replaces it.
   * @default false
   */
  remembered?: boolean;
  /**
   * Text of the remembered marker.
   * @default t('kit:inputRowCard.remembered') – "Entscheidung aus einem früheren Import übernommen"
   */
  rememberedText?: string;
  /**
   * While the app loads the next rows, paging and the switch wait.
   * @default false
   */
  disabled?: boolean;
  /**
   * Heading of the card.
   * @default t('kit:inputRowCard.title') – "Ihre Daten"
   */
  title?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The card's look, in one place: its parts are plain elements with class names styled from the root,
 * since paging re-renders the card on every key press (issue 7: next card within 50 ms).
 */
const Root = styled(Paper)(
  memoTheme(({ theme }) => ({
    padding: theme.spacing(1.25, 2, 1.5),
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    minWidth: 0,
    '& .DcInputRowCard-hidden': visuallyHidden as CSSObject,
    '& .DcInputRowCard-header': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      columnGap: theme.spacing(2),
      flexWrap: 'wrap',
    },
    '& .DcInputRowCard-title': { margin: 0, ...theme.typography.subtitle1, fontWeight: 700 },
    '& .DcInputRowCard-rowId': { color: theme.palette.text.secondary, fontWeight: 400 },
    '& .DcInputRowCard-actions': {
      display: 'inline-flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      columnGap: theme.spacing(1),
    },
    '& .DcInputRowCard-pager': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5) },
    '& .DcInputRowCard-position': {
      margin: 0,
      ...theme.typography.body1,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
    // One line on a laptop screen: the name takes the most room, the address fields share the rest.
    '& .DcInputRowCard-fields': {
      margin: 0,
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: theme.spacing(3),
      rowGap: theme.spacing(1),
    },
    '& .DcInputRowCard-field': { minWidth: 0, flex: '1 1 7rem' },
    '& .DcInputRowCard-wide': { flex: '2.5 1 16rem' },
    '& .DcInputRowCard-label': {
      margin: 0,
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
    },
    '& .DcInputRowCard-value': { margin: 0, ...theme.typography.body1, overflowWrap: 'anywhere' },
    '& .DcInputRowCard-wide .DcInputRowCard-value': { fontWeight: 700 },
    '& .DcInputRowCard-checked': { marginRight: 0 },
  })),
  // styled() drops Paper's `component` from the props type; the element type is unchanged.
) as typeof Paper;

const previousIcon = <ChevronLeftIcon />;
const nextIcon = <ChevronRightIcon />;
const rememberedIcon = <HistoryIcon fontSize="inherit" />;

/** One value with its label; an empty value shows a dash, read as "keine Angabe". */
const Field = memo(function Field({
  label,
  value,
  emptyText,
  wide = false,
}: {
  label: string;
  value: string | null;
  emptyText: string;
  wide?: boolean;
}) {
  const text = value?.trim() ?? '';
  return (
    <div className={wide ? 'DcInputRowCard-field DcInputRowCard-wide' : 'DcInputRowCard-field'}>
      <dt className="DcInputRowCard-label">{label}</dt>
      <dd className="DcInputRowCard-value">
        {text !== '' ? (
          text
        ) : (
          <>
            <span aria-hidden="true">–</span>
            <span className="DcInputRowCard-hidden">{emptyText}</span>
          </>
        )}
      </dd>
    </div>
  );
});

/** A pager button; the same element on most rows, so React skips it. */
const PagerButton = memo(function PagerButton({
  label,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactElement;
}) {
  return (
    <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
});

/** The "Zeile geprüft" switch; skipped by React while its state stays. */
const CheckedSwitch = memo(function CheckedSwitch({
  label,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: ((checked: boolean) => void) | undefined;
}) {
  return (
    <FormControlLabel
      control={
        <Switch checked={checked} disabled={disabled} onChange={(_event, next) => onCheckedChange?.(next)} />
      }
      label={label}
      className="DcInputRowCard-checked"
    />
  );
});

/**
 * The input row under review as a compact card (spec 2 Review page): row number, company name,
 * street, zip, location and country on one line at laptop width, with the row's position in the tab
 * ("Zeile 3 von 40") between a previous and a next button. On the manual tab a "Zeile geprüft"
 * switch beside them marks the row checked. A row that could not be matched (`note`) says so.
 * Pass a stable `onPageChange` and `onCheckedChange`: the buttons and the switch then re-render only
 * when their state changes.
 *
 * ## Usage
 *
 * ```tsx
 * <InputRowCard
 *   rowId={current.row_id}
 *   row={current.mappedRow}
 *   page={review.row}
 *   count={review.total}
 *   onPageChange={review.go}
 *   showCheckedSwitch={tab === 'manual'}
 *   checked={current.manuallyChecked}
 *   onCheckedChange={review.setChecked}
 *   note={current.note}
 *   remembered={current.remembered}
 * />
 * ```
 *
 * Texts come from `kit:inputRowCard.*`; `title`, `noteText` and `rememberedText` override them.
 *
 * ## Do
 *
 * - Pass stable callbacks (`useCallback`) for `onPageChange` and `onCheckedChange`: the card then re-renders
 *   only what changed while the user pages with the keys.
 * - Show the "Zeile geprüft" switch on the manual tab only.
 * - Pass `disabled` while the next rows load.
 *
 * ## Don't
 *
 * - Don't re-create the callbacks on every render: paging must stay within 50 ms per card (issue 7).
 * - Don't render the candidates in it: they are the `MatchesTable` below.
 * - Don't pass a candidate's values: the card shows the user's own row (`mappedRow`).
 */
export const InputRowCard = memo(function InputRowCard({
  rowId,
  row,
  page,
  count,
  onPageChange,
  showCheckedSwitch = false,
  checked = false,
  onCheckedChange,
  note,
  noteText,
  remembered = false,
  rememberedText,
  disabled = false,
  title,
  sx,
}: InputRowCardProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  const format = (value: number) => formatNumber(value, locale);
  const headingId = useId();
  // The buttons keep one handler each across rows; it reads the position at click time.
  const position = useRef({ page, onPageChange });
  useLayoutEffect(() => {
    position.current = { page, onPageChange };
  });
  const previous = useCallback(() => position.current.onPageChange(position.current.page - 1), []);
  const next = useCallback(() => position.current.onPageChange(position.current.page + 1), []);
  const emptyText = cachedT(t, 'diffValue.empty');

  return (
    <Root component="section" variant="outlined" aria-labelledby={headingId} sx={sx}>
      <div className="DcInputRowCard-header">
        <h2 id={headingId} className="DcInputRowCard-title">
          {title ?? cachedT(t, 'inputRowCard.title')}{' '}
          <span className="DcInputRowCard-rowId">
            {cachedInterpolate(t, 'inputRowCard.rowId', { rowId: format(rowId) })}
          </span>
        </h2>
        <div className="DcInputRowCard-actions">
          {showCheckedSwitch && (
            <CheckedSwitch
              label={cachedT(t, 'inputRowCard.checked')}
              checked={checked}
              disabled={disabled}
              onCheckedChange={onCheckedChange}
            />
          )}
          <div role="group" aria-label={cachedT(t, 'inputRowCard.pager')} className="DcInputRowCard-pager">
            <PagerButton
              label={cachedT(t, 'inputRowCard.previous')}
              disabled={disabled || page <= 0}
              onClick={previous}
              icon={previousIcon}
            />
            <p aria-live="polite" className="DcInputRowCard-position">
              {cachedInterpolate(t, 'inputRowCard.position', {
                page: format(page + 1),
                total: format(count),
              })}
            </p>
            <PagerButton
              label={cachedT(t, 'inputRowCard.next')}
              disabled={disabled || page >= count - 1}
              onClick={next}
              icon={nextIcon}
            />
          </div>
        </div>
      </div>
      {note && (
        <Alert severity="warning" role="note" sx={{ py: 0 }}>
          {noteText ?? cachedT(t, `inputRowCard.notes.${note}`)}
        </Alert>
      )}
      {remembered && (
        <Alert severity="info" role="note" icon={rememberedIcon} sx={{ py: 0 }}>
          {rememberedText ?? cachedT(t, 'inputRowCard.remembered')}
        </Alert>
      )}
      <dl className="DcInputRowCard-fields">
        <Field
          label={cachedT(t, 'fields.company_name')}
          value={row.company_name}
          emptyText={emptyText}
          wide
        />
        <Field label={cachedT(t, 'fields.street')} value={row.street} emptyText={emptyText} />
        <Field label={cachedT(t, 'fields.zip')} value={row.zip} emptyText={emptyText} />
        <Field label={cachedT(t, 'fields.location')} value={row.location} emptyText={emptyText} />
        <Field label={cachedT(t, 'fields.country')} value={row.country} emptyText={emptyText} />
      </dl>
    </Root>
  );
});
