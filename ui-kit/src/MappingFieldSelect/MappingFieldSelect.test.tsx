import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { MappingFieldSelect } from './MappingFieldSelect.tsx';

const columns = ['Firma', 'Straße', 'PLZ', 'Ort'];

/** The visible label of a select: the first element its `aria-labelledby` names. */
function labelOf(select: HTMLElement): HTMLElement | null {
  const [labelId] = (select.getAttribute('aria-labelledby') ?? '').split(' ');
  return labelId ? document.getElementById(labelId) : null;
}

describe('MappingFieldSelect', () => {
  it('labels the select with the field name and marks company name as required', () => {
    renderWithKit(
      <MappingFieldSelect field="company_name" columns={columns} value="Firma" onChange={vi.fn()} />,
    );
    const select = screen.getByRole('combobox', { name: /^Firmenname/ });
    expect(select).toHaveTextContent('Firma');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(labelOf(select)).toHaveTextContent('Firmenname *');
  });

  it('marks no other field as required', () => {
    renderWithKit(<MappingFieldSelect field="zip" columns={columns} value={null} onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: /^Postleitzahl/ });
    expect(select).not.toHaveAttribute('aria-required');
    expect(labelOf(select)).toHaveTextContent(/^Postleitzahl$/);
    expect(select).toHaveTextContent('Nicht zugeordnet');
  });

  it('offers "not mapped" and the columns, with columns of other fields disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <MappingFieldSelect
        field="location"
        columns={columns}
        value={null}
        onChange={onChange}
        takenColumns={new Set(['Firma', 'PLZ'])}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: /^Ort/ }));
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Nicht zugeordnet',
      'Firma(bereits zugeordnet)',
      'Straße',
      'PLZ(bereits zugeordnet)',
      'Ort',
    ]);
    expect(within(listbox).getByRole('option', { name: /^Firma/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Ort' }));
    expect(onChange).toHaveBeenCalledWith('Ort');
  });

  it('unassigns with "not mapped"', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <MappingFieldSelect field="zip" columns={columns} value="PLZ" onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: /^Postleitzahl/ }));
    await user.click(screen.getByRole('option', { name: 'Nicht zugeordnet' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows the example value of the selected column and describes the select with it', () => {
    renderWithKit(
      <MappingFieldSelect
        field="company_name"
        columns={columns}
        value="Firma"
        exampleValue="Müller Logistik GmbH"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Müller Logistik GmbH')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Firmenname/ })).toHaveAccessibleDescription(
      'Beispiel: Müller Logistik GmbH',
    );
  });

  it('says so when the example cell is empty, and shows a dash without a column', () => {
    const { rerender } = renderWithKit(
      <MappingFieldSelect field="fax" columns={columns} value="Ort" exampleValue={null} onChange={vi.fn()} />,
    );
    expect(screen.getByText('kein Wert')).toBeVisible();
    rerender(<MappingFieldSelect field="fax" columns={columns} value={null} onChange={vi.fn()} />);
    expect(screen.getByText('–')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Fax/ })).not.toHaveAttribute('aria-describedby');
  });

  it('names the Datacare ID in English', () => {
    renderWithKit(
      <MappingFieldSelect field="provider_id" columns={columns} value={null} onChange={vi.fn()} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('combobox', { name: /^Datacare ID/ })).toHaveTextContent('Not mapped');
  });
});
