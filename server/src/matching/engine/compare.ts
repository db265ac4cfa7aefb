/**
 * Comparison of a row with one candidate, field by field (docs/matching.md, 'Comparison levels'):
 * each field gets a level (same, similar, partial, different, missing) and the name gets the
 * numbers the model needs beyond its level (how much of either name the other covers, and how
 * common the company's name is: the term-frequency adjustment).
 */
import { isForeignLegalForm, legalFormRelation } from '../normalize/name.ts';
import { jaroWinkler, withinOneEdit } from '../normalize/text.ts';
import type { CompanyIndex } from '../index/company-index.ts';
import type { RowQuery } from './retrieve.ts';
import { COMPARISON_LEVELS, MATCH_FIELDS, type ComparisonLevel, type MatchField } from '../types.ts';

/** Level numbers: index into COMPARISON_LEVELS. */
export const SAME = 0;
export const SIMILAR = 1;
export const PARTIAL = 2;
export const DIFFERENT = 3;
export const MISSING = 4;

const [
  F_PROVIDER_ID,
  F_NAME,
  F_LEGAL_FORM,
  F_STREET,
  F_ZIP,
  F_CITY,
  F_COUNTRY,
  F_PHONE,
  F_FAX,
  F_EMAIL,
  F_URL,
  F_VAT_ID,
  F_HR_ID,
] = MATCH_FIELDS.map((_, i) => i) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

function setLevel(levels: Uint8Array, field: number, level: number): void {
  levels[field] = level;
}

export const FIELD_INDEX = Object.fromEntries(MATCH_FIELDS.map((field, i) => [field, i])) as Record<
  MatchField,
  number
>;

export interface Comparison {
  company: number;
  /** Level per field, in MATCH_FIELDS order. */
  levels: Uint8Array;
  /** Share of the company name's word weight the row covers (0..1). */
  nameCoverCompany: number;
  /** Share of the row name's word weight the company covers (0..1). */
  nameCoverRow: number;
  /**
   * The company's whole name is in the row's, which says more ('Stadtwerke Köln - Bäderbetrieb
   * GmbH' for 'Bäderbetrieb GmbH': a parent organisation before the name). Absent counts as false
   * (comparisons decoded from features stored before it existed).
   */
  nameContained?: boolean;
  /** ln(how many names in the index have the company's words), for a same or similar name; else 0. */
  nameFrequency: number;
  /** The address that agrees best is one the company has left. */
  formerAddress: boolean;
}

export function levelName(level: number): ComparisonLevel {
  return COMPARISON_LEVELS[level]!;
}

interface NameScore {
  coverCompany: number;
  coverRow: number;
  allExact: boolean;
}

/**
 * How well a company name (token ids) and the row's words cover each other, weighted by idf.
 * A word counts as matched when it is the same, one edit away or sounds the same (retrieval's
 * matches), or when two neighbouring words of one side are one word of the other
 * ('Adler Apotheke' / 'Adlerapotheke').
 */
function compareName(
  index: CompanyIndex,
  query: RowQuery,
  nameTokens: Uint32Array,
  from: number,
  to: number,
): NameScore {
  const words = query.words;
  const count = to - from;
  if (count === 0 || words.length === 0) return { coverCompany: 0, coverRow: 0, allExact: false };
  const rowBest = new Float64Array(words.length);
  let companyWeight = 0;
  let companyMatched = 0;
  let allExact = count === words.length;
  for (let t = from; t < to; t++) {
    const token = nameTokens[t]!;
    const weight = index.idf[token]!;
    companyWeight += weight;
    let best = 0;
    for (let w = 0; w < words.length; w++) {
      for (const match of words[w]!.matches) {
        if (match.token === token) {
          if (match.similarity > best) best = match.similarity;
          if (match.similarity > rowBest[w]!) rowBest[w] = match.similarity;
          break;
        }
      }
    }
    if (best < 1) {
      allExact = false;
      const text = index.tokens.text(token);
      const next = t + 1 < to ? index.tokens.text(nameTokens[t + 1]!) : null;
      let joinedNext = false;
      for (let w = 0; w < words.length; w++) {
        const word = words[w]!.text;
        if (next !== null && word === text + next) {
          best = 1;
          rowBest[w] = 1;
          joinedNext = true;
        } else if (w + 1 < words.length && word + words[w + 1]!.text === text) {
          best = 1;
          rowBest[w] = 1;
          rowBest[w + 1] = 1;
        }
      }
      if (joinedNext) {
        // The next company word is the second half of the same row word.
        const nextWeight = index.idf[nameTokens[t + 1]!]!;
        companyWeight += nextWeight;
        companyMatched += weight + nextWeight;
        t++;
        continue;
      }
    }
    companyMatched += weight * best;
  }
  let rowWeight = 0;
  let rowMatched = 0;
  for (let w = 0; w < words.length; w++) {
    rowWeight += words[w]!.weight;
    rowMatched += words[w]!.weight * rowBest[w]!;
    if (rowBest[w]! < 1) allExact = false;
  }
  return {
    coverCompany: companyWeight > 0 ? companyMatched / companyWeight : 0,
    coverRow: rowWeight > 0 ? rowMatched / rowWeight : 0,
    allExact,
  };
}

/** A name covers the other completely from this share on (float sums of the same weights). */
const CONTAINED = 0.999;

/**
 * True when the company's name `name` has a number (a word of digits; Roman numerals are digits
 * by now) and the row has one, and they have none in common.
 */
function numbersDiffer(index: CompanyIndex, query: RowQuery, name: number): boolean {
  const a = index.a;
  let companyHasNumber = false;
  for (let t = a.nameTokenOffsets[name]!; t < a.nameTokenOffsets[name + 1]!; t++) {
    const token = a.nameTokens[t]!;
    let numeric = query.levelMemo.numericToken.get(token);
    if (numeric === undefined) {
      numeric = /^\d+$/.test(index.tokens.text(token));
      query.levelMemo.numericToken.set(token, numeric);
    }
    if (!numeric) continue;
    if (query.numbers.includes(token)) return false;
    companyHasNumber = true;
  }
  return companyHasNumber;
}

function nameLevel(score: NameScore): number {
  if (score.allExact) return SAME;
  const low = Math.min(score.coverCompany, score.coverRow);
  const high = Math.max(score.coverCompany, score.coverRow);
  if (low >= 0.75) return SIMILAR;
  if (high >= 0.5) return PARTIAL;
  return DIFFERENT;
}

const ADDRESS_POINTS = [4, 3, 1, 0, 0];

/** Compares the row with candidate `company`. */
export function compare(index: CompanyIndex, query: RowQuery, company: number): Comparison {
  const a = index.a;
  const row = query.row;
  const levels = new Uint8Array(MATCH_FIELDS.length).fill(MISSING);

  // Provider id.
  if (row.providerId)
    setLevel(levels, F_PROVIDER_ID, query.providerCompanies.has(company) ? SAME : DIFFERENT);

  // Name: the best of the company's current and former names.
  let best: NameScore = { coverCompany: 0, coverRow: 0, allExact: false };
  let bestName = a.nameOffsets[company]!;
  if (query.words.length > 0) {
    for (let n = a.nameOffsets[company]!; n < a.nameOffsets[company + 1]!; n++) {
      const score = compareName(
        index,
        query,
        a.nameTokens,
        a.nameTokenOffsets[n]!,
        a.nameTokenOffsets[n + 1]!,
      );
      if (
        score.coverCompany + score.coverRow > best.coverCompany + best.coverRow ||
        (score.allExact && !best.allExact)
      ) {
        best = score;
        bestName = n;
      }
    }
  }
  let nameLvl = query.words.length > 0 ? nameLevel(best) : MISSING;
  // 'Fund V' is not 'Fund VI': numbers on both sides that differ make the name at best partial.
  if (nameLvl <= SIMILAR && query.numbers.length > 0 && numbersDiffer(index, query, bestName))
    nameLvl = PARTIAL;
  setLevel(levels, F_NAME, nameLvl);
  const nameFrequency = nameLvl === SAME || nameLvl === SIMILAR ? Math.log(a.nameFrequency[bestName]!) : 0;

  // Legal form.
  const formId = a.legalForm[company]!;
  if (row.name.legalForm && formId) {
    let form = query.levelMemo.legalForm.get(formId);
    if (form === undefined) {
      const other = index.meta.legalForms[formId]!;
      // A group's foreign form ('Volvo AB' for Volvo Deutschland GmbH) says nothing about the
      // company's own form: missing unless both name the same one.
      form =
        other !== row.name.legalForm && (isForeignLegalForm(other) || isForeignLegalForm(row.name.legalForm))
          ? MISSING
          : LEVEL_OF[legalFormRelation(row.name.legalForm, other)];
      query.levelMemo.legalForm.set(formId, form);
    }
    setLevel(levels, F_LEGAL_FORM, form);
  }

  // Address: the company's address (current or former) that agrees best.
  let bestPoints = -1;
  let bestAddress = a.addressOffsets[company]!;
  let bestZip = MISSING;
  let bestCity = MISSING;
  let bestStreet = MISSING;
  const { zip: memoZip, city: memoCity, streetName: memoStreet } = query.levelMemo;
  for (let ad = a.addressOffsets[company]!; ad < a.addressOffsets[company + 1]!; ad++) {
    const zipId = a.addressZip[ad]!;
    let zip = memoZip.get(zipId);
    if (zip === undefined) memoZip.set(zipId, (zip = zipLevel(index, query, zipId)));
    const cityKey = a.addressCity[ad]! * 2 + (a.addressCityFull[ad] === query.cityFull ? 1 : 0);
    let city = memoCity.get(cityKey);
    if (city === undefined)
      memoCity.set(cityKey, (city = cityLevel(index, query, a.addressCity[ad]!, a.addressCityFull[ad]!)));
    const streetId = a.addressStreet[ad]!;
    let streetName = memoStreet.get(streetId);
    if (streetName === undefined)
      memoStreet.set(streetId, (streetName = streetNameLevel(index, query, streetId)));
    // A district or Ortsteil where the other side has the town ('Ehrenfeld' / 'Köln'): the same
    // postcode says it is one place, whatever the names.
    if (city === DIFFERENT && zip === SAME) city = SIMILAR;
    const street = streetLevel(query, a.addressNumber[ad]!, streetName);
    const points =
      (zip === SAME ? 3 : zip === SIMILAR ? 1 : 0) +
      (city === SAME ? 2 : city === SIMILAR ? 1 : 0) +
      ADDRESS_POINTS[street]!;
    if (points > bestPoints) {
      bestPoints = points;
      bestAddress = ad;
      bestZip = zip;
      bestCity = city;
      bestStreet = street;
    }
  }
  levels[F_ZIP] = bestZip;
  levels[F_CITY] = bestCity;
  levels[F_STREET] = bestStreet;

  // Country.
  const companyCountry = a.country[company]!;
  if (row.country && companyCountry)
    levels[F_COUNTRY] = companyCountry === query.countryId ? SAME : DIFFERENT;

  // Phone and fax (a row's phone may be the company's fax line and the other way round).
  setLevel(levels, F_PHONE, phoneLevel(query.phone, a.phone[company]!, a.fax[company]!, query.phoneTail));
  setLevel(levels, F_FAX, phoneLevel(query.fax, a.fax[company]!, a.phone[company]!, query.faxTail));

  // E-mail and web address.
  setLevel(
    levels,
    F_EMAIL,
    emailLevel(query, a.email[company]!, a.emailDomain[company]!, a.urlDomain[company]!),
  );
  setLevel(
    levels,
    F_URL,
    urlLevel(query, a.urlDomain[company]!, a.urlLabel[company]!, a.emailDomain[company]!),
  );

  // VAT id: a number that fails its check says little either way.
  if (row.vat?.valid && a.vat[company])
    setLevel(levels, F_VAT_ID, a.vat[company] === query.vat ? SAME : DIFFERENT);

  // Register: German numbers repeat across courts.
  if (query.register && a.register[company]) {
    if (a.register[company] !== query.register) setLevel(levels, F_HR_ID, DIFFERENT);
    else if (a.registerNational[company]) setLevel(levels, F_HR_ID, SAME);
    else if (!query.court || !a.court[company]) setLevel(levels, F_HR_ID, SIMILAR);
    else setLevel(levels, F_HR_ID, a.court[company] === query.court ? SAME : DIFFERENT);
  }

  return {
    company,
    levels,
    nameCoverCompany: best.coverCompany,
    nameCoverRow: best.coverRow,
    nameContained: best.coverCompany >= CONTAINED && best.coverRow < CONTAINED,
    nameFrequency,
    formerAddress: bestAddress !== a.addressOffsets[company]! && bestPoints > 0,
  };
}

/** One edit apart, or (same first letter, similar length) Jaro-Winkler at least `minimum`. */
function closeWords(a: string, b: string, minimum: number): boolean {
  if (withinOneEdit(a, b)) return true;
  if (a.charCodeAt(0) !== b.charCodeAt(0) || Math.abs(a.length - b.length) > 3) return false;
  return jaroWinkler(a, b) >= minimum;
}

const LEVEL_OF = { same: SAME, similar: SIMILAR, different: DIFFERENT } as const;

function zipLevel(index: CompanyIndex, query: RowQuery, zip: number): number {
  if (!zip || !query.row.postcode) return MISSING;
  if (query.zipIds.includes(zip)) return SAME;
  const code = index.postcodes.text(zip);
  return code.slice(0, 3) === query.row.postcode.code.padStart(code.length, '0').slice(0, 3)
    ? SIMILAR
    : DIFFERENT;
}

function cityLevel(index: CompanyIndex, query: RowQuery, city: number, full: number): number {
  const rowCity = query.row.city;
  if (!city || !rowCity) return MISSING;
  if (full === query.cityFull) return SAME;
  if (city === query.cityId) return SIMILAR;
  const key = index.cities.text(city);
  if (
    key.length >= 4 &&
    rowCity.key.length >= 4 &&
    (key.startsWith(rowCity.key) || rowCity.key.startsWith(key))
  ) {
    return SIMILAR;
  }
  return closeWords(key, rowCity.key, 0.92) ? SIMILAR : DIFFERENT;
}

/** How the street names compare (SAME, SIMILAR, DIFFERENT or MISSING). */
function streetNameLevel(index: CompanyIndex, query: RowQuery, street: number): number {
  const rowStreet = query.row.street.name;
  if (!street || !rowStreet) return MISSING;
  if (street === query.streetId) return SAME;
  return closeWords(index.streets.text(street), rowStreet, 0.93) ? SIMILAR : DIFFERENT;
}

function streetLevel(query: RowQuery, number: number, name: number): number {
  if (name === MISSING || name === DIFFERENT) return name;
  const numberMissing = !number || !query.streetNumber;
  if (numberMissing) return SIMILAR;
  if (number === query.streetNumber) return name;
  return PARTIAL;
}

function digitCount(x: number): number {
  let n = 1;
  while (x >= 10) {
    x = Math.floor(x / 10);
    n++;
  }
  return n;
}

/** True when the shorter number is how the longer one starts ('…12345' and '…123450'). */
function isPrefix(short: number, long: number, extra: number): boolean {
  return extra > 0 && extra <= 3 && Math.floor(long / 10 ** extra) === short;
}

/** True when `number` ends with the row's unplaced digits and has more digits (an area code). */
function endsWith(number: number, tail: PhoneTail): boolean {
  return number > tail.modulus && number % tail.modulus === tail.value;
}

/**
 * A row's phone against the company's line and its other line (phone or fax). A number the row
 * could not place (`tail`: a local number without area code, or a national one in a row without
 * country) is similar when the company's number ends with it, and otherwise says nothing: its
 * disagreement may be the format's.
 */
function phoneLevel(row: number, company: number, other: number, tail: PhoneTail | null): number {
  if ((!row && !tail) || (!company && !other)) return MISSING;
  if (row && row === company) return SAME;
  if (row && row === other) return SIMILAR;
  if (tail && ((company && endsWith(company, tail)) || (other && endsWith(other, tail)))) return SIMILAR;
  if (!company || !row) return MISSING;
  // The switchboard and a direct line: the same number up to the last digits.
  const la = digitCount(row);
  const lb = digitCount(company);
  if (la >= 9 && lb >= 9) {
    if (isPrefix(row, company, lb - la) || isPrefix(company, row, la - lb)) return SIMILAR;
    if (la === lb && Math.floor(row / 100) === Math.floor(company / 100)) return SIMILAR;
  }
  return tail ? MISSING : DIFFERENT;
}

/** The digits a row's unplaced phone number ends with, as a number and its power of ten. */
export interface PhoneTail {
  value: number;
  modulus: number;
}

function emailLevel(query: RowQuery, address: number, emailDomain: number, urlDomain: number): number {
  const row = query.row.email;
  if (!row) return MISSING;
  if (query.emailAddress && query.emailAddress === address) return SAME;
  if (query.emailDomain && (query.emailDomain === emailDomain || query.emailDomain === urlDomain))
    return SIMILAR;
  if (!address && !emailDomain && !urlDomain) return MISSING;
  return query.emailAddress || query.emailDomain ? DIFFERENT : MISSING;
}

function urlLevel(query: RowQuery, domain: number, label: number, emailDomain: number): number {
  if (!query.urlLabel) return MISSING;
  if (query.urlDomain && query.urlDomain === domain) return SAME;
  if ((query.urlDomain && query.urlDomain === emailDomain) || query.urlLabel === label) return SIMILAR;
  if (!domain && !emailDomain) return MISSING;
  return DIFFERENT;
}
