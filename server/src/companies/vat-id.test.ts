import { describe, expect, it } from 'vitest';
import {
  austrianVatId,
  germanVatId,
  isValidAustrianVatId,
  isValidGermanVatId,
  isValidSwissUid,
  isValidVatId,
  normalizeVatId,
  swissUid,
  vatIdCountry,
} from './vat-id.ts';

describe('VAT ids', () => {
  it('accepts real German VAT numbers and refuses a changed digit', () => {
    // Published numbers of large German companies: the check digit is ISO 7064 MOD 11,10.
    for (const id of ['DE136695976', 'DE123475223', 'DE129274202', 'DE143454214', 'DE811569869']) {
      expect(isValidGermanVatId(id), id).toBe(true);
    }
    expect(isValidGermanVatId('DE136695975')).toBe(false);
    expect(isValidGermanVatId('DE12347522')).toBe(false);
    expect(isValidGermanVatId('DE 136 695 976')).toBe(true);
    expect(isValidGermanVatId('de136695976')).toBe(true);
  });

  it('checks Austrian UIDs and Swiss UIDs with their own check digits', () => {
    expect(isValidAustrianVatId('ATU13585627')).toBe(true);
    expect(isValidAustrianVatId('ATU10223006')).toBe(true);
    expect(isValidAustrianVatId('ATU13585626')).toBe(false);
    expect(isValidAustrianVatId('AT13585627')).toBe(false);
    expect(isValidSwissUid('CHE-116.281.710')).toBe(true);
    expect(isValidSwissUid('CHE-109.322.551 MWST')).toBe(true);
    expect(isValidSwissUid('CHE109322551TVA')).toBe(true);
    expect(isValidSwissUid('CHE-109.322.552')).toBe(false);
  });

  it('normalises what customers type and tells the country', () => {
    expect(normalizeVatId(' de 123.475-223 ')).toBe('DE123475223');
    expect(normalizeVatId('CHE-116.281.710 MWST')).toBe('CHE116281710');
    expect(vatIdCountry('ATU 1358 5627')).toBe('AT');
    expect(vatIdCountry('FR40303265045')).toBeNull();
    expect(isValidVatId('FR40303265045')).toBe(false);
    expect(isValidVatId('DE123475223')).toBe(true);
  });

  it('builds valid numbers for the generator', () => {
    for (const first8 of ['10000000', '12345678', '39999999', '27182818']) {
      expect(isValidVatId(germanVatId(first8))).toBe(true);
    }
    expect(germanVatId('13669597')).toBe('DE136695976');
    expect(austrianVatId('1358562')).toBe('ATU13585627');
    expect(swissUid('11628171')).toBe('CHE-116.281.710');
    // 8 digits whose weighted sum leaves remainder 1 would need check digit 10: no such UID exists.
    const impossible = Array.from({ length: 200 }, (_, i) => String(10_000_000 + i)).find(
      (d) => swissUid(d) === null,
    );
    expect(impossible).toBeDefined();
    for (let i = 0; i < 200; i++) {
      const uid = swissUid(String(10_000_000 + i));
      if (uid) expect(isValidSwissUid(uid)).toBe(true);
    }
  });
});
