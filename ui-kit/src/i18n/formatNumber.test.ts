import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber.ts';

describe('formatNumber', () => {
  it('uses a dot as thousands separator in German', () => {
    expect(formatNumber(4750, 'de')).toBe('4.750');
    expect(formatNumber(1234567.891, 'de')).toBe('1.234.567,89');
  });

  it('uses a comma in English and a narrow space in French', () => {
    expect(formatNumber(4750, 'en')).toBe('4,750');
    expect(formatNumber(4750, 'fr')).toBe('4\u202f750');
  });

  it('never shows more than two decimals, even when asked to', () => {
    expect(formatNumber(0.12345, 'de')).toBe('0,12');
    expect(formatNumber(0.12345, 'en', { maximumFractionDigits: 4 })).toBe('0.12');
    expect(formatNumber(0.5, 'de', { style: 'percent' })).toBe('50\u00a0%');
  });
});
