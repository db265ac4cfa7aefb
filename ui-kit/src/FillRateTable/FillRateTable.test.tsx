import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { FillRateTable } from './FillRateTable.tsx';
import { sampleFillRateRules } from './fillRateFixtures.ts';

function row(existing: number, missing: number) {
  return { field: 'phone', label: 'Telefon', before: { existing, missing }, after: { existing, missing } };
}

describe('FillRateTable', () => {
  it('grades and colours with the rules it is given', () => {
    const calls: number[] = [];
    renderWithKit(
      <FillRateTable
        rows={[row(3, 1)]}
        rules={{ ...sampleFillRateRules, gradeOf: (rate) => (calls.push(rate), 4) }}
      />,
    );
    expect(calls).toContain(0.75);
    expect(
      within(screen.getByRole('row', { name: /^Telefon/ })).getAllByText('4 (ausreichend)'),
    ).toHaveLength(2);
  });

  it('shows the exception text instead of 0 %', () => {
    renderWithKit(<FillRateTable rows={[row(0, 10)]} rules={sampleFillRateRules} />, { locale: 'en' });
    expect(screen.getAllByText('No values')).toHaveLength(2);
    expect(screen.queryByText(/0\s%/)).not.toBeInTheDocument();
  });

  it('explains the grade scale from the limits', () => {
    renderWithKit(<FillRateTable rows={[row(1, 1)]} rules={sampleFillRateRules} />);
    expect(
      screen.getByText(
        /^Noten nach Schulnotensystem: 1 \(sehr gut\) ab 90\s%, 2 \(gut\) ab 75\s%, 3 \(befriedigend\) ab 50\s%, 4 \(ausreichend\) ab 25\s%, 5 \(mangelhaft\) unter 25\s%, 6 \(ungenügend\) ohne Werte\.$/,
      ),
    ).toBeInTheDocument();
  });
});
