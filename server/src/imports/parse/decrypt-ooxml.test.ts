/**
 * xlsx and xlsm encrypted with Excel's default password (issue 21 item 4): ECMA-376 agile and
 * standard encryption decrypt and read through the upload's reader; any other password stays
 * `password_protected`; a broken package after the password was accepted is `corrupt_file`.
 * Fixtures are encrypted by officecrypto-tool in the test (test/upload-fixtures/encrypted.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptXlsx } from '../../../test/upload-fixtures/encrypted.ts';
import { cfbFile, xlsxWorkbook } from '../../../test/upload-fixtures/workbooks.ts';
import { CompoundFile } from './cfb.ts';
import { parseSpreadsheetInProcess, ParseError, type ParsedTable } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'datacare-decrypt-ooxml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
function read(bytes: Buffer, extension = 'xlsx'): Promise<ParsedTable> {
  const path = join(dir, `upload-${++count}.${extension}`);
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

const rows = [
  ['Firmenname', 'Straße', 'PLZ', 'Ort'],
  ...Array.from({ length: 200 }, (_, i) => [`Müller ${i + 1} GmbH`, `Hauptstraße ${i + 1}`, '01067', 'Köln']),
];
const plainXlsx = (): Buffer => xlsxWorkbook({ sheets: [{ name: 'Kunden', rows }] });

/** An xlsm: the macro-enabled content type and a VBA project part beside the sheet. */
const plainXlsm = (): Buffer =>
  xlsxWorkbook({
    sheets: [{ name: 'Kunden', rows }],
    replaceParts: {
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    },
    extraEntries: [{ name: 'xl/vbaProject.bin', data: Buffer.alloc(2048, 0x41) }],
  });

function expectCustomers(table: ParsedTable): void {
  expect(table.kind).toBe('xlsx');
  expect(table.sheetName).toBe('Kunden');
  expect(table.columns).toEqual(['Firmenname', 'Straße', 'PLZ', 'Ort']);
  expect(table.rows).toHaveLength(200);
  expect(table.rows[0]!.cells).toEqual(['Müller 1 GmbH', 'Hauptstraße 1', '01067', 'Köln']);
  expect(table.rows[199]!.cells).toEqual(['Müller 200 GmbH', 'Hauptstraße 200', '01067', 'Köln']);
}

/** The encrypted file with its streams changed (the compound file written anew). */
function withStreams(file: Buffer, change: (name: string, data: Buffer) => Buffer): Buffer {
  const cfb = new CompoundFile(file);
  return cfbFile(cfb.streamNames.map((name) => ({ name, data: change(name, cfb.read(name)!) })));
}

describe('xlsx and xlsm with Excel’s default password', () => {
  it('reads an xlsx with agile encryption (Excel 2010 and later)', async () => {
    expectCustomers(await read(encryptXlsx(plainXlsx(), { type: 'agile' })));
  });

  it('reads an xlsx with standard encryption (Excel 2007)', async () => {
    expectCustomers(await read(encryptXlsx(plainXlsx(), { type: 'standard' })));
  });

  it('reads an xlsm with agile and with standard encryption, whatever the file is called', async () => {
    expectCustomers(await read(encryptXlsx(plainXlsm(), { type: 'agile' }), 'xlsm'));
    expectCustomers(await read(encryptXlsx(plainXlsm(), { type: 'standard' }), 'xls'));
  });

  it.each(['agile', 'standard'] as const)(
    'keeps password_protected for %s encryption with a real password',
    async (type) => {
      const error = await refusal(read(encryptXlsx(plainXlsx(), { type, password: 'Geheim2024' })));
      expect(error.code).toBe('password_protected');
    },
  );

  it.each(['agile', 'standard'] as const)(
    'gives corrupt_file for a %s package cut short after the password was accepted',
    async (type) => {
      const cut = withStreams(encryptXlsx(plainXlsx(), { type }), (name, data) =>
        name === 'EncryptedPackage' ? data.subarray(0, 8 + 1024) : data,
      );
      expect((await refusal(read(cut))).code).toBe('corrupt_file');
    },
  );

  it('refuses an agile spin count above the standard’s 10,000,000 without hashing it', async () => {
    const slow = withStreams(encryptXlsx(plainXlsx(), { type: 'agile' }), (name, data) =>
      name === 'EncryptionInfo'
        ? Buffer.from(
            data.toString('latin1').replace('spinCount="100000"', 'spinCount="4000000000"'),
            'latin1',
          )
        : data,
    );
    expect((await refusal(read(slow))).code).toBe('corrupt_file');
  });

  it('keeps password_protected for extensible encryption and a key encryptor without a password', async () => {
    const encrypted = encryptXlsx(plainXlsx(), { type: 'agile' });
    const extensible = withStreams(encrypted, (name, data) => {
      if (name !== 'EncryptionInfo') return data;
      const copy = Buffer.from(data);
      copy.writeUInt16LE(3, 2); // version 4.3
      return copy;
    });
    expect((await refusal(read(extensible))).code).toBe('password_protected');
    const certificateOnly = withStreams(encrypted, (name, data) =>
      name === 'EncryptionInfo'
        ? Buffer.from(
            data
              .toString('latin1')
              .replace(
                'uri="http://schemas.microsoft.com/office/2006/keyEncryptor/password"',
                'uri="http://schemas.microsoft.com/office/2006/keyEncryptor/certificate"',
              ),
            'latin1',
          )
        : data,
    );
    expect((await refusal(read(certificateOnly))).code).toBe('password_protected');
  });
});
