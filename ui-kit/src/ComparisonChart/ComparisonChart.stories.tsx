import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ComparisonChart } from './ComparisonChart.tsx';

/** Tick labels of the chart's axes, as drawn. */
function tickLabels(root: HTMLElement): string[] {
  return [...root.querySelectorAll('.MuiChartsAxis-tickLabel')].map((label) =>
    (label.textContent ?? '').replace(/\s+/g, ' '),
  );
}

function barCount(root: HTMLElement): number {
  return root.querySelectorAll('.MuiBarChart-element').length;
}

/** Company size of 1.864 exact matches against the comparison data of spec 9 (67/27/4/2 %). */
const employeeSizes = [
  { key: '1-10', label: '1–10', count: 1043, share: 1043 / 1864, comparison: 0.67 },
  { key: '11-100', label: '11–100', count: 598, share: 598 / 1864, comparison: 0.27 },
  { key: '101-500', label: '101–500', count: 162, share: 162 / 1864, comparison: 0.04 },
  { key: '>500', label: 'über 500', count: 61, share: 61 / 1864, comparison: 0.02 },
];

const meta = {
  title: 'ui-kit/Report/ComparisonChart',
  component: ComparisonChart,
  tags: ['autodocs'],
  args: { label: 'Unternehmensgröße (Mitarbeiter)', buckets: employeeSizes },
} satisfies Meta<typeof ComparisonChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanySize: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Unternehmensgröße (Mitarbeiter)' });
    const table = within(figure).getByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('1–101.04356 %67 %');
    await expect(rows[4]).toHaveTextContent('über 500613,3 %2 %');
    await waitFor(() => expect(barCount(canvasElement)).toBe(8));
    await waitFor(() => expect(tickLabels(canvasElement)).toContain('20 %'));
  },
};

/** Revenue: five buckets (65/16/15/3/1 %). */
export const Revenue: Story = {
  args: {
    label: 'Umsatz',
    buckets: [
      { key: '0-1Mio', label: 'bis 1 Mio. €', count: 512, share: 0.55, comparison: 0.65 },
      { key: '1-10Mio', label: '1–10 Mio. €', count: 241, share: 0.26, comparison: 0.16 },
      { key: '10-100Mio', label: '10–100 Mio. €', count: 130, share: 0.14, comparison: 0.15 },
      { key: '100-1Mrd', label: '100 Mio.–1 Mrd. €', count: 37, share: 0.04, comparison: 0.03 },
      { key: '>1Mrd', label: 'über 1 Mrd. €', count: 9, share: 0.01, comparison: 0.01 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(barCount(canvasElement)).toBe(10));
  },
};

/** Postcodes by first digit, 0x to 9x. */
export const Postcodes: Story = {
  args: {
    label: 'Postleitzahlen nach erster Ziffer',
    showTable: true,
    buckets: [6, 9, 12, 9, 12, 11, 11, 11, 12, 7].map((comparison, digit) => ({
      key: String(digit),
      label: `${digit}x`,
      count: [80, 120, 210, 95, 180, 160, 150, 170, 190, 60][digit] ?? 0,
      share: ([80, 120, 210, 95, 180, 160, 150, 170, 190, 60][digit] ?? 0) / 1415,
      comparison: comparison / 100,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '2x' })).toBeVisible();
  },
};

/** No exact match has a size: says so; the comparison bars still show. */
export const Empty: Story = {
  args: { buckets: employeeSizes.map((bucket) => ({ ...bucket, count: 0, share: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Für diese Auswertung liegen keine Werte vor.')).toBeVisible();
  },
};

/** Printable at a fixed width. */
export const ExportMode: Story = {
  args: { width: 680 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(barCount(canvasElement)).toBe(8));
    const chart = canvasElement.querySelector('.MuiBarChart-root')?.closest('svg');
    await expect(chart?.getBoundingClientRect().width).toBe(680);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Company size (employees)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Comparison data' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table')).getByText('1,043')).toBeInTheDocument();
  },
};
