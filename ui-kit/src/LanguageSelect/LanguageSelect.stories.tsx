import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { KitLocale } from '../i18n/resources.ts';
import { LanguageSelect, type LanguageSelectProps } from './LanguageSelect.tsx';

/** Keeps the chosen language, as the app does once the server has stored it. */
function Controlled(props: LanguageSelectProps) {
  const [value, setValue] = useState<KitLocale>(props.value);
  return (
    <LanguageSelect
      {...props}
      value={value}
      onChange={(language) => {
        setValue(language);
        props.onChange(language);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Auth/LanguageSelect',
  component: LanguageSelect,
  tags: ['autodocs'],
  args: { value: 'de', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** German chosen; picking English reports it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

/** The choice is being saved: the options wait. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** The group speaks the UI language; the languages keep their own names. */
export const English: Story = {
  args: { value: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByText('Français')).toBeVisible();
  },
};

export const French: Story = {
  args: { value: 'fr' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Langue' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Français' })).toBeChecked();
  },
};
