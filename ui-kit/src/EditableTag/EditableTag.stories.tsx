import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { EditableTag, type EditableTagProps } from './EditableTag.tsx';

/** Keeps the saved tag, as the app does once saveTag has answered. */
function Controlled(props: EditableTagProps) {
  const [tag, setTag] = useState(props.tag);
  return (
    <EditableTag
      {...props}
      tag={tag}
      onSave={(next) => {
        setTag(next);
        props.onSave(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Status/EditableTag',
  component: EditableTag,
  tags: ['autodocs'],
  args: { tag: 'Bestandskunden Süd', onSave: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof EditableTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, type, Enter: the new tag is saved and shown. */
export const Rename: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tag „Bestandskunden Süd“ bearbeiten' }));
    const input = canvas.getByRole('textbox', { name: 'Tag' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Messe Hannover 2024{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith('Messe Hannover 2024');
    await expect(canvas.getByRole('button', { name: 'Tag „Messe Hannover 2024“ bearbeiten' })).toHaveFocus();
    await waitForRipples();
  },
};

/** Escape drops the change. */
export const Cancel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Bestandskunden Süd/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tag' }), ' (alt){Escape}');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitForRipples();
  },
};

/** More than 36 characters: the error stays until the text is short enough. */
export const TooLong: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Bestandskunden Süd/ }));
    const input = canvas.getByRole('textbox', { name: 'Tag' });
    await userEvent.type(input, ' und Nord mit Rahmenvertrag{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Die maximale Zeichenanzahl für den Namen beträgt 36')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An empty tag is not saved; the old one stays. */
export const EmptyNotSaved: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Bestandskunden Süd/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Tag' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Tag „Bestandskunden Süd“ bearbeiten' })).toBeVisible();
    await waitForRipples();
  },
};

/** No tag yet. */
export const NoTag: Story = {
  args: { tag: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tag hinzufügen' })).toBeVisible();
  },
};

/** The tag is being saved. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Bestandskunden Süd/ })).toBeDisabled();
  },
};

/** A long tag in a narrow place is cut with an ellipsis. */
export const LongTag: Story = {
  args: { tag: 'Kundenstamm Vertrieb Nord-Ost 2024 v2' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Kundenstamm Vertrieb/ });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(201);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { tag: 'North customers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit tag “North customers”' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { tag: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ajouter une étiquette' })).toBeVisible();
  },
};
