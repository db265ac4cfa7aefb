/**
 * Commercial register entries: the register type and number in one spelling ('HR B 12345',
 * 'HRB-Nr. 12345', 'HRB12345' -> HRB 12345), with the register court ('Amtsgericht München',
 * 'AG München', 'München' -> 'munchen'). A German number is unique only at its court, so the key
 * carries the court; an Austrian Firmenbuch number (with its check letter) and a Swiss UID (with
 * its check digit, issue 4's validator) are unique in their country.
 *
 * The Firmenbuch check letter's algorithm is not published: its format (one of the 17 letters the
 * register uses) is checked, not its value.
 */
import { isValidSwissUid } from '../../companies/vat-id.ts';
import { fold, loose } from './text.ts';

export type RegisterType = 'HRA' | 'HRB' | 'VR' | 'GnR' | 'PR' | 'FN' | 'UID';

export interface NormalizedRegister {
  type: RegisterType;
  /** Digits, with the Firmenbuch check letter: '12345', '123456a' (Berlin's trailing 'B' is dropped). */
  number: string;
  /** type and number: 'HRB 12345'. */
  id: string;
  /** Format and, where there is one, check digit or letter right. */
  valid: boolean;
  /** True when the number identifies the company without a court (FN, UID). */
  national: boolean;
}

const TYPES: ReadonlyMap<string, RegisterType> = new Map<string, RegisterType>([
  ['HRA', 'HRA'],
  ['HRB', 'HRB'],
  ['VR', 'VR'],
  ['GNR', 'GnR'],
  ['GENR', 'GnR'],
  ['PR', 'PR'],
  ['PARTR', 'PR'],
  ['FN', 'FN'],
]);

const FN_LETTERS = 'abdfghikmpstvwxyz';

/** The register entry of an hr_id text, or null when it is not one. */
export function normalizeRegister(raw: string | null | undefined): NormalizedRegister | null {
  return normalizeRegisterEntry(raw)?.register ?? null;
}

/** A register entry and the court the same cell names (null when it names none). */
export interface RegisterEntry {
  register: NormalizedRegister;
  court: string | null;
}

/**
 * A register cell as users type it: the number alone ('HRB 12345'), or with its court in the same
 * cell ('HRB 1234 Freiburg', 'Amtsgericht Köln HRB 12345', 'AG Köln, HRB 12345'); Berlin's
 * 'HRB 12345 B' names the court Berlin (Charlottenburg). Null when the cell holds no entry.
 */
export function normalizeRegisterEntry(raw: string | null | undefined): RegisterEntry | null {
  if (!raw) return null;
  const alone = registerOf(raw);
  if (alone)
    return { register: alone, court: /\d\s*B\s*$/i.test(raw) && alone.type !== 'FN' ? 'berlin' : null };
  const found = IN_CELL.exec(raw);
  if (!found) return null;
  const register = registerOf(found[0]);
  if (!register) return null;
  const rest = `${raw.slice(0, found.index)} ${raw.slice(found.index + found[0].length)}`;
  const berlin = /^\s*B\b/.test(raw.slice(found.index + found[0].length)) && register.type !== 'FN';
  const court = normalizeCourt(rest.replace(/^\s*B\b/, ' ').replace(/[,;]/g, ' '));
  return { register, court: court ?? (berlin ? 'berlin' : null) };
}

/** A register type and number inside a longer text ('Amtsgericht Köln HRB 12345'). */
const IN_CELL =
  /\b(?:HR\s?[AB]|VR|GnR|GenR|PartR|PR|FN)(?:[\s.:-]*(?:Nr|Nummer)\.?)?[\s.:-]*\d[\d.\s]{0,8}(?:\s?[a-z](?![a-zäöüß]))?/iu;

/** The register entry of a text that is nothing else. */
function registerOf(raw: string): NormalizedRegister | null {
  const compact = raw.toUpperCase().replace(/[\s.\-/:]/g, '');
  const uid = /^(?:CHE|UID(?:CHE)?)(\d{9})(?:HR|MWST|TVA|IVA)?$/.exec(compact);
  if (uid) {
    const number = uid[1]!;
    return {
      type: 'UID',
      number,
      id: `UID ${number}`,
      valid: isValidSwissUid(`CHE${number}`),
      national: true,
    };
  }
  const match = /^(HRA|HRB|VR|GNR|GENR|PARTR|PR|FN)(?:NR|NUMMER)?(\d{1,7})([A-Z])?$/.exec(compact);
  if (!match) return null;
  const type = TYPES.get(match[1]!)!;
  const digits = String(Number(match[2]));
  const letter = match[3] ?? '';
  if (type === 'FN') {
    const check = letter.toLowerCase();
    const valid = check !== '' && FN_LETTERS.includes(check) && digits.length <= 6;
    return { type, number: `${digits}${check}`, id: `FN ${digits}${check}`, valid, national: true };
  }
  // Berlin (Charlottenburg) writes 'HRB 12345 B', customers often leave the B out: the court
  // already tells Berlin's numbers apart, so the letter is not part of the key.
  if (letter !== '' && letter !== 'B') return null;
  return { type, number: digits, id: `${type} ${digits}`, valid: true, national: false };
}

/** Court aliases: the Berlin register court is Charlottenburg (a Map: the words are the data's). */
const COURT_ALIASES: ReadonlyMap<string, string> = new Map([['charlottenburg', 'berlin']]);

/** The key of a register court: 'Amtsgericht München', 'AG München', 'München' -> 'munchen'. */
export function normalizeCourt(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parts = fold(raw)
    .split(' ')
    .filter(
      (w) =>
        w !== '' &&
        !/^(?:amtsgericht|ag|registergericht|handelsregister|hr|landesgericht|lg|bezirksgericht|handelsgericht)$/.test(
          w,
        ),
    );
  if (parts.length === 0) return null;
  const first =
    parts[0] === 'sankt' || parts[0] === 'st' || parts[0] === 'bad' ? parts.slice(0, 2).join('') : parts[0]!;
  return COURT_ALIASES.get(first) ?? loose(first);
}
