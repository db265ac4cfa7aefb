import { useId } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TonalityIcon from '@mui/icons-material/Tonality';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
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

/** Icon and palette slot per comparison level: the icon carries the meaning, the colour repeats it. */
const LEVELS: Record<ExplanationLevel, { Icon: SvgIconComponent; color: string }> = {
  same: { Icon: CheckCircleOutlineIcon, color: 'success.main' },
  similar: { Icon: CheckCircleOutlineIcon, color: 'success.main' },
  partial: { Icon: TonalityIcon, color: 'warning.dark' },
  different: { Icon: CancelOutlinedIcon, color: 'error.main' },
  missing: { Icon: RadioButtonUncheckedIcon, color: 'text.secondary' },
};

/**
 * The matcher's field names where they differ from the product's field names in the kit catalogue
 * (`fields.*`), so every chip reuses the field labels of the mapping screen.
 */
const FIELD_ALIASES: Readonly<Record<string, string>> = { name: 'company_name', city: 'location' };

/** The catalogue key of a field's label. */
export function explanationFieldKey(field: string): string {
  return `fields.${FIELD_ALIASES[field] ?? field}`;
}

/**
 * Why a candidate got its probability (spec 4 Review), as compact chips: per field its label, how
 * the input compares (icon and word: gleich, ähnlich, teilweise, abweichend, fehlt) and its signed
 * share of the score ("+38 %", "−12 %"). Never colour alone; screen readers also hear what the share
 * means. Unknown levels show a question mark; unknown fields their raw name.
 */
export function ExplanationChips({ explanation, label, sx }: ExplanationChipsProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const labelId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  if (explanation.length === 0) return null;
  return (
    <Box sx={[{ minWidth: 0 }, ...extraSx]}>
      <Box component="span" id={labelId} sx={visuallyHidden}>
        {label ?? t('explanationChips.label')}
      </Box>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {explanation.map((entry) => {
          const level = LEVELS[entry.level] ?? { Icon: HelpOutlineIcon, color: 'text.secondary' };
          const share = format(entry.share, {
            style: 'percent',
            signDisplay: 'exceptZero',
            maximumFractionDigits: 0,
          });
          return (
            <Box
              component="li"
              key={entry.field}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                px: 0.75,
                py: 0.25,
                border: 1,
                borderColor: 'divider',
                borderRadius: 4,
                bgcolor: 'background.paper',
                typography: 'caption',
                lineHeight: 1.4,
                whiteSpace: 'nowrap',
              }}
            >
              <level.Icon aria-hidden="true" sx={{ fontSize: '1rem', color: level.color }} />
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t(explanationFieldKey(entry.field), { defaultValue: entry.field })}
              </Box>{' '}
              <Box component="span" sx={{ color: level.color }}>
                {t(`explanationChips.levels.${entry.level}`, { defaultValue: entry.level })}
              </Box>{' '}
              <Box component="span" sx={visuallyHidden}>
                {t('explanationChips.share')}
              </Box>{' '}
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
                {share}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
