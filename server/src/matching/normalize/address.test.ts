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
    // Abbreviated street words written apart.
    ['Bahnhof St. 5', 'bahnhofstr', '5'],
    ['Rathaus Pl. 1', 'rathausplatz', '1'],
    ['Rathaus Plz. 1', 'rathausplatz', '1'],
    ['Schul G. 3', 'schulgase', '3'],
    // Only a word's end is the street word.
    ['Straßburger Straße 5', 'strasburgerstr', '5'],
    ['Straßenbahnring 12', 'strasenbahnring', '12'],
    ['Lindenallee 4', 'lindenallee', '4'],
    ['Am Kirchweg 2', 'amkirchweg', '2'],
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
    expect(normalizeStreet('   ')).toEqual({ name: null, number: null });
    expect(streetNameKey(null)).toBeNull();
    expect(houseNumberKey(undefined)).toBeNull();
    expect(houseNumberKey('12\t a')).toBe('12a');
    expect(houseNumberValue(houseNumberKey('Nr. 12')!)).toBeNaN();
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
    [' D-80331 ', null, '80331', 'DE'],
    ['D80331', null, '80331', 'DE'],
    ['1067.00', 'DE', '01067', 'DE'],
    // Every country prefix.
    ['AT-1010', null, '1010', 'AT'],
    ['FL-9490', null, '9490', 'LI'],
    ['LI-9490', null, '9490', 'LI'],
    ['F-75001', null, '75001', 'FR'],
    ['FR-75001', null, '75001', 'FR'],
    ['L-1234', null, '1234', 'LU'],
    ['LU-1234', null, '1234', 'LU'],
    ['NL-1234 AB', null, '1234AB', 'NL'],
    ['B-1000', null, '1000', 'BE'],
    ['BE-1000', null, '1000', 'BE'],
    // Letters that are no country prefix stay part of the code.
    ['SW1A 1AA', null, 'SW1A1AA', null],
    ['M1 1AE', null, 'M11AE', null],
    ['LV-1010', null, 'LV1010', null],
    // The length is checked only for countries with digit-only postcodes.
    ['1010', 'AT', '1010', 'AT'],
    ['75001', 'FR', '75001', 'FR'],
    ['2100', 'DK', '2100', 'DK'],
  ])('%j in %j: %j (%j)', (raw, country, code, inferred) => {
    expect(normalizePostcode(raw, country)).toEqual({ code, country: inferred });
  });

  it.each([
    ['123456', 'DE'],
    ['12', null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['10.067', 'DE'],
    ['1067.5', 'DE'],
    ['#80331', null],
    // A postcode of the wrong length for its country.
    ['12345', 'AT'],
    ['12345', 'CH'],
    ['12345', 'LI'],
    ['12345', 'LU'],
    ['12345', 'BE'],
    ['1234', 'FR'],
    ['12345', 'DK'],
  ])('refuses %j', (raw, country) => {
    expect(normalizePostcode(raw, country)).toBeNull();
  });

  it('tries a four-digit postcode without country as German too', () => {
    expect(postcodeVariants({ code: '8001', country: null })).toEqual(['8001', '08001']);
    expect(postcodeVariants({ code: '8001', country: 'CH' })).toEqual(['8001']);
    expect(postcodeVariants(normalizePostcode('1234 AB')!)).toEqual(['1234AB']);
    expect(postcodeVariants(normalizePostcode('LV-1010')!)).toEqual(['LV1010']);
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
    ['Frankfurt am', 'frankfurt', 'frankfurtam'],
    ['Freiburg i. Br.', 'freiburg', 'freiburgibr'],
    ['Rothenburg o.d.T.', 'rothenburg', 'rothenburgodt'],
    ['Königstein im Taunus', 'konigstein', 'konigsteinimtaunus'],
    ['Berlin OT Spandau', 'berlin', 'berlinotspandau'],
    ['Forst (Lausitz)', 'forst', 'forstlausitz'],
    ['Forst Lausitz', 'forstlausitz', 'forstlausitz'],
  ])('%j: key %j, full %j', (city, key, full) => {
    expect(normalizeCity(city)).toEqual({ key, full });
  });

  it('has no key for an empty city', () => {
    expect(normalizeCity(' - ')).toBeNull();
    expect(normalizeCity(undefined)).toBeNull();
  });
});

describe('streets as real customer files write them (issue 15)', () => {
  it.each([
    // The house number before the street, as in English and French addresses.
    ['5140 S Federal Street', 'sfederalstr', '5140'],
    ['5140 South Federal St.', 'sfederalstr', '5140'],
    ['5140 S. Federal St', 'sfederalstr', '5140'],
    ['12, rue de la Paix', 'delapaixstr', '12'],
    ['12a Hauptstraße', 'hauptstr', '12a'],
    ['3-5 Am Markt', 'ammarkt', '3-5'],
    ['North Main Road 1', 'nmainstr', '1'],
    ['East Main Road 1', 'emainstr', '1'],
    ['West Main Road 1', 'wmainstr', '1'],
    // Street words of other languages are one word.
    ['Haupt Street 5', 'hauptstr', '5'],
    ['Haupt St. 5', 'hauptstr', '5'],
    ['Haupt Avenue 5', 'hauptstr', '5'],
    ['Haupt Ave. 5', 'hauptstr', '5'],
    ['Haupt Av. 5', 'hauptstr', '5'],
    ['Haupt Road 5', 'hauptstr', '5'],
    ['Haupt Rd. 5', 'hauptstr', '5'],
    ['Rue Haupt 5', 'hauptstr', '5'],
    ['Via Haupt 5', 'hauptstr', '5'],
    ['Strada Haupt 5', 'hauptstr', '5'],
    ['Calle Haupt 5', 'hauptstr', '5'],
    ['Avenue Haupt 5', 'hauptstr', '5'],
    ['Haupt Straat 5', 'hauptstr', '5'],
    ['Hauptstraat 5', 'hauptstr', '5'],
    ['Haupt Strada 5', 'hauptstr', '5'],
    ['Rue 5', 'str', '5'],
    // What is added to a street is set aside.
    ['Hauptstraße 5, near Bahnhof', 'hauptstr', '5'],
    ['Hauptstraße 5 near Bahnhof', 'hauptstr', '5'],
    ['Hauptstraße 5 corner of Marktplatz', 'hauptstr', '5'],
    ['Hauptstraße 5, corner Marktplatz', 'hauptstr', '5'],
    ['Hauptstraße 5 / Ecke Marktplatz', 'hauptstr', '5'],
    ['Hauptstraße 5, gegenüber Rathaus', 'hauptstr', '5'],
    ['Hauptstraße 5 opposite Rathaus', 'hauptstr', '5'],
    ['Hauptstraße 5 next to Rathaus', 'hauptstr', '5'],
    ['Hauptstraße 5 (Hinterhaus)', 'hauptstr', '5'],
    ['Hauptstraße 5, 2. OG', 'hauptstr', '5'],
    ['Hauptstraße 5a, Gebäude B', 'hauptstr', '5a'],
    ['Hauptstraße 3-5, Hof', 'hauptstr', '3-5'],
    // A number in the street's name stays there.
    ['Straße des 17. Juni 5', 'strdes17juni', '5'],
    ['Nearfield Road 1', 'nearfieldstr', '1'],
    ['Hauptstraße Nr. 5', 'hauptstrnr', '5'],
    ['Hinter der Kirche 3', 'hinterderkirche', '3'],
  ])('%j: street %j, number %j', (street, name, number) => {
    expect(normalizeStreet(street)).toEqual({ name, number });
  });
});

describe('districts and towns (issue 15)', () => {
  it.each([
    ['Köln-Ehrenfeld', 'kolnehrenfeld'],
    ['Köln OT Ehrenfeld', 'koln'],
    ['Ehrenfeld', 'ehrenfeld'],
  ])('%j has the key %j (the postcode bridges a district and its town: compare.ts)', (city, key) => {
    expect(normalizeCity(city)?.key).toBe(key);
  });
});
