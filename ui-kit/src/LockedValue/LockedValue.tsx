import { memo } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** What a locked value shows in place of the data (spec 2 Review page). */
export const LOCKED_PLACEHOLDER = 'XXXX';

/** Props of `LockedValue`. */
export interface LockedValueProps {
  /**
   * What screen readers hear instead of "XXXX".
   * @default t('kit:lockedValue.label') – "gesperrt"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const Root = styled('span')(
  memoTheme(({ theme }) => ({
    color: theme.palette.text.secondary,
    letterSpacing: '0.08em',
    '& .DcLockedValue-hidden': visuallyHidden as CSSObject,
  })),
);

const placeholder = <span aria-hidden="true">{LOCKED_PLACEHOLDER}</span>;

/**
 * `LockedValue` with its label given, without a `useTranslation` of its own: kit tables render
 * one element of it for every locked cell (React skips it on the next row). Kit-internal.
 */
export const LockedValueBase = memo(function LockedValueBase({
  label,
  sx,
}: Required<Pick<LockedValueProps, 'label'>> & Pick<LockedValueProps, 'sx'>) {
  return (
    <Root sx={sx}>
      {placeholder}
      <span className="DcLockedValue-hidden">{label}</span>
    </Root>
  );
});

/**
 * The placeholder of a locked company's value: "XXXX" for sighted users, "gesperrt" for screen
 * readers (who would otherwise hear four letters). The data of locked matches never reaches the
 * browser; `LockDialog` explains why.
 *
 * ## Usage
 *
 * ```tsx
 * {row.isUnlocked ? row.company_name : <LockedValue />}
 * ```
 *
 * The spoken text comes from `kit:lockedValue.label`; `label` overrides it. Tables that render many cells use
 * the kit-internal `LockedValueBase` with the label translated once.
 *
 * ## Do
 *
 * - Show it in place of every value of a locked company, and offer the explanation (`LockDialog`) next to it.
 *
 * ## Don't
 *
 * - Don't write "XXXX" as plain text: screen readers would read four letters instead of "gesperrt".
 * - Don't blur or mask real values: the data of locked companies never reaches the browser.
 */
export const LockedValue = memo(function LockedValue({ label, sx }: LockedValueProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return <LockedValueBase label={label ?? t('lockedValue.label')} sx={sx} />;
});
