import { describe, expect, it } from 'vitest';
import { postcodeAreas } from './postcodes.ts';

/**
 * German postcode regions (first two digits) and the states they reach into: written down
 * independently of postcodes.tsv, so a typo in a postcode or a state shows up here.
 */
const STATES_BY_REGION: readonly [from: number, to: number, states: readonly string[]][] = [
  [1, 3, ['Sachsen', 'Brandenburg']],
  [4, 4, ['Sachsen', 'Thüringen', 'Sachsen-Anhalt', 'Brandenburg']],
  [6, 6, ['Sachsen-Anhalt', 'Sachsen', 'Thüringen']],
  [7, 9, ['Thüringen', 'Sachsen']],
  [10, 14, ['Berlin', 'Brandenburg']],
  [15, 16, ['Brandenburg', 'Mecklenburg-Vorpommern']],
  [17, 19, ['Mecklenburg-Vorpommern', 'Brandenburg', 'Niedersachsen']],
  [20, 22, ['Hamburg', 'Schleswig-Holstein', 'Niedersachsen']],
  [23, 25, ['Schleswig-Holstein', 'Mecklenburg-Vorpommern']],
  [26, 28, ['Niedersachsen', 'Bremen']],
  [29, 29, ['Niedersachsen', 'Sachsen-Anhalt']],
  [30, 31, ['Niedersachsen']],
  [32, 33, ['Nordrhein-Westfalen', 'Niedersachsen']],
  [34, 37, ['Hessen', 'Niedersachsen', 'Thüringen', 'Nordrhein-Westfalen', 'Bayern']],
  [38, 39, ['Niedersachsen', 'Sachsen-Anhalt', 'Brandenburg']],
  [40, 47, ['Nordrhein-Westfalen']],
  [48, 49, ['Nordrhein-Westfalen', 'Niedersachsen']],
  [50, 53, ['Nordrhein-Westfalen', 'Rheinland-Pfalz']],
  [54, 56, ['Rheinland-Pfalz']],
  [57, 59, ['Nordrhein-Westfalen', 'Rheinland-Pfalz', 'Hessen']],
  [60, 65, ['Hessen', 'Bayern', 'Rheinland-Pfalz']],
  [66, 67, ['Saarland', 'Rheinland-Pfalz']],
  [68, 69, ['Baden-Württemberg', 'Hessen']],
  [70, 79, ['Baden-Württemberg', 'Rheinland-Pfalz']],
  [80, 87, ['Bayern']],
  [88, 89, ['Baden-Württemberg', 'Bayern']],
  [90, 97, ['Bayern', 'Baden-Württemberg', 'Thüringen']],
  [98, 99, ['Thüringen']],
];

const areas = postcodeAreas();
const german = areas.filter((a) => a.country_code === 'DE');
const find = (country: string, postcode: string) =>
  areas.find((a) => a.country_code === country && a.postcode === postcode);

describe('postcode reference', () => {
  it('holds real German 5-digit and Austrian and Swiss 4-digit postcodes, each once', () => {
    expect(german.length).toBeGreaterThan(2000);
    expect(german.every((a) => /^\d{5}$/.test(a.postcode))).toBe(true);
    const others = areas.filter((a) => a.country_code !== 'DE');
    expect(others.filter((a) => a.country_code === 'AT').length).toBeGreaterThan(50);
    expect(others.filter((a) => a.country_code === 'CH').length).toBeGreaterThan(50);
    expect(others.every((a) => /^\d{4}$/.test(a.postcode))).toBe(true);
    expect(new Set(areas.map((a) => `${a.country_code}${a.postcode}`)).size).toBe(areas.length);
    expect(areas.every((a) => /^[1-9]\d{0,4}$/.test(a.area_code))).toBe(true);
  });

  it('covers every leading digit, and the big cities with many postcodes', () => {
    for (let digit = 0; digit <= 9; digit++) {
      expect(
        german.filter((a) => a.postcode.startsWith(String(digit))).length,
        `digit ${digit}`,
      ).toBeGreaterThan(100);
    }
    const count = (city: string) => german.filter((a) => a.city === city).length;
    expect(count('Berlin')).toBeGreaterThan(150);
    for (const city of ['Hamburg', 'München']) expect(count(city), city).toBeGreaterThan(70);
    for (const city of ['Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Dresden']) {
      expect(count(city), city).toBeGreaterThan(20);
    }
  });

  it('puts every German postcode in a state its region reaches into', () => {
    for (const area of german) {
      const region = Number(area.postcode.slice(0, 2));
      const rule = STATES_BY_REGION.find(([from, to]) => region >= from && region <= to);
      expect(rule?.[2], `${area.postcode} ${area.city}`).toContain(area.state);
    }
  });

  it('keeps each register court inside one state', () => {
    const stateOf = new Map<string, string>();
    for (const area of areas) {
      const key = `${area.country_code} ${area.register_court}`;
      expect(stateOf.get(key) ?? area.state, `${key}: ${area.postcode} ${area.city}`).toBe(area.state);
      stateOf.set(key, area.state);
    }
  });

  it('knows well-known places', () => {
    expect(find('DE', '10115')).toMatchObject({
      city: 'Berlin',
      state: 'Berlin',
      register_court: 'Berlin (Charlottenburg)',
    });
    expect(find('DE', '01067')).toMatchObject({ city: 'Dresden', state: 'Sachsen', area_code: '351' });
    expect(find('DE', '20095')).toMatchObject({ city: 'Hamburg', state: 'Hamburg', area_code: '40' });
    expect(find('DE', '50667')).toMatchObject({
      city: 'Köln',
      state: 'Nordrhein-Westfalen',
      area_code: '221',
    });
    expect(find('DE', '60311')).toMatchObject({
      city: 'Frankfurt am Main',
      state: 'Hessen',
      area_code: '69',
    });
    expect(find('DE', '70173')).toMatchObject({ city: 'Stuttgart', state: 'Baden-Württemberg' });
    expect(find('DE', '80331')).toMatchObject({ city: 'München', state: 'Bayern', area_code: '89' });
    expect(find('DE', '99084')).toMatchObject({ city: 'Erfurt', state: 'Thüringen', register_court: 'Jena' });
    expect(find('AT', '1010')).toMatchObject({ city: 'Wien', state: 'Wien', area_code: '1' });
    expect(find('CH', '8001')).toMatchObject({ city: 'Zürich', state: 'Zürich', area_code: '44' });
  });
});
