import { useId, type ElementType, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import Button from '@mui/material/Button';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/** The collapsible sections of the mapping screen (spec 2 Mapping screen). */
export type MappingSectionKey = 'base' | 'metadata' | 'additional';

/** Props of `MappingSection`. */
export interface MappingSectionProps {
  /** Which section; picks the title ("Stammdaten", "Metadaten", "Zusätzliche Spalten"). */
  section: MappingSectionKey;
  /** Fields of this section that have a column (or, without `total`, columns selected). */
  count: number;
  /**
   * Fields in this section; with it the summary reads "3 von 13 zugeordnet", without it "2 ausgewählt".
   * @default undefined
   */
  total?: number;
  /** The section's selects. */
  children: ReactNode;
  /**
   * Open at first (uncontrolled).
   * @default true
   */
  defaultExpanded?: boolean;
  /**
   * Open or closed (controlled); use with `onExpandedChange`.
   * @default undefined
   */
  expanded?: boolean;
  /**
   * Called when the user opens or closes the section.
   * @default undefined
   */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * Fields of the section that are folded away (the metadata's unmapped fields): with a count above
   * 0 a button under the children shows them ("8 nicht zugeordnete Felder anzeigen"); the app
   * renders them in `children` while `showFolded` is true. Controlled with `onShowFoldedChange`.
   * @default 0
   */
  foldedCount?: number;
  /**
   * The folded fields are shown (and the button offers to fold them again).
   * @default false
   */
  showFolded?: boolean;
  /**
   * Called when the user shows or folds the folded fields.
   * @default undefined
   */
  onShowFoldedChange?: (show: boolean) => void;
  /**
   * Element of the section title; the mapping page's own heading is usually an h2.
   * @default 'h3'
   */
  headingComponent?: ElementType;
  /**
   * The section's title, replacing the kit text of `section`.
   * @default t(`kit:mappingSection.${section}`)
   */
  title?: string;
  /**
   * Styles for the accordion. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * One collapsible section of the mapping screen (base data, metadata, additional columns) with its
 * title and how many of its fields are mapped, so a closed section still tells its state.
 *
 * ## Usage
 *
 * ```tsx
 * <MappingSection
 *   headingComponent="h2"
 *   section="base"
 *   count={form.assignedCount(MAPPING_BASE_FIELDS)}
 *   total={MAPPING_BASE_FIELDS.length}
 * >
 *   {MAPPING_BASE_FIELDS.map(fieldSelect)}
 * </MappingSection>
 * ```
 *
 * The metadata section folds its unmapped fields away: pass `foldedCount`, `showFolded` and
 * `onShowFoldedChange`, and render the folded fields in `children` only while `showFolded` is true.
 * Titles and counts come from `kit:mappingSection.*`; `title` overrides the title.
 *
 * ## Do
 *
 * - Pass `total` for the field sections ("6 von 13 zugeordnet"); leave it out for the additional
 *   columns, where `count` is the number of columns chosen ("2 ausgewählt").
 * - Take `count` from `useMappingForm().assignedCount(fields)`, so a closed section tells the truth.
 * - Set `headingComponent` to fit the page's outline (h2 under the mapping page's h1).
 *
 * ## Don't
 *
 * - Don't put a heading of your own into `children`: the summary line is the section's heading and
 *   its toggle.
 * - Don't expect the section to hide folded fields: it only shows the button; the app decides which
 *   selects it renders.
 * - Don't pass `expanded` without `onExpandedChange`: a controlled section that ignores the click never
 *   opens or closes.
 */
export function MappingSection({
  section,
  count,
  total,
  children,
  defaultExpanded = true,
  expanded,
  onExpandedChange,
  headingComponent = 'h3',
  title,
  foldedCount = 0,
  showFolded = false,
  onShowFoldedChange,
  sx,
}: MappingSectionProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const summaryId = useId();
  const countText =
    total === undefined
      ? t('mappingSection.selectedCount', { selected: format(count) })
      : t('mappingSection.assignedCount', { assigned: format(count), total: format(total) });
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      {...(expanded === undefined ? {} : { expanded })}
      onChange={(_event, isExpanded) => onExpandedChange?.(isExpanded)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: headingComponent } }}
      sx={sx}
    >
      <AccordionSummary
        id={summaryId}
        aria-controls={`${summaryId}-content`}
        expandIcon={<ExpandMoreIcon />}
        sx={{ '& .MuiAccordionSummary-content': { flexWrap: 'wrap', alignItems: 'baseline', gap: 2 } }}
      >
        <Typography component="span" variant="h6">
          {title ?? t(`mappingSection.${section}`)}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {countText}
        </Typography>
      </AccordionSummary>
      <AccordionDetails
        id={`${summaryId}-content`}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
      >
        {children}
        {(foldedCount > 0 || showFolded) && onShowFoldedChange && (
          <Button
            variant="text"
            onClick={() => onShowFoldedChange(!showFolded)}
            aria-expanded={showFolded}
            sx={{ alignSelf: 'flex-start' }}
          >
            {showFolded
              ? t('mappingSection.hideFolded')
              : t('mappingSection.showFolded', { count: foldedCount, fields: format(foldedCount) })}
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
