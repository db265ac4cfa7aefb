import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** CSS class of a printable report section: the PDF's print CSS puts a page break between them. */
export const REPORT_SECTION_CLASS = 'report-section';

/** CSS class of a part inside a section (one chart with its heading); it is never split over pages. */
export const REPORT_SUBSECTION_CLASS = 'report-subsection';

/** Props of {@link ReportSection}. */
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
