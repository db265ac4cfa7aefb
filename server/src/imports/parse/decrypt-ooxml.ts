/**
 * Decryption of an encrypted Office Open XML workbook (xlsx, xlsm) when Excel's default password
 * opens it (issue 21, ADR 010). Excel stores such a file as a compound file with an
 * `EncryptionInfo` and an `EncryptedPackage` stream ([MS-OFFCRYPTO] 2.3.4); the package is the
 * workbook's zip, encrypted. Two kinds are decrypted, with node:crypto:
 * - ECMA-376 standard encryption (EncryptionInfo version 2.2, 3.2 or 4.2, 2.3.4.5): AES-128, -192 or
 *   -256 in ECB mode, the key from SHA-1 over the salted password, 50,000 rounds (2.3.4.7), checked
 *   with the encrypted verifier and its SHA-1 (2.3.4.9);
 * - agile encryption (version 4.4, 2.3.4.10): an XML descriptor; the password's hash (SHA-1, -256,
 *   -384 or -512, `spinCount` rounds, at most 10,000,000 as the standard allows) gives the keys that
 *   check the verifier and unwrap the package key; the package is AES-CBC in 4096-byte segments,
 *   each with its own IV from the key data's salt and the segment's number (2.3.4.15).
 * Extensible encryption, other ciphers (RC2, DES), certificate-only key encryptors and any other
 * password give null: the caller answers `password_protected`. A package that fails after the
 * password was accepted (cut off, or its declared size larger than its data) is `corrupt_file`.
 * Memory: the decrypted zip is one buffer of the package's size, written segment by segment.
 */
import { createDecipheriv, createHash } from 'node:crypto';
import { EXCEL_DEFAULT_PASSWORD } from './decrypt-xls.ts';
import { ParseError } from './types.ts';
import { parseXml, type XmlAttributes } from './xml.ts';

const SEGMENT_BYTES = 4096;
const AES_BLOCK = 16;
const MAX_SPIN_COUNT = 10_000_000; // [MS-OFFCRYPTO] 2.3.4.10: spinCount MUST NOT be greater
const MAX_ENCRYPTION_INFO_BYTES = 1024 * 1024;
const STANDARD_SPIN_COUNT = 50_000;
const PASSWORD_KEY_ENCRYPTOR = 'http://schemas.microsoft.com/office/2006/keyEncryptor/password';

const AES_ALGORITHMS = new Map<number, number>([
  [0x660e, 128],
  [0x660f, 192],
  [0x6610, 256],
]);
const SHA1_ALGORITHM = 0x8004;
const FLAG_CRYPTOAPI = 0x04;
const FLAG_AES = 0x20;
const FLAG_EXTERNAL = 0x10;

/** Hash names of the agile descriptor and node:crypto's names with their output sizes. */
const AGILE_HASHES = new Map<string, { name: string; size: number }>([
  ['SHA1', { name: 'sha1', size: 20 }],
  ['SHA-1', { name: 'sha1', size: 20 }],
  ['SHA256', { name: 'sha256', size: 32 }],
  ['SHA-256', { name: 'sha256', size: 32 }],
  ['SHA384', { name: 'sha384', size: 48 }],
  ['SHA-384', { name: 'sha384', size: 48 }],
  ['SHA512', { name: 'sha512', size: 64 }],
  ['SHA-512', { name: 'sha512', size: 64 }],
  ['MD5', { name: 'md5', size: 16 }],
]);

/** The agile block keys ([MS-OFFCRYPTO] 2.3.4.11-13). */
const BLOCK_VERIFIER_INPUT = Buffer.from('fea7d2763b4b9e79', 'hex');
const BLOCK_VERIFIER_VALUE = Buffer.from('d7aa0f6d3061344e', 'hex');
const BLOCK_KEY_VALUE = Buffer.from('146e0be7abacd0d6', 'hex');

function corrupt(message: string): ParseError {
  return new ParseError('corrupt_file', { message: `encrypted package: ${message}` });
}

function le32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0, 0);
  return b;
}

const password16 = (password: string): Buffer => Buffer.from(password, 'utf16le');

/** Truncates, or pads with 0x36, to `length` bytes (the rule for keys and IVs, 2.3.4.11). */
function fitTo(bytes: Buffer, length: number): Buffer {
  if (bytes.length >= length) return bytes.subarray(0, length);
  const out = Buffer.alloc(length, 0x36);
  bytes.copy(out);
  return out;
}

/** The package's declared size and its encrypted bytes, whole AES blocks only. */
function packageData(encryptedPackage: Buffer): { size: number; data: Buffer } {
  if (encryptedPackage.length < 8) throw corrupt('no size');
  const size = Number(encryptedPackage.readBigUInt64LE(0));
  const data = encryptedPackage.subarray(8);
  const whole = data.subarray(0, data.length - (data.length % AES_BLOCK));
  if (size > whole.length) throw corrupt(`declares ${size} bytes, holds ${whole.length}`);
  return { size, data: whole };
}

// ---------------------------------------------------------------------------------------------
// ECMA-376 standard encryption

interface StandardInfo {
  keyBits: number;
  salt: Buffer;
  encryptedVerifier: Buffer;
  encryptedVerifierHash: Buffer;
}

function readStandardInfo(info: Buffer): StandardInfo | null {
  if (info.length < 12) return null;
  const headerSize = info.readUInt32LE(8);
  const header = 12;
  if (headerSize < 32 || header + headerSize + 40 > info.length) return null;
  const flags = info.readUInt32LE(header);
  const algorithm = info.readUInt32LE(header + 8);
  const hashAlgorithm = info.readUInt32LE(header + 12);
  const declaredBits = info.readUInt32LE(header + 16);
  if ((flags & FLAG_CRYPTOAPI) === 0 || (flags & FLAG_AES) === 0 || (flags & FLAG_EXTERNAL) !== 0)
    return null;
  const algorithmBits = algorithm === 0 ? 128 : AES_ALGORITHMS.get(algorithm);
  if (algorithmBits === undefined) return null;
  const keyBits = declaredBits === 0 ? algorithmBits : declaredBits;
  if (keyBits !== algorithmBits) return null;
  if (hashAlgorithm !== 0 && hashAlgorithm !== SHA1_ALGORITHM) return null;
  const verifier = header + headerSize;
  if (info.readUInt32LE(verifier) !== 16) return null;
  const hashSize = info.readUInt32LE(verifier + 36);
  if (hashSize !== 20 || verifier + 40 + 32 > info.length) return null;
  return {
    keyBits,
    salt: info.subarray(verifier + 4, verifier + 20),
    encryptedVerifier: info.subarray(verifier + 20, verifier + 36),
    encryptedVerifierHash: info.subarray(verifier + 40, verifier + 72),
  };
}

/** [MS-OFFCRYPTO] 2.3.4.7: the key of standard encryption. */
function standardKey(password: string, salt: Buffer, keyBits: number): Buffer {
  let hash = createHash('sha1').update(salt).update(password16(password)).digest();
  const round = Buffer.alloc(4 + hash.length);
  for (let i = 0; i < STANDARD_SPIN_COUNT; i++) {
    round.writeUInt32LE(i, 0);
    hash.copy(round, 4);
    hash = createHash('sha1').update(round).digest();
  }
  const final = createHash('sha1').update(hash).update(le32(0)).digest();
  const derive = (fill: number): Buffer => {
    const buffer = Buffer.alloc(64, fill);
    for (let i = 0; i < final.length; i++) buffer[i] = buffer[i]! ^ final[i]!;
    return createHash('sha1').update(buffer).digest();
  };
  return Buffer.concat([derive(0x36), derive(0x5c)]).subarray(0, keyBits / 8);
}

function aesEcb(key: Buffer, data: Buffer): Buffer {
  const decipher = createDecipheriv(`aes-${key.length * 8}-ecb`, key, null);
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

function decryptStandard(info: Buffer, encryptedPackage: Buffer): Buffer | null {
  const standard = readStandardInfo(info);
  if (standard === null) return null;
  const key = standardKey(EXCEL_DEFAULT_PASSWORD, standard.salt, standard.keyBits);
  const verifier = aesEcb(key, standard.encryptedVerifier);
  const verifierHash = aesEcb(key, standard.encryptedVerifierHash).subarray(0, 20);
  if (!createHash('sha1').update(verifier).digest().equals(verifierHash)) return null;

  const { size, data } = packageData(encryptedPackage);
  const out = Buffer.alloc(size);
  // ECB: one decipher over the whole package, a segment at a time into the output.
  const decipher = createDecipheriv(`aes-${standard.keyBits}-ecb`, key, null);
  decipher.setAutoPadding(false);
  for (let at = 0; at < size; at += SEGMENT_BYTES) {
    const plain = decipher.update(data.subarray(at, Math.min(data.length, at + SEGMENT_BYTES)));
    plain.copy(out, at, 0, Math.min(plain.length, size - at));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// ECMA-376 agile encryption

interface AgileParameters {
  keyBits: number;
  blockSize: number;
  hash: { name: string; size: number };
  salt: Buffer;
}

interface AgileInfo {
  keyData: AgileParameters;
  key: AgileParameters & {
    spinCount: number;
    encryptedVerifierHashInput: Buffer;
    encryptedVerifierHashValue: Buffer;
    encryptedKeyValue: Buffer;
  };
}

/** Cipher parameters of `keyData` or `encryptedKey`; null when they are not AES-CBC we can use. */
function agileParameters(attributes: XmlAttributes): AgileParameters | null {
  const hash = AGILE_HASHES.get(attributes.get('hashAlgorithm') ?? '');
  const keyBits = Number(attributes.get('keyBits'));
  const blockSize = Number(attributes.get('blockSize'));
  const salt = Buffer.from(attributes.get('saltValue') ?? '', 'base64');
  if (attributes.get('cipherAlgorithm') !== 'AES' || attributes.get('cipherChaining') !== 'ChainingModeCBC')
    return null;
  if (hash === undefined || ![128, 192, 256].includes(keyBits) || blockSize !== AES_BLOCK) return null;
  if (salt.length === 0) return null;
  return { keyBits, blockSize, hash, salt };
}

function readAgileInfo(info: Buffer): AgileInfo | null {
  if (info.length < 8 || info.readUInt32LE(4) !== 0x40) return null;
  const xml = info.toString('utf8', 8).replace(/^\uFEFF/, '');
  let keyData: AgileParameters | null = null;
  let key: AgileInfo['key'] | null = null;
  let passwordEncryptor = false;
  parseXml(xml, {
    open(name, attributes) {
      if (name === 'keyData' && keyData === null) keyData = agileParameters(attributes);
      else if (name === 'keyEncryptor') passwordEncryptor = attributes.get('uri') === PASSWORD_KEY_ENCRYPTOR;
      else if (name === 'encryptedKey' && passwordEncryptor && key === null) {
        const parameters = agileParameters(attributes);
        const spinCount = Number(attributes.get('spinCount'));
        if (parameters === null || !Number.isInteger(spinCount) || spinCount < 0) return;
        if (spinCount > MAX_SPIN_COUNT) throw corrupt(`spinCount ${spinCount}`);
        const base64 = (field: string): Buffer => Buffer.from(attributes.get(field) ?? '', 'base64');
        key = {
          ...parameters,
          spinCount,
          encryptedVerifierHashInput: base64('encryptedVerifierHashInput'),
          encryptedVerifierHashValue: base64('encryptedVerifierHashValue'),
          encryptedKeyValue: base64('encryptedKeyValue'),
        };
      }
    },
    close(name) {
      if (name === 'keyEncryptor') passwordEncryptor = false;
    },
    text() {},
  });
  if (keyData === null || key === null) return null;
  return { keyData, key };
}

function hashOf(algorithm: string, ...parts: Buffer[]): Buffer {
  const hash = createHash(algorithm);
  for (const part of parts) hash.update(part);
  return hash.digest();
}

function aesCbc(key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const decipher = createDecipheriv(`aes-${key.length * 8}-cbc`, key, iv);
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

function decryptAgile(info: Buffer, encryptedPackage: Buffer): Buffer | null {
  const agile = readAgileInfo(info);
  if (agile === null) return null;
  const { key: encryptor, keyData } = agile;
  const wholeBlocks = (data: Buffer): Buffer => data.subarray(0, data.length - (data.length % AES_BLOCK));
  if (
    wholeBlocks(encryptor.encryptedVerifierHashInput).length === 0 ||
    wholeBlocks(encryptor.encryptedVerifierHashValue).length < encryptor.hash.size ||
    wholeBlocks(encryptor.encryptedKeyValue).length < keyData.keyBits / 8
  )
    return null;

  // [MS-OFFCRYPTO] 2.3.4.11: the password's hash, spinCount rounds, then one key per block key.
  const hashName = encryptor.hash.name;
  let hash = hashOf(hashName, encryptor.salt, password16(EXCEL_DEFAULT_PASSWORD));
  const round = Buffer.alloc(4 + hash.length);
  for (let i = 0; i < encryptor.spinCount; i++) {
    round.writeUInt32LE(i, 0);
    hash.copy(round, 4);
    hash = hashOf(hashName, round);
  }
  const keyFor = (blockKey: Buffer): Buffer => fitTo(hashOf(hashName, hash, blockKey), encryptor.keyBits / 8);
  const iv = fitTo(encryptor.salt, encryptor.blockSize);

  // 2.3.4.13: the verifier's hash must match the encrypted hash value.
  const input = aesCbc(keyFor(BLOCK_VERIFIER_INPUT), iv, wholeBlocks(encryptor.encryptedVerifierHashInput));
  const expected = aesCbc(
    keyFor(BLOCK_VERIFIER_VALUE),
    iv,
    wholeBlocks(encryptor.encryptedVerifierHashValue),
  );
  const verifierHash = hashOf(hashName, input.subarray(0, encryptor.salt.length));
  if (!verifierHash.equals(expected.subarray(0, encryptor.hash.size))) return null;
  const packageKey = aesCbc(keyFor(BLOCK_KEY_VALUE), iv, wholeBlocks(encryptor.encryptedKeyValue)).subarray(
    0,
    keyData.keyBits / 8,
  );

  // 2.3.4.15: 4096-byte segments, each AES-CBC with the IV of its number.
  const { size, data } = packageData(encryptedPackage);
  const out = Buffer.alloc(size);
  for (let segment = 0, at = 0; at < size; segment++, at += SEGMENT_BYTES) {
    const segmentIv = fitTo(hashOf(keyData.hash.name, keyData.salt, le32(segment)), keyData.blockSize);
    const decipher = createDecipheriv(`aes-${keyData.keyBits}-cbc`, packageKey, segmentIv);
    decipher.setAutoPadding(false);
    const plain = decipher.update(data.subarray(at, Math.min(data.length, at + SEGMENT_BYTES)));
    plain.copy(out, at, 0, Math.min(plain.length, size - at));
  }
  return out;
}

/**
 * The decrypted package (the workbook's zip) of an encrypted Office Open XML file, given its
 * `EncryptionInfo` and `EncryptedPackage` streams, when Excel's default password opens it; null for
 * any other password or an encryption we do not decrypt (see the module comment).
 */
export function decryptOoxmlPackage(encryptionInfo: Buffer, encryptedPackage: Buffer): Buffer | null {
  if (encryptionInfo.length < 8 || encryptionInfo.length > MAX_ENCRYPTION_INFO_BYTES) return null;
  const major = encryptionInfo.readUInt16LE(0);
  const minor = encryptionInfo.readUInt16LE(2);
  if (major === 4 && minor === 4) return decryptAgile(encryptionInfo, encryptedPackage);
  if (major >= 2 && major <= 4 && minor === 2) return decryptStandard(encryptionInfo, encryptedPackage);
  return null;
}
