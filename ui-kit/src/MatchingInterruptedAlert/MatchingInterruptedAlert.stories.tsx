import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { MatchingInterruptedAlert } from './MatchingInterruptedAlert.tsx';

const meta = {
  title: 'ui-kit/Status/MatchingInterruptedAlert',
  component: MatchingInterruptedAlert,
  tags: ['autodocs'],
  args: { state: 'failed', processed: 1200, total: 4800, onRetry: fn(), onDelete: fn() },
} satisfies Meta<typeof MatchingInterruptedAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matching failed: what happened, what is kept, and the two ways on. */
export const Failed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'Der Abgleich ist fehlgeschlagen' }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Stopped by the user: continue or delete. */
export const Stopped: Story = {
  args: { state: 'stopped', processed: 60, total: 600 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fortsetzen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('60 von 600 Zeilen sind abgeglichen.');
  },
};

/** The retry request runs. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Erneut versuchen/ })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete import' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { state: 'stopped' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reprendre' })).toBeVisible();
  },
};
