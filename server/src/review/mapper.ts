/**
 * Pure mapping from the stored matching results to the review page's contract shapes (openapi.yaml
 * ResultRow, Match, FieldEvidence, MappedRow): no database, no HTTP, so every rule here is unit-tested.
 */
import type {
  FieldEvidence,
  MappedRow,
  MappingPair,
  Match,
  MatchData,
} from '@datacare/api-client/generated/types';
import type { UserRecord } from '../users/storage.ts';
import { isPackOpen, parseUnlockList } from '../exports/account.ts';

/** A stored entry of a row (match_candidates): a candidate company or the no-match entry. */
export interface StoredEntry {
  pos: number;
  probability: number;
  is_no_match: number;
  is_selected: number;
  data_pack: string | null;
  /** MatchData as JSON; null for the no-match entry. */
  data: string | null;
  /** JSON `[[field, level, contribution in bits], …]`; null for the no-match entry. */
  explanation: string | null;
  /** 1 when another entry of the row is very likely the same company under another id (migration 0013). */
  possible_duplicate: number;
}

/** What a locked match shows: nothing (the app writes XXXX), spec 2 Review page, 6. */
export const LOCKED_DATA: Readonly<MatchData> = Object.freeze({
  company_name: null,
  zip: null,
  location: null,
  street: null,
  country: null,
  url: null,
  status: null,
});

/**
 * Whether the user may see the companies of a data pack (a country: the candidate's `data_pack`).
 * Spec 5 Export: companies in countries whose data packs are not purchased are locked. The packs
 * are the account's `data_packs` (exports/account.ts; NULL: every pack). A locked match (toMatch
 * with `unlocked: false`) shows no data and no explanation, which would reveal the company too.
 */
export function isPackUnlocked(user: Pick<UserRecord, 'data_packs'>, pack: string | null): boolean {
  return isPackOpen({ dataPacks: parseUnlockList(user.data_packs), unlockedFields: null }, pack);
}

/** A stored explanation: `[[field, level, contribution in bits, notes?], …]` (chunk-store.ts). */
type StoredExplanation = (
  | [FieldEvidence['field'], FieldEvidence['level'], number]
  | [FieldEvidence['field'], FieldEvidence['level'], number, NonNullable<FieldEvidence['notes']>]
)[];

/**
 * A field's contribution as the review card shows it. A field that agrees (`same`, `similar`)
 * never counts against a candidate, one that differs or is absent never for it. Contributions are
 * measured against "none of them" (model.ts explain), so an agreeing value the model weighs below
 * what the same field adds to the no-match option (a similar phone: true matches mostly agree
 * exactly) would read "Telefon ähnlich −4 %". That difference says how often the field agrees at
 * all, not whether this company is the row's; it is folded into the base odds every candidate
 * starts from (the field shows 0: it weighs nothing either way). Explanations stored before
 * issue 15's explanations (agreeing country below missing) read the same way. docs/review.md.
 */
function shownBits(level: string, bits: number): number {
  if ((level === 'same' || level === 'similar') && bits < 0) return 0;
  if ((level === 'different' || level === 'absent') && bits > 0) return 0;
  return bits;
}

/**
 * The fields' shares of a candidate's evidence: each contribution (bits, see {@link shownBits})
 * divided by the sum of the absolute contributions, signed. The absolute shares add up to 1, or are
 * all 0 when no field counted either way. Notes pass through (FieldEvidence.notes).
 */
export function evidenceShares(
  explanation: readonly (readonly [string, string, number, (readonly string[])?])[],
): FieldEvidence[] {
  const shown = explanation.map(([, level, bits]) => shownBits(level, bits));
  const total = shown.reduce((sum, bits) => sum + Math.abs(bits), 0);
  return explanation.map(([field, level, , notes], i) => ({
    field: field as FieldEvidence['field'],
    level: level as FieldEvidence['level'],
    // `|| 0`: a folded weight is 0, never −0 (which would format as "-0 %").
    share: total > 0 ? shown[i]! / total || 0 : 0,
    ...(notes && notes.length > 0 ? { notes: [...notes] as FieldEvidence['notes'] } : {}),
  }));
}

function parseData(text: string | null): MatchData {
  if (text === null) return { ...LOCKED_DATA };
  const data = JSON.parse(text) as Partial<MatchData>;
  return {
    company_name: data.company_name ?? null,
    zip: data.zip ?? null,
    location: data.location ?? null,
    street: data.street ?? null,
    country: data.country ?? null,
    url: data.url ?? null,
    status: data.status ?? null,
  };
}

/**
 * One stored entry as the contract's Match. `unlocked` is isPackUnlocked for the entry's data pack
 * (the no-match entry is always unlocked: it shows no company); a locked match keeps its position,
 * probability and selection but shows no data and no explanation.
 */
export function toMatch(entry: StoredEntry, unlocked: boolean): Match {
  const isNoMatch = entry.is_no_match === 1;
  const isUnlocked = isNoMatch || unlocked;
  return {
    pos: entry.pos,
    probability: entry.probability,
    isNoMatch,
    isUnlocked,
    isSelected: entry.is_selected === 1,
    possibleDuplicate: !isNoMatch && entry.possible_duplicate === 1,
    data: isUnlocked && !isNoMatch ? parseData(entry.data) : { ...LOCKED_DATA },
    explanation:
      isUnlocked && !isNoMatch && entry.explanation !== null
        ? evidenceShares(JSON.parse(entry.explanation) as StoredExplanation)
        : [],
  };
}

function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Reads the review card's values (contract MappedRow) from an uploaded row's cells with the batch's
 * columns and mapping: company_name, zip, location; street, or street_name and street_number
 * joined when street is not mapped; country, or country_code when country is not mapped. Blank and
 * unmapped values are null.
 */
export function mappedRowReader(
  columns: readonly string[],
  mapping: readonly MappingPair[],
): (cells: readonly (string | null)[]) => MappedRow {
  const at = new Map<string, number>();
  for (const { internalField, customerField } of mapping) {
    const index = columns.indexOf(customerField);
    if (index >= 0) at.set(internalField, index);
  }
  return (cells) => {
    const value = (field: string): string | null => {
      const index = at.get(field);
      return index === undefined ? null : clean(cells[index]);
    };
    const street = at.has('street')
      ? value('street')
      : clean([value('street_name'), value('street_number')].filter((v) => v !== null).join(' '));
    return {
      company_name: value('company_name'),
      zip: value('zip'),
      location: value('location'),
      street,
      country: at.has('country') ? value('country') : value('country_code'),
    };
  };
}
