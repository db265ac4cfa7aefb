import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ProbabilityCell } from './ProbabilityCell.tsx';

const meta = {
  title: 'ui-kit/Review/ProbabilityCell',
  component: ProbabilityCell,
  tags: ['autodocs'],
  args: { probability: 0.98765 },
} satisfies Meta<typeof ProbabilityCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A likely match: 3 significant digits. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('98,8 %')).toBeVisible();
  },
};

/** A small probability keeps its digits instead of reading "0 %". */
export const Small: Story = {
  args: { probability: 0.0123456 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,23 %')).toBeVisible();
  },
};

/** A certain match. */
export const Certain: Story = {
  args: { probability: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100 %')).toBeVisible();
  },
};

/** Keyboard focus shows the precise value with 5 significant digits. */
export const PreciseOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByText('98,8 %')).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(tooltip).toHaveTextContent('Genau: 98,765 %');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('98.8%')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { probability: 0.0123456 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,23 %')).toBeVisible();
  },
};
