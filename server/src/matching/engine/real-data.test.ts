/**
 * The error classes seen on real customer files (issue 15), each as a row against a small index of
 * hand-made companies: the level each field gets, and which companies retrieval finds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { IndexBuilder, type IndexableCompany } from '../index/build.ts';
import { CompanyIndex } from '../index/company-index.ts';
import { defaultParameters } from '../model/parameters.ts';
import { normalizeRow } from '../normalize/row.ts';
import type { MappedRow } from '../types.ts';
import { compare, levelName, FIELD_INDEX, type Comparison } from './compare.ts';
import { Matcher } from './matcher.ts';
import { buildQuery, retrieve, RetrievalScratch } from './retrieve.ts';

const SURNAMES = ['Becker', 'Wagner', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Klein', 'Wolf'];
const TOWNS: readonly [zip: string, city: string][] = [
  ['10115', 'Berlin'],
  ['50667', 'Köln'],
  ['80331', 'München'],
  ['20095', 'Hamburg'],
  ['01067', 'Dresden'],
];

let seq = 0;
function company(fields: Partial<IndexableCompany> & { company_name: string }): IndexableCompany {
  seq += 1;
  return {
    provider_id: `DC${String(seq).padStart(8, '0')}`,
    legal_form: null,
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

const named = new Map<string, IndexableCompany>();
const numbers = new Map<string, number>();
let index: CompanyIndex;
let scratch: RetrievalScratch;

function add(builder: IndexBuilder, key: string, record: IndexableCompany): void {
  named.set(key, record);
  numbers.set(key, builder.count);
  builder.add(record);
}

beforeAll(() => {
  const builder = new IndexBuilder();
  // Common words, so that the words of the companies below weigh what rare words weigh.
  for (const [i, surname] of SURNAMES.entries()) {
    for (const [zip, city] of TOWNS) {
      for (const trade of ['Maschinenbau', 'Haustechnik', 'Logistik', 'Immobilien', 'Bau']) {
        builder.add(
          company({ company_name: `${surname} ${trade} GmbH`, legal_form: 'GmbH', zip, location: city }),
        );
      }
      builder.add(
        company({ company_name: `Sportverein ${city} ${i} e.V.`, legal_form: 'e.V.', zip, location: city }),
      );
    }
  }
  add(
    builder,
    'baeckerei',
    company({
      company_name: 'Ehrenfelder Bäckerei Brotzeit GmbH',
      legal_form: 'GmbH',
      street: 'Venloer Straße 300',
      zip: '50823',
      location: 'Köln',
      hr_id: 'HRB 12345',
      hr_location: 'Köln',
      phone: '+49 221 123450',
    }),
  );
  add(
    builder,
    'volvo',
    company({ company_name: 'Volvo Deutschland GmbH', legal_form: 'GmbH', zip: '50667', location: 'Köln' }),
  );
  add(
    builder,
    'fund5',
    company({
      company_name: 'Nordlicht Fund V GmbH & Co. KG',
      legal_form: 'GmbH & Co. KG',
      zip: '20095',
      location: 'Hamburg',
    }),
  );
  add(
    builder,
    'abc',
    company({
      company_name: 'A.B.C. Kranverleih GmbH',
      legal_form: 'GmbH',
      zip: '80331',
      location: 'München',
    }),
  );
  add(
    builder,
    'sweden',
    company({
      company_name: 'Tetrapak Service (Sweden) AB',
      legal_form: null,
      zip: '20095',
      location: 'Hamburg',
    }),
  );
  add(
    builder,
    'baeder',
    company({
      company_name: 'Bäderbetrieb Rheinwelle GmbH',
      legal_form: 'GmbH',
      zip: '50667',
      location: 'Köln',
    }),
  );
  add(
    builder,
    'federal',
    company({
      company_name: 'Quandt Federal GmbH',
      legal_form: 'GmbH',
      street: 'Hauptstraße 5',
      zip: '01067',
      location: 'Dresden',
    }),
  );
  // Moved from Berlin to München without the row knowing; in the row's postcode sits a namesake.
  add(
    builder,
    'moved',
    company({
      company_name: 'Lindqvist Maschinenbau GmbH',
      legal_form: 'GmbH',
      zip: '80331',
      location: 'München',
    }),
  );
  add(
    builder,
    'namesake',
    company({
      company_name: 'Lindqvist Immobilien GmbH',
      legal_form: 'GmbH',
      zip: '10115',
      location: 'Berlin',
    }),
  );
  index = new CompanyIndex(builder.finish('issue 15'));
  scratch = new RetrievalScratch(index.size);
});

/** The internal number of a named company. */
function numberOf(key: string): number {
  return numbers.get(key)!;
}

function compareWith(key: string, values: MappedRow['values']): Comparison {
  const query = buildQuery(index, normalizeRow({ rowId: 1, values }));
  return compare(index, query, numberOf(key));
}

function levelOf(comparison: Comparison, field: keyof typeof FIELD_INDEX): string {
  return levelName(comparison.levels[FIELD_INDEX[field]]!);
}

describe('addresses', () => {
  it('compares a street with its house number first and street words of other languages as the same street', () => {
    for (const street of ['5 Hauptstraße', '5 Haupt Street', 'Rue Haupt 5', 'Haupt Ave. 5, near Bahnhof']) {
      const comparison = compareWith('federal', {
        company_name: 'Quandt Federal GmbH',
        street,
        zip: '01067',
      });
      expect(levelOf(comparison, 'street'), street).toBe('same');
    }
  });

  it('compares a district where the index has the town as a similar city when the postcode is the same', () => {
    const district = compareWith('baeckerei', {
      company_name: 'Ehrenfelder Bäckerei Brotzeit',
      zip: '50823',
      location: 'Ehrenfeld',
    });
    expect(levelOf(district, 'zip')).toBe('same');
    expect(levelOf(district, 'city')).toBe('similar');
    const withTown = compareWith('baeckerei', {
      company_name: 'Ehrenfelder Bäckerei Brotzeit',
      zip: '50823',
      location: 'Köln-Ehrenfeld',
    });
    expect(levelOf(withTown, 'city')).toBe('similar');
    // Without the postcode nothing bridges the names.
    const noZip = compareWith('baeckerei', {
      company_name: 'Ehrenfelder Bäckerei Brotzeit',
      location: 'Ehrenfeld',
    });
    expect(levelOf(noZip, 'city')).toBe('different');
  });
});

describe('identifiers', () => {
  it('reads the register number and court from one cell, and finds the company by them', () => {
    for (const hr_id of ['Amtsgericht Köln HRB 12345', 'HRB 12345 Köln', 'AG Köln, HRB 12345']) {
      const comparison = compareWith('baeckerei', { company_name: 'Brotzeit', hr_id });
      expect(levelOf(comparison, 'hr_id'), hr_id).toBe('same');
      const query = buildQuery(
        index,
        normalizeRow({ rowId: 1, values: { company_name: 'Unbekannt', hr_id } }),
      );
      expect(retrieve(index, query, scratch)).toContain(numberOf('baeckerei'));
    }
    const otherCourt = compareWith('baeckerei', { company_name: 'Brotzeit', hr_id: 'HRB 12345 Bonn' });
    expect(levelOf(otherCourt, 'hr_id')).toBe('different');
  });

  it('compares a local phone number without area code with the end of the company number', () => {
    const local = compareWith('baeckerei', { company_name: 'Brotzeit', phone: '12345-0', country: 'DE' });
    expect(levelOf(local, 'phone')).toBe('similar');
    // A local number that is not how the company's ends cannot be placed: it says nothing.
    const other = compareWith('baeckerei', { company_name: 'Brotzeit', phone: '99999-1', country: 'DE' });
    expect(levelOf(other, 'phone')).toBe('missing');
    // A national number in a row without country, read as German, also for a company abroad.
    const national = compareWith('baeckerei', { company_name: 'Brotzeit', phone: '0221 12345-0' });
    expect(levelOf(national, 'phone')).toBe('same');
    const placed = compareWith('baeckerei', {
      company_name: 'Brotzeit',
      phone: '0221 99999-0',
      country: 'DE',
    });
    expect(levelOf(placed, 'phone')).toBe('different');
  });
});

describe('names', () => {
  it('takes a spelled-out legal form with a typo for the legal form', () => {
    const comparison = compareWith('baeckerei', {
      company_name: 'Ehrenfelder Bäckerei Brotzeit Gesellschatf mit beschnaenkter Haftung',
      zip: '50823',
    });
    expect(levelOf(comparison, 'name')).toBe('same');
    expect(levelOf(comparison, 'legal_form')).toBe('same');
  });

  it('reads a foreign legal form as no word of the name and no disagreement with the home form', () => {
    const comparison = compareWith('volvo', { company_name: 'Volvo Deutschland AB', zip: '50667' });
    expect(levelOf(comparison, 'name')).toBe('same');
    expect(levelOf(comparison, 'legal_form')).toBe('missing');
  });

  it('makes a name with another number at best partial: Fund V is not Fund VI', () => {
    const other = compareWith('fund5', { company_name: 'Nordlicht Fund VI GmbH & Co. KG', zip: '20095' });
    expect(levelOf(other, 'name')).toBe('partial');
    const arabic = compareWith('fund5', { company_name: 'Nordlicht Fund 6 GmbH & Co. KG', zip: '20095' });
    expect(levelOf(arabic, 'name')).toBe('partial');
    const same = compareWith('fund5', { company_name: 'Nordlicht Fund 5 GmbH & Co. KG', zip: '20095' });
    expect(levelOf(same, 'name')).toBe('same');
    // A row without a number is not told apart by one.
    const none = compareWith('fund5', { company_name: 'Nordlicht Fund GmbH & Co. KG', zip: '20095' });
    expect(['similar', 'partial']).toContain(levelOf(none, 'name'));
  });

  it('reads initials in their order: A.B.C. is ABC, C.B.A. is not', () => {
    expect(levelOf(compareWith('abc', { company_name: 'ABC Kranverleih GmbH' }), 'name')).toBe('same');
    expect(levelOf(compareWith('abc', { company_name: 'A B C Kranverleih GmbH' }), 'name')).toBe('same');
    expect(levelOf(compareWith('abc', { company_name: 'C.B.A. Kranverleih GmbH' }), 'name')).not.toBe('same');
  });

  it('counts words in brackets: (Sweden) AB is not (Finland) AB', () => {
    expect(levelOf(compareWith('sweden', { company_name: 'Tetrapak Service (Sweden) AB' }), 'name')).toBe(
      'same',
    );
    expect(
      levelOf(compareWith('sweden', { company_name: 'Tetrapak Service (Finland) AB' }), 'name'),
    ).not.toBe('same');
  });

  it('says when the company name is all inside the row name (a parent organisation before it)', () => {
    const comparison = compareWith('baeder', {
      company_name: 'Stadtwerke Köln - Bäderbetrieb Rheinwelle GmbH',
    });
    expect(comparison.nameContained).toBe(true);
    expect(comparison.nameCoverCompany).toBeCloseTo(1, 9);
    expect(compareWith('baeder', { company_name: 'Bäderbetrieb Rheinwelle GmbH' }).nameContained).toBe(false);
    expect(compareWith('baeder', { company_name: 'Rheinwelle' }).nameContained).toBe(false);
    // The model sees it (weight 0 until the refit gives it one): the explanation is unchanged.
    const matcher = new Matcher(index, defaultParameters());
    const result = matcher.matchRow({
      rowId: 1,
      values: { company_name: 'Stadtwerke Köln - Bäderbetrieb Rheinwelle GmbH' },
    });
    expect(result.candidates[0]?.providerId).toBe(named.get('baeder')!.provider_id);
  });
});

describe('retrieval', () => {
  it('does not stop at a partial namesake in the row postcode before the town and the name alone are tried', () => {
    const query = buildQuery(
      index,
      normalizeRow({
        rowId: 1,
        values: { company_name: 'Lindqvist Maschinenbau GmbH', zip: '10115', location: 'Berlin' },
      }),
    );
    const found = retrieve(index, query, scratch);
    expect(found).toContain(numberOf('moved'));
    expect(found).toContain(numberOf('namesake'));
    const matcher = new Matcher(index, defaultParameters());
    const result = matcher.matchRow({
      rowId: 1,
      values: { company_name: 'Lindqvist Maschinenbau GmbH', zip: '10115', location: 'Berlin' },
    });
    // Which one is likelier is the model's to say (the refit of issue 15); the reviewer sees both.
    expect(result.candidates.map((c) => c.providerId)).toContain(named.get('moved')!.provider_id);
  });
});
