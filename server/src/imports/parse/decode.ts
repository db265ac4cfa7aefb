/**
 * Text encodings of uploaded csv files (bad-inputs 4-7): the bytes are decoded chunk by chunk, so
 * a 100 MB file never exists twice in memory.
 *
 * Detection, in this order:
 * - a byte order mark: UTF-8 (`EF BB BF`), UTF-16LE (`FF FE`, Excel's "Unicode text"), UTF-16BE
 *   (`FE FF`); the mark is stripped;
 * - UTF-16 without a mark, by its NUL pattern (every other byte is 0 in Latin text);
 * - otherwise the decision waits for the first byte over 0x7F (ASCII reads the same in both
 *   candidates), then looks at up to 1 MB from there (at least 64 KB, or the rest of the file):
 *   no invalid UTF-8 sequence, or at least one valid multi-byte sequence per four invalid bytes,
 *   gives UTF-8; otherwise Windows-1252 (what Excel writes for "CSV" on a German Windows). So a
 *   UTF-8 file with a few broken bytes stays UTF-8 (the broken bytes become U+FFFD and the csv
 *   reader flags their cells) and is never turned into mojibake like `MÃ¼ller`; a Windows-1252
 *   file, where almost every byte over 0x7F is invalid UTF-8, reads as Windows-1252.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

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

/** UTF-8 or Windows-1252 for bytes that start at the first non-ASCII byte (see the module comment). */
export function classifyNonAscii(bytes: Uint8Array): 'utf-8' | 'windows-1252' {
  const { valid, invalid } = countUtf8(bytes.subarray(0, CLASSIFY_WINDOW));
  if (invalid === 0) return 'utf-8';
  return valid * 4 >= invalid ? 'utf-8' : 'windows-1252';
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

/**
 * Decodes a byte stream chunk by chunk: `write` each chunk, then `end`. Each call returns the text
 * decoded so far (possibly empty while the encoding is being decided). `encoding` is final once
 * `end` returned; a file with only ASCII bytes reports `utf-8`.
 */
export class StreamingDecoder {
  #encoding: TextEncodingName | null = null;
  #decoder: InstanceType<typeof TextDecoder> | null = null;
  /** Bytes held back: the file's first bytes until the BOM and NUL checks ran, or a short non-ASCII tail. */
  #held: Uint8Array = new Uint8Array(0);
  #started = false;

  get encoding(): TextEncodingName {
    return this.#encoding ?? 'utf-8';
  }

  write(chunk: Uint8Array): string {
    return this.#decode(chunk, false);
  }

  end(): string {
    return this.#decode(new Uint8Array(0), true);
  }

  #use(encoding: TextEncodingName): void {
    this.#encoding = encoding;
    this.#decoder = new TextDecoder(encoding, { ignoreBOM: true });
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
      if (bom) {
        this.#use(bom.encoding);
        return this.#decoder!.decode(bytes.subarray(bom.length), { stream: !final });
      }
      const utf16 = detectUtf16ByNuls(bytes);
      if (utf16) {
        this.#use(utf16);
        return this.#decoder!.decode(bytes, { stream: !final });
      }
    }
    const at = firstNonAscii(bytes);
    if (at < 0) return asciiDecoder.decode(bytes);
    if (bytes.length - at < MIN_CLASSIFY_WINDOW && !final) {
      // Too little to judge (and perhaps a sequence cut in two): decide with the next chunk.
      this.#held = bytes.slice(at);
      return asciiDecoder.decode(bytes.subarray(0, at));
    }
    this.#use(classifyNonAscii(bytes.subarray(at)));
    return this.#decoder!.decode(bytes, { stream: !final });
  }
}

/**
 * The encoding of a file judged by its first bytes alone (for sniffing): BOM, NUL pattern, then
 * UTF-8 or Windows-1252 by the first non-ASCII bytes; `bomLength` bytes are the mark to skip.
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
