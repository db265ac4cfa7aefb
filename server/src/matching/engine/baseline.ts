/**
 * The baseline engine the benchmark compares with (issue 5): the straightforward approach. Company
 * names go into an SQLite FTS5 table; a row's two rarest name words (by the table's own document
 * counts) are looked up together (AND; when no name has both, either of them ranked by bm25), the
 * first 100 hits are read from the company table and ranked by
 * Jaro-Winkler similarity of the lower-cased names, with a small bonus for the same postcode and
 * city. The best similarity is the stated probability; one minus it is the no-match probability.
 * No normalisation beyond lower case, no typo tolerance, no identifiers, no calibration, one
 * thread: what one would build first.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import type { CompanyStatus } from '../../companies/model.ts';
import { jaroWinkler } from '../normalize/text.ts';
import { companySourceFingerprint } from '../index/source.ts';
import { priorityOf, type Candidate, type MappedRow, type MatchEngine, type RowResult } from '../types.ts';

const HITS = 100;
const KEPT = 5;

export interface BaselineOptions {
  /** The company database file. */
  companiesFile: string;
  /** Where the FTS5 table is kept (built once per company database). */
  cacheDir: string;
}

export interface BaselineEngine extends MatchEngine {
  /** Milliseconds spent building the FTS5 table (0 when it was already there). */
  readonly buildMs: number;
}

/** Words as FTS5's unicode61 tokenizer with remove_diacritics sees them ('Möller' -> 'moller'). */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
}

interface CompanyRow {
  id: number;
  provider_id: string;
  company_name: string;
  zip: string | null;
  location: string | null;
  street: string | null;
  country: string | null;
  url: string | null;
  status: CompanyStatus;
  data_pack: string;
}

/** Opens (building when needed) the FTS5 table next to the cache and returns the engine. */
export function createBaselineEngine(options: BaselineOptions): BaselineEngine {
  const companies = new Database(options.companiesFile, { readonly: true });
  const fingerprint = createHash('sha256')
    .update(companySourceFingerprint(companies))
    .digest('hex')
    .slice(0, 16);
  mkdirSync(options.cacheDir, { recursive: true });
  const file = path.join(options.cacheDir, `baseline-fts-${fingerprint}.sqlite`);
  let buildMs = 0;
  if (!existsSync(file)) {
    const started = performance.now();
    const temporary = `${file}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    const fts = new Database(temporary);
    fts.pragma('journal_mode = OFF');
    fts.pragma('synchronous = OFF');
    fts.exec(`create virtual table names using fts5(name, tokenize = "unicode61 remove_diacritics 2")`);
    fts.exec(`create virtual table names_vocab using fts5vocab(names, 'row')`);
    const insert = fts.prepare('insert into names (rowid, name) values (?, ?)');
    const rows = companies
      .prepare('select id, company_name from companies order by id')
      .iterate() as IterableIterator<{
      id: number;
      company_name: string;
    }>;
    const load = fts.transaction((batch: { id: number; company_name: string }[]) => {
      for (const r of batch) insert.run(r.id, r.company_name);
    });
    let batch: { id: number; company_name: string }[] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length === 50_000) {
        load(batch);
        batch = [];
      }
    }
    load(batch);
    fts.exec(`insert into names (names) values ('optimize')`);
    fts.close();
    renameSync(temporary, file);
    buildMs = performance.now() - started;
  }
  const fts = new Database(file, { readonly: true });
  const vocabulary = fts.prepare('select doc from names_vocab where term = ?').pluck();
  const search = fts.prepare('select rowid from names where names match ? limit ?').pluck();
  const ranked = fts.prepare('select rowid from names where names match ? order by rank limit ?').pluck();

  const statements = new Map<number, Database.Statement>();
  const byIds = (count: number) => {
    let statement = statements.get(count);
    if (!statement) {
      statement = companies.prepare(
        `select id, provider_id, company_name, zip, location, street, country, url, status, data_pack from companies where id in (${Array.from({ length: count }, () => '?').join(',')})`,
      );
      statements.set(count, statement);
    }
    return statement;
  };

  const matchRow = (row: MappedRow): RowResult => {
    const name = row.values.company_name ?? '';
    const rowWords = [...new Set(words(name))];
    const known = rowWords
      .map((w) => ({ w, doc: (vocabulary.get(w) as number | undefined) ?? 0 }))
      .filter((x) => x.doc > 0)
      .sort((a, b) => a.doc - b.doc)
      .slice(0, 2);
    let ids: number[] = [];
    if (known.length > 0) {
      // Both rarest words first; when no name has both (a typo), either of them, best ranked.
      const quoted = known.map((x) => `"${x.w.replace(/"/g, '""')}"`);
      ids = search.all(quoted.join(' AND '), HITS) as number[];
      if (ids.length === 0 && quoted.length > 1) ids = ranked.all(quoted.join(' OR '), HITS) as number[];
    }
    const found = ids.length === 0 ? [] : (byIds(ids.length).all(...ids) as CompanyRow[]);
    const lowerName = name.toLowerCase();
    const zip = row.values.zip?.trim() ?? null;
    const city = row.values.location?.trim().toLowerCase() ?? null;
    const scored = found
      .map((c) => {
        let score = jaroWinkler(lowerName, c.company_name.toLowerCase());
        if (zip && c.zip === zip) score += 0.05;
        if (city && c.location?.toLowerCase() === city) score += 0.03;
        return { c, score: Math.min(1, score) };
      })
      .sort((a, b) => b.score - a.score || a.c.id - b.c.id)
      .slice(0, KEPT);
    const best = scored[0]?.score ?? 0;
    const candidates: Candidate[] = scored.map(({ c, score }) => ({
      providerId: c.provider_id,
      probability: score,
      dataPack: c.data_pack,
      data: {
        company_name: c.company_name,
        zip: c.zip,
        location: c.location,
        street: c.street,
        country: c.country,
        url: c.url,
        status: c.status,
      },
      explanation: [],
    }));
    const none = Math.max(0, 1 - best);
    return { rowId: row.rowId, candidates, noMatchProbability: none, priority: priorityOf(candidates, none) };
  };

  return {
    name: 'baseline',
    buildMs,
    match: async (rows) => rows.map(matchRow),
    close: async () => {
      fts.close();
      companies.close();
    },
  };
}
