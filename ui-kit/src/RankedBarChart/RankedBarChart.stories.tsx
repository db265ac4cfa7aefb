import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RankedBarChart } from './RankedBarChart.tsx';

/** Tick labels of the category axis, top to bottom, as drawn (no-break spaces read as plain ones). */
function categoryLabels(root: HTMLElement): string[] {
  const axis = root.querySelector('.MuiChartsAxis-directionY');
  return [...(axis?.querySelectorAll('.MuiChartsAxis-tickLabel') ?? [])].map((label) =>
    (label.textContent ?? '').replace(/\s+/g, ' '),
  );
}

function barCount(root: HTMLElement): number {
  return root.querySelectorAll('.MuiBarChart-element').length;
}

const legalForms = [
  { key: 'GmbH', label: 'GmbH', count: 1122 },
  { key: 'GmbH & Co. KG', label: 'GmbH & Co. KG', count: 301 },
  { key: 'AG', label: 'AG', count: 88 },
  { key: 'e.K.', label: 'e. K.', count: 141 },
  { key: 'UG', label: 'UG (haftungsbeschränkt)', count: 97 },
  { key: 'KG', label: 'KG', count: 64 },
  { key: 'OHG', label: 'OHG', count: 12 },
];

const industries = [
  'Herstellung von Metallerzeugnissen',
  'Großhandel (ohne Handel mit Kraftfahrzeugen)',
  'Erbringung von Finanzdienstleistungen',
  'Architektur- und Ingenieurbüros; technische, physikalische und chemische Untersuchung',
  'Maschinenbau',
  'Einzelhandel (ohne Handel mit Kraftfahrzeugen)',
  'Gastronomie',
  'Grundstücks- und Wohnungswesen',
  'Rechts- und Steuerberatung, Wirtschaftsprüfung',
  'Hochbau',
  'Landwirtschaft, Jagd und damit verbundene Tätigkeiten',
  'Informationstechnologische Dienstleistungen',
].map((label, index) => ({ key: `WZ-${index}`, label, count: 240 - index * 17 }));

const meta = {
  title: 'ui-kit/Report/RankedBarChart',
  component: RankedBarChart,
  tags: ['autodocs'],
  args: { label: 'Rechtsformen', entries: legalForms },
} satisfies Meta<typeof RankedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Legal forms, sorted by count whatever order the server sent. */
export const LegalForms: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Rechtsformen' });
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('GmbH1.12261,5 %');
    await expect(rows[3]).toHaveTextContent('e. K.1417,7 %');
    await waitFor(() => expect(barCount(canvasElement)).toBe(7));
    await waitFor(() =>
      expect(categoryLabels(canvasElement).slice(0, 3)).toEqual(['GmbH', 'GmbH & Co. KG', 'e. K.']),
    );
  },
};

/** Top 10 industries: two more are counted as not shown. */
export const TopIndustries: Story = {
  args: { label: 'Top 10 Branchen', entries: industries, maxEntries: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2 weitere Werte sind nicht dargestellt.')).toBeVisible();
    await waitFor(() => expect(barCount(canvasElement)).toBe(10));
  },
};

/**
 * E-mail prefixes: only counts of 3 or more carry a label (spec 9): the bars of 2 and 1 are drawn
 * without one. The chart numbers use a dot for thousands.
 */
export const EmailPrefixes: Story = {
  args: {
    label: 'E-Mail-Präfixe',
    minCountForLabel: 3,
    entries: [
      { key: 'info', label: 'info', count: 1203 },
      { key: 'kontakt', label: 'kontakt', count: 402 },
      { key: 'office', label: 'office', count: 51 },
      { key: 'mail', label: 'mail', count: 3 },
      { key: 'vertrieb', label: 'vertrieb', count: 2 },
      { key: 'j.schmidt', label: 'j.schmidt', count: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(categoryLabels(canvasElement)).toEqual(['info', 'kontakt', 'office', 'mail']));
    await expect(barCount(canvasElement)).toBe(6);
    const labels = [...canvasElement.querySelectorAll('.MuiBarChart-label')].map(
      (label) => label.textContent,
    );
    await expect(labels).toContain('1.203');
  },
};

/** Long labels are shortened to 250 characters on screen, 100 in export mode (spec 9). */
export const LongLabels: Story = {
  args: {
    label: 'Branchen',
    labelMaxLength: 100,
    showTable: true,
    entries: [
      {
        key: 'long',
        label: `${'Herstellung von sonstigen elektronischen Bauelementen und Leiterplatten '.repeat(4)}Ende`,
        count: 31,
      },
      { key: 'short', label: 'Hochbau', count: 12 },
    ],
  },
  play: async ({ canvas }) => {
    const header = canvas.getAllByRole('rowheader')[0];
    await expect(header?.textContent).toHaveLength(100);
    await expect(header?.textContent?.endsWith('…')).toBe(true);
  },
};

/** Values from a file are text, never keys. */
export const HostileLabels: Story = {
  args: {
    entries: [
      { key: '__proto__', label: '__proto__', count: 9 },
      { key: 'constructor', label: 'constructor', count: 4 },
      { key: 'toString', label: '<b>toString</b>', count: 3 },
      { key: '__proto__', label: '__proto__', count: 1 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('rowheader', { name: '__proto__' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('__proto__1058,8 %');
    await waitFor(() => expect(barCount(canvasElement)).toBe(3));
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Werte vorhanden.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Printable at a fixed width. */
export const ExportMode: Story = {
  args: { width: 700, labelMaxLength: 100 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(barCount(canvasElement)).toBe(7));
    const chart = canvasElement.querySelector('.MuiBarChart-root')?.closest('svg');
    await expect(chart?.getBoundingClientRect().width).toBe(700);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Formes juridiques' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Nombre' })).toBeInTheDocument();
  },
};
