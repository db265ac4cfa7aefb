import { memo, useId, type ReactElement } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TonalityIcon from '@mui/icons-material/Tonality';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/formatNumber.ts';
import { KIT_NAMESPACE, toKitLocale } from '../i18n/resources.ts';
import { cachedT, type KitT } from '../ReviewCard/cachedTranslate.ts';
import type { ExplanationLevel, ReviewExplanation } from '../utils/review.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Props of {@link ExplanationChips}. */
export interface ExplanationChipsProps {
  /** The candidate's explanation, one entry per compared field, shown in the order given. */
  explanation: readonly ReviewExplanation[];
  /**
   * Accessible name of the list, also its visually hidden explanation.
   * @default t('kit:explanationChips.label') – "Begründung der Wahrscheinlichkeit"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const LEVEL_NAMES: readonly ExplanationLevel[] = ['same', 'similar', 'partial', 'different', 'missing'];

/**
 * Icon per comparison level (the icon carries the meaning, the colour of its class repeats it),
 * hoisted: React skips a chip's icon when the next row has the same level there.
 */
const ICONS: Record<ExplanationLevel, ReactElement> = {
  same: <CheckCircleOutlineIcon aria-hidden="true" className="DcExplanationChips-icon" />,
  similar: <CheckCircleOutlineIcon aria-hidden="true" className="DcExplanationChips-icon" />,
  partial: <TonalityIcon aria-hidden="true" className="DcExplanationChips-icon" />,
  different: <CancelOutlinedIcon aria-hidden="true" className="DcExplanationChips-icon" />,
  missing: <RadioButtonUncheckedIcon aria-hidden="true" className="DcExplanationChips-icon" />,
};
const UNKNOWN_ICON = <HelpOutlineIcon aria-hidden="true" className="DcExplanationChips-icon" />;

/**
 * One styled root per list; chips are plain elements with class names, so a card with a dozen chips
 * per candidate costs no style work per chip (issue 7: next card within 50 ms).
 */
const Root = styled('div')(
  memoTheme(({ theme }) => {
    const tone = (color: string): CSSObject => ({
      '& .DcExplanationChips-icon, & .DcExplanationChips-level': { color },
    });
    return {
      minWidth: 0,
      '& .DcExplanationChips-hidden': visuallyHidden as CSSObject,
      '& .DcExplanationChips-list': {
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing(0.75),
      },
      '& .DcExplanationChips-chip': {
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing(0.5),
        padding: theme.spacing(0.25, 0.75),
        border: '1px solid',
        borderColor: theme.palette.divider,
        borderRadius: Number(theme.shape.borderRadius) * 4,
        backgroundColor: theme.palette.background.paper,
        ...theme.typography.caption,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
      },
      '& .DcExplanationChips-icon': { fontSize: '1rem' },
      '& .DcExplanationChips-field': { fontWeight: 600 },
      '& .DcExplanationChips-share': {
        fontVariantNumeric: 'tabular-nums',
        color: theme.palette.text.secondary,
      },
      '& .DcExplanationChips-same, & .DcExplanationChips-similar': tone(theme.palette.success.main),
      '& .DcExplanationChips-partial': tone(theme.palette.warning.dark),
      '& .DcExplanationChips-different': tone(theme.palette.error.main),
      '& .DcExplanationChips-missing, & .DcExplanationChips-unknown': tone(theme.palette.text.secondary),
    };
  }),
);

/**
 * The matcher's field names where they differ from the product's field names in the kit catalogue
 * (`fields.*`), so every chip reuses the field labels of the mapping screen.
 */
const FIELD_ALIASES: Readonly<Record<string, string>> = { name: 'company_name', city: 'location' };

/** The product's name of a matcher field ('city' is the product's 'location'). */
export function productFieldOf(field: string): string {
  return FIELD_ALIASES[field] ?? field;
}

/** The catalogue key of a field's label. */
export function explanationFieldKey(field: string): string {
  return `fields.${productFieldOf(field)}`;
}

const SHARE_FORMAT: Intl.NumberFormatOptions = {
  style: 'percent',
  signDisplay: 'exceptZero',
  maximumFractionDigits: 0,
};

/** Props of {@link ExplanationChipsBase}. */
export interface ExplanationChipsBaseProps extends ExplanationChipsProps {
  /** The kit namespace's translate function (`useTranslation(KIT_NAMESPACE).t`). */
  t: KitT;
  /** Language tag numbers are formatted in ('de', 'en', 'fr'). */
  locale: string;
}

/**
 * {@link ExplanationChips} without its own `useTranslation`, for kit tables that render one list
 * per candidate and translate once (MatchesTable). Kit-internal; the app uses ExplanationChips.
 */
export const ExplanationChipsBase = memo(function ExplanationChipsBase({
  explanation,
  label,
  sx,
  t,
  locale,
}: ExplanationChipsBaseProps) {
  const labelId = useId();
  if (explanation.length === 0) return null;
  return (
    <Root sx={sx}>
      <span id={labelId} className="DcExplanationChips-hidden">
        {label ?? cachedT(t, 'explanationChips.label')}
      </span>
      <ul aria-labelledby={labelId} className="DcExplanationChips-list">
        {explanation.map((entry) => {
          const known = LEVEL_NAMES.includes(entry.level);
          return (
            <li
              key={entry.field}
              className={`DcExplanationChips-chip DcExplanationChips-${known ? entry.level : 'unknown'}`}
            >
              {known ? ICONS[entry.level] : UNKNOWN_ICON}
              <span className="DcExplanationChips-field">
                {cachedT(t, explanationFieldKey(entry.field), entry.field)}
              </span>{' '}
              <span className="DcExplanationChips-level">
                {cachedT(t, `explanationChips.levels.${entry.level}`, entry.level)}
              </span>{' '}
              <span className="DcExplanationChips-hidden">{cachedT(t, 'explanationChips.share')}</span>{' '}
              <span className="DcExplanationChips-share">
                {formatNumber(entry.share, locale, SHARE_FORMAT)}
              </span>
            </li>
          );
        })}
      </ul>
    </Root>
  );
});

/**
 * Why a candidate got its probability (spec 4 Review), as compact chips: per field its label, how
 * the input compares (icon and word: gleich, ähnlich, teilweise, abweichend, fehlt) and its signed
 * share of the score ("+38 %", "−12 %"). Never colour alone; screen readers also hear what the share
 * means. Unknown levels show a question mark; unknown fields their raw name.
 */
export const ExplanationChips = memo(function ExplanationChips(props: ExplanationChipsProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  return <ExplanationChipsBase {...props} t={t} locale={locale} />;
});
