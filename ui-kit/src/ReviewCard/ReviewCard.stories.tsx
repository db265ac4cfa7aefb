import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AllCheckedMessage } from '../AllCheckedMessage/AllCheckedMessage.tsx';
import { InputRowCard } from '../InputRowCard/InputRowCard.tsx';
import { LockDialog } from '../LockDialog/LockDialog.tsx';
import { MatchesTable } from '../MatchesTable/MatchesTable.tsx';
import { ReviewHelpDialog } from '../ReviewHelpDialog/ReviewHelpDialog.tsx';
import { useReviewHotkeys } from '../ReviewHotkeys/useReviewHotkeys.ts';
import { ReviewTabs } from '../ReviewTabs/ReviewTabs.tsx';
import { ThresholdSlider } from '../ThresholdSlider/ThresholdSlider.tsx';
import { findDialog, waitForRipples } from '../test/stories.ts';
import {
  listedMatches,
  REVIEW_MIN_PROBABILITY,
  type ReviewResultRow,
  type ReviewTab,
} from '../utils/review.ts';
import { exactRows, manualRows, noMatchRows, SUPPORT_PHONE } from './ReviewCard.fixtures.ts';

/** Enter marks the row checked and moves on after this delay (spec 9). */
const ENTER_DELAY_MS = 200;

type RowsByTab = Record<ReviewTab, ReviewResultRow[]>;

/** What undo goes back to: the rows and where the decision was made. */
interface Snapshot {
  rows: RowsByTab;
  tab: ReviewTab;
  page: number;
}

/** The no-match tab lists its next-best candidates whatever their probability (as the app does). */
const minProbabilityOf = (tab: ReviewTab) => (tab === 'noMatch' ? 0 : REVIEW_MIN_PROBABILITY);

/**
 * Stand-in for the server's selection rule (spec 4 Review, issue 12): a row is one company, so
 * selecting an entry deselects the others; selecting anything marks the row checked.
 */
function toggleMatch(row: ReviewResultRow, pos: number): ReviewResultRow {
  const target = row.matches.find((match) => match.pos === pos);
  if (!target) return row;
  const selecting = !target.isSelected;
  const matches = row.matches.map((match) => {
    if (match.pos === pos) return { ...match, isSelected: selecting };
    return selecting && match.isSelected ? { ...match, isSelected: false } : match;
  });
  return { ...row, matches, manuallyChecked: row.manuallyChecked || selecting };
}

interface ReviewScreenProps {
  /** The tab the page opens on. */
  initialTab: ReviewTab;
  /** Called with every saved change, as the app would send saveSingleMatchSelection / setChecked. */
  onSave: (change: string) => void;
}

/**
 * The review page's content as the app composes it (header with title, tabs, slim threshold and
 * help; the input row and its candidates; the dialogs and the hotkeys), with a stand-in for the
 * app's state (selection, checked rows, paging, undo by step back to the row). 1032 px wide: the
 * room the app gives it on a 1280 px screen.
 */
function ReviewScreen({ initialTab, onSave }: ReviewScreenProps) {
  const [tab, setTab] = useState<ReviewTab>(initialTab);
  const [rows, setRows] = useState<RowsByTab>({ noMatch: noMatchRows, manual: manualRows, exact: exactRows });
  const [pages, setPages] = useState<Record<ReviewTab, number>>({ noMatch: 0, manual: 0, exact: 0 });
  const [history, setHistory] = useState<Snapshot[]>([]);
  const [threshold, setThreshold] = useState(0.7);
  const [helpOpen, setHelpOpen] = useState(false);
  const [lockOpen, setLockOpen] = useState(false);
  const enterScope = useRef<HTMLDivElement>(null);
  const enterTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(enterTimer.current), []);

  const tabRows = rows[tab];
  const page = Math.min(pages[tab], Math.max(0, tabRows.length - 1));
  const row = tabRows[page];
  const manual = tab === 'manual';
  const remaining = rows.manual.filter((candidate) => !candidate.manuallyChecked).length;

  const goTo = (next: number) =>
    setPages((current) => ({ ...current, [tab]: Math.min(Math.max(0, next), tabRows.length - 1) }));
  const changeRow = (change: (current: ReviewResultRow) => ReviewResultRow, description: string) => {
    if (!row) return;
    setHistory((current) => [...current, { rows, tab, page }]);
    setRows((current) => ({
      ...current,
      [tab]: current[tab].map((candidate, index) => (index === page ? change(candidate) : candidate)),
    }));
    onSave(description);
  };
  const toggle = (pos: number) => changeRow((current) => toggleMatch(current, pos), `toggle ${pos}`);
  const setChecked = (checked: boolean) =>
    changeRow((current) => ({ ...current, manuallyChecked: checked }), `checked ${checked}`);

  useReviewHotkeys({
    enabled: !helpOpen && !lockOpen,
    enterScope,
    onToggle: (index) => {
      const match = row && listedMatches(row.matches, minProbabilityOf(tab))[index];
      if (match) toggle(match.pos);
    },
    onPrev: () => goTo(page - 1),
    onNext: () => goTo(page + 1),
    onFirst: () => goTo(0),
    onLast: () => goTo(tabRows.length - 1),
    onEnter: () => {
      if (manual && row && !row.manuallyChecked) setChecked(true);
      clearTimeout(enterTimer.current);
      enterTimer.current = setTimeout(() => goTo(page + 1), ENTER_DELAY_MS);
    },
    onUndo: () => {
      const previous = history.at(-1);
      if (!previous) return;
      clearTimeout(enterTimer.current);
      setHistory((current) => current.slice(0, -1));
      setRows(previous.rows);
      // The undone row comes back into view.
      setTab(previous.tab);
      setPages((current) => ({ ...current, [previous.tab]: previous.page }));
      onSave('undo');
    },
  });

  return (
    <Stack sx={{ gap: 1.5, maxWidth: 1032 }}>
      <Paper sx={{ px: 2, pt: 1, pb: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Typography variant="h6" component="h1">
            Treffer prüfen
          </Typography>
          <ReviewTabs
            value={tab}
            onChange={setTab}
            counts={{
              noMatches: rows.noMatch.length,
              manualMatches: rows.manual.length,
              exactMatches: rows.exact.length,
            }}
            remaining={remaining}
            sx={{ flex: '1 1 auto', borderBottom: 0 }}
          />
          <ThresholdSlider variant="compact" value={threshold} onChange={setThreshold} />
          <Button startIcon={<HelpOutlineIcon />} onClick={() => setHelpOpen(true)}>
            Hilfe
          </Button>
        </Box>
        {manual && <AllCheckedMessage remaining={remaining} sx={{ '&:not(:empty)': { my: 1 } }} />}
      </Paper>
      {row && (
        <Stack ref={enterScope} sx={{ gap: 1 }}>
          <InputRowCard
            rowId={row.row_id}
            row={row.mappedRow}
            page={page}
            count={tabRows.length}
            onPageChange={goTo}
            showCheckedSwitch={manual}
            checked={row.manuallyChecked}
            onCheckedChange={setChecked}
            note={row.note}
            remembered={row.remembered}
          />
          <MatchesTable
            matches={row.matches}
            input={row.mappedRow}
            selectable
            minProbability={minProbabilityOf(tab)}
            onToggle={toggle}
            onLockClick={() => setLockOpen(true)}
          />
        </Stack>
      )}
      <LockDialog open={lockOpen} onClose={() => setLockOpen(false)} phone={SUPPORT_PHONE} />
      <ReviewHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}

const meta = {
  title: 'ui-kit/Review/Review card',
  component: ReviewScreen,
  args: { initialTab: 'manual', onSave: fn() },
  argTypes: {
    initialTab: { description: 'The tab the page opens on.' },
    onSave: {
      description:
        'Called with every saved change, as the app would send saveSingleMatchSelection / setChecked.',
    },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The review page's content as the app composes it from kit parts: \`ReviewTabs\`, a compact
\`ThresholdSlider\` and a help button in the header, \`InputRowCard\` with the row and \`MatchesTable\` with
its candidates, \`AllCheckedMessage\`, \`LockDialog\` and \`ReviewHelpDialog\`, and the keyboard through
\`useReviewHotkeys\`. The story's \`ReviewScreen\` stands in for the app's state (selection, checked rows,
paging, undo); in the app that is \`useReviewController\`, and every decision is saved on the server.

## Usage

\`\`\`tsx
const enterScope = useRef<HTMLDivElement>(null);
useReviewHotkeys({
  enabled: Boolean(row) && !helpOpen && !lockOpen,
  enterScope,
  onToggle: (index) => {
    const match = listedMatches(row.matches, minProbability)[index];
    if (match) toggle(match.pos);
  },
  onPrev: () => go(page - 1),
  onNext: () => go(page + 1),
  onEnter: checkAndMoveOn,
  onUndo: undo,
});

<Stack ref={enterScope} spacing={1}>
  <InputRowCard rowId={row.row_id} row={row.mappedRow} page={page} count={total} onPageChange={go} />
  <MatchesTable
    matches={row.matches}
    input={row.mappedRow}
    selectable
    onToggle={toggle}
    onLockClick={openLock}
  />
</Stack>
\`\`\`

## Do

- Keep the card and three candidates on a 1280 × 800 screen: title, tabs, slim slider and help share
  one line.
- Turn the hotkeys off while a dialog is open, and give \`enterScope\` the element around card and table.
- Pass stable callbacks and memoised header props, so paging re-renders only the card (issue 7).

## Don't

- Don't keep the selection rule only on the client: selecting one entry deselects the others on the
  server, and the app shows the server's answer.
- Don't move on at once on Enter: the row is marked checked, and the next one follows after 200 ms
  (spec 9).
- Don't describe the hotkeys elsewhere: \`ReviewHelpDialog\` lists the keys \`useReviewHotkeys\` binds.`,
      },
    },
  },
} satisfies Meta<typeof ReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manual tab on its first row: three of four rows still to check; the 0.004 % candidate is not listed. */
export const Manual: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Manuell (3 / 4)' })).toBeChecked();
    const card = canvas.getByRole('region', { name: 'Ihre Daten Zeilennummer 4' });
    await expect(within(card).getByText('Zeile 1 von 4')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Treffer 1: Müller Logistik GmbH' })).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.queryByText('Müllerei Bauer OHG')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * The whole review by keyboard: toggle with a number, undo, page with arrows, A/D, Home and End,
 * check and move on with Enter until every row is checked, switch tabs with the arrow keys, and open
 * the help, during which the hotkeys rest.
 */
export const KeyboardOnly: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const position = (text: string) => expect(canvas.getByText(text)).toBeVisible();
    const manualTab = (name: string) => expect(canvas.getByRole('radio', { name })).toBeInTheDocument();

    // 1 selects the first candidate and checks the row; Ctrl+Z takes both back.
    await userEvent.keyboard('1');
    await expect(canvas.getByRole('checkbox', { name: 'Treffer 1: Müller Logistik GmbH' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Zeile geprüft' })).toBeChecked();
    await manualTab('Manuell (2 / 4)');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(canvas.getByRole('checkbox', { name: 'Treffer 1: Müller Logistik GmbH' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Zeile geprüft' })).not.toBeChecked();
    await manualTab('Manuell (3 / 4)');

    // Paging: D and → forward, A back, End and Home to the ends.
    await userEvent.keyboard('d');
    await position('Zeile 2 von 4');
    await expect(canvas.getByRole('region', { name: 'Ihre Daten Zeilennummer 52' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await position('Zeile 3 von 4');
    await userEvent.keyboard('a');
    await position('Zeile 2 von 4');
    await userEvent.keyboard('{End}');
    await position('Zeile 4 von 4');
    await userEvent.keyboard('{Home}');
    await position('Zeile 1 von 4');

    // 4 is the no-match entry of the first row; Enter moves on after 200 ms.
    await userEvent.keyboard('4');
    await expect(
      canvas.getByRole('checkbox', { name: 'Treffer 4: Kein passendes Unternehmen' }),
    ).toBeChecked();
    await manualTab('Manuell (2 / 4)');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => position('Zeile 2 von 4'));

    // Enter on an open row checks it, then moves on; the last open row gets its candidate by number.
    await userEvent.keyboard('{Enter}');
    await manualTab('Manuell (1 / 4)');
    await waitFor(() => position('Zeile 3 von 4'));
    await userEvent.keyboard('1');
    await manualTab('Manuell (0 / 4)');
    await expect(canvas.getByRole('status')).toHaveTextContent('Alle Unternehmen wurden geprüft');
    await expect(args.onSave.mock.calls.map(([change]) => change)).toEqual([
      'toggle 0',
      'undo',
      'toggle 3',
      'checked true',
      'toggle 0',
    ]);

    // Tab reaches the tabs; the arrow keys switch them (and do not page meanwhile).
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Manuell (0 / 4)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Exakt (2)' })).toBeChecked();
    await position('Zeile 1 von 2');
    await expect(canvas.getByRole('region', { name: 'Ihre Daten Zeilennummer 7' })).toBeVisible();
    // The selected candidate is marked on every tab.
    await expect(canvas.getByRole('checkbox', { name: 'Treffer 1: Weber Maschinenbau AG' })).toBeChecked();
    await userEvent.keyboard('d');
    await position('Zeile 2 von 2');

    // The slim threshold follows the tabs, then the help, which opens from its button; the hotkeys
    // rest while it is open.
    await userEvent.tab();
    await expect(canvas.getByRole('slider', { name: 'Schwellenwert für exakte Treffer' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hilfe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const help = await findDialog('So prüfen Sie Ihre Treffer');
    await userEvent.keyboard('{Home}');
    await position('Zeile 2 von 2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(help).not.toBeInTheDocument());
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitForRipples();
    await userEvent.keyboard('{Home}');
    await position('Zeile 1 von 2');
  },
};

/** After Enter moved on, Ctrl+Z brings the row back into view with its decision undone. */
export const UndoAfterEnter: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('2');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Zeile 2 von 4')).toBeVisible());
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(canvas.getByText('Zeile 1 von 4')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Treffer 2:/ })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Zeile geprüft' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Manuell (3 / 4)' })).toBeChecked();
  },
};

/** Enter on a focused pager button or switch inside the card still checks the row and moves on. */
export const EnterFromAFocusedButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Zeile' }));
    await expect(canvas.getByText('Zeile 2 von 4')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Zeile 3 von 4')).toBeVisible());
    await expect(args.onSave).toHaveBeenCalledWith('checked true');
    await expect(canvas.getByRole('radio', { name: 'Manuell (2 / 4)' })).toBeChecked();
    await waitForRipples();
  },
};

/** A locked candidate: the lock button opens the dialog with the number to call. */
export const LockedMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warum gesperrt?' }));
    const dialog = await findDialog('Unternehmensdaten gesperrt');
    await expect(within(dialog).getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitForRipples();
  },
};

/**
 * The no-match tab: the no-match entry leads and is chosen; the next-best candidates are listed,
 * even far below 0.1 %, and one of them replaces it with its number key. The second row could not
 * be matched and says so.
 */
export const NoMatchTab: Story = {
  args: { initialTab: 'noMatch' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Kein Treffer (2)' })).toBeChecked();
    const none = canvas.getByRole('checkbox', { name: 'Treffer 1: Kein passendes Unternehmen' });
    await expect(none).toBeChecked();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.keyboard('3');
    const practice = canvas.getByRole('checkbox', {
      name: 'Treffer 3: Dr. Anna Schulz Praxis für Allgemeinmedizin',
    });
    await expect(practice).toBeChecked();
    await expect(none).not.toBeChecked();
    await expect(args.onSave).toHaveBeenCalledWith('toggle 2');
    await userEvent.keyboard('d');
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Diese Zeile konnte nicht abgeglichen werden und gilt als kein Treffer.',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Manual (3 / 4)' })).toBeChecked();
    await expect(canvas.getByText('Row 1 of 4')).toBeVisible();
  },
};
