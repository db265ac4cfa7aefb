import { memo, useMemo, type ReactElement } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import LockIcon from '@mui/icons-material/Lock';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { DiffValueBase } from '../DiffValue/DiffValue.tsx';
import { ExplanationChipsBase, productFieldOf } from '../ExplanationChips/ExplanationChips.tsx';
import { KIT_NAMESPACE, toKitLocale } from '../i18n/resources.ts';
import { LockedValueBase } from '../LockedValue/LockedValue.tsx';
import { ProbabilityCellBase } from '../ProbabilityCell/ProbabilityCell.tsx';
import { cachedInterpolate, cachedT, type KitT } from '../ReviewCard/cachedTranslate.ts';
import {
  listedMatches,
  REVIEW_MIN_PROBABILITY,
  type ReviewMappedRow,
  type ReviewMatch,
} from '../utils/review.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { websiteHref, websiteText } from './websiteHref.ts';

/** How many matches have a number key (1 to 9, spec 9). */
export const MATCH_HOTKEY_COUNT = 9;

/** Props of `MatchesTable`. */
export interface MatchesTableProps {
  /**
   * The row's candidates in display order (best first), including the no-match entry. Candidates
   * below `minProbability` are not listed (see `listedMatches`).
   */
  matches: readonly ReviewMatch[];
  /** The input row the candidates are compared with (result row `mappedRow`). */
  input: ReviewMappedRow;
  /**
   * Shows a checkbox per match with its number key (every tab of the review: a row's decision can
   * be changed wherever it is shown). Without it a selected match is marked with a check icon.
   * @default false
   */
  selectable?: boolean;
  /**
   * Candidates below this probability are not listed; the no-match entry and a selected entry
   * always are. 0 lists every entry.
   * @default REVIEW_MIN_PROBABILITY (0.001, i.e. 0.1 %)
   */
  minProbability?: number;
  /**
   * Receives the `pos` of the match whose checkbox was toggled.
   * @default undefined
   */
  onToggle?: (pos: number) => void;
  /**
   * Receives the `pos` of a locked match whose lock button was pressed; the app opens `LockDialog`.
   * Without it locked matches show no button.
   * @default undefined
   */
  onLockClick?: (pos: number) => void;
  /**
   * Shows each candidate's explanation chips on a second line.
   * @default true
   */
  showExplanation?: boolean;
  /**
   * While a selection is being saved, the checkboxes wait.
   * @default false
   */
  disabled?: boolean;
  /**
   * Accessible name (caption) of the table.
   * @default t('kit:matchesTable.caption') – "Mögliche Treffer"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The table's look, in one place: cells and their contents are plain elements and MUI parts with
 * class names, styled from the root. Paging the review card re-renders every candidate (issue 7:
 * next card within 50 ms); a style object per element would be computed again each time.
 */
const StyledTable = styled(Table)(
  memoTheme(({ theme }) => ({
    '& td, & th': { verticalAlign: 'top' },
    // The container draws the outer edge; the last row (and a two-line match's key cell) need none.
    '& tbody > tr:last-of-type > td, & tbody > tr:nth-last-of-type(2) > td[rowspan="2"]': {
      borderBottom: 0,
    },
    // Body cells are plain cells with MUI's TableCell look (body, size small): a table of them
    // renders in a fraction of the time of TableCell components.
    '& .DcMatchesTable-cell': {
      ...theme.typography.body2,
      display: 'table-cell',
      borderBottom: `1px solid ${
        theme.palette.mode === 'light'
          ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
          : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
      }`,
      textAlign: 'left',
      padding: '6px 10px',
      color: theme.palette.text.primary,
    },
    // Eight columns fit a laptop screen (1280 px) with 10 px between cells instead of MUI's 16;
    // the table keeps 16 px at its edges.
    '& thead th': { paddingLeft: 10, paddingRight: 10 },
    '& tr > :first-of-type': { paddingLeft: 16 },
    '& tr > :last-child': { paddingRight: 16 },
    '& .DcMatchesTable-checkbox': { width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
    '& .DcMatchesTable-right': { textAlign: 'right', flexDirection: 'row-reverse' },
    '& .DcMatchesTable-hidden': visuallyHidden as CSSObject,
    '& tr.DcMatchesTable-twoLines > td:not([rowspan])': { borderBottom: 'none' },
    '& tr.DcMatchesTable-match.Mui-selected > td:first-of-type': {
      boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
    },
    '& .DcMatchesTable-line': { paddingTop: theme.spacing(1.25) },
    '& .DcMatchesTable-company': { minWidth: '10rem' },
    // A long web address may break anywhere, so the table fits a laptop screen instead of
    // scrolling sideways ('break-word' does not lower a table column's minimum width); words of
    // names and addresses stay whole.
    '& .DcMatchesTable-website': { minWidth: '6rem', overflowWrap: 'anywhere' },
    '& .DcMatchesTable-explanation': { paddingTop: 0, paddingBottom: theme.spacing(1.25) },
    '& .DcMatchesTable-empty': {
      color: theme.palette.text.secondary,
      paddingTop: theme.spacing(2),
      paddingBottom: theme.spacing(2),
    },
    '& .DcMatchesTable-select': { display: 'inline-flex', alignItems: 'center' },
    '& .DcMatchesTable-selected': { display: 'inline-flex', color: theme.palette.primary.main },
    '& .DcMatchesTable-key': {
      display: 'inline-block',
      minWidth: '1.5em',
      paddingLeft: theme.spacing(0.5),
      paddingRight: theme.spacing(0.5),
      border: '1px solid',
      borderColor: theme.palette.text.secondary,
      borderBottomWidth: 2,
      borderRadius: Number(theme.shape.borderRadius) * 0.75,
      fontFamily: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: 1.5,
      textAlign: 'center',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
    },
    '& .DcMatchesTable-noMatch': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      fontStyle: 'italic',
    },
    '& .DcMatchesTable-noMatchIcon': { color: theme.palette.text.secondary },
    '& .DcMatchesTable-locked': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5) },
    '& .DcMatchesTable-lockButton': { marginTop: theme.spacing(-0.5), marginBottom: theme.spacing(-0.5) },
    '& .DcMatchesTable-unlocked': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: theme.spacing(0.25),
    },
    '& .DcMatchesTable-name': { fontWeight: 600, overflowWrap: 'break-word' },
    '& .DcMatchesTable-status': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      ...theme.typography.caption,
      fontWeight: 600,
      whiteSpace: 'nowrap',
    },
    '& .DcMatchesTable-deleted': { color: theme.palette.error.main },
    '& .DcMatchesTable-inLiquidation': { color: theme.palette.warning.dark },
    '& .DcMatchesTable-duplicate': { color: theme.palette.info.dark, whiteSpace: 'normal' },
    '& .DcMatchesTable-statusIcon': { fontSize: '1rem' },
    '& .DcMatchesTable-url': { overflowWrap: 'break-word' },
    '& .DcMatchesTable-newTabIcon': {
      fontSize: '1em',
      marginLeft: theme.spacing(0.5),
      verticalAlign: '-0.125em',
    },
  })),
);

const StyledContainer = styled(TableContainer)(
  memoTheme(({ theme }) => ({
    minWidth: 0,
    overflowX: 'auto',
    border: '1px solid',
    borderColor: theme.palette.divider,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
  })),
);

// Hoisted elements: React skips them when the next row shows them again.
const selectedIcon = <CheckCircleIcon aria-hidden="true" fontSize="small" />;
const deletedIcon = <BlockIcon aria-hidden="true" className="DcMatchesTable-statusIcon" />;
const inLiquidationIcon = <HourglassBottomIcon aria-hidden="true" className="DcMatchesTable-statusIcon" />;
const duplicateIcon = <ContentCopyIcon aria-hidden="true" className="DcMatchesTable-statusIcon" />;
const lockIcon = <LockIcon fontSize="small" />;
const newTabIcon = <OpenInNewIcon aria-hidden="true" className="DcMatchesTable-newTabIcon" />;
const noMatchIcon = (
  <SearchOffIcon aria-hidden="true" fontSize="small" className="DcMatchesTable-noMatchIcon" />
);

/** The compared address fields, in column order. */
const ADDRESS_FIELDS = ['zip', 'location', 'street', 'country'] as const;

/**
 * Whether the matcher graded the column's field 'same' for this candidate: then another spelling
 * ("AT" for "Österreich") is not shown as a difference, and the colour agrees with the chip.
 */
function sameByEvidence(match: ReviewMatch, field: (typeof ADDRESS_FIELDS)[number]): boolean {
  return match.explanation?.some((e) => e.level === 'same' && productFieldOf(e.field) === field) ?? false;
}
const COLUMN_COUNT = 4 + ADDRESS_FIELDS.length;

/** The header row: the same on every card, so it renders once per language. */
const MatchesTableHead = memo(function MatchesTableHead({ t }: { t: KitT }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{t('matchesTable.columns.select')}</TableCell>
        <TableCell align="right">{t('matchesTable.columns.probability')}</TableCell>
        <TableCell>{t('fields.company_name')}</TableCell>
        <TableCell>{t('fields.url')}</TableCell>
        {ADDRESS_FIELDS.map((field) => (
          <TableCell key={field}>{t(`fields.${field}`)}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
});

function companyName(t: KitT, match: ReviewMatch): string {
  return match.isNoMatch
    ? cachedT(t, 'matchesTable.noMatch')
    : !match.isUnlocked
      ? cachedT(t, 'matchesTable.lockedCompany')
      : (match.data.company_name?.trim() ?? '') || cachedT(t, 'matchesTable.unnamed');
}

interface MatchRowsProps {
  match: ReviewMatch;
  index: number;
  input: ReviewMappedRow;
  selectable: boolean;
  onToggle: ((pos: number) => void) | undefined;
  onLockClick: ((pos: number) => void) | undefined;
  showExplanation: boolean;
  disabled: boolean;
  t: KitT;
  locale: string;
  /** One LockedValue element for every locked cell of the table. */
  locked: ReactElement;
}

/** One candidate: its line and, when it has one, the line of its explanation chips. */
const MatchRows = memo(function MatchRows({
  match,
  index,
  input,
  selectable,
  onToggle,
  onLockClick,
  showExplanation,
  disabled,
  t,
  locale,
  locked,
}: MatchRowsProps) {
  const explanation = showExplanation && !match.isNoMatch ? (match.explanation ?? []) : [];
  const twoLines = explanation.length > 0;
  const name = companyName(t, match);
  const number = index + 1;
  const hotkey = number <= MATCH_HOTKEY_COUNT ? String(number) : null;

  let select: ReactElement | false = false;
  if (selectable) {
    select = (
      <span className="DcMatchesTable-select">
        <Checkbox
          checked={match.isSelected}
          disabled={disabled}
          onChange={() => onToggle?.(match.pos)}
          slotProps={{
            input: {
              'aria-label': cachedInterpolate(t, 'matchesTable.select', { number, name }),
              'aria-keyshortcuts': hotkey ?? undefined,
            },
          }}
        />
        {hotkey && (
          <kbd aria-hidden="true" className="DcMatchesTable-key">
            {hotkey}
          </kbd>
        )}
      </span>
    );
  } else if (match.isSelected) {
    select = (
      <span className="DcMatchesTable-selected">
        {selectedIcon}
        <span className="DcMatchesTable-hidden">{cachedT(t, 'matchesTable.selected')}</span>
      </span>
    );
  }

  let company: ReactElement;
  if (!match.isUnlocked) {
    company = (
      <span className="DcMatchesTable-locked">
        {locked}
        {onLockClick && (
          <IconButton
            size="small"
            aria-label={cachedT(t, 'matchesTable.lockButton')}
            className="DcMatchesTable-lockButton"
            onClick={() => onLockClick(match.pos)}
          >
            {lockIcon}
          </IconButton>
        )}
      </span>
    );
  } else {
    company = (
      <span className="DcMatchesTable-unlocked">
        <span className="DcMatchesTable-name">{name}</span>
        {match.data.status === 'deleted' && (
          <span className="DcMatchesTable-status DcMatchesTable-deleted">
            {deletedIcon}
            {cachedT(t, 'matchesTable.status.deleted')}
          </span>
        )}
        {match.data.status === 'in_liquidation' && (
          <span className="DcMatchesTable-status DcMatchesTable-inLiquidation">
            {inLiquidationIcon}
            {cachedT(t, 'matchesTable.status.in_liquidation')}
          </span>
        )}
        {match.possibleDuplicate && (
          <span className="DcMatchesTable-status DcMatchesTable-duplicate">
            {duplicateIcon}
            {cachedT(t, 'matchesTable.possibleDuplicate')}
          </span>
        )}
      </span>
    );
  }

  let website: ReactElement = locked;
  if (match.isUnlocked) {
    const url = match.data.url?.trim() ?? '';
    const href = url === '' ? null : websiteHref(url);
    website =
      url === '' ? (
        <DiffValueBase value={null} input={null} t={t} />
      ) : href === null ? (
        <span className="DcMatchesTable-url">{url}</span>
      ) : (
        <Link href={href} target="_blank" rel="noopener noreferrer" className="DcMatchesTable-url">
          {websiteText(url)}
          {newTabIcon}
          <span className="DcMatchesTable-hidden"> {cachedT(t, 'matchesTable.newTab')}</span>
        </Link>
      );
  }

  return (
    <>
      <TableRow
        selected={match.isSelected}
        className={twoLines ? 'DcMatchesTable-match DcMatchesTable-twoLines' : 'DcMatchesTable-match'}
      >
        <td className="DcMatchesTable-cell DcMatchesTable-checkbox" rowSpan={twoLines ? 2 : 1}>
          {select}
        </td>
        <td className="DcMatchesTable-cell DcMatchesTable-right DcMatchesTable-line">
          <ProbabilityCellBase probability={match.probability} t={t} locale={locale} />
        </td>
        {match.isNoMatch ? (
          <td colSpan={COLUMN_COUNT - 2} className="DcMatchesTable-cell DcMatchesTable-line">
            <span className="DcMatchesTable-noMatch">
              {noMatchIcon}
              {name}
            </span>
          </td>
        ) : (
          <>
            <td className="DcMatchesTable-cell DcMatchesTable-line DcMatchesTable-company">{company}</td>
            <td className="DcMatchesTable-cell DcMatchesTable-line DcMatchesTable-website">{website}</td>
            {ADDRESS_FIELDS.map((field) => (
              <td key={field} className="DcMatchesTable-cell DcMatchesTable-line">
                {match.isUnlocked ? (
                  <DiffValueBase
                    value={match.data[field]}
                    input={input[field]}
                    equivalent={sameByEvidence(match, field)}
                    t={t}
                  />
                ) : (
                  locked
                )}
              </td>
            ))}
          </>
        )}
      </TableRow>
      {twoLines && (
        <TableRow selected={match.isSelected}>
          <td colSpan={COLUMN_COUNT - 1} className="DcMatchesTable-cell DcMatchesTable-explanation">
            <ExplanationChipsBase
              explanation={explanation}
              label={cachedInterpolate(t, 'matchesTable.explanation', { name })}
              t={t}
              locale={locale}
            />
          </td>
        </TableRow>
      )}
    </>
  );
});

/**
 * The candidates of one input row (spec 2 Review page): probability (3 significant digits, 5 in the
 * tooltip), company name with its deleted or in-liquidation status, website link, zip, location,
 * street and country, each compared with the input (red differs, green missing on the input). Locked
 * matches show "XXXX" and a lock button. The no-match entry reads "Kein passendes Unternehmen" with
 * its probability. With `selectable` (every review tab) each match has a checkbox with its number key
 * (1 to 9); the selected match is highlighted (and marked with a check where it cannot be changed).
 * Candidates below 0.1 % are not listed. Each candidate's strongest explanation chips follow on a
 * second line.
 *
 * Built for paging (issue 7: next card within 50 ms): one translate function for all parts, texts
 * looked up once per language, the header and unchanged candidates skipped by React, and styles that
 * are computed once per theme. Pass stable `onToggle` and `onLockClick` callbacks to benefit.
 *
 * ## Usage
 *
 * ```tsx
 * <Stack spacing={1}>
 *   <InputRowCard rowId={row.row_id} row={row.mappedRow} page={page} count={total} onPageChange={go} />
 *   <MatchesTable
 *     matches={row.matches}
 *     input={row.mappedRow}
 *     selectable
 *     minProbability={tab === 'noMatch' ? 0 : REVIEW_MIN_PROBABILITY}
 *     onToggle={toggle}
 *     onLockClick={openLockDialog}
 *   />
 * </Stack>
 * ```
 *
 * `row` is a row of the review result page (`ReviewResultRow`). The number keys are the app's: bind them
 * with `useReviewHotkeys` and turn an index into a `pos` with `listedMatches(row.matches, minProbability)`.
 * Texts come from `kit:matchesTable.*` and `kit:fields.*`; `label` overrides the caption.
 *
 * ## Do
 *
 * - Pass stable `onToggle` and `onLockClick` callbacks (`useCallback`), so paging re-renders only what
 *   changed.
 * - Put it right under the row's `InputRowCard`: its red and green marks compare with `input`.
 * - Set `disabled` while a selection is being saved, and open `LockDialog` from `onLockClick`.
 *
 * ## Don't
 *
 * - Don't filter or re-sort `matches`: the table hides what is below `minProbability` and keeps the
 *   server's order, which the number keys follow.
 * - Don't enforce the selection rule in the table: a toggle only reports the `pos`; that selecting one
 *   entry deselects the others is the server's rule, applied by the app.
 * - Don't try to show a locked match's data: it arrives without values and shows as "XXXX".
 */
export const MatchesTable = memo(function MatchesTable({
  matches,
  input,
  selectable = false,
  minProbability = REVIEW_MIN_PROBABILITY,
  onToggle,
  onLockClick,
  showExplanation = true,
  disabled = false,
  label,
  sx,
}: MatchesTableProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  const locked = useMemo(() => <LockedValueBase label={t('lockedValue.label')} />, [t]);
  const listed = listedMatches(matches, minProbability);

  return (
    <StyledContainer sx={sx}>
      <StyledTable size="small">
        <caption className="DcMatchesTable-hidden">{label ?? cachedT(t, 'matchesTable.caption')}</caption>
        <MatchesTableHead t={t} />
        <TableBody>
          {listed.length === 0 && (
            <TableRow>
              <td colSpan={COLUMN_COUNT} className="DcMatchesTable-cell DcMatchesTable-empty">
                {cachedT(t, 'matchesTable.empty')}
              </td>
            </TableRow>
          )}
          {listed.map((match, index) => (
            <MatchRows
              key={match.pos}
              match={match}
              index={index}
              input={input}
              selectable={selectable}
              onToggle={onToggle}
              onLockClick={onLockClick}
              showExplanation={showExplanation}
              disabled={disabled}
              t={t}
              locale={locale}
              locked={locked}
            />
          ))}
        </TableBody>
      </StyledTable>
    </StyledContainer>
  );
});
