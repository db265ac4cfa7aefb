import { useMemo } from 'react';
import { formatNumber } from '../i18n/formatNumber.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/**
 * The locale of numbers drawn inside the report's charts (axis ticks, bar labels). The issue asks for
 * a dot as the charts' thousands separator in every language, so a chart in the PDF reads the same
 * whatever language the report is printed in; legends and tables beside the charts use the user's
 * locale.
 */
export const CHART_NUMBER_LOCALE = 'de-DE';

/** The report's number formats, bound to the current language. */
export interface ReportFormat {
  /** A count in the user's locale: `4.750` in German, `4,750` in English. */
  count: (value: number) => string;
  /** A share (0 to 1) as a percentage in the user's locale, `77,7 %` (one decimal unless given). */
  percent: (share: number, digits?: number) => string;
  /** A count drawn inside a chart: always with a dot for thousands. */
  chartCount: (value: number) => string;
  /** A share drawn inside a chart, whole percent: `25 %`. */
  chartPercent: (share: number) => string;
}

/** The report's number formats for the current kit language. */
export function useReportFormat(): ReportFormat {
  const format = useFormatNumber();
  return useMemo(
    () => ({
      count: (value) => format(value),
      percent: (share, digits = 1) => format(share, { style: 'percent', maximumFractionDigits: digits }),
      chartCount: (value) => formatNumber(value, CHART_NUMBER_LOCALE),
      chartPercent: (share) =>
        formatNumber(share, CHART_NUMBER_LOCALE, { style: 'percent', maximumFractionDigits: 0 }),
    }),
    [format],
  );
}

/** A share of a total, 0 when the total is 0 (an empty file divides by nothing). */
export function shareOf(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}

/**
 * Shortens a label to at most `maxLength` characters (spec 9 truncations), counting what a reader
 * sees as one character (an emoji, an accented letter made of two code points) as one, and ending a
 * shortened label with "…". `maxLength` below 1 leaves the label as it is.
 */
export function truncateLabel(label: string, maxLength: number): string {
  if (maxLength < 1) return label;
  const characters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(label)].map(
    (part) => part.segment,
  );
  if (characters.length <= maxLength) return label;
  return `${characters
    .slice(0, Math.max(0, maxLength - 1))
    .join('')
    .trimEnd()}…`;
}
