import { mkdtempSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../companies/model.ts';
import { readCompanies } from '../../companies/storage.ts';
import { Evaluation } from '../evaluate.ts';
import { defaultParameters } from '../model/parameters.ts';
import { companyFixture, noisySample, type CompanyFixture } from '../testing.ts';
import type { MappedRow, RowResult } from '../types.ts';
import { createBaselineEngine } from './baseline.ts';
import { Matcher } from './matcher.ts';
import { createIndexEngine } from './pool.ts';
import { niceOfThreads, startedSince } from '../../../test/threads.ts';
import { BACKGROUND_NICE } from '../../system/thread-priority.ts';

let fixture: CompanyFixture;
let matcher: Matcher;
let companies: CompanyRecord[];

const row = (values: MappedRow['values'], rowId = 1): MappedRow => ({ rowId, values });

/** The company a test looks for, by a condition on its record. */
function company(test: (c: CompanyRecord) => boolean): CompanyRecord {
  const found = companies.find(test);
  if (!found) throw new Error('no such company in the fixture');
  return found;
}

beforeAll(async () => {
  fixture = await companyFixture(3_000);
  matcher = new Matcher(fixture.index, defaultParameters());
  const records = await readCompanies(
    fixture.store.db,
    Array.from({ length: 3_000 }, (_, i) => i + 1),
  );
  companies = [...records.values()];
});

afterAll(async () => {
  await fixture.cleanup();
});

describe('matching noisy customer rows', () => {
  it('finds the right company among the candidates and rarely calls a wrong one exact', async () => {
    const { rows, truth } = await noisySample(fixture.store, 400);
    const evaluation = new Evaluation(truth);
    for (const r of rows) evaluation.add(matcher.matchRow(r));
    const report = evaluation.report();
    expect(report.rows).toBe(400);
    expect(report.candidateRecall).toBeGreaterThan(0.97);
    expect(report.exact.precision).toBeGreaterThan(0.98);
    expect(report.decidedShare).toBeGreaterThan(0.8);
  });

  it('states probabilities of the candidates and the no-match entry that add up to 1, best first', async () => {
    const { rows } = await noisySample(fixture.store, 50, 9);
    for (const r of rows) {
      const result = matcher.matchRow(r);
      const sum = result.candidates.reduce((s, c) => s + c.probability, 0) + result.noMatchProbability;
      expect(sum).toBeCloseTo(1, 9);
      expect(result.candidates.length).toBeLessThanOrEqual(5);
      for (let i = 1; i < result.candidates.length; i++) {
        expect(result.candidates[i]!.probability).toBeLessThanOrEqual(result.candidates[i - 1]!.probability);
      }
      const best = Math.max(result.noMatchProbability, result.candidates[0]?.probability ?? 0);
      expect(result.priority.probability).toBe(best);
    }
  });
});

describe('a row whose matching throws', () => {
  it('is a no match with the note and its error, and the rows around it are matched as always', async () => {
    const { rows } = await noisySample(fixture.store, 5, 4);
    const bad = rows[2]!.rowId;
    // A Matcher that breaks on one row, the way a bug on one row's data would.
    class BreaksOnOneRow extends Matcher {
      override matchRow(r: MappedRow): RowResult {
        if (r.rowId === bad) throw new TypeError('text.charCodeAt is not a function');
        return super.matchRow(r);
      }
    }
    const results = new BreaksOnOneRow(fixture.index, defaultParameters()).matchRows(rows);
    expect(results.map((r) => r.rowId)).toEqual(rows.map((r) => r.rowId));
    expect(results[2]).toEqual({
      rowId: bad,
      candidates: [],
      noMatchProbability: 1,
      priority: { probability: 1, isNoMatch: true },
      note: 'matching_failed',
      error: expect.stringContaining('TypeError: text.charCodeAt is not a function'),
    });
    rows.forEach((r, i) => {
      if (i !== 2) expect(results[i]).toEqual(matcher.matchRow(r));
    });
  });
});

describe('a row against the index', () => {
  const best = (result: RowResult) => result.candidates[0]?.providerId;

  it('survives a typo, swapped words, written-out umlauts and a missing legal form', () => {
    const target = company(
      (c) => c.legal_form === 'GmbH' && /^\S+ \S+ GmbH$/.test(c.company_name) && !!c.zip,
    );
    const [first, second] = target.company_name.split(' ') as [string, string];
    const variants = [
      target.company_name,
      `${second} ${first} GmbH`,
      target.company_name.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'),
      `${first} ${second}`,
      `${first} ${second.slice(0, 2)}${second[3]}${second[2]}${second.slice(4)} GmbH`,
    ];
    for (const name of variants) {
      const result = matcher.matchRow(
        row({ company_name: name, zip: target.zip, location: target.location }),
      );
      expect(best(result), name).toBe(target.provider_id);
    }
  });

  it('finds a company at the address it has left', () => {
    const moved = company((c) => c.former_addresses.length > 0 && c.former_addresses[0]!.zip !== c.zip);
    const old = moved.former_addresses[0]!;
    const result = matcher.matchRow(
      row({ company_name: moved.company_name, street: old.street, zip: old.zip, location: old.location }),
    );
    expect(result.candidates.map((c) => c.providerId)).toContain(moved.provider_id);
  });

  it('finds a company by its VAT id or register entry alone, wherever the row says it is', () => {
    const withVat = company((c) => c.vat_id !== null);
    const byVat = matcher.matchRow(row({ company_name: 'Unbekannt', vat_id: withVat.vat_id }));
    expect(best(byVat)).toBe(withVat.provider_id);
    const registered = company((c) => c.hr_id !== null && c.country_code === 'DE');
    const byRegister = matcher.matchRow(
      row({
        company_name: registered.company_name,
        hr_id: registered.hr_id,
        hr_location: `Amtsgericht ${registered.hr_location}`,
      }),
    );
    expect(best(byRegister)).toBe(registered.provider_id);
    expect(byRegister.candidates[0]!.explanation.find((e) => e.field === 'hr_id')?.level).toBe('same');
  });

  it('finds a company by its name alone, without a place', () => {
    const unique = company(
      (c) =>
        companies.filter((o) => o.company_name === c.company_name).length === 1 && c.legal_form === 'GmbH',
    );
    const result = matcher.matchRow(row({ company_name: unique.company_name }));
    expect(result.candidates.map((c) => c.providerId)).toContain(unique.provider_id);
  });

  it('takes the provider id the row gives', () => {
    const target = companies[42]!;
    const result = matcher.matchRow(row({ company_name: 'irgendwas', provider_id: target.provider_id }));
    expect(best(result)).toBe(target.provider_id);
  });

  it('keeps "Deutsche Bank AG" and "Deutsche Bank GmbH" apart by their legal form', () => {
    const target = company((c) => c.legal_form === 'GmbH' && /^\S+ \S+ GmbH$/.test(c.company_name));
    const core = target.company_name.replace(/ GmbH$/, '');
    const asGmbH = matcher.matchRow(
      row({ company_name: `${core} GmbH`, zip: target.zip, location: target.location }),
    );
    const asAG = matcher.matchRow(
      row({ company_name: `${core} AG`, zip: target.zip, location: target.location }),
    );
    const gmbh = asGmbH.candidates.find((c) => c.providerId === target.provider_id)!;
    const ag = asAG.candidates.find((c) => c.providerId === target.provider_id)!;
    expect(gmbh.explanation.find((e) => e.field === 'legal_form')).toMatchObject({ level: 'same' });
    expect(ag.explanation.find((e) => e.field === 'legal_form')).toMatchObject({ level: 'different' });
    expect(ag.probability).toBeLessThan(gmbh.probability);
  });

  it('says no match for a company the index does not hold', () => {
    const result = matcher.matchRow(
      row({
        company_name: 'Zyxwvu Quantenkryptografie GmbH',
        zip: '10115',
        location: 'Berlin',
        street: 'Nirgendwo 1',
      }),
    );
    expect(result.priority.isNoMatch).toBe(true);
    expect(result.noMatchProbability).toBeGreaterThan(0.8);
  });

  it('explains each candidate field by field, with the data the review screen shows', () => {
    const target = companies[7]!;
    const result = matcher.matchRow(
      row({
        company_name: target.company_name,
        zip: target.zip,
        location: target.location,
        street: target.street,
      }),
    );
    const candidate = result.candidates.find((c) => c.providerId === target.provider_id)!;
    expect(candidate.data).toEqual({
      company_name: target.company_name,
      zip: target.zip,
      location: target.location,
      street: target.street,
      country: target.country,
      url: target.url,
      status: target.status,
    });
    expect(candidate.dataPack).toBe(target.data_pack);
    const fields = candidate.explanation.map((e) => e.field);
    expect(fields).toContain('name');
    expect(fields).toContain('zip');
    expect(candidate.explanation.find((e) => e.field === 'name')).toMatchObject({ level: 'same' });
    expect(candidate.explanation.find((e) => e.field === 'name')!.contribution).toBeGreaterThan(0);
  });

  it('shows a field the row states and the company lacks as absent, against the company (issue 15, 6)', () => {
    const target = company((c) => c.vat_id === null && c.country_code === 'DE' && c.zip !== null);
    const result = matcher.matchRow(
      row({ company_name: target.company_name, zip: target.zip, vat_id: 'DE136695976' }),
    );
    const candidate = result.candidates.find((c) => c.providerId === target.provider_id)!;
    const vat = candidate.explanation.find((e) => e.field === 'vat_id');
    expect(vat).toMatchObject({ level: 'absent' });
    expect(vat!.contribution).toBeLessThan(0);
  });

  it('answers a row without a name with no candidates from words', () => {
    const result = matcher.matchRow(row({ company_name: null }));
    expect(result.candidates).toEqual([]);
    expect(result.noMatchProbability).toBeCloseTo(1, 9);
  });
});

describe('engines', () => {
  it('gives the same results in worker threads as in this thread', async () => {
    const { rows } = await noisySample(fixture.store, 300, 4);
    const local = createIndexEngine({
      index: fixture.index.data,
      parameters: defaultParameters(),
      workers: 0,
    });
    const pooled = createIndexEngine({
      index: fixture.index.data,
      parameters: defaultParameters(),
      workers: 2,
      chunkSize: 37,
    });
    try {
      const [a, b] = await Promise.all([local.match(rows), pooled.match(rows)]);
      expect(b.map((r) => r.rowId)).toEqual(rows.map((r) => r.rowId));
      expect(b).toEqual(a);
    } finally {
      await local.close();
      await pooled.close();
    }
  });

  // Thread priorities are per thread on Linux only; elsewhere the engine runs at normal priority.
  // A test process already started at BACKGROUND_NICE or lower priority has nothing to lower.
  it.runIf(process.platform === 'linux' && getPriority() < BACKGROUND_NICE)(
    'matches in threads that yield the CPU to the thread serving requests',
    async () => {
      const base = getPriority();
      // Compared by thread id: threads of earlier tests may end meanwhile without mattering.
      const before = niceOfThreads();
      const pooled = createIndexEngine({
        index: fixture.index.data,
        parameters: defaultParameters(),
        workers: 2,
      });
      try {
        // Two requests at once: each worker gets one, so both have run their start-up, where they
        // lower their priority (a worker still starting runs at this thread's nice value).
        const one = [row({ company_name: 'Muster GmbH' })];
        await Promise.all([pooled.match(one), pooled.match(one)]);
        const started = startedSince(before);
        // The two workers (threads they start inherit their nice value, so there may be more).
        expect(started.filter(([, nice]) => nice === BACKGROUND_NICE).length).toBeGreaterThanOrEqual(2);
        // This thread (the one serving requests in the server) keeps its priority.
        expect(getPriority()).toBe(base);
      } finally {
        await pooled.close();
      }
    },
  );

  it('fails the pending rows when a worker dies', async () => {
    const pooled = createIndexEngine({
      index: fixture.index.data,
      parameters: { ...defaultParameters(), levelWeights: null as never },
      workers: 1,
    });
    try {
      await expect(pooled.match([row({ company_name: 'x' })])).rejects.toThrow(/worker/);
    } finally {
      await pooled.close();
    }
  });

  it('runs the FTS5 baseline the benchmark compares with', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'datacare-baseline-'));
    try {
      const baseline = createBaselineEngine({ companiesFile: fixture.store.file, cacheDir });
      expect(baseline.buildMs).toBeGreaterThan(0);
      const target = companies[100]!;
      const [result] = await baseline.match([row({ company_name: target.company_name, zip: target.zip })]);
      expect(result!.candidates.map((c) => c.providerId)).toContain(target.provider_id);
      await baseline.close();
      const again = createBaselineEngine({ companiesFile: fixture.store.file, cacheDir });
      expect(again.buildMs).toBe(0);
      await again.close();
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
