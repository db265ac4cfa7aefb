/**
 * Encrypted workbooks for the decryption tests (issue 21 item 4, ADR 010), built from the plain
 * fixtures of workbooks.ts:
 * - `encryptXls`: an xls whose Workbook stream gets a FILEPASS record after its BOF and its records
 *   encrypted as Excel does, with RC4 (header version 1.1, MD5) or RC4 CryptoAPI (version 4.2,
 *   SHA-1, 128- or 40-bit keys). Written here from [MS-OFFCRYPTO] 2.3.5/2.3.6 and [MS-XLS] 2.2.10,
 *   independently of the product's decrypt-xls.ts; officecrypto-tool (which cannot encrypt xls)
 *   decrypts these files in the tests, so the writer is checked against a second implementation.
 * - `encryptXlsx`: an xlsx/xlsm encrypted by officecrypto-tool with ECMA-376 agile or standard
 *   encryption, as Excel does.
 * The password defaults to Excel's built-in "VelvetSweatshop".
 */
import { createHash, randomBytes } from 'node:crypto';
import officeCrypto from 'officecrypto-tool';
import { CompoundFile } from '../../src/imports/parse/cfb.ts';
import { cfbFile } from './workbooks.ts';

export const DEFAULT_PASSWORD = 'VelvetSweatshop';

/** A plain RC4 key stream XOR (RC4 is symmetric: the same call encrypts and decrypts). */
function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) % 256;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) % 256;
    j = (j + s[i]!) % 256;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) % 256]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]): Buffer => createHash('md5').update(Buffer.concat(parts)).digest();
const sha1 = (...parts: Buffer[]): Buffer => createHash('sha1').update(Buffer.concat(parts)).digest();

function u16(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16LE(v, i * 2));
  return b;
}

function u32(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeUInt32LE(v >>> 0, i * 4));
  return b;
}

export interface XlsEncryption {
  method: 'rc4' | 'cryptoapi';
  password?: string;
  /** RC4 CryptoAPI key length; default 128. */
  keyBits?: 40 | 128;
}

/** The FILEPASS record's data and the key of each 1024-byte block. */
function encryptionOf({ method, password = DEFAULT_PASSWORD, keyBits = 128 }: XlsEncryption): {
  filePass: Buffer;
  blockKey: (block: number) => Buffer;
} {
  const salt = randomBytes(16);
  const verifier = randomBytes(16);
  const pwd = Buffer.from(password, 'utf16le');
  if (method === 'rc4') {
    const h0 = md5(pwd).subarray(0, 5);
    const h1 = md5(...Array.from({ length: 16 }, () => Buffer.concat([h0, salt]))).subarray(0, 5);
    const blockKey = (block: number): Buffer => md5(h1, u32(block));
    const encrypted = rc4(blockKey(0), Buffer.concat([verifier, md5(verifier)]));
    return { filePass: Buffer.concat([u16(1, 1, 1), salt, encrypted]), blockKey };
  }
  const h0 = sha1(salt, pwd);
  const blockKey = (block: number): Buffer => {
    const hash = sha1(h0, u32(block));
    return keyBits === 40 ? Buffer.concat([hash.subarray(0, 5), Buffer.alloc(11)]) : hash.subarray(0, 16);
  };
  const provider = Buffer.from('Microsoft Enhanced Cryptographic Provider v1.0\0', 'utf16le');
  // Flags fCryptoAPI, no size extra, RC4, SHA-1, key bits, PROV_RSA_FULL, two reserved.
  const header = Buffer.concat([u32(0x04, 0, 0x6801, 0x8004, keyBits, 1, 0, 0), provider]);
  const encrypted = rc4(blockKey(0), Buffer.concat([verifier, sha1(verifier)]));
  const filePass = Buffer.concat([
    u16(1, 4, 2),
    u32(0x04, header.length),
    header,
    u32(16),
    salt,
    encrypted.subarray(0, 16),
    u32(20),
    encrypted.subarray(16),
  ]);
  return { filePass, blockKey };
}

const BOF = 0x0809;
const BOUNDSHEET = 0x0085;
const PLAIN = new Set([BOF, 0x002f, 0x0194, 0x0195, 0x00e1, 0x0196, 0x0138]);

/** The Workbook stream of an xls with FILEPASS inserted after its BOF and its records encrypted. */
export function encryptBiffStream(plain: Buffer, encryption: XlsEncryption): Buffer {
  const { filePass, blockKey } = encryptionOf(encryption);
  const filePassRecord = Buffer.concat([u16(0x002f, filePass.length), filePass]);
  const bofEnd = 4 + plain.readUInt16LE(2);
  const shift = filePassRecord.length;
  const stream = Buffer.concat([plain.subarray(0, bofEnd), filePassRecord, plain.subarray(bofEnd)]);
  // The sheets' offsets move by the inserted record.
  for (let pos = bofEnd + shift; pos + 4 <= stream.length;) {
    const type = stream.readUInt16LE(pos);
    const length = stream.readUInt16LE(pos + 2);
    if (type === BOUNDSHEET) stream.writeUInt32LE(stream.readUInt32LE(pos + 4) + shift, pos + 4);
    if (type === 0x000a) break; // the globals' EOF
    pos += 4 + length;
  }
  // The key stream of the whole stream, block by block; record data outside PLAIN is XORed with it.
  const keyStream = Buffer.concat(
    Array.from({ length: Math.ceil(stream.length / 1024) }, (_, block) =>
      rc4(blockKey(block), Buffer.alloc(1024)),
    ),
  );
  for (let pos = bofEnd + shift; pos + 4 <= stream.length;) {
    const type = stream.readUInt16LE(pos);
    const length = stream.readUInt16LE(pos + 2);
    if (!PLAIN.has(type)) {
      for (let p = pos + 4 + (type === BOUNDSHEET ? 4 : 0); p < pos + 4 + length; p++)
        stream[p] = stream[p]! ^ keyStream[p]!;
    }
    pos += 4 + length;
  }
  return stream;
}

/** An encrypted copy of an xls (compound file) written by `xlsWorkbook`. */
export function encryptXls(plainXls: Buffer, encryption: XlsEncryption): Buffer {
  const workbook = new CompoundFile(plainXls).read('Workbook');
  if (workbook === undefined) throw new Error('no Workbook stream');
  return cfbFile([{ name: 'Workbook', data: encryptBiffStream(workbook, encryption) }]);
}

/** An xlsx/xlsm encrypted by officecrypto-tool: agile (Excel 2010 and later) or standard (Excel 2007). */
export function encryptXlsx(
  zip: Buffer,
  { type, password = DEFAULT_PASSWORD }: { type: 'agile' | 'standard'; password?: string },
): Buffer {
  return officeCrypto.encrypt(zip, type === 'standard' ? { password, type } : { password });
}

/** The Workbook stream officecrypto-tool decrypts from an encrypted xls (a second implementation). */
export async function officeCryptoDecryptXls(
  encrypted: Buffer,
  password = DEFAULT_PASSWORD,
): Promise<Buffer> {
  const decrypted = await officeCrypto.decrypt(encrypted, { password });
  const workbook = new CompoundFile(decrypted).read('Workbook');
  if (workbook === undefined) throw new Error('officecrypto-tool wrote no Workbook stream');
  return workbook;
}
