/**
 * Text encodings of uploaded csv files (bad-inputs 4-7, issue 21): the bytes are decoded chunk by
 * chunk, so a 100 MB file never exists twice in memory.
 *
 * Detection, in this order:
 * - a byte order mark: UTF-8 (`EF BB BF`), UTF-16LE (`FF FE`, Excel's "Unicode text"), UTF-16BE
 *   (`FE FF`); the mark is stripped;
 * - UTF-16 without a mark, by its NUL pattern (every other byte is 0 in Latin text);
 * - otherwise the decision waits for the first byte over 0x7F (ASCII reads the same in every
 *   candidate), then looks at up to 1 MB from there (at least 64 KB, or the rest of the file):
 *   no invalid UTF-8 sequence, or at least one valid multi-byte sequence per four invalid bytes,
 *   gives UTF-8. So a UTF-8 file with a few broken bytes stays UTF-8 (the broken bytes become U+FFFD
 *   and the csv reader flags their cells) and is never turned into mojibake like `MÃ¼ller`.
 * - Otherwise a single-byte encoding: Windows-1252 (what Excel writes for "CSV" on a German Windows)
 *   or Mac Roman (Excel for Mac's "CSV (Macintosh)"). The bytes that are ä ö ü ß Ä Ö Ü in Mac Roman
 *   are Š š Ÿ § € … † in Windows-1252, and Windows-1252's umlauts are signs like ‰ ˆ ¸ ﬂ in Mac
 *   Roman, so each high byte is scored in both readings by what it becomes and where it stands
 *   (`judgeSingleByte`): a common accented letter inside a word scores high, a sign or a rare
 *   letter between letters low. The better reading wins (Windows-1252 on a tie). The decision is
 *   `confident` only with at least three telling bytes and little evidence the other way; an unsure
 *   decision lets the mapping screen offer the other encoding.
 *
 * An encoding given by the caller (the user's choice, `StreamingDecoder`'s option) decodes the file
 * whatever the detection says; the detection still runs, so `confident` says what it thought.
 */
import type { CsvEncoding } from './types.ts';

export type TextEncodingName = CsvEncoding;

/** The replacement character the decoders put where bytes could not be decoded. */
export const REPLACEMENT_CHAR = '\uFFFD';

/** Bytes examined for a byte order mark and the UTF-16 NUL pattern. */
const HEAD_BYTES = 4096;
/** Bytes examined, from the first non-ASCII byte on, to choose between UTF-8 and Windows-1252. */
const CLASSIFY_WINDOW = 1 << 20;
/** A window shorter than this (not at the end of the file) waits for the next chunk. */
const MIN_CLASSIFY_WINDOW = 65_536;

/** The byte order mark at the start of `head`, if any. */
export function detectBom(head: Uint8Array): { encoding: TextEncodingName; length: number } | null {
  if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    return { encoding: 'utf-8', length: 3 };
  }
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/**
 * UTF-16 without a byte order mark: Latin text has a NUL in every other byte (the high byte of each
 * code unit), at odd offsets in little endian, at even offsets in big endian.
 */
export function detectUtf16ByNuls(head: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(head.length, HEAD_BYTES) / 2);
  if (pairs < 2) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (head[i] === 0) evenNuls++;
    if (head[i + 1] === 0) oddNuls++;
  }
  if (oddNuls >= pairs * 0.3 && evenNuls <= pairs * 0.05) return 'utf-16le';
  if (evenNuls >= pairs * 0.3 && oddNuls <= pairs * 0.05) return 'utf-16be';
  return null;
}

/**
 * Counts valid multi-byte UTF-8 sequences and invalid bytes in `bytes`. An incomplete sequence at
 * the very end is neither (the next chunk completes it).
 */
export function countUtf8(bytes: Uint8Array): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min = 0x80;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) min = 0xa0; // no overlong forms
      if (b === 0xed) max = 0x9f; // no surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) min = 0x90;
      if (b === 0xf4) max = 0x8f;
    } else {
      invalid++;
      i++;
      continue;
    }
    let ok = true;
    let k = 1;
    for (; k <= need; k++) {
      if (i + k >= n) break; // incomplete at the end
      const c = bytes[i + k]!;
      const lo = k === 1 ? min : 0x80;
      const hi = k === 1 ? max : 0xbf;
      if (c < lo || c > hi) {
        ok = false;
        break;
      }
    }
    if (!ok) {
      invalid++;
      i += k; // the bytes before the bad one were a broken sequence; resume at the bad byte
      continue;
    }
    if (k <= need) break; // incomplete sequence at the end
    valid++;
    i += need + 1;
  }
  return { valid, invalid };
}

/** The characters bytes 0x80-0xFF decode to in a single-byte encoding. */
function highCharacters(encoding: 'windows-1252' | 'macintosh'): string[] {
  const bytes = Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i);
  return Array.from(new TextDecoder(encoding).decode(bytes));
}

/**
 * What a character is worth in a business list (names, streets, cities of Europe): accented letters
 * that such lists are full of, quotes and apostrophes that stand at a word's edge, signs that stand
 * alone (currency, dashes, the ellipsis), and everything else (rare letters, maths, controls).
 */
type CharClass = 'common' | 'letter' | 'edge' | 'sign' | 'odd';

const COMMON_LETTERS = new Set(Array.from('äöüßÄÖÜéèêëàâáãåæçíìîïñóòôõøúùûœÉÈÊÀÂÁÇÍÓÚÑÅÆØ'));
const EDGE_SIGNS = new Set(Array.from('„“”‚‘’«»‹›'));
const FREE_SIGNS = new Set(Array.from('€£¥¢§°±×÷²³µ½¼¾©®™•–—…·¡¿\u00a0'));

interface HighChar {
  cls: CharClass;
  letter: boolean;
  upper: boolean;
  lower: boolean;
  /** An apostrophe, at home between letters (`L’Oréal`). */
  apostrophe: boolean;
}

function describeChar(char: string): HighChar {
  const letter = /\p{L}/u.test(char);
  return {
    cls: COMMON_LETTERS.has(char)
      ? 'common'
      : letter
        ? 'letter'
        : EDGE_SIGNS.has(char)
          ? 'edge'
          : FREE_SIGNS.has(char)
            ? 'sign'
            : 'odd',
    letter,
    upper: letter && char !== char.toLowerCase(),
    lower: letter && char !== char.toUpperCase(),
    apostrophe: char === '’',
  };
}

const CP1252_HIGH = highCharacters('windows-1252').map(describeChar);
const MAC_ROMAN_HIGH = highCharacters('macintosh').map(describeChar);

function isAsciiLetter(byte: number): boolean {
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

function isAsciiLower(byte: number): boolean {
  return byte >= 0x61 && byte <= 0x7a;
}

/** Is the byte at `i` a letter in this reading (undefined bytes, outside the sample, are not)? */
function letterAt(bytes: Uint8Array, i: number, table: readonly HighChar[]): boolean {
  if (i < 0 || i >= bytes.length) return false;
  const b = bytes[i]!;
  return b < 0x80 ? isAsciiLetter(b) : table[b - 0x80]!.letter;
}

function lowerAt(bytes: Uint8Array, i: number, table: readonly HighChar[]): boolean {
  if (i < 0 || i >= bytes.length) return false;
  const b = bytes[i]!;
  return b < 0x80 ? isAsciiLower(b) : table[b - 0x80]!.lower;
}

/** The plausibility of the high byte at `i` read with `table` (see CharClass). */
function scoreAt(bytes: Uint8Array, i: number, table: readonly HighChar[]): number {
  const char = table[bytes[i]! - 0x80]!;
  const before = letterAt(bytes, i - 1, table);
  const after = letterAt(bytes, i + 1, table);
  const sides = (before ? 1 : 0) + (after ? 1 : 0);
  let cls = char.cls;
  // An accented capital after a small letter (`SociÈtÈ`) is a misreading, not a name.
  if (cls === 'common' && char.upper && lowerAt(bytes, i - 1, table)) cls = 'letter';
  switch (cls) {
    case 'common':
      return [0, 2, 3][sides]!;
    case 'letter':
      return [-0.5, 0.5, 0][sides]!;
    case 'edge':
      return sides === 2 ? (char.apostrophe ? 3 : -1) : sides === 1 ? 2 : 0;
    case 'sign':
      return [1, 0.5, -2][sides]!;
    case 'odd':
      return sides === 2 ? -3 : -2;
  }
}

/** Telling bytes the winner needs before the decision is sure. */
const SURE_VOTES = 3;
/** A byte whose two readings differ by this much tells. */
const TELLING_DIFFERENCE = 2;
/** Evidence for the loser may be at most this share of the winner's. */
const MAX_CONTRADICTION = 0.25;

/**
 * Windows-1252 or Mac Roman for bytes that are not UTF-8 (see the module comment): every high byte
 * votes by how much better it reads in one than in the other.
 */
export function judgeSingleByte(bytes: Uint8Array): {
  encoding: 'windows-1252' | 'macintosh';
  confident: boolean;
} {
  const n = Math.min(bytes.length, CLASSIFY_WINDOW);
  const sample = bytes.subarray(0, n);
  let forCp = 0;
  let forMac = 0;
  let tellingCp = 0;
  let tellingMac = 0;
  for (let i = 0; i < n; i++) {
    if (sample[i]! < 0x80) continue;
    const vote = scoreAt(sample, i, CP1252_HIGH) - scoreAt(sample, i, MAC_ROMAN_HIGH);
    if (vote > 0) {
      forCp += vote;
      if (vote >= TELLING_DIFFERENCE) tellingCp++;
    } else if (vote < 0) {
      forMac -= vote;
      if (-vote >= TELLING_DIFFERENCE) tellingMac++;
    }
  }
  const mac = forMac > forCp;
  const [won, lost, telling] = mac ? [forMac, forCp, tellingMac] : [forCp, forMac, tellingCp];
  return {
    encoding: mac ? 'macintosh' : 'windows-1252',
    confident: telling >= SURE_VOTES && lost <= won * MAX_CONTRADICTION,
  };
}

/** The encoding of bytes that start at the first non-ASCII byte, and whether the bytes settle it. */
export function judgeNonAscii(bytes: Uint8Array): { encoding: TextEncodingName; confident: boolean } {
  const { valid, invalid } = countUtf8(bytes.subarray(0, CLASSIFY_WINDOW));
  if (invalid === 0 || valid * 4 >= invalid) return { encoding: 'utf-8', confident: true };
  return judgeSingleByte(bytes);
}

/** UTF-8, Windows-1252 or Mac Roman for bytes that start at the first non-ASCII byte. */
export function classifyNonAscii(bytes: Uint8Array): TextEncodingName {
  return judgeNonAscii(bytes).encoding;
}

function firstNonAscii(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return i;
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

const asciiDecoder = new TextDecoder('utf-8');

const isUtf16 = (encoding: TextEncodingName): boolean => encoding === 'utf-16le' || encoding === 'utf-16be';

/**
 * Decodes a byte stream chunk by chunk: `write` each chunk, then `end`. Each call returns the text
 * decoded so far (possibly empty while the encoding is being decided). `encoding` and `confident`
 * are final once `end` returned; a file with only ASCII bytes reports `utf-8`, confident. With
 * `options.encoding` the file is decoded in that encoding (a mark of it is stripped) and `encoding`
 * reports it, while `confident` still says whether the detection was sure.
 */
export class StreamingDecoder {
  readonly #forced: TextEncodingName | undefined;
  #encoding: TextEncodingName | null = null;
  #confident = true;
  #decoder: InstanceType<typeof TextDecoder> | null = null;
  /** Bytes held back: the file's first bytes until the BOM and NUL checks ran, or a short non-ASCII tail. */
  #held: Uint8Array = new Uint8Array(0);
  #started = false;

  constructor(options: { encoding?: TextEncodingName } = {}) {
    this.#forced = options.encoding;
  }

  get encoding(): TextEncodingName {
    return this.#forced ?? this.#encoding ?? 'utf-8';
  }

  /** False when the detection had to guess between Windows-1252 and Mac Roman and the bytes did not settle it. */
  get confident(): boolean {
    return this.#confident;
  }

  write(chunk: Uint8Array): string {
    return this.#decode(chunk, false);
  }

  end(): string {
    return this.#decode(new Uint8Array(0), true);
  }

  /** Starts decoding with the detected encoding, or the one given; a mark is stripped only for the encoding used. */
  #start(detected: TextEncodingName, bytes: Uint8Array, bomLength: number, final: boolean): string {
    this.#encoding = detected;
    const use = this.#forced ?? detected;
    this.#decoder = new TextDecoder(use, { ignoreBOM: true });
    return this.#decoder.decode(bytes.subarray(use === detected ? bomLength : 0), { stream: !final });
  }

  #decode(chunk: Uint8Array, final: boolean): string {
    if (this.#decoder) {
      return this.#decoder.decode(chunk, { stream: !final });
    }
    const bytes = concat(this.#held, chunk);
    this.#held = new Uint8Array(0);
    if (!this.#started) {
      if (bytes.length < HEAD_BYTES && !final) {
        this.#held = bytes;
        return '';
      }
      this.#started = true;
      const bom = detectBom(bytes);
      if (bom) return this.#start(bom.encoding, bytes, bom.length, final);
      const utf16 = detectUtf16ByNuls(bytes);
      if (utf16) return this.#start(utf16, bytes, 0, final);
      if (this.#forced !== undefined && isUtf16(this.#forced)) {
        // Told UTF-16, which the ASCII shortcut below cannot decode: judge by the first bytes alone.
        const { encoding, bomLength } = detectEncoding(bytes);
        this.#confident = judgeNonAscii(bytes.subarray(Math.max(0, firstNonAscii(bytes)))).confident;
        return this.#start(encoding, bytes, bomLength, final);
      }
    }
    const at = firstNonAscii(bytes);
    if (at < 0) return asciiDecoder.decode(bytes);
    if (bytes.length - at < MIN_CLASSIFY_WINDOW && !final) {
      // Too little to judge (and perhaps a sequence cut in two): decide with the next chunk.
      this.#held = bytes.slice(at);
      return asciiDecoder.decode(bytes.subarray(0, at));
    }
    const judged = judgeNonAscii(bytes.subarray(at));
    this.#confident = judged.confident;
    return this.#start(judged.encoding, bytes, 0, final);
  }
}

/**
 * The encoding of a file judged by its first bytes alone (for sniffing): BOM, NUL pattern, then
 * UTF-8, Windows-1252 or Mac Roman by the first non-ASCII bytes; `bomLength` bytes are the mark to skip.
 */
export function detectEncoding(head: Uint8Array): { encoding: TextEncodingName; bomLength: number } {
  const bom = detectBom(head);
  if (bom) return { encoding: bom.encoding, bomLength: bom.length };
  const utf16 = detectUtf16ByNuls(head);
  if (utf16) return { encoding: utf16, bomLength: 0 };
  const at = firstNonAscii(head);
  return { encoding: at < 0 ? 'utf-8' : classifyNonAscii(head.subarray(at)), bomLength: 0 };
}

/** Decodes a sample such as the first 4 KB; a multi-byte sequence cut at its end is left out. */
export function decodeSample(head: Uint8Array): { text: string; encoding: TextEncodingName } {
  const { encoding, bomLength } = detectEncoding(head);
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(head.subarray(bomLength), {
    stream: true,
  });
  return { text, encoding };
}
