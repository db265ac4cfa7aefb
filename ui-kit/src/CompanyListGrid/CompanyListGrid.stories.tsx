import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import {
  CompanyListGrid,
  type CompanyListGridProps,
  type CompanyListPaginationModel,
  type CompanyListSortModel,
} from './CompanyListGrid.tsx';
import { companyList, companyListRows } from './fixtures.ts';

/** Keeps page, sort and search, as the app does with the address. */
function Controlled(props: CompanyListGridProps) {
  const [paginationModel, setPaginationModel] = useState<CompanyListPaginationModel>(props.paginationModel);
  const [sortModel, setSortModel] = useState<CompanyListSortModel>(props.sortModel);
  const [searchterm, setSearchterm] = useState(props.searchterm);
  return (
    <CompanyListGrid
      {...props}
      paginationModel={paginationModel}
      onPaginationModelChange={(model) => {
        setPaginationModel(model);
        props.onPaginationModelChange(model);
      }}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        // A new sort starts at the first page.
        setSortModel(model);
        setPaginationModel((current) => ({ ...current, page: 1 }));
        props.onSortModelChange(model);
      }}
      searchterm={searchterm}
      onSearch={(term) => {
        setSearchterm(term);
        props.onSearch(term);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Lists/CompanyListGrid',
  component: CompanyListGrid,
  tags: ['autodocs'],
  args: {
    list: companyList,
    rows: companyListRows,
    rowCount: 134,
    totalCount: 134,
    paginationModel: { page: 1, pageSize: 25 },
    onPaginationModelChange: fn(),
    sortModel: { field: 'addedAt', order: 'desc' },
    onSortModelChange: fn(),
    searchterm: '',
    onSearch: fn(),
    onRetry: fn(),
    onLockClick: fn(),
    timeZone: 'Europe/Berlin',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CompanyListGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) => {
  const row = within(canvasElement)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByText(text).length > 0);
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

/** A target 1 list: every kind of row (deleted, in liquidation, locked, values missing, no website). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messe Hannover 2026' })).toBeVisible();
    await expect(canvas.getByText('134 Unternehmen')).toBeVisible();
    await expect(canvas.getByText('Zuletzt geändert am 24.11.2026 um 10:12')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Bäckerei Weber e.K.')).getByText('gelöscht')).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 'Schneider & Söhne Maschinenbau KG')).getByText('in Liquidation'),
    ).toBeVisible();
  },
};

/** A locked company: XXXX, and the lock button asks why (the app opens the lock dialog). */
export const Locked: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const locked = rowOf(canvasElement, 'XXXX');
    await userEvent.click(within(locked).getByRole('button', { name: 'Warum gesperrt?' }));
    await expect(args.onLockClick).toHaveBeenCalledOnce();
  },
};

/** Sorting by location asks the app (A to Z first); the header shows the order. */
export const SortByLocation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('columnheader', { name: /^Ort/ }));
    await expect(args.onSortModelChange).toHaveBeenCalledWith({ field: 'location', order: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: /^Ort/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** The next page, 1-based. */
export const NextPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Zur nächsten Seite' }));
    await expect(args.onPaginationModelChange).toHaveBeenCalledWith({ page: 2, pageSize: 25 });
    await expect(canvas.getByText('26–50 von 134')).toBeVisible();
  },
};

/** A search runs on Enter; the count says how many of all match. */
export const Searching: Story = {
  args: { searchterm: 'Hannover', rowCount: 2, rows: companyListRows.slice(0, 1) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 von 134 Unternehmen');
    const search = canvas.getByRole('searchbox', { name: 'Liste durchsuchen' });
    await userEvent.clear(search);
    await userEvent.type(search, 'Müller{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Müller');
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await waitForRipples();
  },
};

/** A search without results. */
export const NoResults: Story = {
  args: { searchterm: 'Zeppelin', rows: [], rowCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Ergebnisse gefunden')).toBeVisible();
  },
};

/** An empty list. */
export const Empty: Story = {
  args: { rows: [], rowCount: 0, totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Unternehmen in dieser Liste')).toBeVisible();
    await expect(canvas.getByText('0 Unternehmen')).toBeVisible();
  },
};

/** The first page loads: no header yet, a named progress bar. */
export const Loading: Story = {
  args: { list: undefined, rows: [], rowCount: 0, totalCount: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Unternehmen werden geladen' })).toBeVisible();
    await expect(canvas.queryByText('Keine Unternehmen in dieser Liste')).not.toBeInTheDocument();
  },
};

/** The list could not be loaded: retry. */
export const Failed: Story = {
  args: { list: undefined, rows: [], rowCount: 0, totalCount: 0, error: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Firmenliste konnte nicht geladen werden.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** A target 2.0 hand-over with a long name and a long company name. */
export const LongTexts: Story = {
  args: {
    list: {
      ...companyList,
      kind: 'target2',
      name: 'Alle Maschinenbau- und Anlagenbauunternehmen mit mehr als 250 Mitarbeitenden in Baden-Württemberg, Bayern und Hessen (Stand November 2026)',
    },
    rowCount: 123456,
    totalCount: 123456,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Firmenliste in Target 2.0')).toBeVisible();
    await expect(canvas.getByText('123.456 Unternehmen')).toBeVisible();
    await expect(canvas.getByText(/Gemeinnützige Gesellschaft für berufliche Bildung/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('134 companies')).toBeVisible();
    await expect(canvas.getByText('Company list in Target')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Added on/ })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('134 entreprises')).toBeVisible();
    await expect(canvas.getByText('en liquidation')).toBeVisible();
  },
};
