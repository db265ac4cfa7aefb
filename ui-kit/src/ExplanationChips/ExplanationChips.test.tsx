import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ExplanationChips, explanationFieldKey } from './ExplanationChips.tsx';

describe('ExplanationChips', () => {
  it('lists per field its label, level in words and signed share', () => {
    renderWithKit(
      <ExplanationChips
        explanation={[
          { field: 'company_name', level: 'same', share: 0.38 },
          { field: 'city', level: 'different', share: -0.124 },
          { field: 'zip', level: 'missing', share: 0 },
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
      'Postleitzahl fehlt Anteil an der Wahrscheinlichkeit: 0\u00a0%',
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
});
