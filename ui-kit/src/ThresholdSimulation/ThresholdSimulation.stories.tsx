import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { sampleProbabilities } from '../DistributionChartDialog/DistributionChartDialog.fixtures.ts';
import { ThresholdSlider } from '../ThresholdSlider/ThresholdSlider.tsx';
import { ThresholdSimulation, type ThresholdSimulationProps } from './ThresholdSimulation.tsx';

/**
 * Stand-in for the app's api-client `simulateThreshold` over the sample probabilities (the kit
 * cannot import api-client): every row above the threshold is exact and exports a company of its
 * own; the expected wrong matches are the sum of 1 − p over them.
 */
function simulate(threshold: number) {
  let expectedWrongExact = 0;
  let quotaNeeded = 0;
  for (const probability of sampleProbabilities) {
    if (probability <= threshold) continue;
    expectedWrongExact += 1 - probability;
    quotaNeeded += 1;
  }
  return { expectedWrongExact, quotaNeeded };
}

/** The slider and the simulator together, recomputed on every move as the status page does. */
function WithSlider(props: ThresholdSimulationProps) {
  const [value, setValue] = useState(0.7);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 520 }}>
      <ThresholdSlider value={value} onChange={setValue} />
      <ThresholdSimulation {...props} {...simulate(value)} />
    </Box>
  );
}

const meta = {
  title: 'ui-kit/Status/ThresholdSimulation',
  component: ThresholdSimulation,
  tags: ['autodocs'],
  args: { expectedWrongExact: 2.64, quotaNeeded: 1240, quotaAvailable: 8750 },
} satisfies Meta<typeof ThresholdSimulation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the status page's slider: the expected wrong exact matches and the quota against what is left. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('≈ 2,6 falsche exakte Treffer erwartet')).toBeVisible();
    await expect(canvas.getByText('Kontingent für den Export: 1.240 von 8.750 verfügbar')).toBeVisible();
    await expect(canvas.queryByText(/reicht es nicht/)).not.toBeInTheDocument();
  },
};

/** The info button explains the estimate (the sum of 1 − p) in a tooltip, by keyboard as by mouse. */
export const Explanation: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Wie wird das geschätzt?' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(tooltip).toHaveTextContent(/Die Summe von 1 − p über alle exakten Treffer/);
    await expect(button).toHaveAccessibleDescription(/Die Summe von 1 − p/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** One expected wrong match reads in the singular; large counts are whole numbers. */
export const Singular: Story = {
  args: { expectedWrongExact: 0.96, quotaNeeded: 1, quotaAvailable: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('≈ 1 falscher exakter Treffer erwartet')).toBeVisible();
    await expect(canvas.getByText('Kontingent für den Export: 1 von 1 verfügbar')).toBeVisible();
  },
};

/** Many rows: whole numbers in the user's locale. */
export const LargeImport: Story = {
  args: { expectedWrongExact: 1234.4, quotaNeeded: 98_765, quotaAvailable: 100_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('≈ 1.234 falsche exakte Treffer erwartet')).toBeVisible();
  },
};

/** An export at this threshold would need more than the quota covers: a warning tone and how many are missing. */
export const QuotaExceeded: Story = {
  args: { quotaNeeded: 1240, quotaAvailable: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kontingent für den Export: 1.240 von 1.000 verfügbar')).toBeVisible();
    await expect(canvas.getByText('Für 240 Unternehmen reicht es nicht.')).toBeVisible();
  },
};

/** An unlimited quota never warns. */
export const Unlimited: Story = {
  args: { quotaAvailable: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kontingent für den Export: 1.240 (unbegrenzt verfügbar)')).toBeVisible();
  },
};

/** The quota is not known yet: only what the export would need. */
export const QuotaUnknown: Story = {
  args: { quotaAvailable: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kontingent für den Export: 1.240')).toBeVisible();
  },
};

/** The rows' priorities are still loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Simulation wird geladen')).toBeInTheDocument();
    await expect(canvas.queryByText(/falsche/)).not.toBeInTheDocument();
  },
};

/** The review header's slim line: short figures, the full sentences as accessible text. */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('≈ 2,6 falsch erwartet')).toBeVisible();
    await expect(canvas.getByText('Kontingent 1.240 / 8.750')).toBeVisible();
    await expect(canvas.getByText('≈ 2,6 falsche exakte Treffer erwartet')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Wie wird das geschätzt?' })).toBeVisible();
  },
};

/** The slim line when the quota does not cover the export. */
export const CompactQuotaExceeded: Story = {
  args: { variant: 'compact', quotaNeeded: 1240, quotaAvailable: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kontingent 1.240 / 1.000')).toBeVisible();
    await expect(
      canvas.getByText(
        'Kontingent für den Export: 1.240 von 1.000 verfügbar Für 240 Unternehmen reicht es nicht.',
      ),
    ).toBeInTheDocument();
  },
};

/** Moving the slider with the keyboard changes the numbers live to the simulation at the new value. */
export const FollowsTheSlider: Story = {
  render: (args) => <WithSlider {...args} />,
  play: async ({ canvas, userEvent }) => {
    const format = (value: number) =>
      value.toLocaleString('de-DE', { maximumFractionDigits: value < 10 ? 1 : 0 });
    const wrongAt = (threshold: number) => {
      const { expectedWrongExact } = simulate(threshold);
      const shown =
        expectedWrongExact < 10 ? Math.round(expectedWrongExact * 10) / 10 : Math.round(expectedWrongExact);
      return `≈ ${format(shown)} falsche exakte Treffer erwartet`;
    };
    const quotaAt = (threshold: number) =>
      `Kontingent für den Export: ${simulate(threshold).quotaNeeded.toLocaleString('de-DE')} von 8.750 verfügbar`;
    await expect(canvas.getByText(wrongAt(0.7))).toBeVisible();
    await expect(canvas.getByText(quotaAt(0.7))).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Schwellenwert für exakte Treffer' });
    slider.focus();
    for (let step = 0; step < 20; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '90\u00a0%');
    await expect(canvas.getByText(wrongAt(0.9))).toBeVisible();
    await expect(canvas.getByText(quotaAt(0.9))).toBeVisible();
    await expect(simulate(0.9).quotaNeeded).toBeLessThan(simulate(0.7).quotaNeeded);
    slider.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { quotaNeeded: 1240, quotaAvailable: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('≈ 2.6 wrong exact matches expected')).toBeVisible();
    await expect(canvas.getByText('Quota for the export: 1,240 of 1,000 available')).toBeVisible();
    await expect(canvas.getByText('240 companies are not covered.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'How is this estimated?' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { expectedWrongExact: 0.44 },
  play: async ({ canvas }) => {
    // French takes the singular below 2.
    await expect(canvas.getByText('≈ 0,4 correspondance exacte erronée attendue')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Comment est-ce estimé ?' })).toBeVisible();
  },
};
