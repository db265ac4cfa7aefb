import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { BATCH_ID, importHandlers, reviewHandlers } from '../../app/src/testing/import-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';

/** The review step (/import/review) with the server's calls answered by MSW, driven by keyboard. */
const meta = {
  title: 'Pages/Review',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [`/import/review?id=${BATCH_ID}&tab=manual&row=0`] },
    // The review handlers come first: they answer getThresholds with every row on the manual tab.
    msw: {
      handlers: [...sessionHandlers(), ...reviewHandlers(), ...importHandlers({ initialFinished: 1234 })],
    },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard is loaded lazily. */
const LAZY = { timeout: 10_000 };

/** The first card of the manual tab: the input row, its candidate with evidence, the no-match entry. */
export const ManualCard: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Treffer prüfen' }, LAZY),
    ).toBeVisible();
    await expect(await canvas.findByText('Zeile 1 von 20', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Treffer 1:/ })).not.toBeChecked();
  },
};

/** 1 selects the first match and checks the row; → moves on; Ctrl+Z undoes. */
export const KeyboardReview: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Zeile 1 von 20', {}, LAZY);
    await userEvent.keyboard('1');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /^Treffer 1:/ })).toBeChecked(), LAZY);
    await expect(canvas.getByLabelText('Zeile geprüft')).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByText('Zeile 2 von 20', {}, LAZY)).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await canvas.findByText('Zeile 1 von 20', {}, LAZY);
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(
      () => expect(canvas.getByRole('checkbox', { name: /^Treffer 1:/ })).not.toBeChecked(),
      LAZY,
    );
  },
};
