import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { AdditionalColumnsSelect } from './AdditionalColumnsSelect.tsx';

const columns = ['Firma', 'Kundennummer', 'Bemerkung', 'Vertriebsgebiet'];

describe('AdditionalColumnsSelect', () => {
  it('shows the selection and adds a column in file order', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <AdditionalColumnsSelect
        columns={columns}
        value={['Vertriebsgebiet']}
        onChange={onChange}
        mappedColumns={['Firma']}
      />,
    );
    const select = screen.getByRole('combobox', { name: /^Zusätzliche Spalten für den Export/ });
    expect(select).toHaveTextContent('Vertriebsgebiet');
    expect(select).toHaveAccessibleDescription('Diese Spalten werden unverändert in den Export übernommen.');
    await user.click(select);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /^Firma/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: /^Firma/ })).toHaveTextContent(
      'bereits einem Feld zugeordnet',
    );
    expect(within(listbox).getByRole('option', { name: 'Vertriebsgebiet' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: 'Bemerkung' }));
    expect(onChange).toHaveBeenCalledWith(['Bemerkung', 'Vertriebsgebiet']);
  });

  it('removes a selected column', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <AdditionalColumnsSelect columns={columns} value={['Bemerkung', 'Kundennummer']} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Bemerkung' }));
    expect(onChange).toHaveBeenCalledWith(['Kundennummer']);
  });

  it('is disabled with a note when the file has no columns', () => {
    renderWithKit(<AdditionalColumnsSelect columns={[]} value={[]} onChange={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('combobox', { name: /Additional columns/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Your file has no further columns.')).toBeVisible();
  });
});
