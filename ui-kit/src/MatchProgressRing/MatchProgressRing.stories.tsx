import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MatchProgressRing } from './MatchProgressRing.tsx';

const meta = {
  title: 'ui-kit/Status/MatchProgressRing',
  component: MatchProgressRing,
  tags: ['autodocs'],
  args: { percent: 42 },
  argTypes: { percent: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof MatchProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matching runs: 42 % of the rows are processed. */
export const Running: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Fortschritt der Verarbeitung' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42 %')).toBeVisible();
  },
};

/** Matching has just been started; no progress is known yet. */
export const Starting: Story = {
  args: { percent: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Fortschritt der Verarbeitung' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Die Verarbeitung wird gestartet');
  },
};

/** Almost done: api-client never rounds to 100 while rows are open. */
export const AlmostDone: Story = {
  args: { percent: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99 %')).toBeVisible();
  },
};

/** Finished: the ring turns green. */
export const Finished: Story = {
  args: { percent: 100 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveClass('MuiCircularProgress-colorSuccess');
  },
};

/** Matching failed at 37 %: a red ring that does not spin (the page says what to do). */
export const Failed: Story = {
  args: { percent: 37, state: 'failed' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Fehlgeschlagen bei 37\u00a0%');
    await expect(bar).toHaveClass('MuiCircularProgress-colorError');
  },
};

/** Stopped by the user at 60 %: a grey ring. */
export const Stopped: Story = {
  args: { percent: 60, state: 'stopped' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Angehalten bei 60\u00a0%',
    );
  },
};

/** Smaller, e.g. on a past-imports card. */
export const Small: Story = {
  args: { percent: 7, size: 64 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar').getBoundingClientRect().width).toBeCloseTo(64, 0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
      'aria-valuetext',
      '42%',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progression du traitement' })).toBeVisible();
  },
};
