import { describe, expect, it } from 'vitest';
import { createRandom } from '../companies/random.ts';
import {
  bracketText,
  districtForCity,
  foreignLegalForm,
  foreignStreetWord,
  FOREIGN_LEGAL_FORMS,
  houseNumberFirst,
  initials,
  legalFormInMiddle,
  legalFormTypo,
  parentBeforeName,
  phoneWithoutCountry,
  registerInOneCell,
  romanNumerals,
  shortAbbreviation,
  streetExtra,
} from './distortions.ts';

/** Every output a distortion gives over many seeds, to check each variant it can take. */
function outputs<T>(make: (random: ReturnType<typeof createRandom>) => T, seeds = 60): Set<T> {
  return new Set(Array.from({ length: seeds }, (_, i) => make(createRandom(`distortion:${i}`))));
}

describe('distortions of the realistic profile', () => {
  it('puts the house number before the street', () => {
    expect(houseNumberFirst('Hauptstraße 5')).toBe('5 Hauptstraße');
    expect(houseNumberFirst('Am Markt 12a')).toBe('12a Am Markt');
    expect(houseNumberFirst('Postfach')).toBeNull();
  });

  it('writes the street word of another language, keeping the name and the number', () => {
    const all = outputs((r) => foreignStreetWord(r, 'Hauptstraße 5'));
    expect(all).toContain('Haupt Street 5');
    expect(all).toContain('Rue Haupt 5');
    for (const street of all) expect(street).toMatch(/^(Rue |Via )?Haupt( \S+)? 5$/);
    expect(foreignStreetWord(createRandom(1), 'Am Markt 5')).toBeNull();
  });

  it('adds extras after the street', () => {
    const all = outputs((r) => streetExtra(r, 'Hauptstraße 5', 'Bahnhof'));
    expect(all).toContain('Hauptstraße 5, near Bahnhof');
    expect(all).toContain('Hauptstraße 5 corner of Bahnhof');
    for (const street of all) expect(street.startsWith('Hauptstraße 5')).toBe(true);
  });

  it('writes a district for the town and the town for a district', () => {
    const forTown = outputs((r) => districtForCity(r, 'Köln'));
    expect([...forTown].some((c) => c.startsWith('Köln-'))).toBe(true);
    expect([...forTown].some((c) => !c.includes('Köln'))).toBe(true);
    expect(outputs((r) => districtForCity(r, 'Gelsenkirchen-Buer'))).toEqual(
      new Set(['Gelsenkirchen', 'Buer']),
    );
  });

  it('types the register entry and the court in one cell', () => {
    const all = outputs((r) => registerInOneCell(r, 'HRB 1234', 'Freiburg'));
    expect(all).toContain('HRB 1234 Freiburg');
    expect(all).toContain('Amtsgericht Freiburg HRB 1234');
    expect(outputs((r) => registerInOneCell(r, 'HRB 12345', null))).toEqual(
      new Set(['HRB 12345 B', 'HRB 12345']),
    );
    expect(registerInOneCell(createRandom(1), null, 'Köln')).toBeNull();
  });

  it('writes telephone numbers without the country prefix', () => {
    const all = outputs((r) => phoneWithoutCountry(r, '+49 221 12345-0'));
    expect(all).toEqual(new Set(['0221 123450', '0221/12345-0', '12345-0', '123450']));
    expect(phoneWithoutCountry(createRandom(1), '0221 12345')).toBeNull();
  });

  it('spells the legal form out with a typo in it', () => {
    for (const name of outputs((r) => legalFormTypo(r, 'Müller GmbH'))) {
      expect(name).toMatch(/^Müller /);
      expect(name).not.toBe('Müller Gesellschaft mit beschränkter Haftung');
      expect(name!.length).toBeGreaterThan(30);
    }
    expect(legalFormTypo(createRandom(1), 'Müller')).toBeNull();
  });

  it('puts the legal form or a branch word in the middle of the name', () => {
    const all = outputs((r) => legalFormInMiddle(r, 'Müller Haustechnik GmbH', 'Köln'));
    expect(all).toContain('Müller GmbH Haustechnik');
    expect(all).toContain('Müller Haustechnik GmbH Zweigniederlassung Köln');
    expect(outputs((r) => legalFormInMiddle(r, 'Sportverein e.V.', 'Adenau'))).toEqual(
      new Set(['Sportverein e.V. Ortsgruppe Adenau']),
    );
    expect(legalFormInMiddle(createRandom(1), 'Müller', 'Köln')).toBeNull();
  });

  it('gives the name a foreign legal form in place of its own', () => {
    for (const name of outputs((r) => foreignLegalForm(r, 'Volvo Deutschland GmbH'))) {
      const form = name.slice('Volvo Deutschland '.length);
      expect(FOREIGN_LEGAL_FORMS).toContain(form);
    }
    expect(foreignLegalForm(createRandom(2), 'Volvo').startsWith('Volvo ')).toBe(true);
  });

  it('writes a parent organisation before the whole name', () => {
    const all = outputs((r) => parentBeforeName(r, 'Bäderbetrieb GmbH', 'Köln', 'Schmidt'));
    expect(all).toContain('Stadtwerke Köln - Bäderbetrieb GmbH');
    for (const name of all) expect(name.endsWith('Bäderbetrieb GmbH')).toBe(true);
  });

  it('writes initials with or without dots, and shortens a first name to its initial', () => {
    expect(initials(createRandom(1), 'A.B.C. Logistik GmbH')).toBe('ABC Logistik GmbH');
    expect(initials(createRandom(1), 'A. B. C. Logistik GmbH')).toBe('ABC Logistik GmbH');
    expect(outputs((r) => initials(r, 'ABC Logistik GmbH'))).toEqual(
      new Set(['A.B.C. Logistik GmbH', 'A B C Logistik GmbH']),
    );
    expect(initials(createRandom(1), 'Karl Heinz Daunderer e.K.')).toBe('K. Heinz Daunderer e.K.');
    expect(initials(createRandom(1), 'Müller GmbH')).toBeNull();
  });

  it('turns numbers into Roman numerals and back, keeping their value', () => {
    expect(romanNumerals('Fonds 5 GmbH')).toBe('Fonds V GmbH');
    expect(romanNumerals('Fonds VI GmbH & Co. KG')).toBe('Fonds 6 GmbH & Co. KG');
    expect(romanNumerals('Objekt 14 KG')).toBe('Objekt XIV KG');
    expect(romanNumerals('Vermögensverwaltung GmbH')).toBeNull();
    expect(romanNumerals('Haus 2000 GmbH')).toBeNull();
  });

  it('writes bracketed text without brackets or moves it', () => {
    expect(outputs((r) => bracketText(r, 'Kimmenade (Deutschland) GmbH'))).toEqual(
      new Set(['Kimmenade Deutschland GmbH', 'Kimmenade GmbH (Deutschland)']),
    );
    expect(bracketText(createRandom(1), 'Kimmenade GmbH')).toBeNull();
  });

  it('shortens common name words', () => {
    expect(outputs((r) => shortAbbreviation(r, 'Gebrüder Müller GmbH'))).toEqual(
      new Set(['Gebr. Müller GmbH', 'Ger. Müller GmbH', 'Gebr Müller GmbH']),
    );
    expect(shortAbbreviation(createRandom(1), 'Müller GmbH')).toBeNull();
  });

  it('gives the same output for the same seed', () => {
    expect(foreignStreetWord(createRandom(7), 'Hauptstraße 5')).toBe(
      foreignStreetWord(createRandom(7), 'Hauptstraße 5'),
    );
  });
});
