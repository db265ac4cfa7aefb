/**
 * Candidate retrieval (docs/matching.md, 'Retrieval'): which companies a row could be.
 *
 * 1. Exact hits on identifiers: provider id, VAT id, register number, web domain, e-mail, phone.
 * 2. Name words, each looked up exactly and with typo tolerance (one edit through the deletion
 *    neighbourhood, else the Kölner Phonetik key), read from the posting lists only where the
 *    row's postcode or city is (the entries are sorted by postcode and city, so this is a binary
 *    search into each list), or the whole list when the row has neither. Without a place, words
 *    in more than GLOBAL_CAP entries are skipped, so 'GmbH' or 'Verwaltung' cannot blow up a
 *    lookup; a row whose words are all that frequent reads the first GLOBAL_CAP entries of its
 *    rarest word.
 * 3. The companies whose names cover enough of the row's word weight, plus every identifier hit,
 *    ranked by name weight and cheap address and contact checks, the best MAX_CANDIDATES kept.
 */
import { hash32, colognePhonetic, jaroWinkler, withinOneEdit } from '../normalize/text.ts';
import type { NormalizedRow } from '../normalize/row.ts';
import { postcodeVariants } from '../normalize/postcode.ts';
import { MIN_FUZZY_LENGTH, deletions, registerLookupKey } from '../index/build.ts';
import type { CompanyIndex } from '../index/company-index.ts';
import { valuesOf } from '../index/multimap.ts';
import type { PhoneTail } from './compare.ts';

/** Most candidates a row gets scored against. */
export const MAX_CANDIDATES = 30;
/** Without a postcode or city, words in more entries than this are not read. */
export const GLOBAL_CAP = 20_000;
/** An identifier shared by more companies than this (a group's phone switchboard) retrieves none. */
const IDENTIFIER_CAP = 64;
/** A company is a candidate when its names cover this share of the row's word weight. */
const MIN_NAME_SHARE = 0.3;
/** … and at least this share of the best name score of the row. */
const RELATIVE_NAME_SHARE = 0.5;
/** Similarity credited to a word one edit away, and to a word that only sounds the same. */
export const ONE_EDIT_SIMILARITY = 0.8;
export const PHONETIC_SIMILARITY = 0.6;
const PHONETIC_MIN_JARO_WINKLER = 0.86;
const MAX_FUZZY_PER_WORD = 8;
/** The weight of a row's words when the index knows none of them. */
const UNKNOWN_WORD_WEIGHT = 8;
/** Beyond the row's place, only words in at most this many entries are read (the fallback). */
export const FALLBACK_CAP = 5_000;
/** Entries read at most by each fallback step (the row's city after its postcode, then everywhere). */
export const FALLBACK_BUDGET = 4_000;
/** A place or identifier lookup is good enough when a candidate's names cover this share of the row's word weight. */
const GOOD_NAME_SHARE = 0.6;
/**
 * After the row's postcode, a lookup is good enough only with a company that has (nearly) the
 * row's whole name: a namesake sharing part of it must not hide a company that moved (issue 15).
 */
const FULL_NAME_SHARE = 0.85;

/** A row word with the index words it stands for. */
export interface QueryWord {
  text: string;
  /** Index token ids and their similarity to the word, best first. */
  matches: { token: number; similarity: number }[];
  /** The word's weight: the idf of its exact or best match, or the unknown-word weight. */
  weight: number;
}

/** The row in the index's terms: computed once per row, used by retrieval and scoring. */
export interface RowQuery {
  row: NormalizedRow;
  words: QueryWord[];
  totalWeight: number;
  zipIds: number[];
  cityId: number;
  cityFull: number;
  streetId: number;
  streetNumber: number;
  phone: number;
  fax: number;
  /** The digits of a phone or fax number the row could not place (normalize/row.ts phoneTail). */
  phoneTail: PhoneTail | null;
  faxTail: PhoneTail | null;
  emailAddress: number;
  emailDomain: number;
  urlDomain: number;
  urlLabel: number;
  vat: number;
  register: number;
  court: number;
  /** Companies the row's provider id names. */
  providerCompanies: Set<number>;
  /** The row's country as the index numbers countries (0: unknown, or a country no company has). */
  countryId: number;
  /** Token ids of the row's words that are numbers ('Fund VI' -> '6'); -1 for a number the index lacks. */
  numbers: number[];
  /** Levels already computed for this row by postcode, city and street id (compare.ts). */
  levelMemo: {
    zip: Map<number, number>;
    city: Map<number, number>;
    streetName: Map<number, number>;
    legalForm: Map<number, number>;
    /** Whether a token is a number, for the row's numbers (compare.ts numbersDiffer). */
    numericToken: Map<number, boolean>;
  };
}

/** Index matches of a word, remembered per index: the same words come back row after row. */
const wordCache = new WeakMap<CompanyIndex, Map<string, { matches: QueryWord['matches']; weight: number }>>();
const WORD_CACHE_LIMIT = 100_000;

function lookupWord(index: CompanyIndex, text: string): { matches: QueryWord['matches']; weight: number } {
  let cache = wordCache.get(index);
  if (!cache) {
    cache = new Map();
    wordCache.set(index, cache);
  }
  let entry = cache.get(text);
  if (!entry) {
    entry = matchWord(index, text);
    if (cache.size >= WORD_CACHE_LIMIT) cache.clear();
    cache.set(text, entry);
  }
  return entry;
}

/** The words of the row looked up in the index's dictionary. */
function queryWords(index: CompanyIndex, tokens: readonly string[]): QueryWord[] {
  const words = tokens.map((text): QueryWord => ({ text, ...lookupWord(index, text) }));
  // A word the index does not know at all (noise, or mangled beyond one edit) weighs as much as
  // the row's most telling known word: it may matter, but it cannot outweigh the whole name.
  const known = words.filter((w) => w.weight >= 0).map((w) => w.weight);
  const unknown = known.length > 0 ? Math.max(...known) : UNKNOWN_WORD_WEIGHT;
  for (const word of words) if (word.weight < 0) word.weight = unknown;
  return words;
}

/** One word's exact, one-edit and phonetic matches in the index, and its weight (-1: unknown). */
function matchWord(index: CompanyIndex, text: string): { matches: QueryWord['matches']; weight: number } {
  const dict = index.tokens;
  const a = index.a;
  {
    const matches: QueryWord['matches'] = [];
    const exact = dict.id(text);
    if (exact) matches.push({ token: exact, similarity: 1 });
    if (text.length >= MIN_FUZZY_LENGTH && !/^\d+$/.test(text)) {
      const found = new Set<number>(exact ? [exact] : []);
      const consider = (token: number) => {
        if (found.has(token)) return;
        found.add(token);
        if (withinOneEdit(text, dict.text(token))) matches.push({ token, similarity: ONE_EDIT_SIMILARITY });
      };
      // Index words one longer than the row's word (a letter dropped in the row) ...
      for (const token of valuesOf(a.deletions, hash32(text))) consider(token);
      for (const variant of deletions(text)) {
        // ... one shorter (a letter doubled or added in the row) ...
        const shorter = dict.id(variant);
        if (shorter) consider(shorter);
        // ... or the same length (a letter replaced, two letters swapped).
        for (const token of valuesOf(a.deletions, hash32(variant))) consider(token);
      }
      if (matches.length === 0) {
        const sounding: { token: number; score: number }[] = [];
        for (const token of valuesOf(a.phonetic, hash32(colognePhonetic(text)))) {
          const score = jaroWinkler(text, dict.text(token));
          if (score >= PHONETIC_MIN_JARO_WINKLER) sounding.push({ token, score });
        }
        sounding.sort((x, y) => y.score - x.score);
        for (const { token } of sounding.slice(0, MAX_FUZZY_PER_WORD)) {
          matches.push({ token, similarity: PHONETIC_SIMILARITY });
        }
      }
      if (matches.length > MAX_FUZZY_PER_WORD + (exact ? 1 : 0)) {
        // A typo is likelier to come from a common word than from a rare one: keep the most
        // frequent look-alikes (the exact match, if any, stays first).
        const [first, ...rest] = exact ? matches : [undefined, ...matches];
        rest.sort((x, y) => a.tokenDf[y!.token]! - a.tokenDf[x!.token]!);
        const kept = rest.slice(0, MAX_FUZZY_PER_WORD) as QueryWord['matches'];
        matches.splice(0, matches.length, ...(first ? [first] : []), ...kept);
      }
    }
    // The word weighs what its exact match weighs; a word known only through look-alikes weighs
    // what its most common look-alike does (the likeliest word meant), so rare look-alikes
    // cannot inflate it.
    let weight = -1;
    if (exact) weight = index.idf[exact]!;
    else if (matches.length > 0) weight = Math.min(...matches.map((m) => index.idf[m.token]!));
    return { matches, weight };
  }
}

function phoneTail(digits: string | null): PhoneTail | null {
  return digits ? { value: Number(digits), modulus: 10 ** digits.length } : null;
}

/** Translates a normalised row into index ids and hashes. */
export function buildQuery(index: CompanyIndex, row: NormalizedRow): RowQuery {
  const words = queryWords(index, row.name.tokens);
  const zipIds = row.postcode
    ? postcodeVariants(row.postcode)
        .map((code) => index.postcodes.id(code))
        .filter((id) => id !== 0)
    : [];
  const providerCompanies = new Set<number>(
    row.providerId ? valuesOf(index.a.exactProvider, hash32(row.providerId)) : [],
  );
  return {
    row,
    words,
    totalWeight: words.reduce((sum, w) => sum + w.weight, 0),
    zipIds,
    cityId: row.city ? index.cities.id(row.city.key) : 0,
    cityFull: row.city ? hash32(row.city.full) : 0,
    streetId: row.street.name ? index.streets.id(row.street.name) : 0,
    streetNumber: row.street.number ? hash32(row.street.number) : 0,
    phone: row.phone ? Number(row.phone.slice(1)) : 0,
    fax: row.fax ? Number(row.fax.slice(1)) : 0,
    phoneTail: phoneTail(row.phoneTail),
    faxTail: phoneTail(row.faxTail),
    emailAddress: row.email?.address ? hash32(row.email.address) : 0,
    emailDomain: row.email?.domain && !row.email.freemail ? hash32(row.email.domain) : 0,
    urlDomain: row.url?.domain ? hash32(row.url.domain) : 0,
    urlLabel: row.url ? hash32(row.url.label) : 0,
    vat: row.vat ? hash32(row.vat.id) : 0,
    register: row.register ? hash32(row.register.id) : 0,
    court: row.court ? hash32(row.court) : 0,
    providerCompanies,
    countryId: row.country ? Math.max(0, index.meta.countries.indexOf(row.country)) : 0,
    numbers: words.filter((w) => /^\d+$/.test(w.text)).map((w) => index.tokens.id(w.text) || -1),
    levelMemo: {
      zip: new Map(),
      city: new Map(),
      streetName: new Map(),
      legalForm: new Map(),
      numericToken: new Map(),
    },
  };
}

/**
 * Per-thread scratch space sized to the index: each company's row stamp, word mask, name score
 * and identifier bonus side by side (one cache line per company touched), reset lazily per row.
 */
export class RetrievalScratch {
  /** [stamp, wordMask, score (float bits), bonus (float bits)] per company. */
  readonly #words: Uint32Array;
  readonly #floats: Float32Array;
  readonly touched: number[] = [];
  /** The highest name score of the row so far. */
  best = 0;
  /** The bits of the row's words (the first 32); a company credited with all of them has every word. */
  allBits = 0;
  /** Some company has every word of the row (exactly or one typo or a sound away). */
  complete = false;
  #serial = 0;

  constructor(companies: number) {
    const buffer = new ArrayBuffer(Math.max(1, companies) * 16);
    this.#words = new Uint32Array(buffer);
    this.#floats = new Float32Array(buffer);
  }

  /** Starts a row: earlier rows' scores are forgotten lazily. */
  next(): number {
    this.#serial = (this.#serial + 1) >>> 0;
    if (this.#serial === 0) {
      this.#words.fill(0);
      this.#serial = 1;
    }
    this.touched.length = 0;
    this.best = 0;
    this.complete = false;
    return this.#serial;
  }

  #touch(company: number): number {
    const at = company << 2;
    if (this.#words[at] !== this.#serial) {
      this.#words[at] = this.#serial;
      this.#words[at + 1] = 0;
      this.#floats[at + 2] = 0;
      this.#floats[at + 3] = 0;
      this.touched.push(company);
    }
    return at;
  }

  /** Credits a company for row word `bit` once (the first, best match of the word wins). */
  credit(company: number, bit: number, weight: number): void {
    const at = this.#touch(company);
    const mask = this.#words[at + 1]!;
    if ((mask & bit) !== 0) return;
    this.#words[at + 1] = mask | bit;
    if ((mask | bit) >>> 0 === this.allBits) this.complete = true;
    const score = this.#floats[at + 2]! + weight;
    this.#floats[at + 2] = score;
    if (score > this.best) this.best = score;
  }

  addBonus(company: number, bonus: number): void {
    const at = this.#touch(company);
    this.#floats[at + 3]! += bonus;
  }

  score(company: number): number {
    return this.#floats[(company << 2) + 2]!;
  }

  bonus(company: number): number {
    return this.#floats[(company << 2) + 3]!;
  }
}

/** Entry ranges [start, end) of the given blocks, sorted and merged. */
function blockRanges(index: CompanyIndex, blocks: Set<number>): number[] {
  const a = index.a;
  const sorted = [...blocks].sort((x, y) => x - y);
  const ranges: number[] = [];
  for (const b of sorted) {
    const start = a.blockOffsets[b]!;
    const end = a.blockOffsets[b + 1]!;
    if (ranges.length > 0 && ranges[ranges.length - 1] === start) ranges[ranges.length - 1] = end;
    else ranges.push(start, end);
  }
  return ranges;
}

/** The blocks of the row's postcodes. */
function zipBlocks(index: CompanyIndex, query: RowQuery): Set<number> {
  const a = index.a;
  const blocks = new Set<number>();
  for (const zip of query.zipIds) {
    for (let i = a.zipBlockOffsets[zip]!; i < a.zipBlockOffsets[zip + 1]!; i++) blocks.add(a.zipBlocks[i]!);
  }
  return blocks;
}

/** The blocks of the row's city, without those already read. */
function cityBlocks(index: CompanyIndex, query: RowQuery, read: Set<number>): Set<number> {
  const a = index.a;
  const blocks = new Set<number>();
  if (!query.cityId) return blocks;
  for (let i = a.cityBlockOffsets[query.cityId]!; i < a.cityBlockOffsets[query.cityId + 1]!; i++) {
    if (!read.has(a.cityBlocks[i]!)) blocks.add(a.cityBlocks[i]!);
  }
  return blocks;
}

/** First position in postings[from, to) whose value is at least `value`. */
function lowerBound(postings: Uint32Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (postings[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Credits the companies of the row's name words: per word, a company is credited once, with its
 * best match. Word matches are read rarest first (exact before fuzzy within a word). A list much
 * longer than the companies found so far is not read: the companies found are checked for its
 * word instead (their names are a few words each), so a common word ('Berlin', 'Sportverein')
 * costs what the rare words found, not its list. Without ranges, lists longer than `cap` are
 * skipped; `budget` bounds the entries read in all.
 */
function scanWords(
  index: CompanyIndex,
  query: RowQuery,
  scratch: RetrievalScratch,
  ranges: number[] | null,
  cap: number,
  budget: number,
): void {
  const a = index.a;
  const { postings, postingOffsets, entryCompany, tokenDf } = a;
  const lists: WordList[] = [];
  query.words.forEach((word, w) => {
    const bit = w < 32 ? 1 << w : 0;
    for (const { token, similarity } of word.matches) {
      lists.push({
        token,
        bit,
        weight: Math.min(index.idf[token]!, word.weight) * similarity,
        exact: similarity === 1,
      });
    }
  });
  // Rarest first; for one word the exact match before its look-alikes (the first credit counts).
  lists.sort((x, y) =>
    x.bit === y.bit && x.exact !== y.exact ? (x.exact ? -1 : 1) : tokenDf[x.token]! - tokenDf[y.token]!,
  );
  let share = 1;
  if (ranges !== null) {
    let inRanges = 0;
    for (let r = 0; r < ranges.length; r += 2) inRanges += ranges[r + 1]! - ranges[r]!;
    share = inRanges / Math.max(1, entryCompany.length);
  }
  let left = budget;
  let scanned = false;
  const deferred: WordList[] = [];
  for (const list of lists) {
    const { token, bit, weight } = list;
    const from = postingOffsets[token]!;
    const to = postingOffsets[token + 1]!;
    const found = scratch.touched.length;
    if (found > 0 && (to - from) * share > VERIFY_FACTOR * found) {
      deferred.push(list);
      continue;
    }
    if (ranges === null) {
      if (to - from > cap || to - from > left) continue;
      scanned = true;
      left -= to - from;
      for (let i = from; i < to; i++) scratch.credit(entryCompany[postings[i]!]!, bit, weight);
      continue;
    }
    scanned = true;
    for (let r = 0; r < ranges.length && left > 0; r += 2) {
      const end = ranges[r + 1]!;
      for (let i = lowerBound(postings, from, to, ranges[r]!); i < to && postings[i]! < end; i++) {
        scratch.credit(entryCompany[postings[i]!]!, bit, weight);
        left -= 1;
      }
    }
    if (left <= 0) break;
  }
  if (deferred.length > 0) verifyWords(index, scratch, deferred);
  if (!scanned && deferred.length === 0 && ranges === null && lists.length > 0) {
    // Every word is frequent: read the start of the rarest word's list.
    const { token, bit } = lists[0]!;
    const from = postingOffsets[token]!;
    const to = Math.min(postingOffsets[token + 1]!, from + Math.min(cap, budget));
    for (let i = from; i < to; i++) scratch.credit(entryCompany[postings[i]!]!, bit, index.idf[token]!);
  }
}

interface WordList {
  token: number;
  bit: number;
  weight: number;
  exact: boolean;
}

/** A list this many times longer than the companies found so far is checked against them instead. */
const VERIFY_FACTOR = 4;

/** Credits the companies found so far for the deferred words their names contain. */
function verifyWords(index: CompanyIndex, scratch: RetrievalScratch, lists: readonly WordList[]): void {
  const a = index.a;
  const found = scratch.touched.slice();
  for (const company of found) {
    for (let n = a.nameOffsets[company]!; n < a.nameOffsets[company + 1]!; n++) {
      for (let t = a.nameTokenOffsets[n]!; t < a.nameTokenOffsets[n + 1]!; t++) {
        const token = a.nameTokens[t]!;
        for (const list of lists) if (list.token === token) scratch.credit(company, list.bit, list.weight);
      }
    }
  }
}

/** Adds the companies an identifier names, with a bonus that lifts them above name-only finds. */
function identifierHits(index: CompanyIndex, query: RowQuery, scratch: RetrievalScratch): void {
  const a = index.a;
  const strong = Math.max(1, query.totalWeight);
  const add = (companies: number[], bonus: number) => {
    if (companies.length > IDENTIFIER_CAP) return;
    for (const c of companies) scratch.addBonus(c, bonus);
  };
  add([...query.providerCompanies], 4 * strong);
  if (query.vat) add(valuesOf(a.exactVat, query.vat), 2 * strong);
  const register = query.row.register;
  const registerKey = register ? registerLookupKey(register.id, register.national, query.row.court) : null;
  if (registerKey) add(valuesOf(a.exactRegister, hash32(registerKey)), strong);
  if (query.emailAddress) add(valuesOf(a.exactEmail, query.emailAddress), strong);
  if (query.urlDomain) add(valuesOf(a.exactDomain, query.urlDomain), strong);
  if (query.emailDomain && query.emailDomain !== query.urlDomain)
    add(valuesOf(a.exactDomain, query.emailDomain), strong);
  if (query.row.phone) add(valuesOf(a.exactPhone, hash32(query.row.phone)), strong);
}

/** Cheap address agreement of a company with the row, for ranking the candidates. */
function addressAffinity(index: CompanyIndex, query: RowQuery, company: number): number {
  const a = index.a;
  let best = 0;
  for (let ad = a.addressOffsets[company]!; ad < a.addressOffsets[company + 1]!; ad++) {
    let s = 0;
    if (query.zipIds.includes(a.addressZip[ad]!)) s += 0.3;
    if (query.cityId && a.addressCity[ad] === query.cityId) s += 0.1;
    if (query.streetId && a.addressStreet[ad] === query.streetId) {
      s += 0.3;
      if (query.streetNumber && a.addressNumber[ad] === query.streetNumber) s += 0.3;
    }
    if (s > best) best = s;
  }
  return best;
}

/**
 * The candidate companies of a row (internal company numbers), most promising first, at most
 * MAX_CANDIDATES.
 */
export function retrieve(index: CompanyIndex, query: RowQuery, scratch: RetrievalScratch): number[] {
  scratch.next();
  const total = query.totalWeight;
  identifierHits(index, query, scratch);
  const good = () => scratch.best >= GOOD_NAME_SHARE * total;
  scratch.allBits = query.words.length >= 32 ? 0xffffffff : (1 << query.words.length) - 1;
  // Every word found in one company (a typo costs weight, not completeness), or nearly all weight.
  const full = () => scratch.complete || scratch.best >= FULL_NAME_SHARE * total;
  if (query.words.length > 0) {
    // Narrowest first: the row's postcode, then its city, then (rare words only) everywhere. After
    // the postcode, the next steps run unless a company with (nearly) the row's whole name was
    // found: a namesake sharing part of the name must not hide a company that moved (issue 15).
    const zips = zipBlocks(index, query);
    if (zips.size > 0) scanWords(index, query, scratch, blockRanges(index, zips), GLOBAL_CAP, Infinity);
    if (zips.size > 0 ? !full() : !good()) {
      const cities = cityBlocks(index, query, zips);
      const narrowed = zips.size > 0 || cities.size > 0;
      if (cities.size > 0) {
        scanWords(
          index,
          query,
          scratch,
          blockRanges(index, cities),
          GLOBAL_CAP,
          zips.size > 0 ? FALLBACK_BUDGET : Infinity,
        );
      }
      if (!narrowed) scanWords(index, query, scratch, null, GLOBAL_CAP, GLOBAL_CAP * 2);
      else if (zips.size > 0 ? !full() : !good())
        scanWords(index, query, scratch, null, FALLBACK_CAP, FALLBACK_BUDGET);
    }
  }

  const pool: { company: number; rank: number }[] = [];
  // Weak partial matches only matter when nothing better was found.
  const minimum = Math.max(MIN_NAME_SHARE * total, RELATIVE_NAME_SHARE * scratch.best);
  for (const c of scratch.touched) {
    const name = scratch.score(c);
    const bonus = scratch.bonus(c);
    if (name < minimum && bonus === 0) continue;
    pool.push({ company: c, rank: name + bonus });
  }
  if (pool.length > MAX_CANDIDATES) {
    const weight = Math.max(1, total);
    for (const p of pool) p.rank += addressAffinity(index, query, p.company) * weight;
    pool.sort((x, y) => y.rank - x.rank || x.company - y.company);
    pool.length = MAX_CANDIDATES;
  } else {
    pool.sort((x, y) => y.rank - x.rank || x.company - y.company);
  }
  return pool.map((p) => p.company);
}
