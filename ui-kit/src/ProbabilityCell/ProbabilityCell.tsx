import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE, toKitLocale } from '../i18n/resources.ts';
import { formatProbability, formatProbabilityPrecise } from './formatProbability.ts';

/** Props of {@link ProbabilityCell}. */
export interface ProbabilityCellProps {
  /** The match probability, 0 to 1. */
  probability: number;
  /**
   * Tooltip text for the precise value.
   * @default t('kit:probabilityCell.tooltip') – "Genau: 98,765 %"
   */
  tooltip?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * A match probability as the review table shows it (spec 9): a percentage with 3 significant digits
 * ("98,8 %"), and the 5-digit value ("98,765 %") in a tooltip on hover and on keyboard focus, so the
 * precise value is reachable without a mouse. Numbers follow the user's language.
 */
export function ProbabilityCell({ probability, tooltip, sx }: ProbabilityCellProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Tooltip
      title={
        tooltip ?? t('probabilityCell.tooltip', { value: formatProbabilityPrecise(probability, locale) })
      }
      describeChild
    >
      <Box
        component="span"
        // Focusable so keyboard users reach the tooltip too (WCAG 1.4.13).
        tabIndex={0}
        sx={[
          {
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
            borderRadius: 0.5,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          },
          ...extraSx,
        ]}
      >
        {formatProbability(probability, locale)}
      </Box>
    </Tooltip>
  );
}
