import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusInfoCards } from './StatusInfoCards.tsx';

const meta = {
  title: 'ui-kit/Status/StatusInfoCards',
  component: StatusInfoCards,
  tags: ['autodocs'],
  args: {
    total: 2400,
    processed: 788,
    counts: { exactMatches: 610, manualMatches: 140, noMatches: 38, notStarted: 1612 },
  },
} satisfies Meta<typeof StatusInfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matching runs: a third of the rows is processed. */
export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Zeilen gesamt').nextElementSibling).toHaveTextContent('2.400');
    await expect(canvas.getByText('Verarbeitet').nextElementSibling).toHaveTextContent('788');
    await expect(canvas.getByText('Noch nicht verarbeitet').nextElementSibling).toHaveTextContent('1.612');
  },
};

/** Finished. */
export const Finished: Story = {
  args: {
    processed: 2400,
    counts: { exactMatches: 1864, manualMatches: 412, noMatches: 124, notStarted: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Exakte Treffer').nextElementSibling).toHaveTextContent('1.864');
    await expect(canvas.getByText('Noch nicht verarbeitet').nextElementSibling).toHaveTextContent('0');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Kennzahlen des Imports' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('2.400')).not.toBeInTheDocument();
  },
};

/** The largest imports still fit their cards. */
export const LargeNumbers: Story = {
  args: {
    total: 1000000,
    processed: 1000000,
    counts: { exactMatches: 812345, manualMatches: 120004, noMatches: 67651, notStarted: 0 },
  },
  play: async ({ canvas }) => {
    const value = canvas.getByText('Zeilen gesamt').nextElementSibling as HTMLElement;
    await expect(value).toHaveTextContent('1.000.000');
    const card = value.parentElement as HTMLElement;
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total rows').nextElementSibling).toHaveTextContent('2,400');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lignes au total').nextElementSibling).toHaveTextContent('2 400');
  },
};
