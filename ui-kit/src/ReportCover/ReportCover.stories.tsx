import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, within } from 'storybook/test';
import { ReportCover } from './ReportCover.tsx';

const meta = {
  title: 'ui-kit/Report/ReportCover',
  component: ReportCover,
  tags: ['autodocs'],
  args: {
    date: new Date('2026-11-25T09:30:00Z'),
    timeZone: 'Europe/Berlin',
    recipient: 'Müller & Söhne Metallbau GmbH',
    supportContact: {
      name: 'Datacare Kundenservice',
      phone: '+49 89 2154 773-0',
      email: 'support@datacare.example',
    },
    fileName: 'Kundenliste März 2026 (final).xlsx',
    tag: 'Bestandskunden Süd',
    rows: 2412,
    columns: 14,
    emptyRows: 12,
    syntaxErrors: 37,
    processedRows: 2400,
    matchingResult: {
      processedRows: 2400,
      duplicates: 48,
      noMatch: 124,
      manualMatch: 412,
      manuallyAdded: 96,
      result: 1912,
    },
    actions: (
      <>
        <Button variant="contained">PDF exportieren</Button>
        <Button variant="outlined">Zum Export</Button>
      </>
    ),
  },
} satisfies Meta<typeof ReportCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary page of a finished import. */
export const Summary: Story = {
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('region', { name: 'Datenqualitätsbericht' });
    await expect(cover).toHaveClass('report-section');
    await expect(canvas.getByText('Erstellt für Müller & Söhne Metallbau GmbH')).toBeVisible();
    await expect(canvas.getByText('Stand: 25.11.2026')).toBeVisible();
    const lines = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent(/^Verarbeitete Zeilen2\.400100\s%$/);
    await expect(lines[1]).toHaveTextContent(/^−Dubletten482\s%$/);
    await expect(lines[4]).toHaveTextContent(/^\+Manuell hinzugefügt964\s%$/);
    await expect(lines[5]).toHaveTextContent(/^=Abgleichsergebnis1\.91279,7\s%$/);
    await expect(canvas.getByRole('link', { name: '+49 89 2154 773-0' })).toHaveAttribute(
      'href',
      'tel:+498921547730',
    );
    await expect(canvas.getByRole('button', { name: 'PDF exportieren' })).toBeVisible();
  },
};

/** Printable: no buttons and no links. */
export const ExportMode: Story = {
  args: { exportMode: true, width: 760 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('support@datacare.example')).toBeVisible();
  },
};

/** Nothing processed yet, no tag: no division by zero. */
export const NothingProcessed: Story = {
  args: {
    tag: null,
    rows: 0,
    columns: 3,
    emptyRows: 0,
    syntaxErrors: 0,
    processedRows: 0,
    matchingResult: {
      processedRows: 0,
      duplicates: 0,
      noMatch: 0,
      manualMatch: 0,
      manuallyAdded: 0,
      result: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Name')).toBeNull();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')[5]).toHaveTextContent(
      /^=Abgleichsergebnis00\s%$/,
    );
  },
};

/** A recipient and file name from the user's data stay text and wrap. */
export const LongAndHostileText: Story = {
  args: {
    recipient: `__proto__ ${'Internationale Handels- und Beteiligungsgesellschaft '.repeat(3)}`,
    fileName: `${'sehr_langer_dateiname_ohne_leerzeichen_'.repeat(5)}.csv`,
    tag: '<script>alert(1)</script>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Data quality report', level: 1 })).toBeVisible();
    await expect(canvas.getByText('As of Nov 25, 2026')).toBeVisible();
    await expect(canvas.getAllByText('2,400')[0]).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Rapport sur la qualité des données' })).toBeVisible();
  },
};
