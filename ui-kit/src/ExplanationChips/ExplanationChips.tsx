import { memo, useId, useState, type ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import TonalityIcon from '@mui/icons-material/Tonality';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/formatNumber.ts';
import { KIT_NAMESPACE, toKitLocale } from '../i18n/resources.ts';
import { cachedInterpolate, cachedT, type KitT } from '../ReviewCard/cachedTranslate.ts';
import type { ExplanationLevel, ExplanationNote, ReviewExplanation } from '../utils/review.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** How many chips a candidate shows; the others are listed on hover (issue 12). */
export const EXPLANATION_CHIP_COUNT = 3;

/** Props of `ExplanationChips`. */
export interface ExplanationChipsProps {
  /**
   * The candidate's explanation, one entry per compared field. The strongest (see
   * `strongestEvidence`) are shown as chips in the order given; all of them on hover or focus
   * of the "+N" chip.
   */
  explanation: readonly ReviewExplanation[];
  /**
   * Accessible name of the list, also its visually hidden explanation.
   * @default t('kit:explanationChips.label') – "Begründung der Wahrscheinlichkeit"
   */
  label?: string;
  /**
   * Chips shown at most; the rest are listed in the "+N" chip's tooltip.
   * @default EXPLANATION_CHIP_COUNT (3)
   */
  max?: number;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const LEVEL_NAMES: readonly ExplanationLevel[] = [
  'same',
  'similar',
  'partial',
  'different',
  'missing',
  'absent',
];
const NOTE_NAMES: readonly ExplanationNote[] = ['common_name', 'name_contained', 'former_address'];

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
  absent: <RemoveCircleOutlineIcon aria-hidden="true" className="DcExplanationChips-icon" />,
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
        // Also inside the tooltip, whose text is light on dark.
        color: theme.palette.text.primary,
        ...theme.typography.caption,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
      },
      '& .DcExplanationChips-more': {
        font: 'inherit',
        margin: 0,
        padding: 0,
        border: 0,
        background: 'none',
        cursor: 'help',
        color: theme.palette.text.secondary,
        fontWeight: 600,
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      },
      '& .DcExplanationChips-why': { ...theme.typography.caption, margin: theme.spacing(1, 0, 0) },
      '& .DcExplanationChips-icon': { fontSize: '1rem' },
      '& .DcExplanationChips-field': { fontWeight: 600 },
      '& .DcExplanationChips-share': {
        fontVariantNumeric: 'tabular-nums',
        color: theme.palette.text.secondary,
      },
      '& .DcExplanationChips-note': { color: theme.palette.text.secondary },
      '& .DcExplanationChips-same, & .DcExplanationChips-similar': tone(theme.palette.success.main),
      '& .DcExplanationChips-partial, & .DcExplanationChips-absent': tone(theme.palette.warning.dark),
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

/**
 * The entries a candidate shows as chips, in the order given: the strongest reason for the
 * candidate (largest positive share), the strongest against it (most negative share) and then the
 * next strongest either way, `max` in all. A field that weighs nothing (share 0) is never a chip
 * while a field that weighs something is left; the "+N" list still names it.
 */
export function strongestEvidence(
  explanation: readonly ReviewExplanation[],
  max: number = EXPLANATION_CHIP_COUNT,
): readonly ReviewExplanation[] {
  const weighing = explanation.filter((entry) => entry.share !== 0);
  const pool = weighing.length > 0 ? weighing : explanation;
  if (pool.length <= max) return pool.length === explanation.length ? explanation : pool;
  const byStrength = [...pool].sort((a, b) => Math.abs(b.share) - Math.abs(a.share));
  const chosen = new Set<ReviewExplanation>();
  const strongestFor = byStrength.find((entry) => entry.share > 0);
  const strongestAgainst = byStrength.find((entry) => entry.share < 0);
  for (const entry of [strongestFor, strongestAgainst, ...byStrength]) {
    if (chosen.size >= max) break;
    if (entry) chosen.add(entry);
  }
  return explanation.filter((entry) => chosen.has(entry));
}

const SHARE_FORMAT: Intl.NumberFormatOptions = {
  style: 'percent',
  signDisplay: 'exceptZero',
  maximumFractionDigits: 0,
};

/**
 * A share as the chip writes it: a signed whole percentage; a share that rounds to 0 but weighs
 * something as "+<1 %" or "−<1 %" (never a "0 %" that still counts); exactly 0 as null (the chip
 * says in words that the field weighs nothing).
 */
export function formatShare(share: number, locale: string): string | null {
  if (share === 0) return null;
  if (Math.abs(share) < 0.005) {
    const one = formatNumber(share > 0 ? 0.01 : -0.01, locale, SHARE_FORMAT);
    // "+1 %" → "+<1 %", "-1 %" → "-<1 %": the sign and the locale's spacing stay.
    return one.replace(/(\d)/, '<$1');
  }
  return formatNumber(share, locale, SHARE_FORMAT);
}

/** Props of `ExplanationChipsBase`. */
export interface ExplanationChipsBaseProps extends ExplanationChipsProps {
  /** The kit namespace's translate function (`useTranslation(KIT_NAMESPACE).t`). */
  t: KitT;
  /** Language tag numbers are formatted in ('de', 'en', 'fr'). */
  locale: string;
}

/**
 * `ExplanationChips` without its own `useTranslation`, for kit tables that render one list
 * per candidate and translate once (MatchesTable). Kit-internal; the app uses ExplanationChips.
 */
export const ExplanationChipsBase = memo(function ExplanationChipsBase({
  explanation,
  label,
  max = EXPLANATION_CHIP_COUNT,
  sx,
  t,
  locale,
}: ExplanationChipsBaseProps) {
  const labelId = useId();
  if (explanation.length === 0) return null;
  const shown = strongestEvidence(explanation, max);
  const hidden = explanation.length - shown.length;
  return (
    <Root sx={sx}>
      <span id={labelId} className="DcExplanationChips-hidden">
        {label ?? cachedT(t, 'explanationChips.label')}
      </span>
      <ul aria-labelledby={labelId} className="DcExplanationChips-list">
        {shown.map((entry) => (
          <Chip key={entry.field} entry={entry} t={t} locale={locale} />
        ))}
        {hidden > 0 && (
          <li className="DcExplanationChips-chip DcExplanationChips-overflow">
            <AllEvidence explanation={explanation} hidden={hidden} t={t} locale={locale} />
          </li>
        )}
      </ul>
    </Root>
  );
});

/** One field's chip: icon, field, level, notes and signed share (or that it weighs nothing). */
function Chip({ entry, t, locale }: { entry: ReviewExplanation; t: KitT; locale: string }) {
  const known = LEVEL_NAMES.includes(entry.level);
  const share = formatShare(entry.share, locale);
  const notes = (entry.notes ?? []).filter((note) => NOTE_NAMES.includes(note));
  return (
    <li className={`DcExplanationChips-chip DcExplanationChips-${known ? entry.level : 'unknown'}`}>
      {known ? ICONS[entry.level] : UNKNOWN_ICON}
      <span className="DcExplanationChips-field">
        {cachedT(t, explanationFieldKey(entry.field), entry.field)}
      </span>{' '}
      <span className="DcExplanationChips-level">
        {cachedT(t, `explanationChips.levels.${entry.level}`, entry.level)}
      </span>
      {notes.map((note) => (
        <span key={note} className="DcExplanationChips-note">
          {`, ${cachedT(t, `explanationChips.notes.${note}`)}`}
        </span>
      ))}{' '}
      {share === null ? (
        <span className="DcExplanationChips-share">{cachedT(t, 'explanationChips.noWeight')}</span>
      ) : (
        <>
          <span className="DcExplanationChips-hidden">{cachedT(t, 'explanationChips.share')}</span>{' '}
          <span className="DcExplanationChips-share">{share}</span>
        </>
      )}
    </li>
  );
}

/**
 * The "+N" chip: a button whose tooltip (on hover, focus or a click) lists every field with its
 * share and says what a share means, including why an agreeing field can weigh nothing.
 */
function AllEvidence({
  explanation,
  hidden,
  t,
  locale,
}: {
  explanation: readonly ReviewExplanation[];
  hidden: number;
  t: KitT;
  locale: string;
}) {
  const [open, setOpen] = useState(false);
  const title = (
    <Root>
      <ul aria-label={cachedT(t, 'explanationChips.all')} className="DcExplanationChips-list">
        {explanation.map((entry) => (
          <Chip key={entry.field} entry={entry} t={t} locale={locale} />
        ))}
      </ul>
      <p className="DcExplanationChips-why">{cachedT(t, 'explanationChips.why')}</p>
    </Root>
  );
  return (
    <Tooltip
      title={title}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      describeChild
      slotProps={{ tooltip: { sx: { maxWidth: '28rem', p: 1 } } }}
    >
      <button
        type="button"
        className="DcExplanationChips-more"
        aria-label={cachedInterpolate(t, 'explanationChips.more', {
          n: formatNumber(hidden, locale),
          total: formatNumber(explanation.length, locale),
        })}
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        {`+${formatNumber(hidden, locale)}`}
      </button>
    </Tooltip>
  );
}

/**
 * Why a candidate got its probability (spec 4 Review), as compact chips: per field its label, how
 * the input compares (icon and word: gleich, ähnlich, teilweise, abweichend, fehlt, nicht
 * hinterlegt), what else its share holds in words (häufiger Name, ganz enthalten, frühere Adresse)
 * and its signed share of the odds against "no match" ("+38 %", "−12 %", "+<1 %"; "zählt nicht"
 * for a field that weighs nothing). At most `max` chips (3): the strongest reasons for and against
 * the candidate, never a field that weighs nothing while another weighs something; a "+N" chip
 * lists every field on hover, focus or click, with a sentence on what a share means. Never colour
 * alone; screen readers also hear what the share means. Unknown levels show a question mark;
 * unknown fields their raw name.
 *
 * ## Usage
 *
 * ```tsx
 * <ExplanationChips explanation={match.explanation} />
 * ```
 *
 * `explanation` is the candidate's list of compared fields (`field`, `level`, `share`, optional `notes`) from
 * the review's result rows. Texts come from `kit:explanationChips.*`. Tables use the kit-internal
 * `ExplanationChipsBase`, which takes `t` and the locale from the table.
 *
 * ## Do
 *
 * - Pass the candidate's whole explanation: the component picks the strongest reasons for and against and
 *   lists the rest behind "+N".
 * - Show it beside the candidate's probability, so users see why it is that high or low.
 * - Keep `max` at 3 on the review card; raise it only where there is room to read more.
 *
 * ## Don't
 *
 * - Don't sort, filter or translate the entries first: ranking, words and signs come from the component.
 * - Don't colour chips yourself: icon and word carry the level, colour repeats it.
 * - Don't hide the "+N" list on touch devices: it opens on click too.
 */
export const ExplanationChips = memo(function ExplanationChips(props: ExplanationChipsProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  return <ExplanationChipsBase {...props} t={t} locale={locale} />;
});
