import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { InputRowCard } from './InputRowCard.tsx';

const row = {
  company_name: 'Schneider & Söhne Feinmechanik KG',
  zip: null,
  location: 'Stuttgart',
  street: 'Königstraße 12',
  country: '  ',
};

describe('InputRowCard', () => {
  it('shows the row number, the values with their labels and the position', () => {
    renderWithKit(<InputRowCard rowId={1052} row={row} page={2} count={40} onPageChange={vi.fn()} />);
    const card = screen.getByRole('region', { name: 'Ihre Daten Zeilennummer 1.052' });
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Firmenname=Schneider & Söhne Feinmechanik KG',
      'Straße und Hausnummer=Königstraße 12',
      'Postleitzahl=–keine Angabe',
      'Ort=Stuttgart',
      'Land=–keine Angabe',
    ]);
    expect(within(card).getByText('Zeile 3 von 40')).toBeInTheDocument();
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('pages back and forth and stops at the ends', async () => {
    const onPageChange = vi.fn();
    const { user, rerender } = renderWithKit(
      <InputRowCard rowId={1} row={row} page={0} count={2} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('button', { name: 'Vorherige Zeile' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nächste Zeile' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    rerender(<InputRowCard rowId={1} row={row} page={1} count={2} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Nächste Zeile' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vorherige Zeile' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });

  it('has the checked switch on the manual tab', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithKit(
      <InputRowCard
        rowId={1}
        row={row}
        page={0}
        count={1}
        onPageChange={vi.fn()}
        showCheckedSwitch
        checked
        onCheckedChange={onCheckedChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Zeile geprüft' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('waits while disabled and speaks English', () => {
    renderWithKit(
      <InputRowCard
        rowId={7}
        row={row}
        page={1}
        count={3}
        onPageChange={vi.fn()}
        showCheckedSwitch
        disabled
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('region', { name: 'Your data Row number 7' })).toBeInTheDocument();
    expect(screen.getByText('Row 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Row checked' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next row' })).toBeDisabled();
  });

  it('says when the row could not be matched', () => {
    const { rerender } = renderWithKit(
      <InputRowCard rowId={7} row={row} page={0} count={1} onPageChange={vi.fn()} note="matching_failed" />,
    );
    const card = screen.getByRole('region', { name: 'Ihre Daten Zeilennummer 7' });
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Diese Zeile konnte nicht abgeglichen werden und gilt als kein Treffer.',
    );
    rerender(<InputRowCard rowId={8} row={row} page={0} count={1} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
