import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FillRateTable } from './FillRateTable.tsx';
import { sampleFillRateRows, sampleFillRateRules } from './fillRateFixtures.ts';

const meta = {
  title: 'ui-kit/Report/FillRateTable',
  component: FillRateTable,
  tags: ['autodocs'],
  args: { rows: sampleFillRateRows, rules: sampleFillRateRules },
} satisfies Meta<typeof FillRateTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven fields of 2.000 rows: every colour, every grade, and fields without values. */
export const BeforeAndAfter: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Füllgrad vor und nach der Anreicherung' });
    const street = within(table).getByRole('row', { name: /^Straße/ });
    await expect(street).toHaveTextContent('Straße85,5 %2 (gut)95,2 %1 (sehr gut)');
    const url = within(table).getByRole('row', { name: /^Website/ });
    await expect(url).toHaveTextContent('WebsiteKeine Werte6 (ungenügend)61,5 %3 (befriedigend)');
    await expect(canvas.getByText(/Noten nach Schulnotensystem: 1 \(sehr gut\) ab 90/)).toBeVisible();
    await expect(canvas.getByText(/Farben: grün ab 80/)).toBeVisible();
  },
};

/** A field nothing was counted for shows no rate and no grade. */
export const NothingCounted: Story = {
  args: {
    rows: [
      { field: 'fax', label: 'Fax', before: { existing: 0, missing: 0 }, after: { existing: 0, missing: 0 } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^Fax/ })).toHaveTextContent('FaxKeine Werte–Keine Werte–');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Es wurden keine Felder ausgewertet.')).toBeVisible();
  },
};

/** Printable at a fixed width. */
export const ExportMode: Story = {
  args: { width: 720 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table').parentElement?.getBoundingClientRect().width).toBe(720);
  },
};

/** Field names from a mapping are text. */
export const HostileLabels: Story = {
  args: {
    rows: [
      {
        field: '__proto__',
        label: '__proto__',
        before: { existing: 1, missing: 3 },
        after: { existing: 2, missing: 2 },
      },
      {
        field: 'long',
        label: 'Ansprechpartner Geschäftsführung (zweiter Vorname, falls abweichend vom Rufnamen)',
        before: { existing: 9, missing: 1 },
        after: { existing: 10, missing: 0 },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '__proto__' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Fill rate before and after enrichment' })).toBeVisible();
    await expect(canvas.getAllByText('No values')[0]).toBeVisible();
    await expect(canvas.getAllByText('2 (good)')[0]).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Aucune valeur')[0]).toBeVisible();
    await expect(canvas.getAllByText('1 (très bien)')[0]).toBeVisible();
  },
};
