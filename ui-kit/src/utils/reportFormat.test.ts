import { describe, expect, it } from 'vitest';
import { shareOf, truncateLabel } from './reportFormat.ts';

describe('truncateLabel', () => {
  it('keeps labels up to the limit', () => {
    expect(truncateLabel('Hochbau', 7)).toBe('Hochbau');
  });

  it('shortens longer labels to the limit, ending with an ellipsis', () => {
    const label = truncateLabel('Herstellung von Metallerzeugnissen', 12);
    expect(label).toBe('Herstellung…');
    expect([...label]).toHaveLength(12);
  });

  it('counts an emoji or a combined letter as one character', () => {
    expect(truncateLabel('👩‍🔧👩‍🔧👩‍🔧 Werkstatt', 3)).toBe('👩‍🔧👩‍🔧…');
    expect(truncateLabel('Cafe\u0301 Müller', 5)).toBe('Cafe\u0301…');
  });
});

describe('shareOf', () => {
  it('is 0 for an empty total', () => {
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(1, 4)).toBe(0.25);
  });
});
