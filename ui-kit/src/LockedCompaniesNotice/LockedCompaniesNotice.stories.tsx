import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LockedCompaniesNotice } from './LockedCompaniesNotice.tsx';

const meta = {
  title: 'ui-kit/Export/LockedCompaniesNotice',
  component: LockedCompaniesNotice,
  tags: ['autodocs'],
  // The demo account has the DE and AT data packs, not CH: the Swiss companies of the file are locked.
  args: { count: 87, phone: '+49 30 1234567-0' },
} satisfies Meta<typeof LockedCompaniesNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('note');
    await expect(notice).toHaveTextContent('87 gesperrte Unternehmen');
    await expect(canvas.getByRole('link', { name: '+49 30 1234567-0' })).toHaveAttribute(
      'href',
      'tel:+493012345670',
    );
  },
};

export const OneCompany: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('1 gesperrtes Unternehmen');
  },
};

/** No locked companies: nothing is shown. */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('87 entreprises verrouillées');
  },
};
