/**
 * Decryption of an xls workbook stream encrypted with Excel's default password (issue 21, ADR 010).
 *
 * Excel (and other programs) encrypt some workbooks that are only protected against changes with
 * the built-in password "VelvetSweatshop"; Excel and LibreOffice open them without asking, so the
 * user does not know the file is encrypted. Such a BIFF8 `Workbook` stream has a FILEPASS record
 * right after the globals' BOF ([MS-XLS] 2.4.117) and its records after it are encrypted with RC4
 * ([MS-OFFCRYPTO] 2.3.6, "RC4 encryption", header version 1.1) or RC4 CryptoAPI (2.3.5, versions
 * 2.2, 3.2 and 4.2):
 * - the key changes every 1024 bytes of the stream (block n = stream offset / 1024), and a record's
 *   data byte at stream offset p is XORed with byte p % 1024 of block n's key stream; record headers
 *   are not encrypted, but the key stream runs over them;
 * - BOF, FILEPASS, UsrExcl, FileLock, InterfaceHdr, RRDInfo and RRDHead are never encrypted, nor
 *   the first 4 bytes (the sheet's stream offset) of BoundSheet8 ([MS-XLS] 2.2.10).
 * XOR obfuscation (encryption type 0) and any other password are not decrypted: the caller keeps
 * `password_protected`. RC4 is written here because OpenSSL 3, and so node:crypto, no longer ships
 * it; MD5 and SHA-1 come from node:crypto.
 */
import { createHash } from 'node:crypto';

/** Excel's built-in password for workbooks protected against changes, not against opening. */
export const EXCEL_DEFAULT_PASSWORD = 'VelvetSweatshop';

const BOF = 0x0809;
const FILEPASS = 0x002f;
const BOUNDSHEET = 0x0085;
/** Records that [MS-XLS] 2.2.10 leaves unencrypted. */
const PLAIN_RECORDS = new Set([BOF, FILEPASS, 0x0194, 0x0195, 0x00e1, 0x0196, 0x0138]);
/** What FILEPASS becomes once the stream is decrypted: a record of the same length readers skip. */
const FILLER_RECORD = 0x0000;
const BLOCK_BYTES = 1024;
const RC4_CRYPTOAPI_ALGORITHM = 0x6801;
const SHA1_ALGORITHM = 0x8004;

/** RC4 key stream generator ([MS-OFFCRYPTO] uses it with 40- to 128-bit keys). */
class Rc4 {
  readonly #s = new Uint8Array(256);
  #i = 0;
  #j = 0;

  constructor(key: Uint8Array) {
    const s = this.#s;
    for (let i = 0; i < 256; i++) s[i] = i;
    let j = 0;
    for (let i = 0; i < 256; i++) {
      j = (j + s[i]! + key[i % key.length]!) & 0xff;
      const t = s[i]!;
      s[i] = s[j]!;
      s[j] = t;
    }
  }

  /** XORs `data` with the next bytes of the key stream, in place. */
  apply(data: Uint8Array, start = 0, end = data.length): void {
    const s = this.#s;
    let i = this.#i;
    let j = this.#j;
    for (let k = start; k < end; k++) {
      i = (i + 1) & 0xff;
      j = (j + s[i]!) & 0xff;
      const t = s[i]!;
      s[i] = s[j]!;
      s[j] = t;
      data[k] = data[k]! ^ s[(s[i]! + s[j]!) & 0xff]!;
    }
    this.#i = i;
    this.#j = j;
  }
}

/** The key of one 1024-byte block, from what the password and salt give once. */
type BlockKey = (block: number) => Uint8Array;

function le32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0, 0);
  return b;
}

const password16 = (password: string): Buffer => Buffer.from(password, 'utf16le');

/** RC4 encryption, header version 1.1 ([MS-OFFCRYPTO] 2.3.6.2): MD5, 128-bit keys. */
function rc4Keys(password: string, salt: Buffer): BlockKey {
  const h0 = createHash('md5').update(password16(password)).digest().subarray(0, 5);
  const intermediate = Buffer.concat(Array.from({ length: 16 }, () => Buffer.concat([h0, salt])));
  const h1 = createHash('md5').update(intermediate).digest().subarray(0, 5);
  return (block) => createHash('md5').update(h1).update(le32(block)).digest();
}

/** RC4 CryptoAPI ([MS-OFFCRYPTO] 2.3.5.2): SHA-1, 40- to 128-bit keys (40-bit ones padded to 128). */
function cryptoApiKeys(password: string, salt: Buffer, keyBits: number): BlockKey {
  const h0 = createHash('sha1').update(salt).update(password16(password)).digest();
  return (block) => {
    const hash = createHash('sha1').update(h0).update(le32(block)).digest();
    if (keyBits === 40) return Buffer.concat([hash.subarray(0, 5), Buffer.alloc(11)]);
    return hash.subarray(0, keyBits / 8);
  };
}

/** Whether block 0's key turns the encrypted verifier into the verifier whose hash follows it. */
function verifies(key: Uint8Array, verifier: Buffer, verifierHash: Buffer, hash: 'md5' | 'sha1'): boolean {
  const rc4 = new Rc4(key);
  const plainVerifier = Buffer.from(verifier);
  const plainHash = Buffer.from(verifierHash);
  rc4.apply(plainVerifier);
  rc4.apply(plainHash);
  return createHash(hash).update(plainVerifier).digest().equals(plainHash);
}

/** The block keys of FILEPASS's encryption when the default password opens it, else null. */
function keysOf(filePass: Buffer): BlockKey | null {
  if (filePass.length < 6 || filePass.readUInt16LE(0) !== 1) return null; // XOR obfuscation or unknown
  const major = filePass.readUInt16LE(2);
  const minor = filePass.readUInt16LE(4);
  if (major === 1 && minor === 1) {
    if (filePass.length < 6 + 48) return null;
    const salt = filePass.subarray(6, 22);
    const keys = rc4Keys(EXCEL_DEFAULT_PASSWORD, salt);
    return verifies(keys(0), filePass.subarray(22, 38), filePass.subarray(38, 54), 'md5') ? keys : null;
  }
  if (major >= 2 && major <= 4 && minor === 2) {
    // Flags, header size, the EncryptionHeader, then the EncryptionVerifier.
    if (filePass.length < 14) return null;
    const headerSize = filePass.readUInt32LE(10);
    const header = 14;
    const verifier = header + headerSize;
    if (headerSize < 32 || verifier + 40 > filePass.length) return null;
    const algorithm = filePass.readUInt32LE(header + 8);
    const hashAlgorithm = filePass.readUInt32LE(header + 12);
    const declaredBits = filePass.readUInt32LE(header + 16);
    const keyBits = declaredBits === 0 ? 40 : declaredBits;
    if (algorithm !== 0 && algorithm !== RC4_CRYPTOAPI_ALGORITHM) return null;
    if (hashAlgorithm !== 0 && hashAlgorithm !== SHA1_ALGORITHM) return null;
    if (keyBits < 40 || keyBits > 128 || keyBits % 8 !== 0) return null;
    const saltSize = filePass.readUInt32LE(verifier);
    if (saltSize !== 16) return null;
    const salt = filePass.subarray(verifier + 4, verifier + 20);
    const encryptedVerifier = filePass.subarray(verifier + 20, verifier + 36);
    const hashSize = filePass.readUInt32LE(verifier + 36);
    if (hashSize !== 20 || verifier + 40 + hashSize > filePass.length) return null;
    const encryptedHash = filePass.subarray(verifier + 40, verifier + 40 + hashSize);
    const keys = cryptoApiKeys(EXCEL_DEFAULT_PASSWORD, salt, keyBits);
    return verifies(keys(0), encryptedVerifier, encryptedHash, 'sha1') ? keys : null;
  }
  return null;
}

/** XORs stream bytes with the key stream of their position, one 1024-byte block's key at a time. */
class StreamDecryptor {
  readonly #keys: BlockKey;
  readonly #keyStream = new Uint8Array(BLOCK_BYTES);
  #block = -1;

  constructor(keys: BlockKey) {
    this.#keys = keys;
  }

  decrypt(stream: Buffer, start: number, end: number): void {
    let at = start;
    while (at < end) {
      const block = Math.floor(at / BLOCK_BYTES);
      if (block !== this.#block) {
        this.#keyStream.fill(0);
        new Rc4(this.#keys(block)).apply(this.#keyStream);
        this.#block = block;
      }
      const offset = at - block * BLOCK_BYTES;
      const stop = Math.min(end, (block + 1) * BLOCK_BYTES);
      const keyStream = this.#keyStream;
      for (let p = at; p < stop; p++) stream[p] = stream[p]! ^ keyStream[offset + p - at]!;
      at = stop;
    }
  }
}

/**
 * Decrypts a BIFF8 workbook stream whose FILEPASS record says it is encrypted, when Excel's default
 * password opens it: the records after FILEPASS are decrypted in place (the stream is the copy the
 * compound file reader made), FILEPASS becomes a filler record of the same length that readers skip
 * (so the sheets' stream offsets in BOUNDSHEET stay right), and the same buffer is returned. Returns
 * null, leaving the stream untouched, for any other password, XOR obfuscation, an encryption header
 * we do not know, or a stream without FILEPASS among its first records.
 */
export function decryptBiffStream(workbookStream: Buffer): Buffer | null {
  const stream = workbookStream;
  // FILEPASS follows the globals' BOF, possibly after WriteProtect ([MS-XLS] 2.1.7.20.2 Globals).
  let pos = 0;
  let filePassAt = -1;
  for (let seen = 0; seen < 4 && pos + 4 <= stream.length; seen++) {
    const type = stream.readUInt16LE(pos);
    const length = stream.readUInt16LE(pos + 2);
    if (pos + 4 + length > stream.length) return null;
    if (type === FILEPASS) {
      filePassAt = pos;
      break;
    }
    pos += 4 + length;
  }
  if (filePassAt === -1) return null;
  const filePassLength = stream.readUInt16LE(filePassAt + 2);
  const keys = keysOf(stream.subarray(filePassAt + 4, filePassAt + 4 + filePassLength));
  if (keys === null) return null;

  const decryptor = new StreamDecryptor(keys);
  pos = filePassAt + 4 + filePassLength;
  while (pos + 4 <= stream.length) {
    const type = stream.readUInt16LE(pos);
    const length = stream.readUInt16LE(pos + 2);
    const start = pos + 4;
    // A record cut off by the end of the stream: decrypt what is there, the reader decides.
    const end = Math.min(stream.length, start + length);
    if (!PLAIN_RECORDS.has(type)) decryptor.decrypt(stream, type === BOUNDSHEET ? start + 4 : start, end);
    pos = start + length;
  }
  stream.writeUInt16LE(FILLER_RECORD, filePassAt);
  stream.fill(0, filePassAt + 4, filePassAt + 4 + filePassLength);
  return stream;
}
