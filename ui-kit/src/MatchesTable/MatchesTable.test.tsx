import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import type { ReviewMatch } from '../utils/review.ts';
import { MatchesTable } from './MatchesTable.tsx';

const input = {
  company_name: 'Müller Logistik GmbH',
  zip: '80331',
  location: 'München',
  street: 'Hauptstr. 3',
  country: null,
};

function match(pos: number, overrides: Partial<ReviewMatch> = {}, data: Partial<ReviewMatch['data']> = {}) {
  return {
    pos,
    probability: 0.5,
    isNoMatch: false,
    isUnlocked: true,
    isSelected: false,
    explanation: [],
    ...overrides,
    data: {
      company_name: 'Müller Logistik GmbH',
      zip: '80331',
      location: 'münchen',
      street: 'Hauptstraße 3',
      country: 'Deutschland',
      url: 'https://www.mueller-logistik.de',
      status: 'active' as const,
      ...data,
    },
  } satisfies ReviewMatch;
}

const matches: ReviewMatch[] = [
  match(10, { probability: 0.98765, explanation: [{ field: 'name', level: 'same', share: 0.38 }] }),
  match(11, { probability: 0.0123456 }, { company_name: 'Müller Süd KG', status: 'in_liquidation' }),
  match(12, { isUnlocked: false }, { company_name: null, url: null }),
  match(13, { isNoMatch: true, probability: 0.2 }),
];

function cells(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('MatchesTable', () => {
  it('does not mark another spelling as different when the matcher graded the field the same', () => {
    const austria = { ...input, country: 'AT' };
    const graded = match(
      20,
      { explanation: [{ field: 'country', level: 'same', share: 0.02 }] },
      { company_name: 'Graded GmbH', country: 'Österreich' },
    );
    const ungraded = match(21, {}, { company_name: 'Ungraded GmbH', country: 'Österreich' });
    renderWithKit(<MatchesTable matches={[graded, ungraded]} input={austria} />);
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    expect(within(rowOf('Graded GmbH')).getByText('Österreich').closest('.DcDiffValue-same')).not.toBeNull();
    expect(within(rowOf('Ungraded GmbH')).getByText(/weicht von Ihren Daten ab: AT/)).toBeInTheDocument();
    expect(within(rowOf('Graded GmbH')).queryByText(/weicht von Ihren Daten ab: AT/)).toBeNull();
  });

  it('shows each candidate compared with the input', () => {
    renderWithKit(<MatchesTable matches={matches} input={input} />);
    const table = screen.getByRole('table', { name: 'Mögliche Treffer' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Auswahl',
      'Wahrscheinlichkeit',
      'Firmenname',
      'Website',
      'Postleitzahl',
      'Ort',
      'Straße und Hausnummer',
      'Land',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual([
      '',
      '98,8\u00a0%',
      'Müller Logistik GmbH',
      'www.mueller-logistik.de (öffnet in neuem Tab)',
      '80331',
      'münchen',
      'Hauptstraße 3 weicht von Ihren Daten ab: Hauptstr. 3',
      'Deutschland fehlt in Ihren Daten',
    ]);
    // The explanation follows on a second line.
    expect(
      within(rows[2]!).getByRole('list', { name: 'Begründung für Müller Logistik GmbH' }),
    ).toHaveTextContent('Firmenname gleich');
    expect(cells(rows[3]!).slice(1, 3)).toEqual(['1,23\u00a0%', 'Müller Süd KGin Liquidation']);
    expect(cells(rows[4]!).slice(2)).toEqual(Array(6).fill('XXXXgesperrt'));
    expect(cells(rows[5]!)).toEqual(['', '20\u00a0%', 'Kein passendes Unternehmen']);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Warum gesperrt?' })).not.toBeInTheDocument();
  });

  it('offers a checkbox per match with its number key and reports the pos', async () => {
    const onToggle = vi.fn();
    const { user } = renderWithKit(
      <MatchesTable matches={matches} input={input} selectable onToggle={onToggle} />,
    );
    expect(
      screen
        .getAllByRole('checkbox')
        .map((checkbox) => [checkbox.getAttribute('aria-label'), checkbox.getAttribute('aria-keyshortcuts')]),
    ).toEqual([
      ['Treffer 1: Müller Logistik GmbH', '1'],
      ['Treffer 2: Müller Süd KG', '2'],
      ['Treffer 3: Gesperrtes Unternehmen', '3'],
      ['Treffer 4: Kein passendes Unternehmen', '4'],
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Treffer 4: Kein passendes Unternehmen' }));
    expect(onToggle).toHaveBeenCalledWith(13);
  });

  it('gives number keys to the first nine matches only', () => {
    const many = Array.from({ length: 11 }, (_, index) =>
      match(index, {}, { company_name: `Firma ${index}` }),
    );
    renderWithKit(<MatchesTable matches={many} input={input} selectable onToggle={vi.fn()} />);
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes[8]).toHaveAttribute('aria-keyshortcuts', '9');
    expect(checkboxes[9]).not.toHaveAttribute('aria-keyshortcuts');
    expect(checkboxes[9]).toHaveAccessibleName('Treffer 10: Firma 9');
    expect(screen.queryByText('10')).not.toBeInTheDocument();
  });

  it('highlights and marks selected matches', () => {
    renderWithKit(<MatchesTable matches={[match(1, { isSelected: true }), match(2)]} input={input} />);
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveClass('Mui-selected');
    expect(rows[1]).toHaveTextContent(/^ausgewählt/);
    expect(rows[2]).not.toHaveClass('Mui-selected');
  });

  it('opens the lock dialog through the app', async () => {
    const onLockClick = vi.fn();
    const { user } = renderWithKit(
      <MatchesTable matches={matches} input={input} onLockClick={onLockClick} />,
    );
    await user.click(screen.getByRole('button', { name: 'Warum gesperrt?' }));
    expect(onLockClick).toHaveBeenCalledWith(12);
  });

  it('links only http and https websites, in a new tab without opener', () => {
    renderWithKit(
      <MatchesTable
        matches={[
          match(1, {}, { url: 'javascript:alert(1)', company_name: 'A' }),
          match(2, {}, { url: 'fischer-bau.de', company_name: 'B' }),
          match(3, {}, { url: null, company_name: 'C' }),
        ]}
        input={input}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'fischer-bau.de (öffnet in neuem Tab)' });
    expect(link).toHaveAttribute('href', 'https://fischer-bau.de/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('says so when there are no candidates, and speaks English', () => {
    renderWithKit(<MatchesTable matches={[]} input={input} />, { locale: 'en' });
    expect(screen.getByRole('table', { name: 'Possible matches' })).toHaveTextContent(
      'No candidates were found for this row.',
    );
  });

  it('follows a change of language while it is shown', async () => {
    const { i18n } = renderWithKit(
      <MatchesTable matches={matches} input={input} selectable onToggle={vi.fn()} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Treffer 2: Müller Süd KG' })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    const table = screen.getByRole('table', { name: 'Possible matches' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Selection');
    expect(screen.getByRole('checkbox', { name: 'Match 2: Müller Süd KG' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Match 4: No matching company' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('differs from your data: Hauptstr. 3');
    expect(within(table).getAllByRole('row')[4]).toHaveTextContent('XXXXlocked');
  });

  it('does not list candidates below 0.1 %, but keeps the no-match entry and a selected one, and numbers what it lists', async () => {
    const onToggle = vi.fn();
    const rows = [
      match(30, { probability: 0.6 }, { company_name: 'Stark GmbH' }),
      match(31, { probability: 0.0009 }, { company_name: 'Winzig GmbH' }),
      match(32, { probability: 0.0002, isSelected: true }, { company_name: 'Gewählt GmbH' }),
      match(33, { isNoMatch: true, probability: 0.00001 }),
      match(34, { probability: 0.001 }, { company_name: 'Grenzfall GmbH' }),
    ];
    const { user } = renderWithKit(
      <MatchesTable matches={rows} input={input} selectable onToggle={onToggle} />,
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Treffer 1: Stark GmbH',
      'Treffer 2: Gewählt GmbH',
      'Treffer 3: Kein passendes Unternehmen',
      'Treffer 4: Grenzfall GmbH',
    ]);
    expect(screen.queryByText('Winzig GmbH')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Treffer 4: Grenzfall GmbH' }));
    expect(onToggle).toHaveBeenCalledWith(34);
  });

  it('lists every entry with minProbability 0', () => {
    renderWithKit(
      <MatchesTable
        matches={[match(40, { probability: 0.0001 }, { company_name: 'Winzig GmbH' })]}
        input={input}
        minProbability={0}
      />,
    );
    expect(screen.getByText('Winzig GmbH')).toBeInTheDocument();
  });
});
