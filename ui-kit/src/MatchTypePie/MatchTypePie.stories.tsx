import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MatchTypePie } from './MatchTypePie.tsx';

/** The percentages written on the slices, in slice order (no-break spaces read as plain ones). */
function arcLabels(root: HTMLElement): string[] {
  return [...root.querySelectorAll('.MuiPieChart-arcLabel')]
    .map((label) => (label.textContent ?? '').replace(/\s+/g, ' '))
    .filter((text) => text !== '');
}

const meta = {
  title: 'ui-kit/Status/MatchTypePie',
  component: MatchTypePie,
  tags: ['autodocs'],
  args: { counts: { exactMatches: 1864, manualMatches: 412, noMatches: 124, notStarted: 0 } },
} satisfies Meta<typeof MatchTypePie>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished import of 2.400 rows. */
export const Finished: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Ergebnisse nach Trefferart' });
    const items = within(group).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Exakte Treffer1.86477,7 %');
    await expect(items[2]).toHaveTextContent('Kein Treffer1245,2 %');
    await waitFor(() => expect(arcLabels(canvasElement)).toEqual(['78 %', '17 %', '5 %']));
  },
};

/** Still running: the grey slice is what is not processed yet. */
export const InProgress: Story = {
  args: { counts: { exactMatches: 610, manualMatches: 140, noMatches: 38, notStarted: 1612 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(arcLabels(canvasElement)).toEqual(['25 %', '6 %', '67 %']));
  },
};

/** Slices under 5 % get no label on the chart; the legend still names them. */
export const SmallSlices: Story = {
  args: { counts: { exactMatches: 2310, manualMatches: 61, noMatches: 29, notStarted: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(arcLabels(canvasElement)).toEqual(['96 %']));
    await expect(canvas.getByText('2,5 %')).toBeVisible();
    await expect(canvas.getByText('1,2 %')).toBeVisible();
  },
};

/** Nothing processed yet and nothing to show. */
export const Empty: Story = {
  args: { counts: { exactMatches: 0, manualMatches: 0, noMatches: 0, notStarted: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Noch keine Ergebnisse vorhanden.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/** A huge import: numbers keep their separators. */
export const LargeNumbers: Story = {
  args: { counts: { exactMatches: 812345, manualMatches: 120004, noMatches: 67651, notStarted: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('812.345')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Results by match type' })).toBeVisible();
    await expect(canvas.getByText('1,864')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Correspondances manuelles')).toBeVisible();
  },
};
