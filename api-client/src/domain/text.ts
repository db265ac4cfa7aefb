import {
  COMPANY_LIST_NAME_MAX,
  COMPANY_LIST_NAME_MIN,
  DEFAULT_TAG,
  FILE_NAME_MAX_LENGTH,
  STEP_BAR_FILE_NAME_LENGTH,
  TAG_DISPLAY_LENGTH,
  TAG_MAX_LENGTH,
} from './constants.ts';

/** Appended to shortened text. One character, so a shortened text is exactly `max` long. */
export const ELLIPSIS = '…';

/**
 * Control characters and bidirectional overrides. They come in with uploaded file names
 * (`"` CR LF, RTL override) and would garble or disguise a name on screen (reliability/bad-inputs.md 34).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Lengths count characters (code points), as the server's schema validation does, so an emoji
 * counts once and is never cut in half.
 */
function characters(text: string): string[] {
  return Array.from(text);
}

/** Length in characters (code points), the unit of every length limit here and in the contract. */
export function textLength(text: string): number {
  return characters(text).length;
}

function truncate(text: string, max: number): string {
  const chars = characters(text);
  if (chars.length <= max) return text;
  if (max <= 0) return '';
  return chars.slice(0, max - 1).join('') + ELLIPSIS;
}

/** Removes control and bidi-override characters so a user-supplied name displays as what it is. */
export function sanitizeDisplayName(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/**
 * Shortens a tag for display to at most `max` characters including the ellipsis
 * (spec 9: tag display truncation 100 by default).
 */
export function shortenTag(tag: string, max: number = TAG_DISPLAY_LENGTH): string {
  return truncate(tag, max);
}

/**
 * Splits "name.ext" at the last dot. For display a leading dot (".csv") stays part of the name; for
 * deriving a tag it is an extension, so a file called ".csv" has no name and gets the default tag.
 */
function splitExtension(
  fileName: string,
  leadingDotIsExtension = false,
): { stem: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0 || (dot === 0 && !leadingDotIsExtension)) return { stem: fileName, extension: '' };
  return { stem: fileName.slice(0, dot), extension: fileName.slice(dot) };
}

/** The last path segment, so "../../etc/passwd.csv" or "C:\\x\\a.csv" yield just the file name. */
function baseName(fileName: string): string {
  return fileName.split(/[/\\]/).at(-1)!;
}

/**
 * The tag an import gets by default: the file name without directories and extension, cleaned of
 * control characters, cut to 36 characters; 'import' when nothing is left (spec 3 Import batch).
 */
export function defaultTagFromFileName(fileName: string): string {
  // Spaces around the name end up at the stem's start or in the extension: the trim below takes them.
  const { stem } = splitExtension(sanitizeDisplayName(baseName(fileName)), true);
  const tag = characters(stem.trim()).slice(0, TAG_MAX_LENGTH).join('').trim();
  return tag === '' ? DEFAULT_TAG : tag;
}

/**
 * Shortens a file name for display, keeping the extension: the part before the extension is cut to
 * `max` characters including the ellipsis (spec 5: "Filename shortening to 36 characters before the
 * extension"), so a long name still shows that it is an xlsx or csv file.
 */
export function shortenFileName(fileName: string, max: number = FILE_NAME_MAX_LENGTH): string {
  const { stem, extension } = splitExtension(fileName);
  return truncate(stem, max) + extension;
}

/** The file name on the step bar's upload step, cut to 17 characters including the ellipsis (spec 2, 9). */
export function shortenForStepBar(fileName: string): string {
  return truncate(fileName, STEP_BAR_FILE_NAME_LENGTH);
}

/** Outcome of checking a tag before it is saved. */
export type TagValidation = 'ok' | 'empty' | 'too_long';

/**
 * Checks a tag before saving (spec 4 Tag editing, 5 Tag): an empty or blank tag is not saved, more
 * than 36 characters gives 'The maximum length of characters for the name is {num}'. Checks the
 * trimmed tag; save `tag.trim()`.
 */
export function validateTag(tag: string): TagValidation {
  const trimmed = tag.trim();
  if (trimmed === '') return 'empty';
  if (textLength(trimmed) > TAG_MAX_LENGTH) return 'too_long';
  return 'ok';
}

/** Outcome of checking a company list name. */
export type CompanyListNameValidation = 'ok' | 'empty' | 'too_short' | 'too_long';

/**
 * Checks a company list name before creating or renaming a list (spec 5 Company lists: 3 to 400
 * characters; an empty name in the connect rename gives 'The list name is invalid'). Checks the trimmed name.
 */
export function validateCompanyListName(name: string): CompanyListNameValidation {
  const length = textLength(name.trim());
  if (length === 0) return 'empty';
  if (length < COMPANY_LIST_NAME_MIN) return 'too_short';
  if (length > COMPANY_LIST_NAME_MAX) return 'too_long';
  return 'ok';
}
