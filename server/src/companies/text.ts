const UMLAUTS: ReadonlyMap<string, string> = new Map([
  ['ä', 'ae'],
  ['ö', 'oe'],
  ['ü', 'ue'],
  ['Ä', 'Ae'],
  ['Ö', 'Oe'],
  ['Ü', 'Ue'],
  ['ß', 'ss'],
]);

/** Writes umlauts and ß out the way German keyboards without them do: 'Müller' -> 'Mueller'. */
export function transliterate(text: string): string {
  return text.replace(/[äöüÄÖÜß]/g, (ch) => UMLAUTS.get(ch)!);
}

/** A host-name label from a name: 'Müller & Söhne Haustechnik' -> 'mueller-soehne-haustechnik'. */
export function slugify(text: string): string {
  let ascii = transliterate(text).toLowerCase();
  // Other accents ('é' in 'Biel/Bienne') lose their marks; the common case skips the work.
  if (/[\u0080-\uffff]/.test(ascii)) ascii = ascii.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
