import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('app catalogues', () => {
  it('have the same keys in de, en and fr', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
    expect(keys(fr).sort()).toEqual(keys(de).sort());
  });

  it('have no empty texts', () => {
    for (const catalogue of [de, en, fr]) {
      for (const text of leaves(catalogue))
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    }
  });
});
