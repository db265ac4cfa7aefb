import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { UploadSourceBar, type UploadEncoding, type UploadSourceBarProps } from './UploadSourceBar.tsx';

/** Keeps the choice, as the app does once the upload was read again with it. */
function Controlled(props: UploadSourceBarProps) {
  const [sheetName, setSheetName] = useState(props.sheetName);
  const [encoding, setEncoding] = useState(props.encoding);
  return (
    <UploadSourceBar
      {...props}
      sheetName={sheetName}
      encoding={encoding}
      onSheetChange={
        props.onSheetChange &&
        ((name: string) => {
          setSheetName(name);
          props.onSheetChange?.(name);
        })
      }
      onEncodingChange={
        props.onEncodingChange &&
        ((value: UploadEncoding) => {
          setEncoding(value);
          props.onEncodingChange?.(value);
        })
      }
    />
  );
}

const sheets = [
  { name: 'Kunden 2025', hasData: true },
  { name: 'Kunden 2026', hasData: true },
  { name: 'Notizen', hasData: false },
];

const meta = {
  title: 'ui-kit/Mapping/UploadSourceBar',
  component: UploadSourceBar,
  tags: ['autodocs'],
  args: { fileName: 'Kundenliste März 2026 (final).xlsx' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof UploadSourceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A workbook with two sheets with data: the sheet read is a select; the empty sheet cannot be chosen. */
export const TwoSheets: Story = {
  args: { sheets, sheetName: 'Kunden 2025', onSheetChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Blatt' });
    await expect(select).toHaveTextContent('Kunden 2025');
    await userEvent.click(select);
    await expect(await screen.findByRole('option', { name: 'Notizen (leer)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Kunden 2026' }));
    await expect(args.onSheetChange).toHaveBeenCalledWith('Kunden 2026');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(select).toHaveTextContent('Kunden 2026');
  },
};

/** A workbook with one sheet with data: the sheet is named, nothing to choose. */
export const OneSheet: Story = {
  args: { sheets: [sheets[0]!], sheetName: 'Kunden 2025', onSheetChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Gelesene Datei' })).toHaveTextContent(
      'Blatt: Kunden 2025',
    );
  },
};

/** A csv whose encoding was a guess ("CSV (Macintosh)" read as Windows-1252): the encodings are offered. */
export const UnsureEncoding: Story = {
  args: {
    fileName: 'Kunden Mac.csv',
    encoding: 'windows-1252',
    encodingConfident: false,
    onEncodingChange: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Zeichenkodierung' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Mac Roman (Excel für Mac)' }));
    await expect(args.onEncodingChange).toHaveBeenCalledWith('macintosh');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(select).toHaveTextContent('Mac Roman (Excel für Mac)');
  },
};

/** A csv the detection was sure of: the encoding is only named. */
export const SureEncoding: Story = {
  args: { fileName: 'Kunden.csv', encoding: 'utf-8', encodingConfident: true, onEncodingChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByText('UTF-8')).toBeVisible();
  },
};

/** The upload is read again with the choice: the select waits, a spinner says so. */
export const Busy: Story = {
  args: { sheets, sheetName: 'Kunden 2026', onSheetChange: fn(), busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Die Datei wird neu gelesen …');
    await expect(canvas.getByRole('combobox', { name: 'Blatt' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** English and French. */
export const English: Story = {
  args: { fileName: 'clients.csv', encoding: 'macintosh', encodingConfident: false, onEncodingChange: fn() },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Encoding' })).toHaveTextContent(
      'Mac Roman (Excel for Mac)',
    );
  },
};

export const French: Story = {
  args: { fileName: 'clients.xlsx', sheets, sheetName: 'Kunden 2025', onSheetChange: fn() },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Feuille' })).toBeVisible();
    await expect(
      canvas.getByText('Le classeur contient 2 feuilles avec des données. Choisissez celle à importer.'),
    ).toBeVisible();
  },
};
