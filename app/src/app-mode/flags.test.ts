import { describe, expect, it } from 'vitest';
import { parseEntryFlags, resolveEntryFlags } from './flags.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('entry flags (spec section 2 Query flags)', () => {
  it('is default mode without flags', () => {
    expect(parseEntryFlags('')).toMatchObject({
      mode: 'default',
      fromTarget: false,
      isTargetImport: undefined,
    });
  });

  it('reads export and integration mode and the other flags', () => {
    expect(parseEntryFlags('?isExportMode=true&id=b1&lang=en')).toMatchObject({ mode: 'export', lang: 'en' });
    expect(parseEntryFlags('?isIntegrationMode=true&session=tok&lang=fr')).toMatchObject({
      mode: 'integration',
      session: 'tok',
      lang: 'fr',
    });
    expect(parseEntryFlags('?fromTarget=true&isTargetImport=false&redirectUrl=%2Fx')).toMatchObject({
      fromTarget: true,
      isTargetImport: false,
      redirectUrl: '/x',
    });
  });

  it('keeps the mode of the entry URL for the tab when later URLs drop the flags', () => {
    const storage = memoryStorage();
    expect(resolveEntryFlags('?isIntegrationMode=true', storage).mode).toBe('integration');
    expect(resolveEntryFlags('', storage).mode).toBe('integration');
    expect(resolveEntryFlags('?isIntegrationMode=false', storage).mode).toBe('default');
    expect(resolveEntryFlags('', storage).mode).toBe('default');
  });

  it('survives a damaged stored entry', () => {
    const storage = memoryStorage();
    storage.setItem('datacare.entryFlags', '{not json');
    expect(resolveEntryFlags('', storage).mode).toBe('default');
  });

  it('never keeps the one-time hand-over token for the tab (ADR 012)', () => {
    const storage = memoryStorage();
    const flags = resolveEntryFlags('?isIntegrationMode=true&session=secret-token&listId=4', storage);
    expect(flags.session).toBe('secret-token');
    expect(storage.getItem('datacare.entryFlags')).not.toContain('secret-token');
    expect(resolveEntryFlags('', storage)).toMatchObject({ mode: 'integration', session: undefined });
  });
});
