import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DistributionChartDialog } from '../DistributionChartDialog/DistributionChartDialog.tsx';
import {
  sampleProbabilities,
  sampleRows,
} from '../DistributionChartDialog/DistributionChartDialog.fixtures.ts';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { ThresholdSlider, type ThresholdSliderProps } from './ThresholdSlider.tsx';

/** Rows flagged as "no match" by the matcher; they keep their type whatever the threshold. */
const NO_MATCHES = 124;

/**
 * Stand-in for the app's recount (api-client `countMatchTypes`) over the sample probabilities:
 * above the threshold exact, else manual.
 */
function recount(threshold: number) {
  const exactMatches = sampleProbabilities.filter((probability) => probability > threshold).length;
  return { exactMatches, manualMatches: sampleProbabilities.length - exactMatches, noMatches: NO_MATCHES };
}

/** Keeps the value and recounts on every move, as the status page does; the dialog opens from it. */
function Controlled(props: ThresholdSliderProps) {
  const [value, setValue] = useState(props.value);
  const [open, setOpen] = useState(false);
  return (
    <>
      <ThresholdSlider
        {...props}
        value={value}
        counts={props.counts ? recount(value) : undefined}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
        onShowDistribution={
          props.onShowDistribution
            ? () => {
                setOpen(true);
                props.onShowDistribution?.();
              }
            : undefined
        }
      />
      <DistributionChartDialog
        open={open}
        onClose={() => setOpen(false)}
        rows={sampleRows(value)}
        threshold={value}
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/Status/ThresholdSlider',
  component: ThresholdSlider,
  tags: ['autodocs'],
  args: {
    value: 0.7,
    onChange: fn(),
    onChangeCommitted: fn(),
    onShowDistribution: fn(),
    counts: recount(0.7),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ThresholdSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default threshold of 70 % with the counts it gives. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Schwellenwert für exakte Treffer' });
    await expect(slider).toHaveAttribute('aria-valuetext', '70\u00a0%');
    await expect(slider).toHaveAccessibleDescription(/Ergebnisse bei diesem Schwellenwert:/);
    await expect(canvas.getByRole('button', { name: 'Verteilung anzeigen' })).toBeVisible();
  },
};

/** Lowering the threshold with the keyboard: counts follow live, and each step is committed. */
export const Lower: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Schwellenwert für exakte Treffer' });
    const before = recount(0.7).exactMatches;
    slider.focus();
    for (let step = 0; step < 5; step += 1) await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.65);
    await expect(args.onChangeCommitted).toHaveBeenLastCalledWith(0.65);
    await expect(slider).toHaveAttribute('aria-valuetext', '65\u00a0%');
    const after = recount(0.65).exactMatches;
    await expect(after).toBeGreaterThan(before);
    await expect(slider).toHaveAccessibleDescription(
      new RegExp(`Exakte Treffer ${after.toLocaleString('de-DE')}`),
    );
    slider.blur();
  },
};

/** The button opens the distribution at the current threshold; the dialog closes again. */
export const ShowDistribution: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verteilung anzeigen' }));
    await expect(args.onShowDistribution).toHaveBeenCalledOnce();
    const dialog = await findDialog('Verteilung der Trefferwahrscheinlichkeiten');
    await expect(within(dialog).getByText('Schwellenwert 70 %', { selector: 'span' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitForRipples();
  },
};

/** Only the slider, e.g. collapsed on the review page. */
export const Plain: Story = {
  args: { counts: undefined, onShowDistribution: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Ergebnisse bei diesem Schwellenwert/)).not.toBeInTheDocument();
  },
};

/** While matching runs, the threshold cannot be changed yet. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toBeDisabled();
  },
};

/** The extremes: everything manual at 100 %. */
export const Maximum: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuetext', '100\u00a0%');
    await expect(canvas.getByRole('slider')).toHaveAccessibleDescription(/Exakte Treffer 0 /);
  },
};

/**
 * The slim variant of the review page's header: short label, small slider, value; name and
 * description stay the full ones.
 */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ args, canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Schwellenwert für exakte Treffer' });
    await expect(slider).toHaveAccessibleDescription(/höheren Wahrscheinlichkeit gelten als exakt/);
    await expect(canvas.getByText('Schwellenwert')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Ergebnisse bei diesem Schwellenwert/)).not.toBeInTheDocument();
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChangeCommitted).toHaveBeenLastCalledWith(0.71);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Threshold for exact matches' })).toHaveAttribute(
      'aria-valuetext',
      '70%',
    );
    await expect(canvas.getByRole('button', { name: 'Show distribution' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Seuil des correspondances exactes' })).toBeVisible();
  },
};
