/** A bare host name with an optional path, as company databases often store websites ("www.mueller.de/kontakt"). */
const BARE_HOST = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** Starts with a URL scheme ("https:", "javascript:", "mailto:"). */
const SCHEME = /^[a-z][a-z\d+.-]*:/iu;

/**
 * The link target of a candidate's website, or null when it must not become a link: only http and
 * https URLs are linked (never `javascript:`, `data:` or other schemes), and a bare host like
 * "www.mueller-logistik.de" is linked as https. Anything else stays plain text.
 */
export function websiteHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '' || /\s/u.test(trimmed)) return null;
  const candidate = SCHEME.test(trimmed) ? trimmed : BARE_HOST.test(trimmed) ? `https://${trimmed}` : null;
  if (candidate === null) return null;
  try {
    const parsed = new URL(candidate);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/** A website as people read it: without scheme, "www." kept, no trailing slash ("https://x.de/" → "x.de"). */
export function websiteText(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//iu, '')
    .replace(/\/$/u, '');
}
