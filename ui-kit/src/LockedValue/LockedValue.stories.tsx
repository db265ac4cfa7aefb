import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LockedValue } from './LockedValue.tsx';

const meta = {
  title: 'ui-kit/Review/LockedValue',
  component: LockedValue,
  tags: ['autodocs'],
} satisfies Meta<typeof LockedValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "XXXX" for the eye, "gesperrt" for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('XXXX')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('gesperrt')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('locked')).toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('verrouillé')).toBeInTheDocument();
  },
};
