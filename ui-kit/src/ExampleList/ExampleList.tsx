import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useKitTexts } from '../utils/kitTexts.ts';
import { useReportFormat } from '../utils/reportFormat.ts';

/** Examples shown before "show more" (spec 9: 3 duplicate examples). */
export const EXAMPLES_SHOWN = 3;

/** Further examples behind "show more" (spec 9: up to 10). */
export const EXAMPLES_EXPANDABLE = 10;

/**
 * How many examples a list shows: `shown` at first; expanded, up to `shown + expandable`. "Show more"
 * is offered only when expanding shows more, which is from `shown + 1` examples on (spec 9: "'show
 * more' appears at 4 or more").
 */
export function visibleExampleCount(
  total: number,
  expanded: boolean,
  shown = EXAMPLES_SHOWN,
  expandable = EXAMPLES_EXPANDABLE,
): { visible: number; canExpand: boolean } {
  const limit = expanded ? shown + expandable : shown;
  return { visible: Math.min(total, limit), canExpand: total > shown };
}

/** Texts of `ExampleList` (kit catalogue `exampleList.*`). */
export type ExampleListText = 'showMore' | 'showLess' | 'empty';

/** Props of `ExampleList`. */
export interface ExampleListProps<Item> {
  /** Every example the server sent (more than `shown + expandable` are never shown). */
  items: readonly Item[];
  /** One example as the page shows it. */
  renderItem: (item: Item, index: number) => ReactNode;
  /**
   * A stable key per example.
   * @default the example's index
   */
  itemKey?: (item: Item, index: number) => string;
  /**
   * Accessible name of the list.
   * @default undefined
   */
  label?: string;
  /**
   * Shown at first.
   * @default 3
   */
  shown?: number;
  /**
   * Shown in addition after "show more".
   * @default 10
   */
  expandable?: number;
  /**
   * Printable: only the first `shown`, no button.
   * @default false
   */
  exportMode?: boolean;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ExampleListText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * A short list of examples in a report section (spec 9 duplicates: 3 shown, up to 10 more behind
 * "Mehr anzeigen", which appears from 4 examples on). The button toggles between both and tells
 * screen readers whether the list is expanded.
 *
 * ## Usage
 *
 * ```tsx
 * <ExampleList
 *   label={t('report.duplicates.label')}
 *   items={duplicates.examples}
 *   exportMode={exportMode}
 *   renderItem={(example) => t('report.duplicates.example', { name: example.company_name })}
 * />
 * ```
 *
 * Texts come from `kit:exampleList.*`; `texts` overrides them.
 *
 * ## Do
 *
 * - Pass every example the server sent: the list shows 3, and up to 10 more behind "Mehr anzeigen" (from 4
 *   examples on).
 * - Render each item as plain text from the app's translations and give the list a `label`.
 * - Pass `exportMode` in the printable report: only the first examples, no button.
 *
 * ## Don't
 *
 * - Don't cut `items` to 3 yourself: the button would never appear.
 * - Don't put links or buttons in the items: the examples are read, the dialogs (`ExamplesDialog`) are for
 *   more.
 * - Don't use it for long result tables: it is a short list inside a report section.
 */
export function ExampleList<Item>({
  items,
  renderItem,
  itemKey,
  label,
  shown = EXAMPLES_SHOWN,
  expandable = EXAMPLES_EXPANDABLE,
  exportMode = false,
  texts,
  sx,
}: ExampleListProps<Item>) {
  const text = useKitTexts<ExampleListText>('exampleList', texts);
  const format = useReportFormat();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const { visible, canExpand } = visibleExampleCount(
    items.length,
    expanded && !exportMode,
    shown,
    expandable,
  );
  const more = Math.min(items.length, shown + expandable) - shown;

  if (items.length === 0) {
    return <Typography sx={[{ color: 'text.secondary' }, ...extraSx]}>{text('empty')}</Typography>;
  }
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }, ...extraSx]}>
      <Box
        component="ul"
        id={listId}
        aria-label={label}
        sx={{ m: 0, pl: 2.5, alignSelf: 'stretch', display: 'flex', flexDirection: 'column', gap: 0.5 }}
      >
        {items.slice(0, visible).map((item, index) => (
          <Box component="li" key={itemKey ? itemKey(item, index) : index} sx={{ overflowWrap: 'anywhere' }}>
            {renderItem(item, index)}
          </Box>
        ))}
      </Box>
      {canExpand && !exportMode && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? text('showLess') : text('showMore', { count: more, number: format.count(more) })}
        </Button>
      )}
    </Box>
  );
}
