import { describe, expect, it } from 'vitest';
import { normalizeRow } from './row.ts';

describe('a mapped row', () => {
  it('normalises every field the engine uses', () => {
    const row = normalizeRow({
      rowId: 1,
      values: {
        company_name: 'Müller Haustechnik G.m.b.H.',
        street: 'Bahnhofstr.5',
        zip: '1067',
        location: 'Dresden',
        country: 'Deutschland',
        phone: '0351/12345-0',
        fax: '0351/12345-99',
        email: 'info(at)mueller-haustechnik.de',
        url: 'www.mueller-haustechnik.de',
        vat_id: 'de 136 695 976',
        hr_id: 'HRB-Nr. 12345',
        hr_location: 'AG Dresden',
        provider_id: ' DC00000001 ',
      },
    });
    expect(row).toEqual({
      providerId: 'DC00000001',
      name: { tokens: ['muller', 'haustechnik'], legalForm: 'GmbH', extra: [], liquidation: false },
      country: 'DE',
      street: { name: 'bahnhofstr', number: '5' },
      postcode: { code: '01067', country: 'DE' },
      city: { key: 'dresden', full: 'dresden' },
      phone: '+49351123450',
      fax: '+493511234599',
      email: { address: 'info@mueller-haustechnik.de', domain: 'mueller-haustechnik.de', freemail: false },
      url: { domain: 'mueller-haustechnik.de', label: 'mueller-haustechnik' },
      vat: { id: 'DE136695976', valid: true },
      register: { type: 'HRB', number: '12345', id: 'HRB 12345', valid: true, national: false },
      court: 'dresden',
    });
  });

  it('takes the country from the code, the name or the postcode prefix, and the street from its parts', () => {
    expect(normalizeRow({ rowId: 1, values: { country_code: 'at' } }).country).toBe('AT');
    expect(normalizeRow({ rowId: 1, values: { zip: 'CH-8001' } }).country).toBe('CH');
    expect(
      normalizeRow({ rowId: 1, values: { street_name: 'Hauptstr.', street_number: '7 b' } }).street,
    ).toEqual({
      name: 'hauptstr',
      number: '7b',
    });
    expect(normalizeRow({ rowId: 1, values: { street: 'Hauptstraße', street_number: '7' } }).street).toEqual({
      name: 'hauptstr',
      number: '7',
    });
  });

  it('leaves empty and missing cells empty', () => {
    const row = normalizeRow({ rowId: 1, values: { company_name: '  ', zip: null } });
    expect(row.name.tokens).toEqual([]);
    expect(row.postcode).toBeNull();
    expect(row.country).toBeNull();
    expect(row.phone).toBeNull();
  });
});
