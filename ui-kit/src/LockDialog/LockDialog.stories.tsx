import { useState } from 'react';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { LockDialog, type LockDialogProps } from './LockDialog.tsx';

/** Opens from a button, as the lock button in the matches table does. */
function WithOpener(props: LockDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Gesperrt
      </Button>
      <LockDialog
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
  title: 'ui-kit/Review/LockDialog',
  component: LockDialog,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), phone: '+49 89 2154 773-0' },
  render: (args) => <WithOpener {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof LockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Why the data is locked, and the number to call as a tel: link. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Unternehmensdaten gesperrt');
    await expect(dialog).toHaveAccessibleDescription(/für Ihr Konto gesperrt/);
    await expect(within(dialog).getByRole('link', { name: '+49 89 2154 773-0' })).toHaveAttribute(
      'href',
      'tel:+498921547730',
    );
  },
};

/** The close button (or Escape) hands back to the table. */
export const Close: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await findDialog('Unternehmensdaten gesperrt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Gesperrt' }));
    await findDialog('Unternehmensdaten gesperrt');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitForRipples();
  },
};

/** A national number without country code. */
export const NationalNumber: Story = {
  args: { phone: '089 / 2154 773-0' },
  play: async () => {
    const dialog = await findDialog('Unternehmensdaten gesperrt');
    await expect(within(dialog).getByRole('link', { name: '089 / 2154 773-0' })).toHaveAttribute(
      'href',
      'tel:08921547730',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await findDialog('Company data locked');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await findDialog('Données de l’entreprise verrouillées');
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};
