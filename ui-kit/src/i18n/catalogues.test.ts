import { describe, expect, it } from 'vitest';
import { KIT_LOCALES, KIT_NAMESPACE, kitResources } from './resources.ts';

/** Every leaf of a catalogue as `path.to.key` -> value, so catalogues compare key by key. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const catalogues = KIT_LOCALES.map(
  (locale) => [locale, leaves(kitResources[locale][KIT_NAMESPACE])] as const,
);
const allKeys = [...new Set(catalogues.flatMap(([, map]) => [...map.keys()]))].sort();

describe('kit catalogues', () => {
  it('have at least one text', () => {
    expect(allKeys.length).toBeGreaterThan(0);
  });

  it.each(catalogues)('%s has exactly the keys of the other catalogues', (_locale, map) => {
    expect([...map.keys()].sort()).toEqual(allKeys);
  });

  it.each(catalogues)('%s has only non-empty strings', (_locale, map) => {
    const bad = [...map]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(catalogues)('%s uses the same interpolation variables as the others', (_locale, map) => {
    const vars = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    const reference = catalogues[0]![1];
    for (const key of allKeys) expect(vars(map.get(key)), key).toEqual(vars(reference.get(key)));
  });
});
