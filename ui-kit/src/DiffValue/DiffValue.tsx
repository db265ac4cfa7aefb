import { memo } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { cachedInterpolate, cachedT, type KitT } from '../ReviewCard/cachedTranslate.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { compareValues } from './compareValues.ts';

/** Props of `DiffValue`. */
export interface DiffValueProps {
  /** The candidate's value that is shown. */
  value: string | null;
  /** The input row's value it is compared with. */
  input: string | null;
  /**
   * The two are known to mean the same though spelt differently ("AT" and "Österreich", "Hauptstr."
   * and "Hauptstraße"), e.g. because the matcher graded the field 'same': not marked as different.
   * @default false
   */
  equivalent?: boolean;
  /**
   * Screen-reader text after a differing value.
   * @default t('kit:diffValue.different', { input }) – "weicht von Ihren Daten ab: Hauptstr. 3"
   */
  differentText?: string;
  /**
   * Screen-reader text after a value the input lacks.
   * @default t('kit:diffValue.missingOnInput') – "fehlt in Ihren Daten"
   */
  missingOnInputText?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * One styled root per value; its parts are plain elements with class names, so a table full of
 * values costs no style work per part (the review card renders dozens on every key press, issue 7).
 */
const Root = styled('span')(
  memoTheme(({ theme }) => ({
    '&.DcDiffValue-same, & .DcDiffValue-text': { overflowWrap: 'break-word' },
    '&.DcDiffValue-empty': { color: theme.palette.text.secondary },
    '&.DcDiffValue-different, &.DcDiffValue-missingOnInput': {
      display: 'inline-flex',
      gap: theme.spacing(0.5),
      alignItems: 'baseline',
    },
    '&.DcDiffValue-different': { color: theme.palette.error.main },
    '&.DcDiffValue-different .DcDiffValue-text': {
      textDecoration: 'underline dotted',
      textUnderlineOffset: '0.2em',
    },
    '&.DcDiffValue-missingOnInput': { color: theme.palette.success.main, fontWeight: 600 },
    '& .DcDiffValue-icon': { fontSize: '1em', flexShrink: 0, alignSelf: 'center' },
    '& .DcDiffValue-hidden': visuallyHidden as CSSObject,
  })),
);

// Hoisted elements: React skips them when they reappear unchanged on the next row.
const differentIcon = <ErrorOutlineIcon aria-hidden="true" className="DcDiffValue-icon" />;
const missingOnInputIcon = <AddCircleOutlineIcon aria-hidden="true" className="DcDiffValue-icon" />;
const dash = <span aria-hidden="true">–</span>;

/** Props of `DiffValueBase`: a `DiffValue` that takes the kit's `t` from its parent. */
export interface DiffValueBaseProps extends DiffValueProps {
  /** The kit namespace's translate function (`useTranslation(KIT_NAMESPACE).t`). */
  t: KitT;
}

/**
 * `DiffValue` without its own `useTranslation`, for kit tables that render many values and
 * translate once (MatchesTable). Kit-internal; the app uses DiffValue.
 */
export const DiffValueBase = memo(function DiffValueBase({
  value,
  input,
  equivalent = false,
  differentText,
  missingOnInputText,
  sx,
  t,
}: DiffValueBaseProps) {
  const shown = value?.trim() ?? '';
  if (shown === '') {
    return (
      <Root className="DcDiffValue-empty" sx={sx}>
        {dash}
        <span className="DcDiffValue-hidden">{cachedT(t, 'diffValue.empty')}</span>
      </Root>
    );
  }
  const comparison = compareValues(input, value, equivalent);
  if (comparison === 'different') {
    return (
      <Root className="DcDiffValue-different" sx={sx}>
        {differentIcon}
        <span className="DcDiffValue-text">{shown}</span>
        <span className="DcDiffValue-hidden">
          {' '}
          {differentText ?? cachedInterpolate(t, 'diffValue.different', { input: input?.trim() ?? '' })}
        </span>
      </Root>
    );
  }
  if (comparison === 'missingOnInput') {
    return (
      <Root className="DcDiffValue-missingOnInput" sx={sx}>
        {missingOnInputIcon}
        <span className="DcDiffValue-text">{shown}</span>
        <span className="DcDiffValue-hidden">
          {' '}
          {missingOnInputText ?? cachedT(t, 'diffValue.missingOnInput')}
        </span>
      </Root>
    );
  }
  return (
    <Root className="DcDiffValue-same" sx={sx}>
      {shown}
    </Root>
  );
});

/**
 * A candidate's value compared with the input's (spec 2 Review page): red when it differs, green
 * when the input lacks it, plain when it is the same (ignoring case and whitespace). Never colour
 * alone: a differing value carries an error icon and a dotted underline, an added one a plus icon,
 * and screen readers hear what the colour means ("weicht von Ihren Daten ab: Hauptstr. 3"). An empty
 * value shows a dash, read as "keine Angabe".
 *
 * ## Usage
 *
 * ```tsx
 * <DiffValue value={candidate.street} input={row.street} />
 * <DiffValue value="Österreich" input="AT" equivalent />
 * ```
 *
 * Texts for screen readers come from `kit:diffValue.*`; `differentText` and `missingOnInputText` override
 * them. Tables that render many values use the kit-internal `DiffValueBase`, which takes `t` from the table.
 *
 * ## Do
 *
 * - Use it for every candidate value shown next to the user's input row (review card, matches table), so
 *   differences look the same everywhere.
 * - Pass `equivalent` when the matcher graded the field the same although it is spelt differently.
 * - Keep it inline in a cell or a line of text: it wraps long values itself.
 *
 * ## Don't
 *
 * - Don't mark differences with colour alone or with your own icons: the component adds icon, underline and
 *   the spoken text.
 * - Don't compare or normalise values before passing them: it ignores case and whitespace itself.
 * - Don't use it for values that are not compared with the input (the input row itself, totals).
 */
export const DiffValue = memo(function DiffValue(props: DiffValueProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return <DiffValueBase {...props} t={t} />;
});
