/**
 * Builds the company index from company records streamed one at a time (source.ts reads them
 * from the company database). Memory: the finished arrays plus, while building, one map of name
 * keys and the dictionaries; never the records themselves.
 */
import { COMPANY_STATUSES, type CompanyRecord, type FormerAddress } from '../../companies/model.ts';
import { normalizeCity } from '../normalize/city.ts';
import { normalizeEmail } from '../normalize/email.ts';
import { nameKey, normalizeCompanyName } from '../normalize/name.ts';
import { toE164 } from '../normalize/phone.ts';
import { normalizePostcode } from '../normalize/postcode.ts';
import { normalizeCourt, normalizeRegister } from '../normalize/register.ts';
import { houseNumberKey, normalizeStreet, streetNameKey } from '../normalize/street.ts';
import { colognePhonetic, hash32, memoize } from '../normalize/text.ts';
import { registrableDomain } from '../normalize/url.ts';
import { normalizeVat } from '../normalize/vat.ts';
import { Growable, sharedArray } from './buffers.ts';
import {
  DISPLAY_SEPARATOR,
  INDEX_FORMAT_VERSION,
  type CompanyIndexData,
  type IndexArrays,
} from './company-index.ts';
import { DictionaryBuilder } from './dictionary.ts';
import { MultiMapBuilder } from './multimap.ts';

/** The fields of a company the index reads (a CompanyRecord has them all). */
export type IndexableCompany = Pick<
  CompanyRecord,
  | 'provider_id'
  | 'company_name'
  | 'legal_form'
  | 'street'
  | 'street_name'
  | 'street_number'
  | 'zip'
  | 'location'
  | 'country'
  | 'country_code'
  | 'hr_id'
  | 'hr_location'
  | 'vat_id'
  | 'email'
  | 'phone'
  | 'fax'
  | 'url'
  | 'status'
  | 'data_pack'
  | 'former_names'
> & { former_addresses: readonly FormerAddress[] };

/**
 * The exact-map key of a register entry: German numbers repeat at every court, so their key
 * includes the court (a row without a court finds the company by name and place instead);
 * Firmenbuch numbers and Swiss UIDs are unique in their country.
 */
export function registerLookupKey(id: string, national: boolean, court: string | null): string | null {
  if (national) return id;
  return court ? `${id}@${court}` : null;
}

/** Tokens shorter than this get no typo lookups: one edit turns them into too many other words. */
export const MIN_FUZZY_LENGTH = 4;

/** The one-deletion variants of a word ('haus' -> 'aus', 'hus', 'has', 'hau'). */
export function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const variant = word.slice(0, i) + word.slice(i + 1);
    if (out[out.length - 1] !== variant) out.push(variant);
  }
  return out;
}

const encoder = new TextEncoder();

// Addresses, courts and name words repeat across millions of companies: normalise each once.
const cityOf = memoize(normalizeCity);
const streetOf = memoize(normalizeStreet);
const streetNameOf = memoize(streetNameKey);
const courtOf = memoize(normalizeCourt);
const postcodeOf = memoize((key: string) => {
  const [country, zip] = key.split('|') as [string, string];
  return normalizePostcode(zip, country || null);
});

/** Adds companies one by one, then packs the index. */
export class IndexBuilder {
  #count = 0;
  readonly #tokens = new DictionaryBuilder();
  readonly #postcodes = new DictionaryBuilder();
  readonly #cities = new DictionaryBuilder();
  readonly #streets = new DictionaryBuilder();
  readonly #legalForms = new DictionaryBuilder();
  readonly #countries = new DictionaryBuilder();
  readonly #statuses = new DictionaryBuilder();
  readonly #df = new Growable<Uint32Array>(Uint32Array);
  readonly #dfStamp = new Growable<Uint32Array>(Uint32Array);

  readonly #nameOffsets = new Growable<Uint32Array>(Uint32Array);
  readonly #nameTokenOffsets = new Growable<Uint32Array>(Uint32Array);
  readonly #nameTokens = new Growable<Uint32Array>(Uint32Array);
  readonly #nameKeys = new Growable<Uint32Array>(Uint32Array);
  readonly #nameKeyCounts = new Map<number, number>();

  readonly #addressOffsets = new Growable<Uint32Array>(Uint32Array);
  readonly #addressZip = new Growable<Uint32Array>(Uint32Array);
  readonly #addressCity = new Growable<Uint32Array>(Uint32Array);
  readonly #addressCityFull = new Growable<Uint32Array>(Uint32Array);
  readonly #addressStreet = new Growable<Uint32Array>(Uint32Array);
  readonly #addressNumber = new Growable<Uint32Array>(Uint32Array);

  readonly #legalForm = new Growable<Uint8Array>(Uint8Array);
  readonly #country = new Growable<Uint8Array>(Uint8Array);
  readonly #status = new Growable<Uint8Array>(Uint8Array);
  readonly #phone = new Growable<Float64Array>(Float64Array);
  readonly #fax = new Growable<Float64Array>(Float64Array);
  readonly #urlDomain = new Growable<Uint32Array>(Uint32Array);
  readonly #urlLabel = new Growable<Uint32Array>(Uint32Array);
  readonly #email = new Growable<Uint32Array>(Uint32Array);
  readonly #emailDomain = new Growable<Uint32Array>(Uint32Array);
  readonly #vat = new Growable<Uint32Array>(Uint32Array);
  readonly #register = new Growable<Uint32Array>(Uint32Array);
  readonly #court = new Growable<Uint32Array>(Uint32Array);
  readonly #registerNational = new Growable<Uint8Array>(Uint8Array);
  readonly #displayOffsets = new Growable<Float64Array>(Float64Array);
  readonly #display: Growable<Uint8Array>;

  readonly #exactProvider = new MultiMapBuilder();
  readonly #exactVat = new MultiMapBuilder();
  readonly #exactRegister = new MultiMapBuilder();
  readonly #exactDomain = new MultiMapBuilder();
  readonly #exactEmail = new MultiMapBuilder();
  readonly #exactPhone = new MultiMapBuilder();

  /** `expected` companies pre-size the display buffer (about 130 bytes a company). */
  constructor(expected = 0) {
    this.#display = new Growable<Uint8Array>(Uint8Array, Math.max(1024, expected * 140));
    this.#nameOffsets.push(0);
    this.#nameTokenOffsets.push(0);
    this.#addressOffsets.push(0);
    this.#displayOffsets.push(0);
    this.#df.push(0);
    this.#dfStamp.push(0);
    this.#legalForms.intern('');
    this.#countries.intern('');
    for (const status of COMPANY_STATUSES) this.#statuses.intern(status);
  }

  get count(): number {
    return this.#count;
  }

  #token(text: string): number {
    const id = this.#tokens.intern(text);
    if (id === this.#df.length) {
      this.#df.push(0);
      this.#dfStamp.push(0);
    }
    return id;
  }

  add(company: IndexableCompany): void {
    const c = this.#count++;
    const stamp = c + 1;
    const country = company.country_code || null;

    // Names: the current one, then former ones; the legal form of the record wins over the detected one.
    let legalForm = company.legal_form;
    const names = [company.company_name, ...company.former_names];
    names.forEach((name, i) => {
      const normalized = normalizeCompanyName(name, country);
      if (i === 0 && !legalForm) legalForm = normalized.legalForm;
      for (const token of normalized.tokens) {
        const id = this.#token(token);
        this.#nameTokens.push(id);
        if (this.#dfStamp.get(id) !== stamp) {
          this.#dfStamp.set(id, stamp);
          this.#df.set(id, this.#df.get(id) + 1);
        }
      }
      this.#nameTokenOffsets.push(this.#nameTokens.length);
      const key = hash32(nameKey(normalized.tokens));
      this.#nameKeys.push(key);
      this.#nameKeyCounts.set(key, (this.#nameKeyCounts.get(key) ?? 0) + 1);
    });
    this.#nameOffsets.push(this.#nameTokenOffsets.length - 1);

    // Addresses: current, then former.
    const current = company.street_name
      ? { name: streetNameOf(company.street_name), number: houseNumberKey(company.street_number) }
      : company.street
        ? streetOf(company.street)
        : { name: null, number: null };
    this.#address(current, company.zip, company.location, country);
    for (const former of company.former_addresses) {
      this.#address(
        former.street ? streetOf(former.street) : { name: null, number: null },
        former.zip,
        former.location,
        former.country_code || country,
      );
    }
    this.#addressOffsets.push(this.#addressZip.length);

    this.#legalForm.push(legalForm ? this.#legalForms.intern(legalForm) : 0);
    this.#country.push(country ? this.#countries.intern(country) : 0);
    this.#status.push(this.#statuses.intern(company.status));

    const phone = toE164(company.phone, country);
    this.#phone.push(phone ? Number(phone.slice(1)) : 0);
    if (phone) this.#exactPhone.add(hash32(phone), c);
    const fax = toE164(company.fax, country);
    this.#fax.push(fax ? Number(fax.slice(1)) : 0);

    const url = registrableDomain(company.url);
    this.#urlDomain.push(url?.domain ? hash32(url.domain) : 0);
    this.#urlLabel.push(url ? hash32(url.label) : 0);
    if (url?.domain) this.#exactDomain.add(hash32(url.domain), c);
    const email = normalizeEmail(company.email);
    this.#email.push(email?.address ? hash32(email.address) : 0);
    const emailDomain = email?.domain && !email.freemail ? hash32(email.domain) : 0;
    this.#emailDomain.push(emailDomain);
    if (email?.address) this.#exactEmail.add(hash32(email.address), c);
    if (emailDomain && emailDomain !== (url?.domain ? hash32(url.domain) : 0))
      this.#exactDomain.add(emailDomain, c);

    const vat = normalizeVat(company.vat_id);
    this.#vat.push(vat ? hash32(vat.id) : 0);
    if (vat) this.#exactVat.add(hash32(vat.id), c);
    const register = normalizeRegister(company.hr_id);
    this.#register.push(register ? hash32(register.id) : 0);
    this.#registerNational.push(register?.national ? 1 : 0);
    const court = company.hr_location ? courtOf(company.hr_location) : null;
    this.#court.push(court ? hash32(court) : 0);
    const registerKey = register ? registerLookupKey(register.id, register.national, court) : null;
    if (registerKey) this.#exactRegister.add(hash32(registerKey), c);

    this.#exactProvider.add(hash32(company.provider_id), c);
    const display = [
      company.provider_id,
      company.company_name,
      company.zip,
      company.location,
      company.street,
      company.country,
      company.url,
      company.status,
      company.data_pack,
    ]
      .map((value) => (value ?? '').replaceAll(DISPLAY_SEPARATOR, ' '))
      .join(DISPLAY_SEPARATOR);
    this.#display.append(encoder.encode(display));
    this.#displayOffsets.push(this.#display.length);
  }

  #address(
    street: { name: string | null; number: string | null },
    zip: string | null,
    location: string | null,
    country: string | null,
  ): void {
    const postcode = zip ? postcodeOf(`${country ?? ''}|${zip}`) : null;
    this.#addressZip.push(postcode ? this.#postcodes.intern(postcode.code) : 0);
    const city = location ? cityOf(location) : null;
    this.#addressCity.push(city ? this.#cities.intern(city.key) : 0);
    this.#addressCityFull.push(city ? hash32(city.full) : 0);
    this.#addressStreet.push(street.name ? this.#streets.intern(street.name) : 0);
    this.#addressNumber.push(street.number ? hash32(street.number) : 0);
  }

  /** Packs everything into the index's arrays. */
  finish(fingerprint: string): CompanyIndexData {
    const companies = this.#count;
    const tokenCount = this.#tokens.size;
    const nameOffsets = this.#nameOffsets.toShared();
    const nameTokenOffsets = this.#nameTokenOffsets.toShared();
    const nameTokens = this.#nameTokens.toShared();
    const addressOffsets = this.#addressOffsets.toShared();
    const addressZip = this.#addressZip.toShared();
    const addressCity = this.#addressCity.toShared();
    const names = nameTokenOffsets.length - 1;
    const addresses = addressZip.length;

    const nameFrequency = sharedArray('u32', names);
    for (let n = 0; n < names; n++) nameFrequency[n] = this.#nameKeyCounts.get(this.#nameKeys.get(n)) ?? 1;
    this.#nameKeyCounts.clear();
    this.#nameKeys.clear();

    // Entries (company, address) sorted by postcode, then city: two stable counting sorts.
    const entryCompanyUnsorted = new Uint32Array(addresses);
    for (let c = 0; c < companies; c++) {
      for (let a = addressOffsets[c]!; a < addressOffsets[c + 1]!; a++) entryCompanyUnsorted[a] = c;
    }
    const byCity = countingSort(addressCity, this.#cities.size, identity(addresses));
    const order = countingSort(addressZip, this.#postcodes.size, byCity);
    const entryCompany = sharedArray('u32', addresses);
    for (let e = 0; e < addresses; e++) entryCompany[e] = entryCompanyUnsorted[order[e]!]!;

    // Blocks: runs of one (postcode, city); which blocks each postcode and city has.
    const blockStarts: number[] = [];
    const blockZip: number[] = [];
    const blockCity: number[] = [];
    for (let e = 0; e < addresses; e++) {
      const a = order[e]!;
      const zip = addressZip[a]!;
      const city = addressCity[a]!;
      if (e === 0 || zip !== blockZip.at(-1) || city !== blockCity.at(-1)) {
        blockStarts.push(e);
        blockZip.push(zip);
        blockCity.push(city);
      }
    }
    const blockOffsets = sharedArray('u32', blockStarts.length + 1);
    blockStarts.forEach((start, b) => (blockOffsets[b] = start));
    blockOffsets[blockStarts.length] = addresses;
    const [zipBlockOffsets, zipBlocks] = groupBy(blockZip, this.#postcodes.size);
    const [cityBlockOffsets, cityBlocks] = groupBy(blockCity, this.#cities.size);

    // Postings: for each entry in order, the distinct tokens of its company's names.
    const postingOffsets = sharedArray('u32', tokenCount + 1);
    const seen = new Uint32Array(tokenCount);
    const forEachToken = (company: number, stamp: number, each: (token: number) => void) => {
      for (let n = nameOffsets[company]!; n < nameOffsets[company + 1]!; n++) {
        for (let t = nameTokenOffsets[n]!; t < nameTokenOffsets[n + 1]!; t++) {
          const token = nameTokens[t]!;
          if (seen[token] === stamp) continue;
          seen[token] = stamp;
          each(token);
        }
      }
    };
    for (let e = 0; e < addresses; e++)
      forEachToken(entryCompany[e]!, e + 1, (t) => postingOffsets[t + 1]!++);
    for (let t = 0; t < tokenCount; t++) postingOffsets[t + 1]! += postingOffsets[t]!;
    const postings = sharedArray('u32', postingOffsets[tokenCount]!);
    const fill = postingOffsets.slice(0, tokenCount);
    seen.fill(0);
    for (let e = 0; e < addresses; e++)
      forEachToken(entryCompany[e]!, e + 1, (t) => (postings[fill[t]!++] = e));

    // Typo tolerance over the token dictionary.
    const deletionMap = new MultiMapBuilder();
    const phoneticMap = new MultiMapBuilder();
    for (let t = 1; t < tokenCount; t++) {
      const token = this.#tokens.strings[t]!;
      if (token.length < MIN_FUZZY_LENGTH || /^\d+$/.test(token)) continue;
      for (const variant of deletions(token)) deletionMap.add(hash32(variant), t);
      const code = colognePhonetic(token);
      if (code.length >= 2) phoneticMap.add(hash32(code), t);
    }

    const arrays: IndexArrays = {
      tokens: this.#tokens.build(),
      tokenDf: this.#df.toShared(),
      deletions: deletionMap.build(),
      phonetic: phoneticMap.build(),
      postcodes: this.#postcodes.build(),
      cities: this.#cities.build(),
      streets: this.#streets.build(),
      nameOffsets,
      nameTokenOffsets,
      nameTokens,
      nameFrequency,
      addressOffsets,
      addressZip,
      addressCity,
      addressCityFull: this.#addressCityFull.toShared(),
      addressStreet: this.#addressStreet.toShared(),
      addressNumber: this.#addressNumber.toShared(),
      legalForm: this.#legalForm.toShared(),
      country: this.#country.toShared(),
      status: this.#status.toShared(),
      phone: this.#phone.toShared(),
      fax: this.#fax.toShared(),
      urlDomain: this.#urlDomain.toShared(),
      urlLabel: this.#urlLabel.toShared(),
      email: this.#email.toShared(),
      emailDomain: this.#emailDomain.toShared(),
      vat: this.#vat.toShared(),
      register: this.#register.toShared(),
      court: this.#court.toShared(),
      registerNational: this.#registerNational.toShared(),
      displayOffsets: this.#displayOffsets.toShared(),
      display: this.#display.toShared(),
      entryCompany,
      blockOffsets,
      zipBlockOffsets,
      zipBlocks,
      cityBlockOffsets,
      cityBlocks,
      postingOffsets,
      postings,
      exactProvider: this.#exactProvider.build(),
      exactVat: this.#exactVat.build(),
      exactRegister: this.#exactRegister.build(),
      exactDomain: this.#exactDomain.build(),
      exactEmail: this.#exactEmail.build(),
      exactPhone: this.#exactPhone.build(),
    };
    return {
      meta: {
        version: INDEX_FORMAT_VERSION,
        fingerprint,
        companies,
        names,
        addresses,
        entries: addresses,
        builtAt: new Date().toISOString(),
        legalForms: this.#legalForms.strings,
        countries: this.#countries.strings,
        statuses: this.#statuses.strings,
      },
      arrays,
    };
  }
}

function identity(n: number): Uint32Array {
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/** A stable counting sort of `order` by key[order[i]] (keys below `range`). */
function countingSort(key: Uint32Array, range: number, order: Uint32Array): Uint32Array {
  const counts = new Uint32Array(range + 1);
  for (let i = 0; i < order.length; i++) counts[key[order[i]!]! + 1]!++;
  for (let k = 0; k < range; k++) counts[k + 1]! += counts[k]!;
  const out = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) out[counts[key[order[i]!]!]!++] = order[i]!;
  return out;
}

/** CSR lists of the block numbers per key (keys below `range`), blocks in ascending order. */
function groupBy(blockKey: readonly number[], range: number): [Uint32Array, Uint32Array] {
  const offsets = sharedArray('u32', range + 1);
  for (const key of blockKey) offsets[key + 1]!++;
  for (let k = 0; k < range; k++) offsets[k + 1]! += offsets[k]!;
  const blocks = sharedArray('u32', blockKey.length);
  const fill = offsets.slice(0, range);
  blockKey.forEach((key, b) => (blocks[fill[key]!++] = b));
  return [offsets, blocks];
}
