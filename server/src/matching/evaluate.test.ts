import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  Evaluation,
  evaluateOutputFile,
  formatReport,
  readTruth,
  readTruthFile,
  splitTruth,
  type Truth,
} from './evaluate.ts';
import { toOutputRow } from './output.ts';
import { priorityOf, type Candidate, type RowResult } from './types.ts';

function result(rowId: number, candidates: [string, number][], none: number): RowResult {
  const list: Candidate[] = candidates.map(([providerId, probability]) => ({
    providerId,
    probability,
    dataPack: 'DE',
    data: {
      company_name: null,
      zip: null,
      location: null,
      street: null,
      country: null,
      url: null,
      status: null,
    },
    explanation: [],
  }));
  return { rowId, candidates: list, noMatchProbability: none, priority: priorityOf(list, none) };
}

describe('evaluation against a truth file', () => {
  it('reads the truth file of the noisy generator', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'datacare-truth-'));
    try {
      const file = path.join(dir, 'x.truth.csv');
      writeFileSync(file, 'row_id,provider_id,duplicate_of,distortions\n1,DC1,,typo\n2,,,not_in_database\n');
      expect([...(await readTruth(file))]).toEqual([
        [1, 'DC1'],
        [2, null],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('measures recall, exact precision, decided share and calibration with the contract rule', () => {
    const truth = new Map<number, string | null>([
      [1, 'A'],
      [2, 'B'],
      [3, null],
      [4, 'D'],
      [5, null],
    ]);
    const evaluation = new Evaluation(truth, 0.7, 1);
    evaluation.add(result(1, [['A', 0.95]], 0.05)); // exact, right
    evaluation.add(
      result(
        2,
        [
          ['X', 0.9],
          ['B', 0.05],
        ],
        0.05,
      ),
    ); // exact, wrong; B among the candidates
    evaluation.add(result(3, [['Y', 0.05]], 0.95)); // no match, right
    evaluation.add(result(4, [['D', 0.5]], 0.5)); // isNoMatch at 0.5: manual
    evaluation.add(result(5, [['Z', 0.6]], 0.4)); // manual
    evaluation.add(result(99, [], 1)); // not in the truth: ignored
    const report = evaluation.report();
    expect(report.rows).toBe(5);
    expect(report.rowsWithCompany).toBe(3);
    expect(report.candidateRecall).toBeCloseTo(1);
    expect(report.topRecall).toBeCloseTo(2 / 3);
    expect(report.exact).toEqual({ rows: 2, correct: 1, precision: 0.5, recall: 1 / 3 });
    expect(report.noMatch).toEqual({ rows: 1, correct: 1, precision: 1 });
    expect(report.manual.rows).toBe(2);
    expect(report.decidedShare).toBeCloseTo(3 / 5);
    const top = report.calibrationBest[9]!;
    expect(top.entries).toBe(3);
    expect(top.observed).toBeCloseTo(2 / 3);
    expect(formatReport(report)).toContain('decided without review: 60.00 %');
  });

  it('counts rows with a company put into confident no match, and no other rows', () => {
    const truth = new Map<number, string | null>([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
      [4, null],
    ]);
    const evaluation = new Evaluation(truth, 0.7, 1);
    evaluation.add(result(1, [['A', 0.1]], 0.9)); // the company is there, but stated absent at 0.9
    evaluation.add(result(2, [['B', 0.2]], 0.8)); // 0.8 is not above 0.8
    evaluation.add(result(3, [['C', 0.95]], 0.05));
    evaluation.add(result(4, [], 1)); // no company: a right no match, not counted
    const report = evaluation.report();
    expect(report.confidentNoMatch).toEqual({ rows: 1, share: 1 / 3 });
    expect(formatReport(report)).toContain('confident no match (> 0.8): 1 (33.33 %)');
  });

  it('takes another provider id of the same company as right', () => {
    const truth = new Map<number, string | null>([
      [1, 'A'],
      [2, 'A'],
    ]);
    const sameCompany = new Map([[1, ['A2']]]);
    const evaluation = new Evaluation(truth, 0.7, 1, sameCompany);
    evaluation.add(result(1, [['A2', 0.95]], 0.05)); // the twin: right
    evaluation.add(result(2, [['A2', 0.95]], 0.05)); // no twin known for row 2: wrong
    const report = evaluation.report();
    expect(report.exact).toEqual({ rows: 2, correct: 1, precision: 0.5, recall: 0.5 });
    expect(report.calibrationBest[9]).toMatchObject({ entries: 2, observed: 0.5 });
  });

  it('puts calibration entries into 0.1 bands with their mean stated probability', () => {
    const truth = new Map<number, string | null>(Array.from({ length: 10 }, (_, i) => [i + 1, 'A']));
    const evaluation = new Evaluation(truth, 0.7, 4);
    // Four rows stated at 0.25 and 0.35 (band 0.2-0.3 twice, 0.3-0.4 twice); one of each band right.
    evaluation.add(result(1, [['A', 0.25]], 0.75));
    evaluation.add(result(2, [['X', 0.25]], 0.75));
    evaluation.add(result(3, [['A', 0.35]], 0.65));
    evaluation.add(result(4, [['X', 0.35]], 0.65));
    const report = evaluation.report();
    const band = (from: number) => report.calibrationAll.find((b) => Math.abs(b.from - from) < 1e-9)!;
    expect(band(0.2)).toMatchObject({ entries: 2, stated: 0.25, observed: 0.5 });
    expect(band(0.3)).toMatchObject({ entries: 2, observed: 0.5 });
    // The no-match entries: 0.75 twice (right once: row 2's company is not among its candidates).
    expect(band(0.7)).toMatchObject({ entries: 2, stated: 0.75, observed: 0.5 });
    // No band reaches 4 entries: the worst gap looks at none of them.
    expect(report.worstBandGap.all).toBe(0);
  });

  it('splits rows into a fit and a held-out part by a seed, keeping a company together', () => {
    const truth: Truth = new Map();
    for (let row = 1; row <= 2_000; row++) truth.set(row, row % 10 === 0 ? null : `C${Math.ceil(row / 2)}`);
    const { fit, heldOut } = splitTruth(truth, 'seed-1');
    expect(fit.size + heldOut.size).toBe(truth.size);
    expect([...fit.keys()].filter((row) => heldOut.has(row))).toEqual([]);
    expect(heldOut.size / truth.size).toBeGreaterThan(0.45);
    expect(heldOut.size / truth.size).toBeLessThan(0.55);
    const fitCompanies = new Set(fit.values());
    for (const company of heldOut.values())
      if (company !== null) expect(fitCompanies.has(company)).toBe(false);
    expect(splitTruth(truth, 'seed-1').heldOut).toEqual(heldOut);
    expect(splitTruth(truth, 'seed-2').heldOut).not.toEqual(heldOut);
  });

  it('reads the same_company column and evaluates a batch output file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'datacare-truth-'));
    try {
      const truthFile = path.join(dir, 'x.truth.csv');
      writeFileSync(
        truthFile,
        'row_id,provider_id,duplicate_of,distortions,same_company\n1,A,,duplicate_in_database,A2 A3\n2,,,not_in_database,\n',
      );
      const { truth, sameCompany } = await readTruthFile(truthFile);
      expect([...truth]).toEqual([
        [1, 'A'],
        [2, null],
      ]);
      expect([...sameCompany]).toEqual([[1, ['A2', 'A3']]]);
      const out = path.join(dir, 'x.jsonl');
      writeFileSync(
        out,
        [result(1, [['A3', 0.9]], 0.1), result(2, [['B', 0.1]], 0.9)]
          .map((r) => JSON.stringify(toOutputRow(r, 0.7)))
          .join('\n'),
      );
      const evaluation = new Evaluation(truth, 0.7, 1, sameCompany);
      await evaluateOutputFile(out, [evaluation]);
      const report = evaluation.report();
      expect(report.exact).toEqual({ rows: 1, correct: 1, precision: 1, recall: 1 });
      expect(report.noMatch).toEqual({ rows: 1, correct: 1, precision: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
