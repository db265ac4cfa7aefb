import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import LockIcon from '@mui/icons-material/Lock';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { DiffValue } from '../DiffValue/DiffValue.tsx';
import { ExplanationChips } from '../ExplanationChips/ExplanationChips.tsx';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { LockedValue } from '../LockedValue/LockedValue.tsx';
import { ProbabilityCell } from '../ProbabilityCell/ProbabilityCell.tsx';
import type { ReviewMappedRow, ReviewMatch } from '../utils/review.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { websiteHref, websiteText } from './websiteHref.ts';

/** How many matches have a number key (1 to 9, spec 9). */
export const MATCH_HOTKEY_COUNT = 9;

/** The compared address fields, in column order. */
const ADDRESS_FIELDS = ['zip', 'location', 'street', 'country'] as const;

/** Props of {@link MatchesTable}. */
export interface MatchesTableProps {
  /** The row's candidates in display order (best first), including the no-match entry. */
  matches: readonly ReviewMatch[];
  /** The input row the candidates are compared with (result row `mappedRow`). */
  input: ReviewMappedRow;
  /**
   * Shows a checkbox per match with its number key (manual tab).
   * @default false
   */
  selectable?: boolean;
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

/** A small icon with a visible word, for a company's register status. */
function StatusBadge({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color,
        typography: 'caption',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {icon}
      {children}
    </Box>
  );
}

/** The hotkey of a match, shown like a key cap. */
function KeyCap({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        minWidth: '1.5em',
        px: 0.5,
        border: 1,
        borderColor: 'text.secondary',
        borderBottomWidth: 2,
        borderRadius: 0.75,
        fontFamily: 'inherit',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.5,
        textAlign: 'center',
        color: 'text.primary',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The candidates of one input row (spec 2 Review page): probability (3 significant digits, 5 in the
 * tooltip), company name with its deleted or in-liquidation status, website link, zip, location,
 * street and country, each compared with the input (red differs, green missing on the input). Locked
 * matches show "XXXX" and a lock button. The no-match entry reads "Kein passendes Unternehmen" with
 * its probability. On the manual tab each match has a checkbox with its number key (1 to 9); selected
 * matches are highlighted (and marked with a check where they cannot be changed). Each candidate's
 * explanation chips follow on a second line.
 */
export function MatchesTable({
  matches,
  input,
  selectable = false,
  onToggle,
  onLockClick,
  showExplanation = true,
  disabled = false,
  label,
  sx,
}: MatchesTableProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const columnCount = 4 + ADDRESS_FIELDS.length;
  const extraSx = Array.isArray(sx) ? sx : [sx];

  const companyName = (match: ReviewMatch) =>
    match.isNoMatch
      ? t('matchesTable.noMatch')
      : !match.isUnlocked
        ? t('matchesTable.lockedCompany')
        : (match.data.company_name?.trim() ?? '') || t('matchesTable.unnamed');

  const selectCell = (match: ReviewMatch, index: number, rowSpan: number) => {
    const number = index + 1;
    const hotkey = number <= MATCH_HOTKEY_COUNT ? String(number) : null;
    return (
      <TableCell padding="checkbox" rowSpan={rowSpan} sx={{ verticalAlign: 'top', pt: 0.5 }}>
        {selectable ? (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', pl: 0.5 }}>
            <Checkbox
              checked={match.isSelected}
              disabled={disabled}
              onChange={() => onToggle?.(match.pos)}
              slotProps={{
                input: {
                  'aria-label': t('matchesTable.select', { number, name: companyName(match) }),
                  'aria-keyshortcuts': hotkey ?? undefined,
                },
              }}
            />
            {hotkey && <KeyCap>{hotkey}</KeyCap>}
          </Box>
        ) : (
          match.isSelected && (
            <Box sx={{ display: 'inline-flex', pl: 2, pt: 1, color: 'primary.main' }}>
              <CheckCircleIcon aria-hidden="true" fontSize="small" />
              <Box component="span" sx={visuallyHidden}>
                {t('matchesTable.selected')}
              </Box>
            </Box>
          )
        )}
      </TableCell>
    );
  };

  const website = (match: ReviewMatch) => {
    const url = match.data.url?.trim() ?? '';
    if (url === '') return <DiffValue value={null} input={null} />;
    const href = websiteHref(url);
    if (href === null)
      return (
        <Box component="span" sx={{ overflowWrap: 'break-word' }}>
          {url}
        </Box>
      );
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'break-word' }}>
        {websiteText(url)}
        <OpenInNewIcon aria-hidden="true" sx={{ fontSize: '1em', ml: 0.5, verticalAlign: '-0.125em' }} />
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {t('matchesTable.newTab')}
        </Box>
      </Link>
    );
  };

  const companyCell = (match: ReviewMatch) => {
    if (!match.isUnlocked) {
      return (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <LockedValue />
          {onLockClick && (
            <IconButton
              size="small"
              aria-label={t('matchesTable.lockButton')}
              sx={{ my: -0.5 }}
              onClick={() => onLockClick(match.pos)}
            >
              <LockIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      );
    }
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
        <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {companyName(match)}
        </Box>
        {match.data.status === 'deleted' && (
          <StatusBadge icon={<BlockIcon aria-hidden="true" sx={{ fontSize: '1rem' }} />} color="error.main">
            {t('matchesTable.status.deleted')}
          </StatusBadge>
        )}
        {match.data.status === 'in_liquidation' && (
          <StatusBadge
            icon={<HourglassBottomIcon aria-hidden="true" sx={{ fontSize: '1rem' }} />}
            color="warning.dark"
          >
            {t('matchesTable.status.in_liquidation')}
          </StatusBadge>
        )}
      </Box>
    );
  };

  return (
    <TableContainer
      sx={[
        {
          minWidth: 0,
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        },
        ...extraSx,
      ]}
    >
      <Table
        size="small"
        sx={{
          '& td, & th': { verticalAlign: 'top' },
          // The container draws the outer edge; the last row (and a two-line match's key cell) need none.
          '& tbody > tr:last-of-type > td, & tbody > tr:nth-last-of-type(2) > td[rowspan="2"]': {
            borderBottom: 0,
          },
        }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {label ?? t('matchesTable.caption')}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>
              {t('matchesTable.columns.select')}
            </TableCell>
            <TableCell align="right">{t('matchesTable.columns.probability')}</TableCell>
            <TableCell>{t('fields.company_name')}</TableCell>
            <TableCell>{t('fields.url')}</TableCell>
            {ADDRESS_FIELDS.map((field) => (
              <TableCell key={field}>{t(`fields.${field}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.length === 0 && (
            <TableRow>
              <TableCell colSpan={columnCount} sx={{ color: 'text.secondary', py: 2 }}>
                {t('matchesTable.empty')}
              </TableCell>
            </TableRow>
          )}
          {matches.map((match, index) => {
            const explanation = showExplanation && !match.isNoMatch ? (match.explanation ?? []) : [];
            const twoLines = explanation.length > 0;
            const rowSx: SxProps<Theme> = [
              twoLines && { '& > td:not([rowspan])': { borderBottom: 'none' } },
              match.isSelected && {
                '& > td:first-of-type': {
                  boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
                },
              },
            ];
            return (
              <Fragment key={match.pos}>
                <TableRow selected={match.isSelected} sx={rowSx}>
                  {selectCell(match, index, twoLines ? 2 : 1)}
                  <TableCell align="right" sx={{ pt: 1.25 }}>
                    <ProbabilityCell probability={match.probability} />
                  </TableCell>
                  {match.isNoMatch ? (
                    <TableCell colSpan={columnCount - 2} sx={{ pt: 1.25 }}>
                      <Box
                        component="span"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontStyle: 'italic' }}
                      >
                        <SearchOffIcon aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }} />
                        {companyName(match)}
                      </Box>
                    </TableCell>
                  ) : (
                    <>
                      <TableCell sx={{ pt: 1.25, minWidth: '12rem' }}>{companyCell(match)}</TableCell>
                      <TableCell sx={{ pt: 1.25, minWidth: '8rem' }}>
                        {match.isUnlocked ? website(match) : <LockedValue />}
                      </TableCell>
                      {ADDRESS_FIELDS.map((field) => (
                        <TableCell key={field} sx={{ pt: 1.25 }}>
                          {match.isUnlocked ? (
                            <DiffValue value={match.data[field]} input={input[field]} />
                          ) : (
                            <LockedValue />
                          )}
                        </TableCell>
                      ))}
                    </>
                  )}
                </TableRow>
                {twoLines && (
                  <TableRow selected={match.isSelected}>
                    <TableCell colSpan={columnCount - 1} sx={{ pt: 0, pb: 1.25 }}>
                      <ExplanationChips
                        explanation={explanation}
                        label={t('matchesTable.explanation', { name: companyName(match) })}
                      />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
