import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { RemainingTimeCard } from './RemainingTimeCard.tsx';
import { durationUnits, splitDuration } from './formatDuration.ts';

describe('RemainingTimeCard', () => {
  it('shows minutes and seconds in German', () => {
    renderWithKit(<RemainingTimeCard seconds={200} />);
    expect(screen.getByRole('region', { name: 'Verbleibende Zeit' })).toHaveTextContent('ca. 3 Min. 20 Sek.');
  });

  it('shows hours and minutes in English and French', () => {
    const { unmount } = renderWithKit(<RemainingTimeCard seconds={3900} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Time remaining' })).toHaveTextContent('about 1 h 5 min');
    unmount();
    renderWithKit(<RemainingTimeCard seconds={45} />, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'Temps restant' })).toHaveTextContent('environ 45 s');
  });

  it('renders nothing without an estimate', () => {
    const { container } = renderWithKit(<RemainingTimeCard seconds={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('durationUnits', () => {
  it('says the two largest units and drops zero parts', () => {
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(durationUnits(3725)).toEqual([
      { unit: 'hours', value: 1 },
      { unit: 'minutes', value: 2 },
    ]);
    expect(durationUnits(3600)).toEqual([{ unit: 'hours', value: 1 }]);
    expect(durationUnits(120)).toEqual([{ unit: 'minutes', value: 2 }]);
    // Rounded up: 59.2 s is a minute.
    expect(durationUnits(59.2)).toEqual([{ unit: 'minutes', value: 1 }]);
    expect(durationUnits(0)).toEqual([{ unit: 'seconds', value: 0 }]);
    expect(durationUnits(-5)).toEqual([{ unit: 'seconds', value: 0 }]);
  });
});
