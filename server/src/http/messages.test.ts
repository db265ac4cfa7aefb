import { describe, expect, it } from 'vitest';
import { message, pluralMessage, serverMessages } from './messages.ts';

describe('server messages', () => {
  it('has the same keys in German, English and French', () => {
    const de = Object.keys(serverMessages.de).sort();
    expect(Object.keys(serverMessages.en).sort()).toEqual(de);
    expect(Object.keys(serverMessages.fr).sort()).toEqual(de);
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(serverMessages.de) as (keyof typeof serverMessages.de)[]) {
      const expected = placeholders(serverMessages.de[key]);
      expect(placeholders(serverMessages.en[key]), key).toEqual(expected);
      expect(placeholders(serverMessages.fr[key]), key).toEqual(expected);
    }
  });

  it('has a plural form for every singular form', () => {
    for (const key of Object.keys(serverMessages.de)) {
      if (key.endsWith('_one')) expect(serverMessages.de, key).toHaveProperty(key.replace(/_one$/, '_other'));
      if (key.endsWith('_other'))
        expect(serverMessages.de, key).toHaveProperty(key.replace(/_other$/, '_one'));
    }
  });

  it('writes singular and plural properly', () => {
    expect(pluralMessage('de', 'login_failed', 1)).toBe('Anmeldedaten falsch. Noch 1 Versuch.');
    expect(pluralMessage('de', 'login_failed', 3)).toBe('Anmeldedaten falsch. Noch 3 Versuche.');
    expect(pluralMessage('en', 'login_failed', 1)).toBe('Login data incorrect. 1 attempt left.');
    expect(pluralMessage('en', 'login_failed', 2)).toBe('Login data incorrect. 2 attempts left.');
    expect(pluralMessage('fr', 'login_failed', 1)).toBe(
      'Identifiants incorrects. Il vous reste 1 tentative.',
    );
    expect(pluralMessage('fr', 'login_failed', 4)).toBe(
      'Identifiants incorrects. Il vous reste 4 tentatives.',
    );
    expect(pluralMessage('fr', 'login_blocked', 1_000_000)).toMatch(/1\s000\s000 secondes/);
    expect(pluralMessage('de', 'login_attempts_exhausted', 300)).toBe(
      'Keine Versuche mehr. Bitte in 300 Sekunden erneut versuchen.',
    );
  });

  it('fills placeholders', () => {
    expect(message('en', 'payload_too_large', { limit: '1 MB' })).toBe(
      'The request is too large (at most 1 MB).',
    );
  });

  it('writes numbers the way each language does (100000 is 100.000 in German)', () => {
    expect(message('de', 'too_many_columns', { count: 100000, max: 1000 })).toBe(
      'Die Datei hat 100.000 Spalten; höchstens 1.000 können importiert werden.',
    );
    expect(message('en', 'too_many_columns', { count: 100000, max: 1000 })).toBe(
      'The file has 100,000 columns; at most 1,000 can be imported.',
    );
    expect(pluralMessage('de', 'login_blocked', 1800)).toContain('1.800 Sekunden');
  });

  it('names a mapping problem in each language', () => {
    const name = '"Firma"';
    expect(message('de', 'mapping.column_twice', { name })).toBe('Die Spalte "Firma" ist zweimal verwendet.');
    expect(message('en', 'mapping.unknown_column', { name })).toBe('The file has no column "Firma".');
    expect(message('fr', 'mapping.field_twice', { name })).toBe('"Firma" est affecté deux fois.');
  });

  it('fills a placeholder named like an Object.prototype member only from the params', () => {
    expect(message('de', 'mapping_invalid', {})).toBe('Die Zuordnung ist ungültig: ');
  });
});
