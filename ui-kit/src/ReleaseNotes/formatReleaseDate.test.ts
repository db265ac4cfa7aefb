import { describe, expect, it } from 'vitest';
import { formatReleaseDate } from './formatReleaseDate.ts';

describe('formatReleaseDate', () => {
  it('formats an ISO date per language without shifting the day', () => {
    expect(formatReleaseDate('2026-03-12', 'de')).toBe('12. März 2026');
    expect(formatReleaseDate('2026-03-12', 'en')).toBe('March 12, 2026');
    expect(formatReleaseDate('2026-03-12', 'fr')).toBe('12 mars 2026');
    expect(formatReleaseDate('2026-01-01T00:00:00Z', 'de')).toBe('1. Januar 2026');
  });

  it('returns anything unparseable unchanged', () => {
    expect(formatReleaseDate('Frühjahr 2026', 'de')).toBe('Frühjahr 2026');
    expect(formatReleaseDate('2026-13-45', 'de')).toBe('2026-13-45');
  });
});
