import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReviewTabs, type ReviewTabsProps } from './ReviewTabs.tsx';

/** Keeps the chosen tab, as the review page does. */
function Controlled(props: ReviewTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ReviewTabs
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Review/ReviewTabs',
  component: ReviewTabs,
  tags: ['autodocs'],
  args: {
    value: 'manual',
    counts: { noMatches: 124, manualMatches: 40, exactMatches: 1234 },
    remaining: 12,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ReviewTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manual tab with 12 of 40 rows still to check. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Ergebnisse nach Trefferart' })).toBeVisible();
    const manual = canvas.getByRole('radio', { name: 'Manuell (12 / 40)' });
    await expect(manual).toBeChecked();
    await expect(manual).toHaveAccessibleDescription('12 von 40 Zeilen noch zu prüfen');
    await expect(canvas.getByRole('radio', { name: 'Kein Treffer (124)' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Exakt (1.234)' })).not.toBeChecked();
  },
};

/** Tab enters the group at the chosen tab; the arrow keys pick the neighbours. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Manuell (12 / 40)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('exact');
    await expect(canvas.getByRole('radio', { name: 'Exakt (1.234)' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('noMatch');
    await expect(canvas.getByRole('radio', { name: 'Kein Treffer (124)' })).toHaveFocus();
  },
};

/** A click picks a tab too. */
export const Click: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Exakt (1.234)'));
    await expect(args.onChange).toHaveBeenCalledWith('exact');
  },
};

/** Every manual row checked: a check mark beside the count. */
export const AllChecked: Story = {
  args: { remaining: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Manuell (0 / 40)' })).toHaveAccessibleDescription(
      '0 von 40 Zeilen noch zu prüfen',
    );
  },
};

/** While results load, the tabs wait. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Manual (12 / 40)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Exact (1,234)' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Aucune correspondance (124)' })).toBeVisible();
  },
};
