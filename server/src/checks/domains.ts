/**
 * The registrable domain of a host ('www.shop.example.co.uk' → 'example.co.uk'), which decides
 * whether a website's redirect stays within its domain. Without the full public suffix list (not
 * a dependency) it knows the second-level suffixes of the markets the product serves and the most
 * common others; elsewhere the last two labels are the registrable domain.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.at',
  'or.at',
  'gv.at',
  'ac.at',
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.za',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.kr',
  'co.in',
  'com.br',
  'com.cn',
  'com.mx',
  'com.tr',
  'com.pl',
  'com.es',
  'com.ar',
  'com.sg',
  'com.hk',
  'gouv.fr',
  'asso.fr',
]);

export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2 || /^[\d.]+$/.test(host) || host.includes(':')) return labels.join('.');
  const lastTwo = labels.slice(-2).join('.');
  return TWO_LABEL_SUFFIXES.has(lastTwo) ? labels.slice(-3).join('.') : lastTwo;
}
