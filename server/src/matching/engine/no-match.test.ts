/**
 * The no-match entry as evidence of absence (issue 15): how sure the engine is that a row's company
 * is not in the index depends on how much the row says, and no field level counts the wrong way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { IndexBuilder, type IndexableCompany } from '../index/build.ts';
import { CompanyIndex } from '../index/company-index.ts';
import { defaultParameters } from '../model/parameters.ts';
import { CONFIDENT_NO_MATCH } from '../evaluate.ts';
import type { MappedRow } from '../types.ts';
import { Matcher } from './matcher.ts';
import { WEIGHTED_LEVELS } from './model.ts';

let seq = 0;
function company(fields: Partial<IndexableCompany> & { company_name: string }): IndexableCompany {
  seq += 1;
  return {
    provider_id: `DC${String(seq).padStart(8, '0')}`,
    legal_form: 'GmbH',
    street: null,
    street_name: null,
    street_number: null,
    zip: null,
    location: null,
    country: 'Deutschland',
    country_code: 'DE',
    hr_id: null,
    hr_location: null,
    vat_id: null,
    email: null,
    phone: null,
    fax: null,
    url: null,
    status: 'active',
    data_pack: 'DE',
    former_names: [],
    former_addresses: [],
    ...fields,
  };
}

let matcher: Matcher;
const TARGET = company({
  company_name: 'Ehrenfelder Bäckerei Brotzeit GmbH',
  street: 'Venloer Straße 300',
  zip: '50823',
  location: 'Köln',
  phone: '+49 221 123450',
  url: 'brotzeit-koeln.de',
});

beforeAll(() => {
  const builder = new IndexBuilder();
  const towns = [
    ['10115', 'Berlin'],
    ['50667', 'Köln'],
    ['80331', 'München'],
  ] as const;
  for (const surname of ['Becker', 'Wagner', 'Hoffmann', 'Schäfer', 'Koch', 'Richter']) {
    for (const [zip, location] of towns) {
      for (const trade of ['Maschinenbau', 'Logistik', 'Immobilien', 'Bäckerei']) {
        builder.add(company({ company_name: `${surname} ${trade} GmbH`, zip, location }));
      }
    }
  }
  builder.add(TARGET);
  matcher = new Matcher(new CompanyIndex(builder.finish('no-match')), defaultParameters());
});

function match(values: MappedRow['values']) {
  return matcher.matchRow({ rowId: 1, values });
}

describe('the no-match entry', () => {
  it('is not confident for a row with only a name one typo from exactly one company', () => {
    const result = match({ company_name: 'Ehrenfelder Bäckerei Brotzet GmbH' });
    expect(result.candidates[0]?.providerId).toBe(TARGET.provider_id);
    expect(result.noMatchProbability).toBeLessThan(CONFIDENT_NO_MATCH);
    expect(result.priority.isNoMatch).toBe(false);
  });

  it('grows with what the row says that the candidate does not confirm', () => {
    const nameOnly = match({ company_name: 'Ehrenfelder Bäckerei Brotzet GmbH' });
    const saysMore = match({
      company_name: 'Ehrenfelder Bäckerei Brotzet GmbH',
      street: 'Aachener Straße 12',
      zip: '50674',
      location: 'Köln',
      phone: '0221 987654',
      url: 'www.backhaus-aachener.de',
    });
    expect(saysMore.noMatchProbability).toBeGreaterThan(nameOnly.noMatchProbability);
  });
});

describe('the fitted level weights', () => {
  it('keep the sensible order: same ≥ similar ≥ partial ≥ missing (0) ≥ different', () => {
    const wrong: string[] = [];
    for (const [field, levels] of Object.entries(defaultParameters().levelWeights)) {
      const chain: [string, number][] = [];
      for (const level of WEIGHTED_LEVELS) {
        if (level === 'different') chain.push(['missing', 0]);
        const weight = levels?.[level];
        if (weight !== undefined) chain.push([level, weight]);
      }
      for (let i = 1; i < chain.length; i++) {
        if (chain[i]![1] > chain[i - 1]![1])
          wrong.push(`${field}: ${chain[i]![0]} above ${chain[i - 1]![0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
