import { describe, expect, it } from 'vitest';
import { compareValues } from './compareValues.ts';

describe('compareValues', () => {
  it('treats case and whitespace as the same value', () => {
    expect(compareValues('Hauptstr. 3', 'Hauptstr. 3')).toBe('same');
    expect(compareValues('  hauptstr.   3 ', 'HAUPTSTR. 3')).toBe('same');
    expect(compareValues('MÜNCHEN', 'münchen')).toBe('same');
    expect(compareValues('Mu\u0308nchen', 'München')).toBe('same');
  });

  it('reports different values', () => {
    expect(compareValues('Hauptstr. 3', 'Hauptstraße 3')).toBe('different');
    expect(compareValues('80331', '80333')).toBe('different');
  });

  it('reports a value missing on the input (the candidate would enrich it)', () => {
    expect(compareValues(null, 'Deutschland')).toBe('missingOnInput');
    expect(compareValues('   ', 'Deutschland')).toBe('missingOnInput');
  });

  it('reports a value missing on the candidate', () => {
    expect(compareValues('Hauptstr. 3', null)).toBe('missingOnCandidate');
    expect(compareValues('Hauptstr. 3', '')).toBe('missingOnCandidate');
  });

  it('treats two empty values as the same', () => {
    expect(compareValues(null, null)).toBe('same');
    expect(compareValues('', undefined)).toBe('same');
  });

  it('treats two spellings known to mean the same as the same, but never invents a value', () => {
    expect(compareValues('AT', 'Österreich', true)).toBe('same');
    expect(compareValues('AT', 'Österreich')).toBe('different');
    expect(compareValues(null, 'Österreich', true)).toBe('missingOnInput');
    expect(compareValues('AT', null, true)).toBe('missingOnCandidate');
  });
});
