import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { ExportsTable, type ExportsSort, type ExportsTableProps } from './ExportsTable.tsx';
import { exportRows } from './fixtures.ts';

/** Keeps page, sort and selection, as the app does with the address and its state. */
function Controlled(props: ExportsTableProps) {
  const [page, setPage] = useState(props.page);
  const [sort, setSort] = useState<ExportsSort>(props.sort);
  const [selectedIds, setSelectedIds] = useState<number[]>([...props.selectedIds]);
  return (
    <ExportsTable
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => {
        setSelectedIds(ids);
        props.onSelectionChange(ids);
      }}
      bulkExportHref={
        selectedIds.length
          ? `/backend/export/getHistoryExportsZip?ids=${selectedIds.join('%2C')}`
          : '/backend/export/getHistoryExportsZip'
      }
    />
  );
}

const meta = {
  title: 'ui-kit/Lists/ExportsTable',
  component: ExportsTable,
  tags: ['autodocs'],
  args: {
    rows: exportRows,
    rowCount: 134,
    totalCount: 134,
    page: 1,
    onPageChange: fn(),
    sort: { field: 'time', order: 'desc' },
    onSortChange: fn(),
    selectedIds: [],
    onSelectionChange: fn(),
    bulkExportHref: '/backend/export/getHistoryExportsZip',
    // The kit never leaves the page in its stories.
    onBulkExport: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onReferenceClick: fn(),
    timeZone: 'Europe/Berlin',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ExportsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, fileName: string) => {
  const row = within(canvasElement)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(fileName));
  if (!row) throw new Error(`no row for ${fileName}`);
  return row;
};

/** Every kind of reference and file: own import, deleted import, foreign, deleted user, expired file, the other products. */
export const AllReferences: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(rowOf(canvasElement, 'Messe Hannover 2026.csv')).getByText('Import gelöscht'),
    ).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 'Lieferanten Bayern.xlsx')).getByText('Fremde Referenz'),
    ).toBeVisible();
    const gone = rowOf(canvasElement, 'Altkunden Nord.xlsx');
    await expect(within(gone).getByText('Gelöschter Nutzer')).toBeVisible();
    await expect(within(gone).getByText('Datei abgelaufen')).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 'Altbestand 2024.xlsx')).getByText('Alter Export'),
    ).toBeVisible();
  },
};

/** Sorting by name asks the app; the header shows the order. */
export const SortByName: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('columnheader', { name: /Exportname/ }));
    await expect(args.onSortChange).toHaveBeenCalledOnce();
    await expect(args.onSortChange).toHaveBeenCalledWith({ field: 'name', order: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: /Exportname/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** Two exports selected: the bulk export downloads them as one zip. */
export const Selection: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(within(rowOf(canvasElement, 'Bestandskunden Süd.xlsx')).getByRole('checkbox'));
    await userEvent.click(within(rowOf(canvasElement, 'Lieferanten Bayern.xlsx')).getByRole('checkbox'));
    const bulk = canvas.getByRole('link', { name: 'Auswahl als ZIP herunterladen (2)' });
    await expect(bulk).toHaveAttribute('href', '/backend/export/getHistoryExportsZip?ids=412%2C377');
    await userEvent.click(bulk);
    await expect(args.onBulkExport).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** A search in force: filtered and total counts; the bulk export takes every filtered export. */
export const Searching: Story = {
  args: { rowCount: 9, searching: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('9 von 134 Exporten');
    await expect(canvas.getByRole('link', { name: /Alle als ZIP herunterladen \(9\)/ })).toBeVisible();
  },
};

/** The other products' references ask the app to resolve them. */
export const OtherProducts: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.click(
      within(rowOf(canvasElement, 'CRM-Abgleich Connect.xlsx')).getByRole('button', {
        name: 'Firmenliste (Connect)',
      }),
    );
    await expect(args.onReferenceClick).toHaveBeenCalledOnce();
  },
};

/** No exports: "Keine Daten", and nothing to download. */
export const Empty: Story = {
  args: { rows: [], rowCount: 0, totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Daten')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Alle als ZIP herunterladen \(0\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A page is loading. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Exporte werden geladen' })).toBeVisible();
    await expect(canvas.queryByText('Keine Daten')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Export date/ })).toBeVisible();
    await expect(canvas.getByText('Deleted user')).toBeVisible();
    await expect(canvas.getByText('1,234')).toBeVisible();
  },
};
