import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatsTable } from './StatsTable.tsx';

const meta = {
  title: 'ui-kit/Dashboard/StatsTable',
  component: StatsTable,
  tags: ['autodocs'],
  // An account a few months in: 17 files, 48.213 rows analysed, 1.250 exports used.
  args: { stats: { mExportQuota: 3800, currentQuota: 1250, analysedRows: 48213, uploadedFiles: 17 } },
  decorators: [
    // A dashboard card is about this wide; the table fills what it is given.
    (Story) => (
      <Box
        sx={{
          maxWidth: 480,
          p: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StatsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Ihre Nutzung' })).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Monatliches Zusatzkontingent3.800',
      'Verbrauchtes Export-Kontingent1.250',
      'Analysierte Zeilen48.213',
      'Hochgeladene Dateien17',
    ]);
    await expect(canvas.getByRole('rowheader', { name: 'Analysierte Zeilen' })).toBeVisible();
  },
};

/** Skeleton rows with the labels while the statistics load. */
export const Loading: Story = {
  args: { loading: true, stats: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /Statistiken werden geladen/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('rowheader', { name: 'Hochgeladene Dateien' })).toBeVisible();
  },
};

/** No statistics (a new account, or loading them failed, which the dashboard does not report). */
export const Empty: Story = {
  args: { stats: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Noch keine Statistiken vorhanden/)).toBeVisible();
    await expect(canvas.queryByRole('rowheader')).not.toBeInTheDocument();
  },
};

/** An account that has not used anything yet: every row reads 0. */
export const Zero: Story = {
  args: { stats: { mExportQuota: 0, currentQuota: 0, analysedRows: 0, uploadedFiles: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('0')).toHaveLength(4);
  },
};

/** Big numbers keep the German thousands separator and at most two decimals. */
export const LargeNumbers: Story = {
  args: {
    stats: { mExportQuota: 5000, currentQuota: 1234567, analysedRows: 98765432.125, uploadedFiles: 1204 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.234.567')).toBeVisible();
    await expect(canvas.getByText('98.765.432,13')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Your usage' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Rows analysed' })).toBeVisible();
    await expect(canvas.getByText('48,213')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Fichiers importés' })).toBeVisible();
    await expect(canvas.getByText(/^48\s213$/)).toBeVisible();
  },
};
