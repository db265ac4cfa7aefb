import { describe, expect, it } from 'vitest';
import { normalizeCountry } from './country.ts';
import { isFreemailDomain, normalizeEmail } from './email.ts';
import { localPhoneTail, toE164 } from './phone.ts';
import { registrableDomain } from './url.ts';

describe('countries', () => {
  // One test for every spelling: the table is built from ICU on first use, and mutation testing
  // (docs/testing.md) credits what that build does to the first test that runs it only.
  it('recognises names in German, English and French, codes and the usual short forms', () => {
    const spellings: [string | null | undefined, string | null][] = [
      ['Deutschland', 'DE'],
      ['Germany', 'DE'],
      ['Allemagne', 'DE'],
      ['D', 'DE'],
      ['DE', 'DE'],
      ['de', 'DE'],
      ['deu', 'DE'],
      ['GER', 'DE'],
      ['BRD', 'DE'],
      ['Bundesrepublik', 'DE'],
      ['Bundesrepublik Deutschland', 'DE'],
      ['Federal Republic of Germany', 'DE'],
      ["République fédérale d'Allemagne", 'DE'],
      ['Österreich', 'AT'],
      ['Oesterreich', 'AT'],
      ['Osterreich', 'AT'],
      ['Republik Österreich', 'AT'],
      ['Austria', 'AT'],
      ['Autriche', 'AT'],
      ['A', 'AT'],
      ['AUT', 'AT'],
      ['Schweiz', 'CH'],
      ['Switzerland', 'CH'],
      ['Suisse', 'CH'],
      ['CH', 'CH'],
      ['CHE', 'CH'],
      ['Schweizerische Eidgenossenschaft', 'CH'],
      ['Confédération suisse', 'CH'],
      ['Svizzera', 'CH'],
      ['Svizra', 'CH'],
      ['Liechtenstein', 'LI'],
      ['FL', 'LI'],
      ['LIE', 'LI'],
      ['Frankreich', 'FR'],
      ['F', 'FR'],
      ['FRA', 'FR'],
      ['Italien', 'IT'],
      ['I', 'IT'],
      ['ITA', 'IT'],
      ['Niederlande', 'NL'],
      ['Pays-Bas', 'NL'],
      ['NL', 'NL'],
      ['NLD', 'NL'],
      ['Holland', 'NL'],
      ['Belgien', 'BE'],
      ['B', 'BE'],
      ['BEL', 'BE'],
      ['Luxemburg', 'LU'],
      ['L', 'LU'],
      ['LUX', 'LU'],
      ['Dänemark', 'DK'],
      ['DK', 'DK'],
      ['DNK', 'DK'],
      ['Polen', 'PL'],
      ['PL', 'PL'],
      ['POL', 'PL'],
      ['Tschechien', 'CZ'],
      ['CZ', 'CZ'],
      ['CZE', 'CZ'],
      ['Spanien', 'ES'],
      ['E', 'ES'],
      ['ESP', 'ES'],
      ['Vereinigtes Königreich', 'GB'],
      ['GB', 'GB'],
      ['GBR', 'GB'],
      ['UK', 'GB'],
      ['England', 'GB'],
      ['Vereinigte Staaten', 'US'],
      ['USA', 'US'],
      ['U.S.A.', 'US'],
      ['United States of America', 'US'],
      // Not a country, or nothing: no guess.
      ['Atlantis', null],
      ['DD', null],
      ['ZZ', null],
      ['Unbekannte Region', null],
      ['Unknown Region', null],
      ['AA', null],
      ['', null],
      ['-', null],
      [null, null],
      [undefined, null],
    ];
    for (const [spelling, code] of spellings) expect(normalizeCountry(spelling), String(spelling)).toBe(code);
  });
});

describe('web addresses', () => {
  it.each([
    ['https://www.mueller-bau.de/impressum', 'mueller-bau.de', 'mueller-bau'],
    ['http://shop.mueller-bau.de:8080/?a=1', 'mueller-bau.de', 'mueller-bau'],
    ['www.mueller-bau.de', 'mueller-bau.de', 'mueller-bau'],
    ['mueller-bau.de', 'mueller-bau.de', 'mueller-bau'],
    ['WWW.MUELLER-BAU.DE', 'mueller-bau.de', 'mueller-bau'],
    ['www,mueller-bau.de', 'mueller-bau.de', 'mueller-bau'],
    ['http//www.mueller-bau.de', 'mueller-bau.de', 'mueller-bau'],
    ['htp://mueller-bau.de', 'mueller-bau.de', 'mueller-bau'],
    ['https:/www.mueller-bau.de', 'mueller-bau.de', 'mueller-bau'],
    ['www.mueller-bau .de', 'mueller-bau.de', 'mueller-bau'],
    ['www.example.co.uk', 'example.co.uk', 'example'],
    ['www.mueller-bau', null, 'mueller-bau'],
  ])('%j: %j', (url, domain, label) => {
    expect(registrableDomain(url)).toEqual({ domain, label });
  });

  it('refuses what is no address', () => {
    expect(registrableDomain('n/a ?')).toBeNull();
    expect(registrableDomain('')).toBeNull();
    expect(registrableDomain('www')).toBeNull();
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['info@mueller-bau.de', 'info@mueller-bau.de', 'mueller-bau.de'],
    ['Info@Mueller-Bau.DE', 'info@mueller-bau.de', 'mueller-bau.de'],
    ['info(at)mueller-bau.de', 'info@mueller-bau.de', 'mueller-bau.de'],
    ['info [at] mueller-bau.de', 'info@mueller-bau.de', 'mueller-bau.de'],
    ['info@@mueller-bau.de', 'info@mueller-bau.de', 'mueller-bau.de'],
    ['info @ mueller-bau.de', 'info@mueller-bau.de', 'mueller-bau.de'],
    ['info@mueller-bau.de,', 'info@mueller-bau.de', 'mueller-bau.de'],
    ['mailto:info@mueller-bau.de', 'info@mueller-bau.de', 'mueller-bau.de'],
    ['info.mueller-bau.de', null, 'mueller-bau.de'],
    ['info@mueller-bau', null, null],
  ])('%j: address %j, domain %j', (raw, address, domain) => {
    expect(normalizeEmail(raw)).toMatchObject({ address, domain });
  });

  it('flags free-mail domains', () => {
    expect(normalizeEmail('petra.krause@t-online.de')).toEqual({
      address: 'petra.krause@t-online.de',
      domain: 't-online.de',
      freemail: true,
    });
    expect(isFreemailDomain('gmx.de')).toBe(true);
    expect(isFreemailDomain('mueller-bau.de')).toBe(false);
    expect(normalizeEmail('')).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    ['+49 221 12345-0', 'DE', '+49221123450'],
    ['0221/12345-0', 'DE', '+49221123450'],
    ['(0221) 12345-0', 'DE', '+49221123450'],
    ['+49 (0)221 12345-0', 'DE', '+49221123450'],
    ['0049 221 12345-0', 'DE', '+49221123450'],
    ['0221-123450', null, '+49221123450'],
    ['01 234 56 78', 'AT', '+4312345678'],
    ['044 123 45 67', 'CH', '+41441234567'],
  ])('%j (%j) is %j', (raw, country, e164) => {
    expect(toE164(raw, country)).toBe(e164);
  });

  it.each([['12345'], ['123 456'], [''], ['+49 12'], [null]])('cannot place %j', (raw) => {
    expect(toE164(raw, 'DE')).toBeNull();
  });
});

describe('phone numbers without a country prefix (issue 15)', () => {
  it.each([
    // A local number without area code: its digits, compared with the end of the company's number.
    ['12345-0', true, '123450'],
    ['123 45 67', false, '1234567'],
    ['1234', true, '1234'],
    ['555-0100', true, '5550100'],
    // A national number in a row without country: the national number, whatever the country.
    ['0221 12345-0', false, '221123450'],
    ['(0221) 123450', false, '221123450'],
    ['0221/123', false, '221123'],
    // Placed numbers need no tail.
    ['0221 12345-0', true, null],
    ['+49 221 12345-0', false, null],
    ['+49 (0)221 12345-0', false, null],
    ['0049 221 12345-0', false, null],
    // Too short or too long to say anything.
    ['123', true, null],
    ['0221 12', false, null],
    ['1234567890123', true, null],
    ['0 1234 5678 9012 34', false, null],
    ['', true, null],
    [null, true, null],
  ])('%j (country known: %j) ends with %j', (raw, countryKnown, tail) => {
    expect(localPhoneTail(raw, countryKnown)).toBe(tail);
  });

  it('places a national number with the row country and leaves a local one unplaced', () => {
    expect(toE164('0221 12345-0', 'DE')).toBe('+49221123450');
    expect(toE164('01 23456-0', 'AT')).toBe('+43123456' + '0');
    expect(toE164('12345-0', 'DE')).toBeNull();
  });
});
