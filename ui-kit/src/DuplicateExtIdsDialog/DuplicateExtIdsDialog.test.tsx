import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { DuplicateExtIdsDialog } from './DuplicateExtIdsDialog.tsx';
import { countDuplicateIds, duplicateExtIdLines } from './duplicateExtIdRows.ts';

const rowsIdentical = [
  { ext_id: 'K-10', row_id: 14, company_name: 'Müller Logistik GmbH' },
  { ext_id: 'K-10', row_id: 3, company_name: 'Müller Logistik GmbH' },
];
const rowsDiffer = [
  { ext_id: 'K-2', row_id: 8, company_name: 'Schneider & Söhne KG' },
  { ext_id: 'K-2', row_id: 21, company_name: null },
];

function renderDialog(overrides: Partial<Parameters<typeof DuplicateExtIdsDialog>[0]> = {}) {
  const handlers = { onCancelImport: vi.fn(), onEditMapping: vi.fn(), onContinue: vi.fn() };
  const result = renderWithKit(
    <DuplicateExtIdsDialog
      open
      rowsIdentical={rowsIdentical}
      rowsDiffer={rowsDiffer}
      {...handlers}
      {...overrides}
    />,
  );
  return { ...result, ...handlers };
}

describe('DuplicateExtIdsDialog', () => {
  it('lists the rows grouped by id with type, row and company name', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Doppelte externe IDs' });
    expect(dialog).toHaveTextContent(
      '2 externe IDs kommen in Ihrer Datei mehrfach vor. Wie möchten Sie fortfahren?',
    );
    const table = within(dialog).getByRole('table', { name: 'Zeilen mit doppelter externer ID' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['abweichend', '8', 'Schneider & Söhne KG'],
      ['abweichend', '21', '–ohne Firmennamen'],
      ['identisch', '3', 'Müller Logistik GmbH'],
      ['identisch', '14', 'Müller Logistik GmbH'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['K-2', 'K-2', 'K-10', 'K-10']);
  });

  it('offers the three ways on', async () => {
    const { user, onCancelImport, onEditMapping, onContinue } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Import abbrechen oder neu hochladen' }));
    expect(onCancelImport).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Zuordnung bearbeiten' }));
    expect(onEditMapping).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Trotzdem fortfahren' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('goes back to the mapping on Escape', async () => {
    const { user, onEditMapping, onCancelImport } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onEditMapping).toHaveBeenCalledOnce();
    expect(onCancelImport).not.toHaveBeenCalled();
  });

  it('waits while continuing and cannot be closed then', async () => {
    const { user, onEditMapping } = renderDialog({ continuing: true });
    expect(screen.getByRole('button', { name: 'Trotzdem fortfahren' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zuordnung bearbeiten' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onEditMapping).not.toHaveBeenCalled();
  });

  it('speaks English with one id', () => {
    renderWithKit(
      <DuplicateExtIdsDialog
        open
        rowsIdentical={rowsIdentical}
        rowsDiffer={[]}
        onCancelImport={vi.fn()}
        onEditMapping={vi.fn()}
        onContinue={vi.fn()}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('dialog', { name: 'Duplicate external IDs' })).toHaveTextContent(
      '1 external ID occurs more than once in your file.',
    );
    expect(screen.getByRole('button', { name: 'Continue anyway' })).toBeVisible();
  });
});

describe('duplicateExtIdLines', () => {
  it('sorts ids naturally and rows by number, and counts distinct ids', () => {
    const lines = duplicateExtIdLines(rowsIdentical, rowsDiffer);
    expect(lines.map((line) => `${line.ext_id}/${line.row_id}/${line.type}`)).toEqual([
      'K-2/8/differ',
      'K-2/21/differ',
      'K-10/3/identical',
      'K-10/14/identical',
    ]);
    expect(countDuplicateIds(lines)).toBe(2);
    expect(countDuplicateIds([])).toBe(0);
  });
});
