import { alpha, type Theme } from '@mui/material/styles';

/**
 * The colours of the quality report's charts and legends, by meaning rather than by value, so every
 * chart of the report says "good", "watch" and "bad" alike and follows the theme: `success` green
 * (active, reachable), `warning` orange (in liquidation, redirects), `error` red (deleted,
 * unreachable), `info` blue, `primary` the house blue (the customer's data), `neutral` grey (not in
 * the register, unknown, comparison data), `light` light green.
 */
export type ReportTone = 'success' | 'warning' | 'error' | 'info' | 'primary' | 'neutral' | 'light';

/** The theme colour of a report tone. */
export function reportToneColor(theme: Theme, tone: ReportTone): string {
  switch (tone) {
    case 'success':
      return theme.palette.success.main;
    case 'warning':
      return theme.palette.warning.main;
    case 'error':
      return theme.palette.error.main;
    case 'info':
      return theme.palette.info.main;
    case 'primary':
      return theme.palette.primary.main;
    case 'light':
      return theme.palette.success.light;
    default:
      return theme.palette.grey[500];
  }
}

/** A faint background of a tone (table cells, chips). */
export function reportToneBackground(theme: Theme, tone: ReportTone): string {
  return alpha(reportToneColor(theme, tone), 0.12);
}
