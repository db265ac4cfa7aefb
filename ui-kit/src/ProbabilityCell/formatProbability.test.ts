import { describe, expect, it } from 'vitest';
import { formatProbability, formatProbabilityPrecise } from './formatProbability.ts';

describe('formatProbability', () => {
  it('shows 3 significant digits in percent with a German comma', () => {
    expect(formatProbability(0.98765, 'de')).toBe('98,8\u00a0%');
    expect(formatProbability(0.0123456, 'de')).toBe('1,23\u00a0%');
    expect(formatProbability(1, 'de')).toBe('100\u00a0%');
    // Tiny probabilities of the no-match entry read as a bound, not as noise.
    expect(formatProbability(4.44e-16, 'de')).toBe('< 0,001\u00a0%');
    expect(formatProbability(0.0000123, 'en')).toBe('0.00123%');
    expect(formatProbability(0, 'de')).toBe('0\u00a0%');
    expect(formatProbability(0.5, 'de')).toBe('50\u00a0%');
    expect(formatProbability(0, 'de')).toBe('0\u00a0%');
  });

  it('keeps small probabilities apart instead of rounding them to 0 %', () => {
    expect(formatProbability(0.000123456, 'de')).toBe('0,0123\u00a0%');
  });

  it('follows the locale', () => {
    expect(formatProbability(0.98765, 'en')).toBe('98.8%');
    expect(formatProbability(0.0123456, 'fr')).toMatch(/^1,23\s%$/);
  });

  it('keeps values within 0 to 1', () => {
    expect(formatProbability(1.2, 'de')).toBe('100\u00a0%');
    expect(formatProbability(-0.1, 'de')).toBe('0\u00a0%');
    expect(formatProbability(Number.NaN, 'de')).toBe('0\u00a0%');
  });
});

describe('formatProbabilityPrecise', () => {
  it('shows 5 significant digits for the tooltip', () => {
    expect(formatProbabilityPrecise(0.98765, 'de')).toBe('98,765\u00a0%');
    expect(formatProbabilityPrecise(0.0123456, 'de')).toBe('1,2346\u00a0%');
    expect(formatProbabilityPrecise(1, 'de')).toBe('100\u00a0%');
    expect(formatProbabilityPrecise(0.98765, 'en')).toBe('98.765%');
  });
});
