import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import {
  ExplanationChips,
  explanationFieldKey,
  formatShare,
  strongestEvidence,
} from './ExplanationChips.tsx';

describe('ExplanationChips', () => {
  it('lists per field its label, level in words and signed share', () => {
    renderWithKit(
      <ExplanationChips
        explanation={[
          { field: 'company_name', level: 'same', share: 0.38 },
          { field: 'city', level: 'different', share: -0.124 },
          { field: 'zip', level: 'partial', share: 0.1 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Begründung der Wahrscheinlichkeit' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Firmenname gleich Anteil an der Wahrscheinlichkeit: +38\u00a0%',
      'Ort abweichend Anteil an der Wahrscheinlichkeit: -12\u00a0%',
      'Postleitzahl teilweise Anteil an der Wahrscheinlichkeit: +10\u00a0%',
    ]);
    // Every level has an icon, so the colour is never the only marker.
    expect(list.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(3);
  });

  it('reuses the field labels of the mapping screen, also for the matcher’s names', () => {
    expect(explanationFieldKey('name')).toBe('fields.company_name');
    expect(explanationFieldKey('city')).toBe('fields.location');
    expect(explanationFieldKey('vat_id')).toBe('fields.vat_id');
  });

  it('shows an unknown field by its name and renders nothing without entries', () => {
    const { container, rerender } = renderWithKit(
      <ExplanationChips explanation={[{ field: 'sector_code', level: 'similar', share: 0.05 }]} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('sector_code similar');
    rerender(<ExplanationChips explanation={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the three strongest reasons for and against, and every field on hover of "+N"', async () => {
    const { user } = renderWithKit(
      <ExplanationChips
        explanation={[
          { field: 'name', level: 'similar', share: 0.3 },
          { field: 'legal_form', level: 'same', share: 0.05 },
          { field: 'street', level: 'same', share: 0.25 },
          { field: 'zip', level: 'same', share: 0.2 },
          { field: 'city', level: 'different', share: -0.1 },
          { field: 'country', level: 'same', share: 0 },
          { field: 'phone', level: 'different', share: -0.1 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Begründung der Wahrscheinlichkeit' });
    const items = within(list).getAllByRole('listitem');
    // In the order given: the strongest for (name), the strongest against (city), the next strongest (street).
    expect(items.map((item) => item.textContent)).toEqual([
      'Firmenname ähnlich Anteil an der Wahrscheinlichkeit: +30\u00a0%',
      'Straße und Hausnummer gleich Anteil an der Wahrscheinlichkeit: +25\u00a0%',
      'Ort abweichend Anteil an der Wahrscheinlichkeit: -10\u00a0%',
      '+4',
    ]);
    const more = within(list).getByRole('button', { name: '+4: alle 7 Felder anzeigen' });
    await user.hover(more);
    const all = await screen.findByRole('list', { name: 'Alle Felder' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(7);
    expect(within(all).getByText('Land').closest('li')).toHaveTextContent(/^Land gleich zählt nicht$/);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      /„zählt nicht“: Das Feld ändert die Wahrscheinlichkeit nicht/,
    );
  });

  it('picks the strongest for and against even when one side has the larger shares', () => {
    expect(
      strongestEvidence([
        { field: 'a', level: 'different', share: -0.4 },
        { field: 'b', level: 'different', share: -0.3 },
        { field: 'c', level: 'different', share: -0.2 },
        { field: 'd', level: 'same', share: 0.1 },
      ]).map((entry) => entry.field),
    ).toEqual(['a', 'b', 'd']);
    const few = [{ field: 'a', level: 'same' as const, share: 1 }];
    expect(strongestEvidence(few)).toBe(few);
  });

  it("says in words when the company lacks a field the row states, and what the name's share holds (issue 15, 6)", () => {
    renderWithKit(
      <ExplanationChips
        explanation={[
          { field: 'name', level: 'same', share: 0.5, notes: ['common_name'] },
          { field: 'street', level: 'same', share: 0.2, notes: ['former_address'] },
          { field: 'phone', level: 'absent', share: -0.3 },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Firmenname gleich, häufiger Name Anteil an der Wahrscheinlichkeit: +50\u00a0%',
      'Straße und Hausnummer gleich, frühere Adresse Anteil an der Wahrscheinlichkeit: +20\u00a0%',
      'Telefon nicht hinterlegt Anteil an der Wahrscheinlichkeit: -30\u00a0%',
    ]);
    expect(items[2]!.querySelector('svg')).not.toBeNull();
  });

  it('speaks English and French for the new words', () => {
    const entry = [
      { field: 'name', level: 'similar' as const, share: 0.4, notes: ['name_contained' as const] },
    ];
    const { unmount } = renderWithKit(
      <ExplanationChips explanation={[...entry, { field: 'fax', level: 'absent', share: -0.1 }]} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Company name similar, fully contained share of the probability: +40%',
      'Fax not on record share of the probability: -10%',
    ]);
    unmount();
    renderWithKit(<ExplanationChips explanation={entry} />, { locale: 'fr' });
    expect(screen.getByRole('listitem')).toHaveTextContent(/similaire, contenu en entier/);
  });

  it('never shows a field that weighs nothing as a chip while another weighs something', () => {
    const explanation = [
      { field: 'country', level: 'same' as const, share: 0 },
      { field: 'name', level: 'same' as const, share: 0.8 },
      { field: 'zip', level: 'different' as const, share: -0.2 },
    ];
    expect(strongestEvidence(explanation).map((e) => e.field)).toEqual(['name', 'zip']);
    const nothing = [{ field: 'name', level: 'missing' as const, share: 0 }];
    expect(strongestEvidence(nothing)).toBe(nothing);
    renderWithKit(<ExplanationChips explanation={explanation} />);
    // Two chips and "+1", which lists the country too.
    expect(screen.getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Firmenname gleich Anteil an der Wahrscheinlichkeit: +80\u00a0%',
      'Postleitzahl abweichend Anteil an der Wahrscheinlichkeit: -20\u00a0%',
      '+1',
    ]);
  });

  it('writes a share that rounds to 0 but weighs something as "<1 %", and exactly 0 as nothing', () => {
    expect(formatShare(0.004, 'de')).toBe('+<1\u00a0%');
    expect(formatShare(-0.004, 'en')).toBe('-<1%');
    expect(formatShare(0.005, 'de')).toBe('+1\u00a0%');
    expect(formatShare(-0.38, 'de')).toBe('-38\u00a0%');
    expect(formatShare(0, 'de')).toBeNull();
  });
});
