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
import type { OutputRow } from './output.ts';
import type { RowResult } from './types.ts';

/** row id -> provider id of the row's company, or null when the database does not hold it. */
export type Truth = Map<number, string | null>;

/**
 * row id -> the other provider ids of the row's company, where the provider's data holds it more
 * than once (the truth file's same_company column): a best candidate among them is right too.
 */
export type SameCompany = Map<number, readonly string[]>;

/** The truth file with its same_company column (absent in files written before issue 15). */
export async function readTruthFile(file: string): Promise<{ truth: Truth; sameCompany: SameCompany }> {
  const truth: Truth = new Map();
  const sameCompany: SameCompany = new Map();
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    if (line.trim() === '') continue;
    // Provider ids, row ids and distortion codes hold no commas or quotes: a plain split is enough.
    const [rowId, providerId, , , twins] = line.split(',');
    truth.set(Number(rowId), providerId ? providerId : null);
    if (twins) sameCompany.set(Number(rowId), twins.split(' '));
  }
  return { truth, sameCompany };
}

/**
 * Splits the rows into a fit part and a held-out part by a seeded hash: of the company's provider
 * id where there is one (so the rows of one company, duplicates included, all land in the same
 * part), else of the row id. The same seed gives the same split on every machine. A model must
 * only ever be fitted on the fit part; the held-out part measures it.
 */
export function splitTruth(truth: Truth, seed: string, heldOutShare = 0.5): { fit: Truth; heldOut: Truth } {
  const fit: Truth = new Map();
  const heldOut: Truth = new Map();
  for (const [rowId, company] of truth) {
    const key = `${seed}:${company ?? `row ${rowId}`}`;
    (hashShare(key) < heldOutShare ? heldOut : fit).set(rowId, company);
  }
  return { fit, heldOut };
}

/** FNV-1a of the text, as a share in [0, 1). */
function hashShare(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // FNV's low bits mix poorly for short keys: one more avalanche round.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return (h >>> 0) / 2 ** 32;
}

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
  /**
   * Rows whose company is in the database but whose no-match entry is stated above 0.8: put into
   * "no match" with confidence, so neither enriched nor shown for review. share: of rowsWithCompany.
   */
  confidentNoMatch: { rows: number; share: number };
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

/** A no-match entry stated above this is a confident no match (spec 4: decided without review). */
export const CONFIDENT_NO_MATCH = 0.8;

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
  #confidentNoMatch = 0;
  readonly #sameCompany: SameCompany;
  readonly #best = new Bands();
  readonly #all = new Bands();

  constructor(
    truth: Truth,
    threshold = DEFAULT_EXACT_MATCH_THRESHOLD,
    minBandEntries = 100,
    sameCompany: SameCompany = new Map(),
  ) {
    this.#truth = truth;
    this.#sameCompany = sameCompany;
    this.#threshold = threshold;
    this.#minBandEntries = minBandEntries;
  }

  add(result: RowResult): void {
    if (!this.#truth.has(result.rowId)) return;
    const company = this.#truth.get(result.rowId) ?? null;
    const twins = this.#sameCompany.get(result.rowId) ?? [];
    const isCompany = (id: string | undefined) =>
      company !== null && id !== undefined && (id === company || twins.includes(id));
    this.#rows += 1;
    const ids = result.candidates.map((c) => c.providerId);
    const among = ids.some(isCompany);
    if (company !== null) {
      this.#withCompany += 1;
      if (among) this.#inCandidates += 1;
      if (isCompany(ids[0])) this.#top += 1;
      if (result.noMatchProbability > CONFIDENT_NO_MATCH) this.#confidentNoMatch += 1;
    }
    const type = matchTypeOf(result.priority, this.#threshold);
    if (type === 'exact') {
      this.#exact += 1;
      if (isCompany(ids[0])) this.#exactCorrect += 1;
    } else if (type === 'noMatch') {
      this.#noMatch += 1;
      if (company === null) this.#noMatchCorrect += 1;
    } else {
      this.#manual += 1;
    }
    result.candidates.forEach((c) => this.#all.add(c.probability, isCompany(c.providerId)));
    this.#all.add(result.noMatchProbability, !among);
    const best = result.priority;
    this.#best.add(best.probability, best.isNoMatch ? !among : isCompany(ids[0]));
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
      confidentNoMatch: {
        rows: this.#confidentNoMatch,
        share: share(this.#confidentNoMatch, this.#withCompany),
      },
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
    `  rows with a company put into confident no match (> ${CONFIDENT_NO_MATCH}): ${report.confidentNoMatch.rows} (${pct(report.confidentNoMatch.share)})`,
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

/** One line of the batch output (output.ts OutputRow) as the result the evaluation reads. */
export function resultFromOutputLine(line: string): RowResult {
  const row = JSON.parse(line) as OutputRow;
  return {
    rowId: row.row_id,
    candidates: row.candidates.map((c) => ({
      providerId: c.provider_id,
      probability: c.probability,
      dataPack: '',
      data: c.data,
      explanation: c.explanation,
    })),
    noMatchProbability: row.no_match_probability,
    priority: row.priority,
  };
}

/** Reads a batch output file (npm run match -- --out) into each of the evaluations. */
export async function evaluateOutputFile(file: string, evaluations: readonly Evaluation[]): Promise<void> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const result = resultFromOutputLine(line);
    for (const evaluation of evaluations) evaluation.add(result);
  }
}
