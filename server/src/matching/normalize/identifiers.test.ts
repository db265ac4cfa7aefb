import { describe, expect, it } from 'vitest';
import { austrianVatId, germanVatId, swissUid } from '../../companies/vat-id.ts';
import { normalizeCourt, normalizeRegister, normalizeRegisterEntry } from './register.ts';
import { normalizeVat } from './vat.ts';

describe('VAT ids', () => {
  it.each([
    ['DE136695976', 'DE136695976', true],
    ['de 136 695 976', 'DE136695976', true],
    ['DE 136.695.976', 'DE136695976', true],
    ['DE136695975', 'DE136695975', false],
    ['ATU13585627', 'ATU13585627', true],
    ['CHE-116.281.710 MWST', 'CHE116281710', true],
    ['FR40303265045', 'FR40303265045', true],
    ['NL123456789B01', 'NL123456789B01', true],
    ['IT1234', 'IT1234', false],
  ])('%j: %j, valid %j', (raw, id, valid) => {
    expect(normalizeVat(raw)).toEqual({ id, valid });
  });

  it('accepts what issue 4 generates and refuses what is no VAT id', () => {
    expect(normalizeVat(germanVatId('12345678'))?.valid).toBe(true);
    expect(normalizeVat(austrianVatId('1234567'))?.valid).toBe(true);
    expect(normalizeVat(`${swissUid('12345678')} MWST`)?.valid).toBe(true);
    expect(normalizeVat('123456789')).toBeNull();
    expect(normalizeVat('')).toBeNull();
  });
});

describe('register entries', () => {
  it.each([
    ['HRB 12345', 'HRB 12345', true, false],
    ['HRB12345', 'HRB 12345', true, false],
    ['HR B 12345', 'HRB 12345', true, false],
    ['HRB-Nr. 12345', 'HRB 12345', true, false],
    ['HRB 12345 B', 'HRB 12345', true, false],
    ['HRA 678', 'HRA 678', true, false],
    ['VR 1234', 'VR 1234', true, false],
    ['GnR 12', 'GnR 12', true, false],
    ['PR 99', 'PR 99', true, false],
    ['FN 123456a', 'FN 123456a', true, true],
    ['FN 123456 A', 'FN 123456a', true, true],
    ['FN 123456c', 'FN 123456c', false, true],
    ['CHE-116.281.710', 'UID 116281710', true, true],
    ['CHE-116.281.711', 'UID 116281711', false, true],
  ])('%j: %j, valid %j, national %j', (raw, id, valid, national) => {
    expect(normalizeRegister(raw)).toMatchObject({ id, valid, national });
  });

  it.each([['12345'], ['HRB'], ['HRX 123'], ['HRB 12345 X'], [''], [null]])('refuses %j', (raw) => {
    expect(normalizeRegister(raw)).toBeNull();
  });

  it.each([
    ['Amtsgericht München', 'munchen'],
    ['AG München', 'munchen'],
    ['München', 'munchen'],
    ['Berlin (Charlottenburg)', 'berlin'],
    ['Amtsgericht Charlottenburg', 'berlin'],
    ['Registergericht Bad Homburg', 'badhomburg'],
    ['Amtsgericht', null],
  ])('court %j is %j', (raw, court) => {
    expect(normalizeCourt(raw)).toBe(court);
  });
});

describe('register entries in one cell, as users type them (issue 15)', () => {
  it.each([
    ['HRB 1234 Freiburg', 'HRB 1234', 'freiburg'],
    ['Amtsgericht Köln HRB 12345', 'HRB 12345', 'koln'],
    ['AG Köln, HRB 12345', 'HRB 12345', 'koln'],
    ['Köln HRB 12345', 'HRB 12345', 'koln'],
    ['HRB 12345 Amtsgericht Köln', 'HRB 12345', 'koln'],
    ['HRB-Nr. 12345 AG München', 'HRB 12345', 'munchen'],
    ['Amtsgericht Freiburg i. Br. HRB 701234', 'HRB 701234', 'freiburg'],
    ['Registergericht: Amtsgericht Charlottenburg, HRB 12345 B', 'HRB 12345', 'berlin'],
    ['HR B 12345 Berlin', 'HRB 12345', 'berlin'],
    ['VR 1234 Bonn', 'VR 1234', 'bonn'],
    ['GnR 12 Dresden', 'GnR 12', 'dresden'],
    // Berlin (Charlottenburg) writes a B after the number: the court is Berlin.
    ['HRB 12345 B', 'HRB 12345', 'berlin'],
    ['HRB 12345B', 'HRB 12345', 'berlin'],
    // The number alone names no court.
    ['HRB 12345', 'HRB 12345', null],
    ['FN 123456a', 'FN 123456a', null],
    ['CHE-116.281.710', 'UID 116281710', null],
  ])('%j: %j at court %j', (raw, id, court) => {
    expect(normalizeRegisterEntry(raw)).toMatchObject({ register: { id }, court });
    expect(normalizeRegister(raw)?.id).toBe(id);
  });

  it.each([['Amtsgericht Köln'], ['HRB'], ['HRB 12345 X'], ['Köln HRX 12345'], ['12345'], [''], [null]])(
    'finds no entry in %j',
    (raw) => {
      expect(normalizeRegisterEntry(raw)).toBeNull();
    },
  );
});
