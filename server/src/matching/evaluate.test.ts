import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Evaluation, formatReport, readTruth } from './evaluate.ts';
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
});
