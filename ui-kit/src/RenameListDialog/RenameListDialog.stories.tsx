import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { RenameListDialog, type RenameListDialogProps } from './RenameListDialog.tsx';

/** The finish screen's part: renames, then closes the dialog and shows the new name. */
function Flow(props: RenameListDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [name, setName] = useState(props.currentName);
  return (
    <>
      <output>{name}</output>
      <RenameListDialog
        {...props}
        open={open}
        currentName={name}
        onSubmit={async (next) => {
          await props.onSubmit(next);
          setName(next);
          setOpen(false);
        }}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/Connect/RenameListDialog',
  component: RenameListDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    currentName: 'Messe Hannover 2026',
    onSubmit: fn(() => Promise.resolve()),
  },
  render: (args) => <Flow {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof RenameListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Liste umbenennen';
const field = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Name der Liste/ });

/** Type a new name and press Enter: the list is renamed and the dialog closes. */
export const Rename: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await findDialog(TITLE);
    await expect(field(dialog)).toHaveFocus();
    await userEvent.clear(field(dialog));
    await userEvent.keyboard('Messe Hannover 2026 – Kontakte{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Messe Hannover 2026 – Kontakte');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Messe Hannover 2026 – Kontakte');
  },
};

/** Too short a name: "Der Listenname ist ungültig", nothing is sent. */
export const NameInvalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.clear(field(dialog));
    await userEvent.keyboard('AB{Enter}');
    await expect(field(dialog)).toHaveAccessibleDescription(
      'Der Listenname ist ungültig. Er muss 3 bis 400 Zeichen lang sein.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The rename is on its way: the field waits. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.type(field(dialog), ' (alt){Enter}');
    await expect(field(dialog)).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  },
};

/** The rename failed: "Es ist ein Fehler aufgetreten", the name stays for another try. */
export const SubmitFailed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('500'))) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.type(field(dialog), ' (alt){Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Es ist ein Fehler aufgetreten. Die Liste wurde nicht umbenannt.',
    );
    await expect(field(dialog)).toHaveValue('Messe Hannover 2026 (alt)');
  },
};

/** A long name scrolls in its field; sent unchanged, nothing is renamed and the dialog closes. */
export const LongName: Story = {
  args: {
    currentName:
      'Alle Maschinenbau- und Anlagenbauunternehmen mit mehr als 250 Mitarbeitenden in Baden-Württemberg, Bayern und Hessen (Stand November 2026)',
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Umbenennen' }));
    // Unchanged: nothing to rename, the dialog closes.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await findDialog('Rename list');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /List name/ }));
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('textbox', { name: /List name/ })).toHaveAccessibleDescription(
      'The list name is invalid. It must be 3 to 400 characters long.',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await findDialog('Renommer la liste');
    await expect(within(dialog).getByRole('button', { name: 'Renommer' })).toBeVisible();
    await expect(
      within(dialog).getByRole('textbox', { name: /Nom de la liste/ }),
    ).toHaveAccessibleDescription('De 3 à 400 caractères, Entrée pour enregistrer');
  },
};
