import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { findDialog } from '../test/stories.ts';
import { ExamplesDialog, type ExampleColumn } from './ExamplesDialog.tsx';

interface CompanyExample {
  row_id: number;
  company_name: string | null;
  location: string | null;
}

interface WebsiteExample {
  row_id: number;
  url: string;
  finalUrl: string | null;
}

const companyColumns: ExampleColumn<CompanyExample>[] = [
  { key: 'row', label: 'Zeile', value: (row) => row.row_id, numeric: true },
  { key: 'company', label: 'Firmenname', value: (row) => row.company_name, maxLength: 100 },
  { key: 'location', label: 'Ort', value: (row) => row.location, maxLength: 70 },
];

const deleted: CompanyExample[] = [
  { row_id: 1042, company_name: 'Müller & Söhne Metallbau GmbH', location: 'Augsburg' },
  { row_id: 1377, company_name: 'Brandt Logistik GmbH i. L.', location: 'Bremen' },
  { row_id: 2211, company_name: null, location: 'Köln' },
];

const meta = {
  title: 'ui-kit/Report/ExamplesDialog',
  component: ExamplesDialog<CompanyExample>,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'Beispiele: Gelöscht',
    description: 'Diese Unternehmen sind im Handelsregister als gelöscht eingetragen.',
    columns: companyColumns,
    rows: deleted,
    rowKey: (row) => String(row.row_id),
  },
} satisfies Meta<typeof ExamplesDialog<CompanyExample>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three examples of deleted companies; a missing name shows a dash. */
export const RegisterExamples: Story = {
  play: async () => {
    const dialog = await findDialog('Beispiele: Gelöscht');
    const rows = within(dialog).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('1042Müller & Söhne Metallbau GmbHAugsburg');
    await expect(rows[3]).toHaveTextContent('2211–Köln');
  },
};

/** Opening, Escape and the close button, as a user does it. */
export const OpensAndCloses: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Beispiele anzeigen</Button>
        <ExamplesDialog
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Beispiele anzeigen' }));
    await findDialog('Beispiele: Gelöscht');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Beispiele anzeigen' }));
    const dialog = await findDialog('Beispiele: Gelöscht');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Company names are cut at 100 characters, locations at 70 (spec 9); file text stays text. */
export const LongAndHostileValues: Story = {
  args: {
    rows: [
      {
        row_id: 7,
        company_name: `${'Internationale Handels- und Beteiligungsgesellschaft '.repeat(3)}mbH`,
        location: `${'Frankfurt am Main-'.repeat(6)}Höchst`,
      },
      { row_id: 8, company_name: '__proto__', location: '<script>alert(1)</script>' },
    ],
  },
  play: async () => {
    const dialog = await findDialog('Beispiele: Gelöscht');
    const cells = within(dialog).getAllByRole('cell');
    await expect(cells[1]?.textContent).toHaveLength(100);
    await expect(cells[2]?.textContent).toHaveLength(70);
    await expect(within(dialog).getByText('__proto__')).toBeVisible();
    await expect(within(dialog).getByText('<script>alert(1)</script>')).toBeVisible();
  },
};

/** Websites redirecting to another domain, with where they ended. */
export const WebsiteExamples: Story = {
  render: (args) => (
    <ExamplesDialog<WebsiteExample>
      open={args.open}
      onClose={args.onClose}
      title="Beispiele: Externe Weiterleitung"
      columns={[
        { key: 'row', label: 'Zeile', value: (row) => row.row_id, numeric: true },
        { key: 'url', label: 'Website', value: (row) => row.url },
        { key: 'final', label: 'Endet bei', value: (row) => row.finalUrl },
      ]}
      rows={[
        {
          row_id: 12,
          url: 'http://www.mueller-metallbau.de',
          finalUrl: 'https://www.mueller-gruppe.com/metallbau',
        },
        { row_id: 88, url: 'brandt-logistik.de', finalUrl: 'https://www.dachser.de/' },
      ]}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Beispiele: Externe Weiterleitung');
    await expect(within(dialog).getByRole('columnheader', { name: 'Endet bei' })).toBeVisible();
    await expect(within(dialog).getByText('https://www.dachser.de/')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    const dialog = await findDialog('Beispiele: Gelöscht');
    await expect(within(dialog).getByText('Keine Beispiele vorhanden.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = await findDialog('Beispiele: Gelöscht');
    await expect(within(dialog).getByText('Beispiele werden geladen')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: undefined, description: undefined },
  play: async () => {
    const dialog = await findDialog('Examples');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
