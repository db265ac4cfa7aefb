/**
 * What an upload is, judged by its first bytes and never by its name (bad-inputs 1, 32, 33):
 * - `PK\x03\x04` (a zip): an xlsx candidate; the xlsx reader checks the parts. An OpenDocument
 *   spreadsheet (a zip whose first entry is `mimetype`) is `unsupported_format`.
 * - `D0 CF 11 E0 A1 B1 1A E1` (an OLE2 compound file): an xls, or an encrypted xlsx; the compound
 *   file reader decides.
 * - A BIFF BOF record (biff.ts looksLikeBareBiff): an Excel 2.x-4.0 worksheet or workbook, which
 *   are record streams without a container (issue 21); the xls reader reads them.
 * - Known binary formats (images, pdf, executables, archives) are `not_a_spreadsheet`.
 * - Anything else is csv if it decodes as text: after decoding (decode.ts: BOM, UTF-16, UTF-8 or
 *   Windows-1252) at most one control character (other than tab, CR, LF) per hundred characters,
 *   plus one. Otherwise `not_a_spreadsheet`.
 */
import { looksLikeBareBiff } from './biff.ts';
import { decodeSample } from './decode.ts';
import { ParseError } from './types.ts';

/** Bytes read from the start of a file for sniffing. */
export const SNIFF_BYTES = 4096;

export type SniffedKind = 'csv' | 'zip' | 'cfb' | 'biff';

function startsWith(head: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (head.length < offset + signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (head[offset + i] !== signature[i]) return false;
  return true;
}

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const ZIP = ascii('PK\x03\x04');
const EMPTY_ZIP = ascii('PK\x05\x06');
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Formats that are certainly not a spreadsheet, by their magic bytes. */
const BINARY_SIGNATURES: { format: string; signature: number[]; offset?: number }[] = [
  { format: 'png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'jpeg', signature: [0xff, 0xd8, 0xff] },
  { format: 'gif', signature: ascii('GIF87a') },
  { format: 'gif', signature: ascii('GIF89a') },
  { format: 'webp', signature: ascii('WEBP'), offset: 8 },
  { format: 'tiff', signature: [0x49, 0x49, 0x2a, 0x00] },
  { format: 'tiff', signature: [0x4d, 0x4d, 0x00, 0x2a] },
  { format: 'pdf', signature: ascii('%PDF-') },
  { format: 'elf', signature: [0x7f, 0x45, 0x4c, 0x46] },
  { format: 'mach-o', signature: [0xfe, 0xed, 0xfa, 0xce] },
  { format: 'mach-o', signature: [0xfe, 0xed, 0xfa, 0xcf] },
  { format: 'mach-o', signature: [0xce, 0xfa, 0xed, 0xfe] },
  { format: 'mach-o', signature: [0xcf, 0xfa, 0xed, 0xfe] },
  { format: 'mach-o', signature: [0xca, 0xfe, 0xba, 0xbe] },
  { format: 'wasm', signature: [0x00, 0x61, 0x73, 0x6d] },
  { format: 'gzip', signature: [0x1f, 0x8b] },
  { format: '7z', signature: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { format: 'rar', signature: ascii('Rar!\x1a\x07') },
  { format: 'xz', signature: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { format: 'zstd', signature: [0x28, 0xb5, 0x2f, 0xfd] },
  { format: 'bzip2', signature: ascii('BZh') }, // checked further below: `BZh` is also text
];

/** `MZ` starts DOS/Windows executables; as text it could start a csv, so a NUL must follow soon. */
function isDosExecutable(head: Uint8Array): boolean {
  if (!startsWith(head, ascii('MZ'))) return false;
  for (let i = 2; i < Math.min(head.length, 64); i++) if (head[i] === 0) return true;
  return false;
}

function isBzip2(head: Uint8Array): boolean {
  // `BZh` + block size digit + the block magic 31 41 59 26 53 59 (pi).
  return (
    startsWith(head, ascii('BZh')) &&
    head[3] !== undefined &&
    head[3] >= 0x31 &&
    head[3] <= 0x39 &&
    startsWith(head, [0x31, 0x41, 0x59, 0x26, 0x53, 0x59], 4)
  );
}

/** The `mimetype` entry an OpenDocument file starts with (stored, not compressed). */
function openDocumentType(head: Uint8Array): string | null {
  if (!startsWith(head, ZIP) || !startsWith(head, ascii('mimetype'), 30)) return null;
  const text = new TextDecoder('latin1').decode(head.subarray(38, 38 + 80));
  const match = /^application\/vnd\.oasis\.opendocument\.([a-z.-]+)/.exec(text);
  return match ? match[1]! : null;
}

function isControl(code: number): boolean {
  // C0 controls except TAB, LF, CR; DEL; C1 controls (Windows-1252 leaves five of them undefined).
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
}

/** Whether the sample decodes to text: few control characters (see the module comment). */
export function looksLikeText(head: Uint8Array): boolean {
  const { text } = decodeSample(head);
  let controls = 0;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) controls++;
  return controls <= 1 + text.length / 100;
}

/**
 * The kind of reader for a file, from its first bytes (read up to SNIFF_BYTES of them). Throws
 * `empty_file`, `not_a_spreadsheet` or `unsupported_format` (OpenDocument).
 */
export function sniffFile(head: Uint8Array): SniffedKind {
  if (head.length === 0) throw new ParseError('empty_file');
  const odf = openDocumentType(head);
  if (odf !== null) {
    if (odf.startsWith('spreadsheet'))
      throw new ParseError('unsupported_format', { params: { format: 'ods' } });
    throw new ParseError('not_a_spreadsheet', { params: { format: `odf-${odf}` } });
  }
  if (startsWith(head, ZIP) || startsWith(head, EMPTY_ZIP)) return 'zip';
  if (startsWith(head, CFB)) return 'cfb';
  if (looksLikeBareBiff(head)) return 'biff';
  for (const { format, signature, offset } of BINARY_SIGNATURES) {
    if (format === 'bzip2' ? isBzip2(head) : startsWith(head, signature, offset)) {
      throw new ParseError('not_a_spreadsheet', { params: { format } });
    }
  }
  if (isDosExecutable(head)) throw new ParseError('not_a_spreadsheet', { params: { format: 'exe' } });
  if (!looksLikeText(head)) throw new ParseError('not_a_spreadsheet', { params: { format: 'binary' } });
  return 'csv';
}
