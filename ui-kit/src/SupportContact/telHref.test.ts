import { describe, expect, it } from 'vitest';
import { telHref } from './telHref.ts';

describe('telHref', () => {
  it('keeps the plus and the digits only', () => {
    expect(telHref('+49 89 2154 773-0')).toBe('tel:+498921547730');
    expect(telHref(' +49 (0)89 / 2154 7730 ')).toBe('tel:+498921547730');
  });

  it('turns a 00 prefix into a plus and leaves national numbers national', () => {
    expect(telHref('0049 89 21547730')).toBe('tel:+498921547730');
    expect(telHref('089 2154 773-0')).toBe('tel:08921547730');
    expect(telHref('(0)89 2154')).toBe('tel:0892154');
  });
});
