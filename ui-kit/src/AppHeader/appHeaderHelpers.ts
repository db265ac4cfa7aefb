/** The header shows the user's full name cut to this many characters, ellipsis included (spec 1). */
export const USER_NAME_MAX_LENGTH = 60;

/** Appended to a shortened name; one character, so a shortened name is exactly the limit long. */
const ELLIPSIS = '…';

/** Picture fallback when the account's picture has no MIME type. */
const DEFAULT_PICTURE_MIME = 'image/png';

/** The user's picture as the API returns it (spec 3 User.pictureUrl). */
export interface AvatarPicture {
  /** MIME type of the image, e.g. `image/jpeg`. */
  mime: string;
  /** Raw base64 image data, or already a complete `data:` URL. */
  data: string;
}

/**
 * The `src` of the user's avatar: `data` unchanged when it already is a `data:` URL, otherwise a data
 * URL built from `mime` and the base64 data (line breaks removed). `undefined` when there is no
 * picture, so the avatar falls back to the initials.
 */
export function avatarSrc(picture: AvatarPicture | null | undefined): string | undefined {
  const data = picture?.data.trim();
  if (!picture || !data) return undefined;
  if (/^data:/i.test(data)) return data;
  const mime = picture.mime.trim() || DEFAULT_PICTURE_MIME;
  return `data:${mime};base64,${data.replace(/\s+/g, '')}`;
}

/**
 * Shortens a name to at most `max` characters including the ellipsis (spec 1: 60). Counts code points,
 * so an emoji or a combining pair is never cut in half, and drops spaces before the ellipsis.
 */
export function truncateName(name: string, max: number = USER_NAME_MAX_LENGTH): string {
  const trimmed = name.trim();
  const characters = Array.from(trimmed);
  if (characters.length <= max) return trimmed;
  if (max <= 0) return '';
  return (
    characters
      .slice(0, max - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/**
 * Up to two initials for the avatar fallback: first letters of the first and last word
 * ("Anna-Lena Müller" → "AM"), skipping abbreviated titles such as "Dr." or "Prof.".
 */
export function initials(name: string): string {
  const all = name.trim().split(/\s+/).filter(Boolean);
  const withoutTitles = all.filter((word) => !word.endsWith('.'));
  const words = withoutTitles.length > 0 ? withoutTitles : all;
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}
