import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { FileFormatButtons } from './FileFormatButtons.tsx';

const meta = {
  title: 'ui-kit/Export/FileFormatButtons',
  component: FileFormatButtons,
  tags: ['autodocs'],
  args: { value: 'xlsx', onChange: fn() },
} satisfies Meta<typeof FileFormatButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user without company-list access: xlsx and csv. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Excel (xlsx)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'CSV' }));
    await expect(args.onChange).toHaveBeenCalledWith('csv');
    await waitForRipples();
  },
};

export const Csv: Story = {
  args: { value: 'csv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'CSV' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Access to both products: their company lists are shown, not choosable before the lists issue. */
export const WithCompanyLists: Story = {
  args: { showTarget1: true, showTarget2: true },
  play: async ({ canvas }) => {
    const target2 = canvas.getByRole('button', { name: /^Firmenliste in Target 2\.0/ });
    await expect(target2).toBeDisabled();
    await expect(target2).toHaveTextContent('Kommt mit den Firmenlisten');
  },
};

export const Disabled: Story = {
  args: { disabled: true, showTarget1: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'CSV' })).toBeDisabled();
  },
};

export const English: Story = {
  args: { showTarget1: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Export format' })).toBeVisible();
  },
};
