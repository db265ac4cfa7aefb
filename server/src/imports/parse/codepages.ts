/**
 * Text of Excel 2.x to 95 workbooks (BIFF2-BIFF7): their strings are bytes in the code page the
 * CODEPAGE record names, Windows-1252 when there is none (issue 21). BIFF8 strings are Unicode and
 * need none of this.
 *
 * Code pages Node's TextDecoder knows (the WHATWG encodings: Windows 874 and 1250-1258, Mac Roman
 * and Mac Cyrillic, KOI8, ISO 8859, Shift JIS, GBK, Big5, EUC-KR, UTF-8) are decoded with it; the
 * DOS code pages 437 and 850, which old DOS programs wrote and TextDecoder lacks, with a table of
 * their upper half. Any other code page is read as Windows-1252 and reported, so the user knows
 * accented letters may be wrong.
 */

/** A decoder of one code page's bytes. */
export interface Codepage {
  /** The code page number as the file gives it. */
  readonly number: number;
  decode(bytes: Uint8Array): string;
}

/** Code page numbers ([MS-XLS] 2.4.52 CodePage) and the TextDecoder label of each. */
const TEXT_DECODER_LABELS = new Map<number, string>([
  [367, 'windows-1252'], // US-ASCII: a subset
  [866, 'ibm866'],
  [874, 'windows-874'],
  [932, 'shift_jis'],
  [936, 'gbk'],
  [949, 'euc-kr'],
  [950, 'big5'],
  [1250, 'windows-1250'],
  [1251, 'windows-1251'],
  [1252, 'windows-1252'],
  [1253, 'windows-1253'],
  [1254, 'windows-1254'],
  [1255, 'windows-1255'],
  [1256, 'windows-1256'],
  [1257, 'windows-1257'],
  [1258, 'windows-1258'],
  [10000, 'macintosh'],
  [10007, 'x-mac-cyrillic'],
  [20866, 'koi8-r'],
  [21866, 'koi8-u'],
  [28591, 'windows-1252'], // ISO 8859-1: Windows-1252 without the C1 controls, which no cell holds
  [28592, 'iso-8859-2'],
  [28593, 'iso-8859-3'],
  [28594, 'iso-8859-4'],
  [28595, 'iso-8859-5'],
  [28596, 'iso-8859-6'],
  [28597, 'iso-8859-7'],
  [28598, 'iso-8859-8'],
  [28603, 'iso-8859-13'],
  [28605, 'iso-8859-15'],
  [32768, 'macintosh'], // "Apple Roman" in BIFF2-5 files written on a Mac
  [32769, 'windows-1252'], // "ANSI Latin I" in BIFF2-5 files
  [65001, 'utf-8'],
]);

/** Upper halves (0x80-0xFF) of the DOS code pages TextDecoder does not know. */
const DOS_UPPER_HALVES = new Map<number, string>([
  [
    437,
    'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
      'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0',
  ],
  [
    850,
    'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀' +
      'ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0',
  ],
]);

function textDecoderCodepage(number: number, label: string): Codepage {
  const decoder = new TextDecoder(label);
  return { number, decode: (bytes) => decoder.decode(bytes) };
}

function tableCodepage(number: number, upper: string): Codepage {
  const chars = Array.from({ length: 256 }, (_, i) => (i < 0x80 ? String.fromCharCode(i) : upper[i - 0x80]!));
  return {
    number,
    decode: (bytes) => {
      let text = '';
      for (const byte of bytes) text += chars[byte]!;
      return text;
    },
  };
}

/** Windows-1252, the code page of a workbook without a CODEPAGE record. */
export const WINDOWS_1252: Codepage = textDecoderCodepage(1252, 'windows-1252');

/** The decoder of a code page, or undefined when we cannot decode it. */
export function codepageFor(number: number): Codepage | undefined {
  if (number === 1252) return WINDOWS_1252;
  const label = TEXT_DECODER_LABELS.get(number);
  if (label !== undefined) return textDecoderCodepage(number, label);
  const upper = DOS_UPPER_HALVES.get(number);
  return upper === undefined ? undefined : tableCodepage(number, upper);
}
