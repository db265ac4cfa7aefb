import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { StatusInfoCards } from './StatusInfoCards.tsx';

const counts = { exactMatches: 1240, manualMatches: 310, noMatches: 45, notStarted: 905 };

/** The value (dd) that belongs to a visible label (dt). */
function valueOf(label: string): HTMLElement | null {
  return screen.getByText(label).nextElementSibling as HTMLElement | null;
}

describe('StatusInfoCards', () => {
  it('shows total, processed and the match types with formatted numbers', () => {
    renderWithKit(<StatusInfoCards total={2500} processed={1595} counts={counts} />);
    expect(screen.getByRole('region', { name: 'Kennzahlen des Imports' })).toBeVisible();
    expect(valueOf('Zeilen gesamt')).toHaveTextContent('2.500');
    expect(valueOf('Verarbeitet')).toHaveTextContent('1.595');
    expect(valueOf('Exakte Treffer')).toHaveTextContent('1.240');
    expect(valueOf('Manuelle Treffer')).toHaveTextContent('310');
    expect(valueOf('Kein Treffer')).toHaveTextContent('45');
    expect(valueOf('Noch nicht verarbeitet')).toHaveTextContent('905');
  });

  it('uses English labels and separators', () => {
    renderWithKit(<StatusInfoCards total={2500} processed={1595} counts={counts} />, { locale: 'en' });
    expect(valueOf('Total rows')).toHaveTextContent('2,500');
    expect(valueOf('Exact matches')).toHaveTextContent('1,240');
  });

  it('shows placeholders and no numbers while loading', () => {
    renderWithKit(<StatusInfoCards total={2500} processed={1595} counts={counts} loading />);
    expect(screen.getByRole('region', { name: 'Kennzahlen des Imports' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Kennzahlen werden geladen')).toBeInTheDocument();
    expect(screen.queryByText('2.500')).not.toBeInTheDocument();
  });
});
