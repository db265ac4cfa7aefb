/**
 * Measuring an engine against a truth file (the noisy generator's PREFIX.truth.csv: row_id,
 * provider_id, …): is the right company among the candidates, how precise and complete are the
 * rows typed "exact" at the threshold (the contract's one match-type rule), how many rows are
 * decided without review, and does a stated probability mean what it says (a calibration table per
 * 0.1 band, for the rows' best entries and for every entry).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { DEFAULT_EXACT_MATCH_THRESHOLD, matchTypeOf } from '@datacare/api-client/domain';
import type { RowResult } from './types.ts';

/** row id -> provider id of the row's company, or null when the database does not hold it. */
export type Truth = Map<number, string | null>;

export async function readTruth(file: string): Promise<Truth> {
  const truth: Truth = new Map();
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    if (line.trim() === '') continue;
    const [rowId, providerId] = line.split(',');
    truth.set(Number(rowId), providerId ? providerId : null);
  }
  return truth;
}

export interface CalibrationBand {
  /** Lower bound of the band (0, 0.1, … 0.9); the band is [from, from + 0.1), the last one includes 1. */
  from: number;
  entries: number;
  /** Mean stated probability in the band. */
  stated: number;
  /** Share of the band's entries that were right. */
  observed: number;
}

export interface EvaluationReport {
  rows: number;
  /** Rows whose company is in the database. */
  rowsWithCompany: number;
  /** Share of rowsWithCompany whose company is among the candidates. */
  candidateRecall: number;
  /** Share of rowsWithCompany whose company is the best candidate. */
  topRecall: number;
  threshold: number;
  exact: { rows: number; correct: number; precision: number; recall: number };
  /** correct: rows whose company the database does not hold. */
  noMatch: { rows: number; correct: number; precision: number };
  manual: { rows: number };
  /** (exact + no match) / rows. */
  decidedShare: number;
  /** Bands of the best entry of each row (a candidate or the no-match entry). */
  calibrationBest: CalibrationBand[];
  /** Bands of every entry (each candidate and the no-match entry of every row). */
  calibrationAll: CalibrationBand[];
  /** Largest |observed - stated| over bands with at least minBandEntries entries. */
  worstBandGap: { best: number; all: number };
  minBandEntries: number;
}

class Bands {
  readonly count = new Float64Array(10);
  readonly stated = new Float64Array(10);
  readonly right = new Float64Array(10);

  add(probability: number, right: boolean): void {
    const band = Math.min(9, Math.floor(probability * 10));
    this.count[band]! += 1;
    this.stated[band]! += probability;
    if (right) this.right[band]! += 1;
  }

  table(): CalibrationBand[] {
    return [...this.count].map((entries, band) => ({
      from: band / 10,
      entries,
      stated: entries ? this.stated[band]! / entries : 0,
      observed: entries ? this.right[band]! / entries : 0,
    }));
  }
}

function worstGap(bands: CalibrationBand[], minEntries: number): number {
  let worst = 0;
  for (const band of bands) {
    if (band.entries >= minEntries) worst = Math.max(worst, Math.abs(band.observed - band.stated));
  }
  return worst;
}

/** Collects results row by row (results may come in any order) and reports. */
export class Evaluation {
  readonly #truth: Truth;
  readonly #threshold: number;
  readonly #minBandEntries: number;
  #rows = 0;
  #withCompany = 0;
  #inCandidates = 0;
  #top = 0;
  #exact = 0;
  #exactCorrect = 0;
  #noMatch = 0;
  #noMatchCorrect = 0;
  #manual = 0;
  readonly #best = new Bands();
  readonly #all = new Bands();

  constructor(truth: Truth, threshold = DEFAULT_EXACT_MATCH_THRESHOLD, minBandEntries = 100) {
    this.#truth = truth;
    this.#threshold = threshold;
    this.#minBandEntries = minBandEntries;
  }

  add(result: RowResult): void {
    if (!this.#truth.has(result.rowId)) return;
    const company = this.#truth.get(result.rowId) ?? null;
    this.#rows += 1;
    const ids = result.candidates.map((c) => c.providerId);
    const among = company !== null && ids.includes(company);
    if (company !== null) {
      this.#withCompany += 1;
      if (among) this.#inCandidates += 1;
      if (ids[0] === company) this.#top += 1;
    }
    const type = matchTypeOf(result.priority, this.#threshold);
    if (type === 'exact') {
      this.#exact += 1;
      if (company !== null && ids[0] === company) this.#exactCorrect += 1;
    } else if (type === 'noMatch') {
      this.#noMatch += 1;
      if (company === null) this.#noMatchCorrect += 1;
    } else {
      this.#manual += 1;
    }
    result.candidates.forEach((c) => this.#all.add(c.probability, c.providerId === company));
    this.#all.add(result.noMatchProbability, !among);
    const best = result.priority;
    this.#best.add(best.probability, best.isNoMatch ? !among : ids[0] === company);
  }

  report(): EvaluationReport {
    const share = (a: number, b: number) => (b === 0 ? 0 : a / b);
    const calibrationBest = this.#best.table();
    const calibrationAll = this.#all.table();
    return {
      rows: this.#rows,
      rowsWithCompany: this.#withCompany,
      candidateRecall: share(this.#inCandidates, this.#withCompany),
      topRecall: share(this.#top, this.#withCompany),
      threshold: this.#threshold,
      exact: {
        rows: this.#exact,
        correct: this.#exactCorrect,
        precision: share(this.#exactCorrect, this.#exact),
        recall: share(this.#exactCorrect, this.#withCompany),
      },
      noMatch: {
        rows: this.#noMatch,
        correct: this.#noMatchCorrect,
        precision: share(this.#noMatchCorrect, this.#noMatch),
      },
      manual: { rows: this.#manual },
      decidedShare: share(this.#exact + this.#noMatch, this.#rows),
      calibrationBest,
      calibrationAll,
      worstBandGap: {
        best: worstGap(calibrationBest, this.#minBandEntries),
        all: worstGap(calibrationAll, this.#minBandEntries),
      },
      minBandEntries: this.#minBandEntries,
    };
  }
}

/** The report as a few lines of text. */
export function formatReport(report: EvaluationReport, label = ''): string {
  const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
  const lines = [
    `${label}rows ${report.rows}, with a company in the database ${report.rowsWithCompany}`,
    `  right company among the candidates: ${pct(report.candidateRecall)} (best candidate: ${pct(report.topRecall)})`,
    `  exact at ${report.threshold}: ${report.exact.rows} rows, precision ${pct(report.exact.precision)}, recall ${pct(report.exact.recall)}`,
    `  no match: ${report.noMatch.rows} rows, right ${pct(report.noMatch.precision)}; manual: ${report.manual.rows} rows`,
    `  decided without review: ${pct(report.decidedShare)}`,
    `  calibration (band: entries, stated -> observed), best entries | all entries:`,
  ];
  for (let b = 0; b < 10; b++) {
    const best = report.calibrationBest[b]!;
    const all = report.calibrationAll[b]!;
    const cell = (band: CalibrationBand) =>
      band.entries
        ? `${String(band.entries).padStart(7)}: ${pct(band.stated).padStart(8)} -> ${pct(band.observed).padStart(8)}`
        : `${'0'.padStart(7)}`;
    lines.push(`    ${best.from.toFixed(1)}-${(best.from + 0.1).toFixed(1)}  ${cell(best)} | ${cell(all)}`);
  }
  lines.push(
    `  worst band gap (bands with ≥ ${report.minBandEntries} entries): best ${pct(report.worstBandGap.best)}, all ${pct(report.worstBandGap.all)}`,
  );
  return lines.join('\n');
}
