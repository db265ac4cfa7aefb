import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { exactRows, muellerRow, noMatchRows, schneiderRow } from '../ReviewCard/ReviewCard.fixtures.ts';
import { MatchesTable, type MatchesTableProps } from './MatchesTable.tsx';

/** Keeps the selection, as the app does after saveSingleMatchSelection. */
function Controlled(props: MatchesTableProps) {
  const [matches, setMatches] = useState(props.matches);
  return (
    <MatchesTable
      {...props}
      matches={matches}
      onToggle={(pos) => {
        // A row is one company: selecting an entry deselects the others (the server's rule).
        setMatches((current) => {
          const selecting = !current.find((match) => match.pos === pos)?.isSelected;
          return current.map((match) =>
            match.pos === pos
              ? { ...match, isSelected: selecting }
              : selecting && match.isSelected
                ? { ...match, isSelected: false }
                : match,
          );
        });
        props.onToggle?.(pos);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Review/MatchesTable',
  component: MatchesTable,
  tags: ['autodocs'],
  args: {
    matches: muellerRow.matches,
    input: muellerRow.mappedRow,
    selectable: true,
    onToggle: fn(),
    onLockClick: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MatchesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two candidates that are one company entered twice in the provider's database (issue 15): both
 * say so, instead of the table implying that one was picked for a reason.
 */
export const PossibleDuplicate: Story = {
  args: {
    matches: muellerRow.matches.map((match) =>
      match.pos === 0 || match.pos === 1 ? { ...match, probability: 0.43, possibleDuplicate: true } : match,
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Mögliche Treffer' });
    const marked = within(table).getAllByText('Mögliche Dublette in unseren Daten');
    await expect(marked).toHaveLength(2);
    for (const marker of marked) await expect(marker).toBeVisible();
    const first = within(table).getByRole('row', { name: /Treffer 1:/ });
    await expect(within(first).getByText('Mögliche Dublette in unseren Daten')).toBeVisible();
  },
};

/** The manual tab: candidates with checkboxes and number keys, differences marked, explanations below. */
export const Manual: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Mögliche Treffer' });
    const first = within(table).getByRole('checkbox', { name: 'Treffer 1: Müller Logistik GmbH' });
    await expect(first).not.toBeChecked();
    await expect(first).toHaveAttribute('aria-keyshortcuts', '1');
    await expect(within(table).getByText('62,3 %')).toBeVisible();
    await expect(within(table).getAllByText('weicht von Ihren Daten ab: Hauptstr. 3')).toHaveLength(3);
    await expect(within(table).getByText('in Liquidation')).toBeVisible();
    await expect(within(table).getByText('gelöscht')).toBeVisible();
    await expect(
      within(table).getByRole('checkbox', { name: 'Treffer 4: Kein passendes Unternehmen' }),
    ).toBeInTheDocument();
    await expect(
      within(table).getByRole('list', { name: 'Begründung für Müller Logistik GmbH' }),
    ).toBeVisible();
  },
};

/**
 * Clicking a checkbox toggles the match by its pos; the row is highlighted. Selecting another match
 * replaces it (the app's and the server's rule: a row is one company).
 */
export const Toggle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const second = canvas.getByRole('checkbox', { name: 'Treffer 2: Müller Logistik Süd GmbH & Co. KG' });
    await userEvent.click(second);
    await expect(args.onToggle).toHaveBeenLastCalledWith(1);
    await expect(second).toBeChecked();
    await expect(second.closest('tr')).toHaveClass('Mui-selected');
    const first = canvas.getByRole('checkbox', { name: 'Treffer 1: Müller Logistik GmbH' });
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(second).not.toBeChecked();
    await userEvent.click(first);
    await expect(first).not.toBeChecked();
    first.blur();
  },
};

/**
 * Candidates below 0.1 % only pad the card and are not listed (here a 0.004 % candidate of the
 * row); with `minProbability={0}` (the app's no-match tab) every candidate is.
 */
export const BelowOnePerMille: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Müllerei Bauer OHG')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
  },
};

export const EveryCandidate: Story = {
  args: { matches: noMatchRows[0]!.matches, input: noMatchRows[0]!.mappedRow, minProbability: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Treffer 3: Dr. Anna Schulz Praxis für Allgemeinmedizin' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('0,003 %')).toBeVisible();
  },
};

/** A selected candidate with differing values and a status: highlighted, and still readable (contrast). */
export const SelectedWithDifferences: Story = {
  args: {
    matches: muellerRow.matches.map((match) => ({ ...match, isSelected: match.pos === 1 })),
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Treffer 2: Müller Logistik Süd GmbH & Co. KG' });
    await expect(checkbox).toBeChecked();
    const row = checkbox.closest('tr');
    await expect(row).toHaveClass('Mui-selected');
    await expect(row).toHaveTextContent('in Liquidation');
    await expect(row?.nextElementSibling).toHaveClass('Mui-selected');
  },
};

/** The website opens in a new tab, safely; locked matches show XXXX and a lock button. */
export const LinksAndLocks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'www.mueller-logistik.de (öffnet in neuem Tab)' });
    await expect(link).toHaveAttribute('href', 'https://www.mueller-logistik.de/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: /^www\.mueller-sued\.de/ })).toHaveAttribute(
      'href',
      'https://www.mueller-sued.de/',
    );
    await expect(canvas.getAllByText('gesperrt')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Warum gesperrt?' }));
    await expect(args.onLockClick).toHaveBeenCalledWith(2);
    canvas.getByRole('button', { name: 'Warum gesperrt?' }).blur();
  },
};

/** The input lacks zip and country: the candidate's values show green as additions. */
export const MissingOnInput: Story = {
  args: { matches: schneiderRow.matches, input: schneiderRow.mappedRow },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('fehlt in Ihren Daten')).toHaveLength(4);
    await expect(canvas.getByText('70173')).toBeVisible();
  },
};

/** Without `selectable` (a read-only view): the chosen match is highlighted and marked. */
export const Exact: Story = {
  args: { matches: exactRows[0]!.matches, input: exactRows[0]!.mappedRow, selectable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('98,8 %')).toBeVisible();
    const selectedRow = canvas.getByText('ausgewählt').closest('tr');
    await expect(selectedRow).toHaveTextContent('Weber Maschinenbau AG');
    await expect(selectedRow).toHaveClass('Mui-selected');
  },
};

/** A no-match row read-only: the no-match entry leads with its probability. */
export const NoMatch: Story = {
  args: { matches: noMatchRows[0]!.matches, input: noMatchRows[0]!.mappedRow, selectable: false },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('ausgewählt93,3 %Kein passendes Unternehmen');
  },
};

/** Explanations can be left out for a tighter table. */
export const WithoutExplanation: Story = {
  args: { showExplanation: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
};

/** A selection is being saved: the checkboxes wait. */
export const Saving: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};

/** No candidates at all. */
export const Empty: Story = {
  args: { matches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Für diese Zeile wurden keine Kandidaten gefunden.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Possible matches' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Match 4: No matching company' })).toBeInTheDocument();
    await expect(canvas.getByText('62.3%')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Correspondances possibles' })).toBeVisible();
    await expect(canvas.getByText('en liquidation')).toBeVisible();
  },
};
