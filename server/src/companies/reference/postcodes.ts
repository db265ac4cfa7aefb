import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A real postcode area with its city, federal state (Land, canton), the register court that keeps
 * the commercial register there and the city's telephone area code without the trunk prefix 0
 * (reference/postcodes.tsv, curated by hand; docs/companies.md says how to extend it).
 */
export interface PostcodeArea {
  country_code: 'DE' | 'AT' | 'CH';
  postcode: string;
  city: string;
  state: string;
  register_court: string;
  /** '221' for Köln: national format '0221 …', international '+49 221 …'. */
  area_code: string;
}

const POSTCODES_FILE = path.join(import.meta.dirname, 'postcodes.tsv');

let cached: readonly PostcodeArea[] | undefined;

/** Every area of postcodes.tsv, read once. */
export function postcodeAreas(): readonly PostcodeArea[] {
  if (cached) return cached;
  const [header, ...lines] = readFileSync(POSTCODES_FILE, 'utf8').trimEnd().split('\n');
  if (header !== 'country_code\tpostcode\tcity\tstate\tregister_court\tarea_code') {
    throw new Error(`${POSTCODES_FILE}: unexpected header`);
  }
  cached = lines.map((line, i) => {
    const [country, postcode, city, state, court, area] = line.split('\t');
    if (
      (country !== 'DE' && country !== 'AT' && country !== 'CH') ||
      !postcode ||
      !city ||
      !state ||
      !court ||
      !area
    ) {
      throw new Error(`${POSTCODES_FILE} line ${i + 2}: expected six tab-separated columns`);
    }
    return {
      country_code: country,
      postcode,
      city,
      state,
      register_court: court,
      area_code: area.replace(/^0/, ''),
    };
  });
  return cached;
}
