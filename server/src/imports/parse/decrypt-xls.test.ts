/**
 * xls encrypted with Excel's default password (issue 21 item 4): RC4 and RC4 CryptoAPI workbooks
 * decrypt and read through the upload's reader; any other password stays `password_protected`.
 * Fixtures: encrypted by test/upload-fixtures/encrypted.ts (checked against officecrypto-tool's
 * decryption) and the public default-password.xls written by a spreadsheet program.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  encryptBiffStream,
  encryptXls,
  officeCryptoDecryptXls,
  type XlsEncryption,
} from '../../../test/upload-fixtures/encrypted.ts';
import { cfbFile, xlsWorkbook } from '../../../test/upload-fixtures/workbooks.ts';
import { CompoundFile } from './cfb.ts';
import { decryptBiffStream } from './decrypt-xls.ts';
import { parseSpreadsheetInProcess, ParseError, type ParsedTable } from './index.ts';

const PUBLIC_FIXTURE = join(import.meta.dirname, '../../../test/fixtures/spreadsheets/default-password.xls');

const dir = mkdtempSync(join(tmpdir(), 'datacare-decrypt-xls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
function read(bytes: Buffer): Promise<ParsedTable> {
  const path = join(dir, `upload-${++count}.xls`);
  writeFileSync(path, bytes);
  return parseSpreadsheetInProcess(path);
}

async function refusal(promise: Promise<unknown>): Promise<ParseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
}

/** 300 customers: the Workbook stream spans many 1024-byte blocks, so the key changes often. */
const customers = [
  ['Firmenname', 'Straße', 'PLZ', 'Ort', 'Umsatz'],
  ...Array.from({ length: 300 }, (_, i) => [
    `Müller ${i + 1} GmbH`,
    `Hauptstraße ${i + 1}`,
    '01067',
    'Köln',
    i * 1.5,
  ]),
];
const plainXls = (): Buffer =>
  xlsWorkbook({
    sheets: [
      { name: 'Kunden', rows: customers },
      { name: 'Notizen', hidden: true, rows: [['geheim']] },
    ],
  });

const METHODS: [string, XlsEncryption][] = [
  ['RC4', { method: 'rc4' }],
  ['RC4 CryptoAPI, 128-bit key', { method: 'cryptoapi' }],
  ['RC4 CryptoAPI, 40-bit key', { method: 'cryptoapi', keyBits: 40 }],
];

describe('xls with Excel’s default password', () => {
  it.each(METHODS)(
    'reads a workbook encrypted with %s and the default password',
    async (_name, encryption) => {
      const table = await read(encryptXls(plainXls(), encryption));
      expect(table.kind).toBe('xls');
      expect(table.sheetName).toBe('Kunden');
      expect(table.columns).toEqual(['Firmenname', 'Straße', 'PLZ', 'Ort', 'Umsatz']);
      expect(table.rows).toHaveLength(300);
      expect(table.rows[0]!.cells).toEqual(['Müller 1 GmbH', 'Hauptstraße 1', '01067', 'Köln', '0']);
      expect(table.rows[299]!.cells).toEqual([
        'Müller 300 GmbH',
        'Hauptstraße 300',
        '01067',
        'Köln',
        '448.5',
      ]);
      expect(table.warnings.map((w) => w.code)).toEqual(['hidden_sheet_ignored']);
    },
  );

  it.each(METHODS)('keeps password_protected for %s with a real password', async (_name, encryption) => {
    const error = await refusal(read(encryptXls(plainXls(), { ...encryption, password: 'Geheim2024' })));
    expect(error.code).toBe('password_protected');
  });

  it.each(METHODS)('decrypts %s exactly as officecrypto-tool does', async (_name, encryption) => {
    const encrypted = encryptXls(plainXls(), encryption);
    const stream = new CompoundFile(encrypted).read('Workbook')!;
    const decrypted = decryptBiffStream(stream);
    expect(decrypted).not.toBeNull();
    // officecrypto-tool also turns FILEPASS into a zeroed record of type 0 of the same length.
    expect(decrypted!.equals(await officeCryptoDecryptXls(encrypted))).toBe(true);
  });

  it('reads the public default-password.xls: a header and its 6 data rows', async () => {
    const table = await parseSpreadsheetInProcess(PUBLIC_FIXTURE);
    expect(table.kind).toBe('xls');
    expect(table.columns).toEqual(['date', 'temperature', 'place']);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['2011-01-01', '1', 'Galway'],
      ['2011-01-02', '-1', 'Galway'],
      ['2011-01-03', '0', 'Galway'],
      ['2011-01-01', '6', 'Berkeley'],
      ['2011-01-02', '8', 'Berkeley'],
      ['2011-01-03', '5', 'Berkeley'],
    ]);
  });

  it('decrypts the public file as officecrypto-tool does', async () => {
    const file = readFileSync(PUBLIC_FIXTURE);
    const decrypted = decryptBiffStream(new CompoundFile(file).read('Workbook')!);
    expect(decrypted!.equals(await officeCryptoDecryptXls(file))).toBe(true);
  });

  it('keeps password_protected for XOR obfuscation and unknown encryption headers', async () => {
    const plain = new CompoundFile(plainXls()).read('Workbook')!;
    const bofEnd = 4 + plain.readUInt16LE(2);
    const withFilePass = (data: Buffer): Buffer =>
      cfbFile([
        {
          name: 'Workbook',
          data: Buffer.concat([plain.subarray(0, bofEnd), Buffer.from([0x2f, 0, data.length, 0]), data]),
        },
      ]);
    // XOR obfuscation: encryption type 0, key and verifier.
    expect((await refusal(read(withFilePass(Buffer.from([0, 0, 0x12, 0x34, 0x56, 0x78]))))).code).toBe(
      'password_protected',
    );
    // RC4 with an encryption header version no writer uses.
    expect((await refusal(read(withFilePass(Buffer.from([1, 0, 9, 0, 9, 0]))))).code).toBe(
      'password_protected',
    );
  });

  it('leaves a stream untouched when the password is not the default one', () => {
    const stream = encryptBiffStream(new CompoundFile(plainXls()).read('Workbook')!, {
      method: 'rc4',
      password: 'Geheim2024',
    });
    const copy = Buffer.from(stream);
    expect(decryptBiffStream(stream)).toBeNull();
    expect(stream.equals(copy)).toBe(true);
  });
});
