import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../test/stories.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'ui-kit/Feedback/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Import erneut abgleichen?',
    children:
      'Dieser Import wurde bereits abgeglichen. Ein neuer Abgleich verwirft Ihre 12 Prüfentscheidungen (geprüfte Zeilen und gewählte Treffer).',
    confirmLabel: 'Neu abgleichen und 12 Entscheidungen verwerfen',
    onConfirm: fn(),
    onCancel: fn(),
    destructive: true,
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matching a reviewed import again: the button names what is lost. */
export const DiscardDecisions: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Import erneut abgleichen?');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Neu abgleichen und 12 Entscheidungen verwerfen' }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Deleting: the confirm button is in the error colour. */
export const Delete: Story = {
  args: {
    title: 'Import löschen?',
    children: 'Der Import „kundenliste-2026“ wird mit allen Zeilen, Ergebnissen und Entscheidungen gelöscht.',
    confirmLabel: 'Import löschen',
  },
};

/** The action runs: nothing can be pressed twice. */
export const Confirming: Story = {
  args: { confirming: true },
  play: async () => {
    const dialog = await findDialog('Import erneut abgleichen?');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  },
};
