import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RemainingTimeCard } from './RemainingTimeCard.tsx';

const meta = {
  title: 'ui-kit/Status/RemainingTimeCard',
  component: RemainingTimeCard,
  tags: ['autodocs'],
  args: { seconds: 200 },
  argTypes: { seconds: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof RemainingTimeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few minutes left. */
export const Minutes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Verbleibende Zeit' })).toHaveTextContent(
      'ca. 3 Min. 20 Sek.',
    );
  },
};

/** A big import: hours and minutes. */
export const Hours: Story = {
  args: { seconds: 2 * 3600 + 25 * 60 + 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ca. 2 Std. 25 Min.')).toBeVisible();
  },
};

/** Under a minute. */
export const Seconds: Story = {
  args: { seconds: 38 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ca. 38 Sek.')).toBeVisible();
  },
};

/** The app hides the estimate (no progress yet, or over four hours): nothing is rendered. */
export const Hidden: Story = {
  args: { seconds: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { seconds: 3900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Time remaining' })).toHaveTextContent('about 1 h 5 min');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Temps restant' })).toHaveTextContent(
      'environ 3 min 20 s',
    );
  },
};
