import { describe, expect, it } from 'vitest';
import { containsPattern, foldKey } from './keys.ts';

describe('foldKey', () => {
  it('folds case, accents, ß and blanks the way the list searches and sorts', () => {
    expect(foldKey('  Bäckerei   MÜLLER\tKG ')).toBe('backerei muller kg');
    expect(foldKey('Straße')).toBe('strasse');
    expect(foldKey('GROẞHANDEL')).toBe('grosshandel');
    expect(foldKey('Ｆｉｒｍａ')).toBe('firma');
    expect(foldKey('Ærø Çelik')).toBe('ærø celik');
    expect(foldKey(null)).toBe('');
    expect(foldKey(undefined)).toBe('');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE’s wildcards and the escape character', () => {
    expect(containsPattern('müller')).toBe('%müller%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
