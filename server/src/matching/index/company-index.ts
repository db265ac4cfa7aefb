/**
 * The in-memory company index (docs/matching.md, 'The index'): every company's normalised fields
 * in columns of typed arrays, a token dictionary with document frequencies, posting lists over
 * address entries sorted by postcode and city (so a lookup narrowed to a postcode reads one short
 * stretch of each list), typo tolerance through a deletion neighbourhood and a phonetic key per
 * token, and exact maps for provider id, VAT id, register number, domain, e-mail and phone.
 *
 * All arrays sit on SharedArrayBuffers: the worker threads share one copy, and the cache file
 * (cache.ts) is these arrays written one after the other.
 */
import type { SectionArray } from './buffers.ts';
import { DictionaryReader, type Dictionary } from './dictionary.ts';
import type { MultiMap } from './multimap.ts';

/** Bump when the layout or the normalisation changes: older cache files are rebuilt. */
export const INDEX_FORMAT_VERSION = 3;

export interface IndexMeta {
  version: number;
  /** Fingerprint of the source the index was built from (source.ts). */
  fingerprint: string;
  companies: number;
  names: number;
  addresses: number;
  entries: number;
  builtAt: string;
  /** Lookup tables of the small-number columns; index 0 means "none". */
  legalForms: string[];
  countries: string[];
  statuses: string[];
}

/** The arrays of the index, grouped; every leaf is a typed array on a SharedArrayBuffer. */
export interface IndexArrays {
  tokens: Dictionary;
  /** Companies whose names contain the token. */
  tokenDf: Uint32Array;
  /** hash(one-deletion variant of a token) -> token id. */
  deletions: MultiMap;
  /** hash(Kölner Phonetik of a token) -> token id. */
  phonetic: MultiMap;
  postcodes: Dictionary;
  cities: Dictionary;
  streets: Dictionary;

  /** company -> its names (current first, then former), as ranges of name ids. */
  nameOffsets: Uint32Array;
  nameTokenOffsets: Uint32Array;
  nameTokens: Uint32Array;
  /** How many names in the index have this name's words (the term-frequency adjustment). */
  nameFrequency: Uint32Array;

  /** company -> its addresses (current first, then former). */
  addressOffsets: Uint32Array;
  addressZip: Uint32Array;
  addressCity: Uint32Array;
  /** hash of the city's full form. */
  addressCityFull: Uint32Array;
  addressStreet: Uint32Array;
  /** hash of the house number key. */
  addressNumber: Uint32Array;

  legalForm: Uint8Array;
  country: Uint8Array;
  status: Uint8Array;
  /** E.164 digits as a number, 0 for none. */
  phone: Float64Array;
  fax: Float64Array;
  /** hashes, 0 for none. */
  urlDomain: Uint32Array;
  urlLabel: Uint32Array;
  email: Uint32Array;
  /** hash of the e-mail's domain when it is not a free-mail domain. */
  emailDomain: Uint32Array;
  vat: Uint32Array;
  /** hash of 'HRB 12345' / 'FN 123456a' / 'UID 123456789'. */
  register: Uint32Array;
  /** hash of the register court key. */
  court: Uint32Array;
  /** 1 when the register number is unique in its country (FN, UID). */
  registerNational: Uint8Array;
  /** UTF-8 display record per company (provider id, name, zip, city, street, country, url, status, data pack). */
  displayOffsets: Float64Array;
  display: Uint8Array;

  /** entry -> company; entries are (company, address) pairs sorted by postcode and city. */
  entryCompany: Uint32Array;
  /** Runs of entries with one postcode and city. */
  blockOffsets: Uint32Array;
  zipBlockOffsets: Uint32Array;
  zipBlocks: Uint32Array;
  cityBlockOffsets: Uint32Array;
  cityBlocks: Uint32Array;
  /** token -> entries whose company has the token in one of its names, ascending. */
  postingOffsets: Uint32Array;
  postings: Uint32Array;

  exactProvider: MultiMap;
  exactVat: MultiMap;
  exactRegister: MultiMap;
  exactDomain: MultiMap;
  exactEmail: MultiMap;
  exactPhone: MultiMap;
}

export interface CompanyIndexData {
  meta: IndexMeta;
  arrays: IndexArrays;
}

/** The separator of the display record's fields. */
export const DISPLAY_SEPARATOR = '\u001f';

/** The display record's fields, in order. */
export const DISPLAY_FIELDS = [
  'provider_id',
  'company_name',
  'zip',
  'location',
  'street',
  'country',
  'url',
  'status',
  'data_pack',
] as const;

/** Every leaf array with its dotted path ('tokens.chars'), in a fixed order (cache file, transfer). */
export function flattenArrays(arrays: IndexArrays): [string, SectionArray][] {
  const out: [string, SectionArray][] = [];
  const walk = (prefix: string, value: object) => {
    for (const key of Object.keys(value).sort()) {
      const child = (value as Record<string, unknown>)[key];
      const path = prefix ? `${prefix}.${key}` : key;
      if (ArrayBuffer.isView(child)) out.push([path, child as SectionArray]);
      else if (child && typeof child === 'object') walk(path, child);
    }
  };
  walk('', arrays);
  return out;
}

/** The inverse of flattenArrays. */
export function unflattenArrays(sections: readonly (readonly [string, SectionArray])[]): IndexArrays {
  const root: Record<string, unknown> = {};
  for (const [path, array] of sections) {
    const parts = path.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = array;
  }
  return root as unknown as IndexArrays;
}

/**
 * The index with its readers: what the retrieval and the scorer use. One per thread; the arrays
 * are shared, the string caches are not.
 */
export class CompanyIndex {
  readonly meta: IndexMeta;
  readonly a: IndexArrays;
  readonly tokens: DictionaryReader;
  readonly postcodes: DictionaryReader;
  readonly cities: DictionaryReader;
  readonly streets: DictionaryReader;
  /** ln(companies / df): a token's weight. */
  readonly idf: Float32Array;
  /** The weight of a word the index does not know: rarer than any known one. */
  readonly unknownIdf: number;

  constructor(data: CompanyIndexData) {
    this.meta = data.meta;
    this.a = data.arrays;
    this.tokens = new DictionaryReader(this.a.tokens);
    this.postcodes = new DictionaryReader(this.a.postcodes);
    this.cities = new DictionaryReader(this.a.cities);
    this.streets = new DictionaryReader(this.a.streets);
    const n = Math.max(1, this.meta.companies);
    const df = this.a.tokenDf;
    this.idf = new Float32Array(df.length);
    for (let t = 1; t < df.length; t++) this.idf[t] = Math.log((n + 1) / (df[t]! + 0.5));
    this.unknownIdf = Math.log((n + 1) / 0.5);
  }

  get size(): number {
    return this.meta.companies;
  }

  get data(): CompanyIndexData {
    return { meta: this.meta, arrays: this.a };
  }

  /** The display record of a company. */
  display(company: number): Record<(typeof DISPLAY_FIELDS)[number], string | null> {
    const start = this.a.displayOffsets[company]!;
    const end = this.a.displayOffsets[company + 1]!;
    const text = Buffer.from(this.a.display.buffer, this.a.display.byteOffset + start, end - start).toString(
      'utf8',
    );
    const parts = text.split(DISPLAY_SEPARATOR);
    const record = {} as Record<(typeof DISPLAY_FIELDS)[number], string | null>;
    DISPLAY_FIELDS.forEach((field, i) => {
      const value = parts[i] ?? '';
      record[field] = value === '' ? null : value;
    });
    return record;
  }
}
