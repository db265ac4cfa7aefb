import { useState } from 'react';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { ReviewHelpDialog, type ReviewHelpDialogProps } from './ReviewHelpDialog.tsx';

/** Opens from a help button, as on the review page. */
function WithOpener(props: ReviewHelpDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Hilfe
      </Button>
      <ReviewHelpDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/Review/ReviewHelpDialog',
  component: ReviewHelpDialog,
  tags: ['autodocs'],
  args: { open: true, onClose: fn() },
  render: (args) => <WithOpener {...args} />,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 720 } } },
} satisfies Meta<typeof ReviewHelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs, threshold, checking and the hotkeys. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('So prüfen Sie Ihre Treffer');
    for (const heading of ['Die drei Ansichten', 'Schwellenwert', 'Prüfen', 'Tastenkürzel']) {
      await expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const table = within(dialog).getByRole('table', { name: 'Tastenkürzel' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      '1 – 9Treffer 1 bis 9 auswählen oder abwählen',
      '← oder AVorherige Zeile',
      '→ oder DNächste Zeile',
      'EnterZeile als geprüft markieren und zur nächsten wechseln',
      'Pos1 (Home)Erste Zeile',
      'EndeLetzte Zeile',
      'Strg + Z oder ⌘ + ZLetzte Änderung rückgängig machen',
    ]);
  },
};

/** Closes with the button and with Escape. */
export const Close: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await findDialog('So prüfen Sie Ihre Treffer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Hilfe' }));
    await findDialog('So prüfen Sie Ihre Treffer');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await findDialog('How to check your matches');
    await expect(within(dialog).getByRole('table', { name: 'Keyboard shortcuts' })).toHaveTextContent(
      'Ctrl + Z or ⌘ + ZUndo the last change',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await findDialog('Comment vérifier vos correspondances');
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};
