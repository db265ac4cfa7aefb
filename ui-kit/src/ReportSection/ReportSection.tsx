import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** CSS class of a printable report section: the PDF's print CSS puts a page break between them. */
export const REPORT_SECTION_CLASS = 'report-section';

/** CSS class of a part inside a section (one chart with its heading); it is never split over pages. */
export const REPORT_SUBSECTION_CLASS = 'report-subsection';

/** Props of `ReportSection`. */
export interface ReportSectionProps {
  /** The heading (an h2, or an h3 for a `subsection`). */
  title: ReactNode;
  /**
   * A short text under the heading: what the part shows and why it matters.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Buttons beside the heading (e.g. "Beispiele anzeigen"); the page leaves them out in export mode.
   * @default undefined
   */
  actions?: ReactNode;
  /** The section's content: subsections, charts, tables, text. */
  children?: ReactNode;
  /**
   * Id of the section element, for in-page links ("#checks").
   * @default undefined
   */
  id?: string;
  /**
   * `section`: a report section (class `report-section`, h2; the PDF starts a new page for each).
   * `subsection`: one part of a section (class `report-subsection`, h3; kept on one page).
   * @default 'section'
   */
  variant?: 'section' | 'subsection';
  /**
   * Fixed width in px (export mode); otherwise the section fills its container.
   * @default undefined
   */
  width?: number;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * A printable part of the quality report (spec 2 Quality report page): a `<section>` named by its
 * heading, with an optional description and actions. Sections carry the class `report-section`, so
 * the export mode's print CSS can start each on a new page; subsections (`report-subsection`) and
 * every `figure` or `table` inside are kept from being split over two pages.
 *
 * ## Usage
 *
 * ```tsx
 * <ReportSection id="checks" title={t('report.checks.title')} description={t('report.checks.description')}>
 *   <ReportSection variant="subsection" title={t('report.register.title')}>
 *     <StackedBar segments={segments} label={t('report.register.label')} />
 *   </ReportSection>
 * </ReportSection>
 * ```
 *
 * It has no texts of its own: title and description are the app's.
 *
 * ## Do
 *
 * - Nest the parts of a section as `variant="subsection"` sections, so headings go h2 then h3.
 * - Give top-level sections an `id` when the page links to them ("#checks").
 * - Pass `width` in export mode, as the charts inside get it.
 *
 * ## Don't
 *
 * - Don't add page-break CSS yourself: the classes `report-section` and `report-subsection` are what
 *   the export mode's print CSS uses.
 * - Don't put actions into the PDF: leave `actions` out in export mode.
 * - Don't put a heading of your own into `children`: `title` is the section's heading and name.
 */
export function ReportSection({
  title,
  description,
  actions,
  children,
  id,
  variant = 'section',
  width,
  sx,
}: ReportSectionProps) {
  const headingId = useId();
  const subsection = variant === 'subsection';
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      className={subsection ? REPORT_SUBSECTION_CLASS : REPORT_SECTION_CLASS}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          gap: subsection ? 1.5 : 3,
          minWidth: 0,
          width: width ?? undefined,
          breakInside: subsection ? 'avoid' : undefined,
          '& figure, & table': { breakInside: 'avoid' },
        },
        ...extraSx,
      ]}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: '1 1 20rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography
            id={headingId}
            component={subsection ? 'h3' : 'h2'}
            variant={subsection ? 'h6' : 'h5'}
            sx={{ overflowWrap: 'anywhere', breakAfter: 'avoid' }}
          >
            {title}
          </Typography>
          {description && (
            <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}
