import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { DistributionChartDialog } from './DistributionChartDialog.tsx';
import { sampleRows } from './DistributionChartDialog.fixtures.ts';
import { probabilityHistogram } from './probabilityHistogram.ts';

const meta = {
  title: 'ui-kit/Status/DistributionChartDialog',
  component: DistributionChartDialog,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), rows: sampleRows(0.7), threshold: 0.7 },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 620 } } },
} satisfies Meta<typeof DistributionChartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 20 bars of 5 % on an orange band up to the threshold and a green band above it, the threshold as
 * a dashed line. No-match rows are counted in the legend, not drawn: the three counts are the page's.
 */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Verteilung der Trefferwahrscheinlichkeiten');
    const { counts, notDrawn } = probabilityHistogram(sampleRows(0.7));
    const entry = (label: string) => within(dialog).getByText(label).closest('li');
    await expect(entry('Bis zum Schwellenwert (manuell)')).toHaveTextContent(
      `${counts.manual.toLocaleString('de-DE')} (davon ${notDrawn.manual} nicht im Diagramm)`,
    );
    await expect(entry('Über dem Schwellenwert (exakt)')).toHaveTextContent(
      counts.exact.toLocaleString('de-DE'),
    );
    await expect(entry('Kein Treffer')).toHaveTextContent(
      `Kein Treffer ${counts.noMatch} (nicht im Diagramm)`,
    );
    await expect(counts.manual + counts.exact + counts.noMatch).toBe(2400);
    await expect(dialog.querySelectorAll('.MuiBarChart-element').length).toBeGreaterThan(20);
    await expect(dialog.querySelector('.MuiChartsReferenceLine-root')).toHaveTextContent(
      'Schwellenwert 70 %',
    );
  },
};

/** A lower threshold moves the line and turns more bars green. */
export const LowThreshold: Story = {
  args: { threshold: 0.45, rows: sampleRows(0.45) },
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

/** No rows processed yet. */
export const Empty: Story = {
  args: { rows: [] },
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
