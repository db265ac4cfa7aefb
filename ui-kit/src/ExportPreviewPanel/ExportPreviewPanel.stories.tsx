import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { exportFieldLabels, exportPreview } from '../test/exportFixtures.ts';
import { waitForRipples } from '../test/stories.ts';
import { ExportPreviewPanel } from './ExportPreviewPanel.tsx';

const meta = {
  title: 'ui-kit/Export/ExportPreviewPanel',
  component: ExportPreviewPanel,
  tags: ['autodocs'],
  args: { preview: exportPreview, fieldLabels: exportFieldLabels },
} satisfies Meta<typeof ExportPreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The street taken from Datacare overwrites 231 values: the examples show before and after. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const totals = canvas.getByRole('list', { name: 'Summen über alle Felder' });
    await expect(within(totals).getByText('Überschrieben').nextElementSibling).toHaveTextContent('231');
    await userEvent.click(canvas.getByRole('button', { name: 'Beispiele für Straße und Hausnummer' }));
    await expect(await canvas.findByText('„Hafenstraße 12“')).toBeVisible();
    await waitForRipples();
  },
};

/** The server is still counting: an indeterminate bar; the app asks again every second. */
export const Computing: Story = {
  args: { preview: { ready: false, companies: 1050, fields: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Die Vorschau wird berechnet …' })).toBeVisible();
  },
};

export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird aktualisiert …');
  },
};

export const Error: Story = {
  args: { preview: null, error: true, onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Preview of the changes' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Overwritten' })).toBeVisible();
  },
};
