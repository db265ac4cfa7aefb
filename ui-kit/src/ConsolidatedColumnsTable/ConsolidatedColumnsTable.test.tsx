import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  additionalExportColumns,
  exportColumns,
  exportColumnsWithLockedFields,
} from '../test/exportFixtures.ts';
import { renderWithKit } from '../test/render.tsx';
import { ConsolidatedColumnsTable } from './ConsolidatedColumnsTable.tsx';

function renderTable(
  rows = exportColumns,
  extra: Partial<Parameters<typeof ConsolidatedColumnsTable>[0]> = {},
) {
  const onActionChange = vi.fn();
  const onCustomNameChange = vi.fn();
  const rendered = renderWithKit(
    <ConsolidatedColumnsTable
      rows={rows}
      additionalRows={additionalExportColumns}
      onActionChange={onActionChange}
      onCustomNameChange={onCustomNameChange}
      {...extra}
    />,
  );
  return { ...rendered, onActionChange, onCustomNameChange };
}

/** The row of a field (a locked field's name starts with its lock's title). */
const rowOf = (label: string) => screen.getByRole('rowheader', { name: new RegExp(label) }).closest('tr')!;

describe('ConsolidatedColumnsTable', () => {
  it('lists each field with its method and name, then the additional columns', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Spalten der konsolidierten Ansicht' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Exportmethode für Firmenname' })).toHaveTextContent(
      'Anreichern, wo leer',
    );
    expect(screen.getByRole('textbox', { name: 'Spaltenname für Firmenname' })).toHaveAttribute(
      'placeholder',
      'Firma',
    );
    expect(rowOf('Externe ID')).toHaveTextContent('Nur in Ihren Daten');
    expect(rowOf('Telefon')).toHaveTextContent('Nur bei Datacare (nicht zugeordnet)');
    expect(screen.getByRole('rowheader', { name: 'Zusätzliche Spalten aus Ihrer Datei' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Exportmethode für Ansprechpartner' })).toHaveTextContent(
      'Eigene Werte behalten (auch leere)',
    );
  });

  it('reports a chosen method and a typed name with their list and position', async () => {
    const { user, onActionChange, onCustomNameChange } = renderTable();
    await user.click(screen.getByRole('combobox', { name: 'Exportmethode für Straße und Hausnummer' }));
    await user.click(screen.getByRole('option', { name: /^Datacare-Wert übernehmen, außer wenn leer/ }));
    expect(onActionChange).toHaveBeenCalledWith('mapping', 3, 'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES');
    await user.type(screen.getByRole('textbox', { name: 'Spaltenname für Ansprechpartner' }), 'K');
    expect(onCustomNameChange).toHaveBeenCalledWith('additionalCustomerColumnsMapping', 0, 'K');
  });

  it('empties a name back to null, so the default name is used', async () => {
    const rows = exportColumns.map((row) => (row.key === 'zip' ? { ...row, customName: 'P' } : row));
    const { user, onCustomNameChange } = renderTable(rows);
    await user.clear(screen.getByRole('textbox', { name: 'Spaltenname für Postleitzahl' }));
    expect(onCustomNameChange).toHaveBeenLastCalledWith('mapping', 4, null);
  });

  it('lists the methods a row does not allow as disabled, with the reason', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('combobox', { name: 'Exportmethode für Umsatz' }));
    const listbox = screen.getByRole('listbox');
    const keepOwn = within(listbox).getByRole('option', { name: /^Eigene Werte behalten/ });
    expect(keepOwn).toHaveAttribute('aria-disabled', 'true');
    expect(keepOwn).toHaveTextContent('Nicht verfügbar: Das Feld ist nicht zugeordnet.');
    expect(
      within(listbox).getByRole('option', { name: /^Datacare-Wert übernehmen, außer wenn leer/ }),
    ).toHaveTextContent('Ist der Datacare-Wert leer, bleibt Ihr Wert erhalten.');
  });

  it('keeps the detailed industry code fixed, without a name field', () => {
    renderTable();
    const wz = rowOf('WZ-Code');
    expect(within(wz).getByRole('combobox')).toHaveAttribute('aria-disabled', 'true');
    expect(within(wz).queryByRole('textbox')).not.toBeInTheDocument();
    expect(wz).toHaveTextContent('WZ-Code');
  });

  it('locks fields that are not unlocked to "do not export", with the note and the number to call', () => {
    renderTable(exportColumnsWithLockedFields, { supportPhone: '+49 30 1234567-0' });
    const phone = screen.getByRole('combobox', { name: 'Exportmethode für Telefon' });
    expect(phone).toHaveTextContent('Nicht exportieren');
    expect(phone).toHaveAttribute('aria-disabled', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Nicht freigeschaltet: wird nicht exportiert. Der Kundensupport schaltet das Feld frei.',
    );
    expect(within(rowOf('Telefon')).getByTitle('Gesperrt')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Spaltenname für Telefon' })).toBeDisabled();
    expect(screen.getByText(/Felder mit Schloss sind für Ihr Konto nicht freigeschaltet/)).toBeVisible();
    expect(screen.getByRole('link', { name: '+49 30 1234567-0' })).toHaveAttribute(
      'href',
      'tel:+493012345670',
    );
  });

  it('shows a name error', () => {
    renderTable(exportColumns, {
      nameError: (list, index) => (list === 'mapping' && index === 2 ? 'Höchstens 256 Zeichen.' : undefined),
    });
    expect(screen.getByRole('textbox', { name: 'Spaltenname für Firmenname' })).toHaveAccessibleDescription(
      'Höchstens 256 Zeichen.',
    );
  });
});
