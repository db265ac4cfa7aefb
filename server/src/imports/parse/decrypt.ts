/**
 * The reader of compound files (sniff.ts `cfb`): an xls workbook, or an encrypted xlsx/xlsm
 * (issue 21, ADR 010). A compound file with `EncryptionInfo`/`EncryptedPackage` streams is an
 * encrypted Office Open XML package: when Excel's default password opens it, the decrypted zip is
 * read by the xlsx reader, otherwise it is `password_protected`. Anything else goes to the xls
 * reader, which decrypts a FILEPASS workbook with the default password itself (decrypt-xls.ts).
 */
import { readFile } from 'node:fs/promises';
import { CompoundFile, isCompoundFile } from './cfb.ts';
import { decryptOoxmlPackage } from './decrypt-ooxml.ts';
import { ParseError, type ParsedTable, type ParseLimits, type ReadOptions } from './types.ts';
import { readCfbWorkbookBuffer } from './xls.ts';

type Opened = { kind: 'xls'; buffer: Buffer } | { kind: 'xlsx'; zip: Buffer };

/** The file, or the zip decrypted from it; the encrypted bytes are not kept once decrypted. */
async function open(path: string): Promise<Opened> {
  const buffer = await readFile(path);
  // A bare BIFF2-4 worksheet has no container; the xls reader knows it.
  if (!isCompoundFile(buffer)) return { kind: 'xls', buffer };
  let info: Buffer | undefined;
  let encrypted: Buffer | undefined;
  try {
    const cfb = new CompoundFile(buffer);
    if (!cfb.has('EncryptionInfo') && !cfb.has('EncryptedPackage')) return { kind: 'xls', buffer };
    info = cfb.read('EncryptionInfo');
    encrypted = cfb.read('EncryptedPackage');
  } catch (error) {
    // Out-of-range reads of a broken container: a corrupt file, as in the xls reader.
    if (error instanceof RangeError)
      throw new ParseError('corrupt_file', { message: `cfb: ${error.message}` });
    throw error;
  }
  const zip = info === undefined || encrypted === undefined ? null : decryptOoxmlPackage(info, encrypted);
  if (zip === null)
    throw new ParseError('password_protected', { message: 'encrypted Office Open XML package' });
  return { kind: 'xlsx', zip };
}

/** Reads the compound file at `path`: an xls, or an xlsx/xlsm encrypted with the default password. */
export async function readCompoundFile(
  path: string,
  limits: ParseLimits,
  options: ReadOptions = {},
): Promise<ParsedTable> {
  const opened = await open(path);
  if (opened.kind === 'xlsx') return (await import('./xlsx.ts')).readXlsxBuffer(opened.zip, limits, options);
  return readCfbWorkbookBuffer(opened.buffer, limits, options);
}
