import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { UploadSourceBar } from './UploadSourceBar.tsx';

const sheets = [
  { name: 'Kunden 2025', hasData: true },
  { name: 'Kunden 2026', hasData: true },
  { name: 'Notizen', hasData: false },
];

describe('UploadSourceBar', () => {
  it('names the file and offers the other sheets of a workbook with more than one sheet with data', async () => {
    const onSheetChange = vi.fn();
    const { user } = renderWithKit(
      <UploadSourceBar
        fileName="Kundenliste.xlsx"
        sheets={sheets}
        sheetName="Kunden 2025"
        onSheetChange={onSheetChange}
      />,
    );
    const bar = screen.getByRole('group', { name: 'Gelesene Datei' });
    expect(bar).toHaveTextContent('Datei: Kundenliste.xlsx');
    const select = within(bar).getByRole('combobox', { name: 'Blatt' });
    expect(select).toHaveTextContent('Kunden 2025');
    expect(select).toHaveAccessibleDescription(
      'Die Arbeitsmappe hat 2 Blätter mit Daten. Wählen Sie, welches importiert wird.',
    );
    await user.click(select);
    expect(screen.getByRole('option', { name: 'Notizen (leer)' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Kunden 2026' }));
    expect(onSheetChange).toHaveBeenCalledWith('Kunden 2026');
  });

  it('only names the sheet when there is no other with data', () => {
    renderWithKit(
      <UploadSourceBar
        fileName="Kundenliste.xlsx"
        sheets={[sheets[0]!, sheets[2]!]}
        sheetName="Kunden 2025"
        onSheetChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gelesene Datei' })).toHaveTextContent('Blatt: Kunden 2025');
  });

  it('offers the encodings a guess chooses between when the detection was unsure', async () => {
    const onEncodingChange = vi.fn();
    const { user } = renderWithKit(
      <UploadSourceBar
        fileName="Kunden.csv"
        encoding="windows-1252"
        encodingConfident={false}
        onEncodingChange={onEncodingChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Zeichenkodierung' });
    expect(select).toHaveTextContent('Windows-1252 (Westeuropäisch)');
    expect(select).toHaveAccessibleDescription(/wurde geschätzt.*„MŸller“ statt „Müller“/);
    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'UTF-8',
      'Windows-1252 (Westeuropäisch)',
      'Mac Roman (Excel für Mac)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Mac Roman (Excel für Mac)' }));
    expect(onEncodingChange).toHaveBeenCalledWith('macintosh');
  });

  it('only names an encoding the detection was sure of', () => {
    renderWithKit(
      <UploadSourceBar
        fileName="Kunden.csv"
        encoding="utf-16le"
        encodingConfident
        onEncodingChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gelesene Datei' })).toHaveTextContent(
      'Zeichenkodierung: UTF-16',
    );
  });

  it('lets the selects wait and says so while the file is read again', () => {
    renderWithKit(
      <UploadSourceBar
        fileName="Kundenliste.xlsx"
        sheets={sheets}
        sheetName="Kunden 2026"
        onSheetChange={vi.fn()}
        busy
      />,
    );
    expect(screen.getByRole('group', { name: 'Gelesene Datei' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('combobox', { name: 'Blatt' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Die Datei wird neu gelesen …');
  });

  it('speaks English and French, and takes other texts', () => {
    const { unmount } = renderWithKit(
      <UploadSourceBar
        fileName="clients.csv"
        encoding="macintosh"
        encodingConfident={false}
        onEncodingChange={vi.fn()}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('combobox', { name: 'Encoding' })).toHaveTextContent('Mac Roman (Excel for Mac)');
    unmount();
    renderWithKit(
      <UploadSourceBar
        fileName="clients.xlsx"
        sheets={sheets}
        sheetName="Kunden 2025"
        onSheetChange={vi.fn()}
        sheetLabel="Onglet"
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('group', { name: 'Fichier lu' })).toHaveTextContent('Fichier : clients.xlsx');
    expect(screen.getByRole('combobox', { name: 'Onglet' })).toHaveAccessibleDescription(
      'Le classeur contient 2 feuilles avec des données. Choisissez celle à importer.',
    );
  });
});
