import { describe, expect, it } from 'vitest';
import type { MappingPair } from '@datacare/api-client/generated/types';
import type { ExportRow, ProviderValues } from '../../exports/rows.ts';
import { StatisticsCounter, type CountedStatistics } from './count.ts';
import { employeeSizeBucket, parseWebsite, revenueBucket } from './rules.ts';

const COLUMNS = ['Firma', 'Mail', 'Web', 'Rest'];
const MAPPING: MappingPair[] = [
  { internalField: 'company_name', customerField: 'Firma' },
  { internalField: 'email', customerField: 'Mail' },
  { internalField: 'url', customerField: 'Web' },
];

function provider(id: string, values: Partial<ProviderValues> = {}): ProviderValues {
  return { provider_id: id, company_name: `Firma ${id}`, status: 'active', ...values } as ProviderValues;
}

/** A row; `count` numbers the rows of a file from 1. */
function row(cells: (string | null)[], company?: ProviderValues, pack: string | null = 'DE'): ExportRow {
  return {
    rowId: 0,
    cells,
    matchType: company ? 'exact' : 'noMatch',
    remembered: false,
    source: company ? 'exact' : 'none',
    company: company
      ? { providerId: company.provider_id as string, probability: 0.95, dataPack: pack, locked: false, values: company }
      : null,
  };
}

function count(rows: ExportRow[], openPacks: string[] | null = null): CountedStatistics {
  rows.forEach((r, i) => (r.rowId = i + 1));
  const counter = new StatisticsCounter({
    shape: { columns: COLUMNS, mapping: MAPPING, additionalColumns: [] },
    isPackOpen: (pack) => openPacks === null || pack === null || openPacks.includes(pack),
    isFieldOpen: () => true,
  });
  for (const r of rows) counter.add(r);
  return counter.result({ rows: { total: rows.length, empty: 0 }, columns: { total: COLUMNS.length } });
}

describe('StatisticsCounter on tricky data', () => {
  it('counts rows without any value as missing everywhere and never as duplicates of each other', () => {
    const stats = count([row([null, null, null, null]), row(['  ', '', ' ', null]), row(['A', null, null, null])]);
    expect(stats.import.fillrates.byField.company_name).toEqual({ existing: 1, missing: 2 });
    expect(stats.import.fillrates.byField.email).toEqual({ existing: 0, missing: 3 });
    expect(stats.import.duplicates).toEqual({ count: 0, examples: [] });
    expect(stats.import.syntaxErrors.count).toBe(0);
  });

  it('counts names of Object.prototype as data: legal forms, industries, prefixes', () => {
    const stats = count([
      row(['Constructor GmbH', '__proto__@firma.de', 'constructor.de', null], provider('P1', {
        legal_form: '__proto__',
        industry: 'constructor',
      })),
      row(['Proto KG', 'constructor@firma.de', 'http://proto.de', null], provider('P2', {
        legal_form: 'constructor',
        industry: 'constructor',
      })),
      row(['Dritte', 'hasOwnProperty@firma.de', null, null], provider('P3', { legal_form: '__proto__' })),
    ]);
    expect(stats.matches.exactMatch.legalForms).toEqual([
      { key: '__proto__', count: 2 },
      { key: 'constructor', count: 1 },
    ]);
    expect(stats.matches.exactMatch.industries).toEqual([{ key: 'constructor', count: 2 }]);
    expect(stats.import.email.prefixes).toEqual([
      { key: '__proto__', count: 1 },
      { key: 'constructor', count: 1 },
      { key: 'hasownproperty', count: 1 },
    ]);
    expect(({} as Record<string, unknown>).count).toBeUndefined();
    // The result survives the JSON it is stored as.
    expect(JSON.parse(JSON.stringify(stats))).toEqual(stats);
  });

  it('takes a top-level domain named after Object.prototype as a key like any other', () => {
    const stats = count([
      row(['A', null, 'firma.constructor', null]),
      row(['B', null, 'https://www.firma.constructor/x', null]),
    ]);
    expect(stats.import.url.tlds).toEqual([{ key: 'constructor', count: 2 }]);
    expect(stats.import.checks.url.count).toBe(0);
  });

  it('finds duplicate e-mails differing in case and websites with and without scheme', () => {
    const stats = count([
      row(['A', 'Info@Firma.DE', 'www.firma.de', null]),
      row(['B', 'info@firma.de', 'https://firma.de/', null]),
      row(['C', 'INFO@FIRMA.de; verkauf@firma.de', 'HTTP://WWW.FIRMA.DE', null]),
      row(['D', 'verkauf@firma.de', 'firma.de/impressum', null]),
    ]);
    expect(stats.import.email.duplicates).toEqual([
      { email: 'Info@Firma.DE', row_ids: [1, 2, 3] },
      { email: 'verkauf@firma.de', row_ids: [3, 4] },
    ]);
    expect(stats.import.url.duplicates).toEqual([{ url: 'www.firma.de', row_ids: [1, 2, 3] }]);
    expect(stats.import.email.prefixes).toEqual([
      { key: 'info', count: 3 },
      { key: 'verkauf', count: 2 },
    ]);
    expect(stats.import.checks.email.count).toBe(0);
  });

  it('counts a cell with an invalid address as one syntax error, private mailboxes apart', () => {
    const stats = count([
      row(['A', 'info@firma.de, kaputt@', null, null]),
      row(['B', 'anna@GMX.de', null, null]),
      row(['C', 'javascript:alert(1)', 'javascript:alert(1)', null]),
    ]);
    expect(stats.import.checks.email).toEqual({
      count: 2,
      examples: [
        { row_id: expect.any(Number) as unknown, value: 'info@firma.de, kaputt@' },
        { row_id: expect.any(Number) as unknown, value: 'javascript:alert(1)' },
      ],
    });
    expect(stats.import.checks.emailPrivateDomain.count).toBe(1);
    expect(stats.import.checks.url.count).toBe(1);
    expect(stats.import.syntaxErrors.count).toBe(3);
  });

  it('finds identical input rows whatever their blanks and case', () => {
    const stats = count([
      row(['Müller GmbH', null, null, 'x']),
      row([' müller  gmbh ', null, null, 'X']),
      row(['Müller GmbH', null, null, 'y']),
    ]);
    expect(stats.import.duplicates).toEqual({ count: 1, examples: [{ company_name: 'Müller GmbH', row_ids: [1, 2] }] });
  });

  it('cuts example names at 100 and locations at 70 characters', () => {
    const long = 'N'.repeat(150);
    const stats = count([row([long, null, null, null], provider('P1', { location: 'L'.repeat(90) }))]);
    const example = stats.matches.exactMatch.status.active.examples[0]!;
    expect(Array.from(example.company_name!)).toHaveLength(100);
    expect(example.company_name!.endsWith('…')).toBe(true);
    expect(Array.from(example.location!)).toHaveLength(70);
  });

  it('shows a locked company’s status but nothing of its paid record', () => {
    const stats = count([row(['A', null, null, null], provider('P1', { legal_form: 'AG', status: 'deleted' }), 'CH')], [
      'DE',
    ]);
    expect(stats.matches.exactMatch.status.deleted.count).toBe(1);
    expect(stats.matches.exactMatch.legalForms).toEqual([]);
  });
});

describe('size classes (spec 9)', () => {
  it('merges 501-1000, 1001-5000 and above into >500 and falls back to the head count', () => {
    expect(employeeSizeBucket('1001-5000', null)).toBe('>500');
    expect(employeeSizeBucket(null, 10)).toBe('1-10');
    expect(employeeSizeBucket(null, 11)).toBe('11-100');
    expect(employeeSizeBucket(null, 501)).toBe('>500');
    expect(employeeSizeBucket(null, null)).toBeNull();
  });
  it('gives a bound to the lower revenue class', () => {
    expect(revenueBucket(null, 1_000_000)).toBe('0-1Mio');
    expect(revenueBucket(null, 1_000_001)).toBe('1-10Mio');
    expect(revenueBucket('1B+', null)).toBe('>1Mrd');
    expect(revenueBucket(null, null)).toBeNull();
  });
  it('reads websites with and without scheme alike', () => {
    expect(parseWebsite('www.firma.de')).toEqual(parseWebsite('https://firma.de/'));
    expect(parseWebsite('http://192.168.0.1')).toEqual({ key: '192.168.0.1', tld: null });
    expect(parseWebsite('ftp://firma.de')).toBeNull();
  });
});
