import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { DistributionChartDialog } from './DistributionChartDialog.tsx';
import { sampleProbabilities } from './DistributionChartDialog.fixtures.ts';
import { probabilityHistogram } from './probabilityHistogram.ts';

const meta = {
  title: 'ui-kit/Status/DistributionChartDialog',
  component: DistributionChartDialog,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), probabilities: sampleProbabilities, threshold: 0.7 },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 620 } } },
} satisfies Meta<typeof DistributionChartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 20 bars of 5 %: orange up to the threshold, green above, the threshold as a dashed line. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Verteilung der Trefferwahrscheinlichkeiten');
    const { below, above } = probabilityHistogram(sampleProbabilities, 0.7);
    await expect(within(dialog).getByText('Bis zum Schwellenwert (manuell)').parentElement).toHaveTextContent(
      below.toLocaleString('de-DE'),
    );
    await expect(within(dialog).getByText('Über dem Schwellenwert (exakt)').parentElement).toHaveTextContent(
      above.toLocaleString('de-DE'),
    );
    await expect(dialog.querySelectorAll('.MuiBarChart-element').length).toBeGreaterThan(20);
    await expect(dialog.querySelector('.MuiChartsReferenceLine-root')).toHaveTextContent(
      'Schwellenwert 70 %',
    );
  },
};

/** A lower threshold moves the line and turns more bars green. */
export const LowThreshold: Story = {
  args: { threshold: 0.45 },
  play: async () => {
    const dialog = await findDialog('Verteilung der Trefferwahrscheinlichkeiten');
    await expect(within(dialog).getByText('Schwellenwert 45 %', { selector: 'span' })).toBeVisible();
  },
};

/** Fine bins of 1 %, one per slider step. */
export const FineBins: Story = {
  args: { binCount: 100 },
  play: async () => {
    const dialog = await findDialog('Verteilung der Trefferwahrscheinlichkeiten');
    await expect(dialog.querySelectorAll('.MuiBarChart-element').length).toBeGreaterThan(60);
  },
};

/** Closing with the button. */
export const Close: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Verteilung der Trefferwahrscheinlichkeiten');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** No probabilities yet. */
export const Empty: Story = {
  args: { probabilities: [] },
  play: async () => {
    const dialog = await findDialog('Verteilung der Trefferwahrscheinlichkeiten');
    await expect(within(dialog).getByText('Es liegen noch keine Wahrscheinlichkeiten vor.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = await findDialog('Verteilung der Trefferwahrscheinlichkeiten');
    await expect(within(dialog).getByText('Verteilung wird geladen')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await findDialog('Distribution of match probabilities');
    await expect(within(dialog).getByText('Above the threshold (exact)')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await findDialog('Répartition des probabilités de correspondance');
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};
