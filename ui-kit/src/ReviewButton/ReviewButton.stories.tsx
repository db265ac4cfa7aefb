import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { ReviewButton } from './ReviewButton.tsx';

const meta = {
  title: 'ui-kit/Status/ReviewButton',
  component: ReviewButton,
  tags: ['autodocs'],
  args: { finished: true, manualCount: 412, exactCount: 1864, noMatchCount: 124, onClick: fn() },
} satisfies Meta<typeof ReviewButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finished with manual matches: review them. */
export const ManualToReview: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '412 Unternehmen prüfen' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Still matching: the button waits. */
export const Processing: Story = {
  args: { finished: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Verarbeitung läuft/ })).toBeDisabled();
  },
};

/** Nothing to check by hand: an outlined button with the exact and no-match counts. */
export const NothingToReview: Story = {
  args: { manualCount: 0 },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', {
      name: 'Ergebnisse ansehen (exakt: 1.864, ohne Treffer: 124)',
    });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** A single company to check. */
export const SingleCompany: Story = {
  args: { manualCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '1 Unternehmen prüfen' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Review 412 companies' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { manualCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Voir les résultats/ })).toBeVisible();
  },
};
