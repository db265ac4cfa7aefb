import { describe, expect, it } from 'vitest';
import { normalizeCity } from './city.ts';
import { normalizePostcode, postcodeVariants } from './postcode.ts';
import { houseNumberKey, houseNumberValue, normalizeStreet, streetNameKey } from './street.ts';

describe('streets', () => {
  it.each([
    ['Bahnhofstraße 5', 'bahnhofstr', '5'],
    ['Bahnhofstr. 5', 'bahnhofstr', '5'],
    ['Bahnhofstr.5', 'bahnhofstr', '5'],
    ['Bahnhofstrasse 5', 'bahnhofstr', '5'],
    ['Bahnhofstr 5', 'bahnhofstr', '5'],
    ['Bahnhof Str. 5', 'bahnhofstr', '5'],
    ['BAHNHOFSTRASSE 5', 'bahnhofstr', '5'],
    ['Berliner Straße 12 a', 'berlinerstr', '12a'],
    ['Berliner Str. 12a', 'berlinerstr', '12a'],
    ['Am Markt 3-5', 'ammarkt', '3-5'],
    ['Robert-Bosch-Str. 7', 'robertboschstr', '7'],
    ['Mühlenweg 172', 'muhlenweg', '172'],
    ['Muehlenweg 172', 'muhlenweg', '172'],
    ['Muhlenweg 172', 'muhlenweg', '172'],
    ['Schloßstraße 1', 'schlosstr', '1'],
    ['Seestrasse 1', 'seestr', '1'],
    ['Hauptstraße', 'hauptstr', null],
  ])('%j: street %j, number %j', (street, name, number) => {
    expect(normalizeStreet(street)).toEqual({ name, number });
  });

  it('normalises separate name and number fields and reads the leading number', () => {
    expect(streetNameKey('Hauptstr.')).toBe('hauptstr');
    expect(streetNameKey('  ')).toBeNull();
    expect(houseNumberKey(' 12 A ')).toBe('12a');
    expect(houseNumberKey('3 – 5')).toBe('3-5');
    expect(houseNumberKey('o.Nr.')).toBeNull();
    expect(houseNumberValue('12a')).toBe(12);
    expect(houseNumberValue('x')).toBeNaN();
    expect(normalizeStreet(null)).toEqual({ name: null, number: null });
  });
});

describe('postcodes', () => {
  it.each([
    ['01067', 'DE', '01067', 'DE'],
    ['1067', 'DE', '01067', 'DE'],
    [1067, 'DE', '01067', 'DE'],
    ['1067.0', 'DE', '01067', 'DE'],
    ['D-80331', null, '80331', 'DE'],
    ['DE 80331', null, '80331', 'DE'],
    ['80331', null, '80331', 'DE'],
    ['A-1010', null, '1010', 'AT'],
    ['CH-8001', null, '8001', 'CH'],
    ['8001', 'CH', '8001', 'CH'],
    ['8001', null, '8001', null],
    ['1234 AB', 'NL', '1234AB', 'NL'],
  ])('%j in %j: %j (%j)', (raw, country, code, inferred) => {
    expect(normalizePostcode(raw, country)).toEqual({ code, country: inferred });
  });

  it.each([
    ['123456', 'DE'],
    ['12', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('refuses %j', (raw, country) => {
    expect(normalizePostcode(raw, country)).toBeNull();
  });

  it('tries a four-digit postcode without country as German too', () => {
    expect(postcodeVariants({ code: '8001', country: null })).toEqual(['8001', '08001']);
    expect(postcodeVariants({ code: '8001', country: 'CH' })).toEqual(['8001']);
  });
});

describe('cities', () => {
  it.each([
    ['Frankfurt am Main', 'frankfurt', 'frankfurtammain'],
    ['Frankfurt a.M.', 'frankfurt', 'frankfurtam'],
    ['Frankfurt/Main', 'frankfurt', 'frankfurtmain'],
    ['Frankfurt (Oder)', 'frankfurt', 'frankfurtoder'],
    ['Halle (Saale)', 'halle', 'hallesaale'],
    ['St. Gallen', 'sanktgallen', 'sanktgallen'],
    ['Bad Homburg v.d.H.', 'badhomburg', 'badhomburgvdh'],
    ['Zweibrücken', 'zweibrucken', 'zweibrucken'],
    ['Zweibrucken', 'zweibrucken', 'zweibrucken'],
    ['Castrop-Rauxel', 'castroprauxel', 'castroprauxel'],
    ['MÜNCHEN', 'munchen', 'munchen'],
  ])('%j: key %j, full %j', (city, key, full) => {
    expect(normalizeCity(city)).toEqual({ key, full });
  });

  it('has no key for an empty city', () => {
    expect(normalizeCity(' - ')).toBeNull();
    expect(normalizeCity(undefined)).toBeNull();
  });
});
