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
      phoneTail: null,
      faxTail: null,
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

describe('a row as real customer files write it (issue 15)', () => {
  it('takes the register number and court from one cell', () => {
    const row = normalizeRow({
      rowId: 1,
      values: { company_name: 'Müller GmbH', hr_id: 'Amtsgericht Köln HRB 12345' },
    });
    expect(row.register?.id).toBe('HRB 12345');
    expect(row.court).toBe('koln');
    // A court column wins over the court in the cell.
    expect(
      normalizeRow({ rowId: 1, values: { hr_id: 'HRB 12345 Köln', hr_location: 'AG Bonn' } }).court,
    ).toBe('bonn');
    expect(normalizeRow({ rowId: 1, values: { hr_id: 'HRB 12345 B' } }).court).toBe('berlin');
  });

  it('keeps the digits of a phone number it cannot place', () => {
    const local = normalizeRow({ rowId: 1, values: { phone: '12345-0', fax: '12345-99', country: 'DE' } });
    expect(local).toMatchObject({ phone: null, phoneTail: '123450', fax: null, faxTail: '1234599' });
    const national = normalizeRow({ rowId: 1, values: { phone: '0221 12345-0' } });
    expect(national).toMatchObject({ phone: '+49221123450', phoneTail: '221123450' });
    const placed = normalizeRow({ rowId: 1, values: { phone: '0221 12345-0', country: 'AT' } });
    expect(placed).toMatchObject({ phone: '+43221123450', phoneTail: null });
  });
});
