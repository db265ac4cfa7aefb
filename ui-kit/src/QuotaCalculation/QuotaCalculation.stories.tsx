import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { QuotaCalculation } from './QuotaCalculation.tsx';

const meta = {
  title: 'ui-kit/Export/QuotaCalculation',
  component: QuotaCalculation,
  tags: ['autodocs'],
  // 1.050 companies; 3.750 of the contract left and the monthly expansion of 5.000 untouched.
  args: {
    companies: 1050,
    info: { neededExport: 1050, neededOverused: 0, restQuota: 7700, numNotExported: 0, mExportQuota: 5000 },
  },
} satisfies Meta<typeof QuotaCalculation>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvas: { getByText: (text: string) => HTMLElement }, label: string) =>
  canvas.getByText(label).nextElementSibling;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Benötigtes Kontingent')).toHaveTextContent('1.050');
    await expect(valueOf(canvas, 'Verbleibend nach dem Export')).toHaveTextContent('7.700');
  },
};

/** The contract quota is used up: the monthly expansion covers the export. */
export const MonthlyExpansion: Story = {
  args: {
    info: {
      neededExport: 1050,
      neededOverused: 1050,
      restQuota: 3950,
      numNotExported: 0,
      mExportQuota: 5000,
    },
  },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'davon aus der monatlichen Erweiterung')).toHaveTextContent('1.050');
  },
};

/** 10 left and no monthly expansion: the app disables the download. */
export const OverQuota: Story = {
  args: {
    info: {
      neededExport: 1050,
      neededOverused: 1040,
      restQuota: -1040,
      numNotExported: 1040,
      mExportQuota: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Für 1.040 Unternehmen reicht Ihr Kontingent nicht aus.',
    );
  },
};

export const Unlimited: Story = {
  args: {
    info: { neededExport: 1050, neededOverused: 0, restQuota: null, numNotExported: 0, mExportQuota: 0 },
  },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Verbleibend nach dem Export')).toHaveTextContent('Unbegrenzt');
    await expect(canvas.getByRole('note')).toHaveTextContent('Ihr Export-Kontingent ist unbegrenzt.');
  },
};

/** 87 companies in countries without a data pack: exported, not charged. */
export const LockedCompanies: Story = {
  args: {
    lockedCompanies: 87,
    info: { neededExport: 963, neededOverused: 0, restQuota: 7787, numNotExported: 0, mExportQuota: 5000 },
  },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'davon gesperrt (nicht berechnet)')).toHaveTextContent('87');
    await expect(valueOf(canvas, 'Benötigtes Kontingent')).toHaveTextContent('963');
  },
};

/** Exported before: every company is charged already, this export is free. */
export const AlreadyCharged: Story = {
  args: {
    alreadyCharged: 1050,
    info: { neededExport: 0, neededOverused: 0, restQuota: 8750, numNotExported: 0, mExportQuota: 5000 },
  },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'davon bereits berechnet')).toHaveTextContent('1.050');
    await expect(canvas.getByRole('note')).toHaveTextContent('Dieser Export kostet kein Kontingent');
  },
};

export const Loading: Story = {
  args: { info: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Kontingentberechnung' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: { info: null, error: true, onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Quota calculation' })).toBeVisible();
    await expect(valueOf(canvas, 'Remaining after the export')).toHaveTextContent('7,700');
  },
};
