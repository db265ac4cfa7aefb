/**
 * Web addresses to their registrable domain ('https://www.shop.mueller-bau.de/impressum' ->
 * 'mueller-bau.de'), forgiving the ways exports break them ('www,mueller.de', 'http//www…',
 * 'htp://…', 'www.mueller .de'). An address without a top-level domain keeps its label
 * ('www.mueller-bau' -> label 'mueller-bau'), which the scorer can still compare.
 */

export interface NormalizedDomain {
  /** eTLD+1, lower case, or null when the address has no top-level domain. */
  domain: string | null;
  /** The label left of the public suffix ('mueller-bau'). */
  label: string;
}

/** Second-level public suffixes that occur in the product's countries and among their customers. */
const MULTI_PART_SUFFIXES = new Set([
  'co.at',
  'or.at',
  'gv.at',
  'ac.at',
  'priv.at',
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'ltd.uk',
  'plc.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'co.za',
  'com.br',
  'com.cn',
  'com.tr',
  'com.pl',
  'co.il',
  'co.in',
  'com.mx',
]);

/** 'https://www.mueller-bau.de/' and the like: groups 2 and 3 are the label and the top-level domain. */
const CLEAN_ADDRESS = /^(https?:\/\/)?(?:www\.)?([a-z0-9-]+)\.([a-z]{2,})\/?$/;

/** Registrable domain of a host name or URL; null when nothing host-like is left. */
export function registrableDomain(raw: string | null | undefined): NormalizedDomain | null {
  if (!raw) return null;
  // The common case, a clean address of a second-level domain, without the repairs below.
  const clean = CLEAN_ADDRESS.exec(raw);
  if (clean && !MULTI_PART_SUFFIXES.has(clean[3]!))
    return { domain: `${clean[2]}.${clean[3]}`, label: clean[2]! };
  let text = raw.trim().toLowerCase();
  if (text === '') return null;
  text = text
    .replace(/^[a-z]{2,6}:?\/\/?/, '')
    .replace(/^[a-z]{2,6}:(?=[^/])/, '')
    .replace(/,/g, '.')
    .replace(/\s+/g, '');
  text = text.replace(/^[^@]*@/, '');
  text = text.split(/[/?#]/)[0]!.replace(/:\d*$/, '').replace(/\.+$/, '');
  text = text.replace(/^www\d*\./, '').replace(/\.{2,}/g, '.');
  if (/[^\p{L}\p{N}.-]/u.test(text) || text === '') return null;
  if (/[\u0080-\uffff]/.test(text)) {
    try {
      text = new URL(`http://${text}`).hostname;
    } catch {
      return null;
    }
  }
  const labels = text.split('.').filter(Boolean);
  if (labels.length === 0) return null;
  if (labels.length === 1 || /^\d+$/.test(labels.at(-1)!)) {
    return labels.length === 1 && labels[0] !== 'www' && labels[0]!.length >= 2
      ? { domain: null, label: labels[0]! }
      : null;
  }
  const lastTwo = labels.slice(-2).join('.');
  const size = MULTI_PART_SUFFIXES.has(lastTwo) && labels.length >= 3 ? 3 : 2;
  const registrable = labels.slice(-size);
  if (registrable[0] === 'www') return null;
  return { domain: registrable.join('.'), label: registrable[0]! };
}
