/**
 * The product's files through the file store of the configuration: on PostgreSQL the database
 * store (FILE_STORE=database, what a cluster without a shared folder runs), on SQLite the folder
 * store. Every kind of file is written, served, and removed through it; with the database store
 * nothing stays in DATA_DIR but the jobs' and uploads' temporary files, which are gone afterwards.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ExportFileNameResponse,
  ExportMatchesRequest,
  ExportStatus,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { uploadFile } from '../../test/multipart.ts';
import {
  call,
  createTestApp,
  createTestClock,
  ON_POSTGRES,
  signIn,
  signedInUser,
  XRW,
  type TestClock,
} from '../../test/test-app.ts';
import { sweepExpiredActivatedFiles } from '../activated/jobs.ts';
import {
  exactEntries,
  insertMatchedBatch,
  TEST_COLUMNS,
  TEST_MAPPING,
  testCompany,
  writeTestCompanies,
} from '../exports/testing.ts';
import {
  removeBatchReportFiles,
  removeUnkeptReportFiles,
  reportFileExists,
  reportFileName,
  writeReportFile,
} from '../reports/pdf/files.ts';
import { DatabaseFileStore } from './database-file-store.ts';
import { FolderFileStore } from './file-store.ts';

const KIND = ON_POSTGRES ? 'database' : 'folder';
const DAY = 24 * 60 * 60_000;

let app: FastifyInstance;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp(
    { fileStore: KIND, sessionIdleMinutes: 10080, sessionAbsoluteHours: 720 },
    { clock },
  );
});
afterEach(async () => {
  await app.close();
});

/** The files in a DATA_DIR folder (none when the folder does not exist). */
function localFiles(folder: string): string[] {
  const dir = path.join(app.config.dataDir, folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

async function stored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of app.files.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function get(url: string, cookie: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { ...XRW, cookie } });
}

it(`keeps the files in the ${KIND} store of the configuration`, () => {
  expect(app.files).toBeInstanceOf(KIND === 'database' ? DatabaseFileStore : FolderFileStore);
});

describe('an upload', () => {
  it('is kept in the store, read again from it for another encoding and removed with its import', async () => {
    const anna = await signedInUser(app);
    const csv = Buffer.from('Firma;Ort\r\nM\u00fcller GmbH;Berlin\r\nSchmidt KG;Bonn\r\n', 'latin1');
    const res = await uploadFile(app, anna.cookie, 'Kunden.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const { batchId } = res.json<UploadResponse>();
    const key = `uploads/${batchId}.csv`;
    expect((await stored(key)).equals(csv)).toBe(true);
    expect(localFiles('uploads')).toEqual(KIND === 'database' ? [] : [`${batchId}.csv`]);

    const reread = await call(
      app,
      '/backend/import/rereadUpload',
      { batchId, encoding: 'windows-1252' },
      { cookie: anna.cookie },
    );
    expect(reread.statusCode, reread.body).toBe(200);
    expect(reread.json<UploadResponse>()).toMatchObject({ encoding: 'windows-1252' });
    // The database store's local copy for the reader is gone again.
    expect(localFiles('uploads')).toEqual(KIND === 'database' ? [] : [`${batchId}.csv`]);

    const deleted = await call(app, '/backend/import/deleteImport', { batchId }, { cookie: anna.cookie });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await app.files.exists(key)).toBe(false);
  });
});

describe('an export', () => {
  async function setup() {
    await writeTestCompanies(app.config.dataDir, [testCompany('P1'), testCompany('P2')]);
    const owner = await signedInUser(app);
    await insertMatchedBatch(app.db, {
      id: 'batch1',
      userId: owner.user.id,
      tag: 'Kunden',
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: [
        { cells: ['Alpha GmbH', '10115', 'Berlin', null, null, null], entries: exactEntries('P1') },
        { cells: ['Beta AG', '80331', 'München', null, null, null], entries: exactEntries('P2') },
      ],
    });
    return owner;
  }

  const request: ExportMatchesRequest = {
    batchId: 'batch1',
    exportFileType: 'xlsx',
    delimiter: ';',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports: 2,
  };

  async function exportAndWait(cookie: string): Promise<ExportStatus> {
    const res = await call(app, '/backend/export/exportMatches', request, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 600; i++) {
      const current = await call(app, '/backend/export/getExportStatus', { batchId: 'batch1' }, { cookie });
      const status = current.json<ExportStatus>();
      if (!status.exportInQueue) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the export did not finish');
  }

  it('is written into the store by its job, downloaded, zipped and removed by the retention', async () => {
    const owner = await setup();
    const status = await exportAndWait(owner.cookie);
    expect(status).toMatchObject({ state: 'finished', numCharged: 2 });
    const id = status.exportId!;
    const key = `exports/${id}.xlsx`;
    const bytes = await stored(key);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // The job's temporary file is gone; the database store keeps nothing else in DATA_DIR.
    expect(localFiles('exports')).toEqual(KIND === 'database' ? [] : [`${id}.xlsx`]);

    const file = await get('/backend/export/getExportFile?id=batch1&exportFileType=xlsx', owner.cookie);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    const history = await get(`/backend/export/getHistoryExport?id=${id}`, owner.cookie);
    expect(history.statusCode).toBe(200);
    expect(history.rawPayload.equals(bytes)).toBe(true);
    const zip = await get(`/backend/export/getHistoryExportsZip?ids=${id}`, owner.cookie);
    expect(zip.statusCode).toBe(200);
    // The entry is stored (xlsx is not deflated again): its bytes are in the archive as they are.
    expect(zip.rawPayload.includes(bytes)).toBe(true);

    // The activated companies' file of the same account, through the same store.
    const written = await call(
      app,
      '/backend/companies/exportCompanies',
      { filters: {} },
      { cookie: owner.cookie },
    );
    expect(written.statusCode, written.body).toBe(200);
    const name = written.json<ExportFileNameResponse>().exportFileName;
    const activated = await get(`/backend/companies/getExportFile?exportFileName=${name}`, owner.cookie);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.rawPayload.equals(await stored(`activated/${name}`))).toBe(true);
    expect(localFiles('activated')).toEqual(KIND === 'database' ? [] : [name]);

    clock.advance(31 * DAY);
    expect(await app.exportHistory.sweepExpiredFiles()).toBe(1);
    expect(await app.files.exists(key)).toBe(false);
    // Sessions end after 30 days at the latest: signed in again.
    const cookie = await signIn(app, owner.email, owner.password);
    expect((await get(`/backend/export/getHistoryExport?id=${id}`, cookie)).statusCode).toBe(410);
    expect(await sweepExpiredActivatedFiles(app.db, app.files, clock())).toBe(1);
    expect(await app.files.exists(`activated/${name}`)).toBe(false);
  });
});

describe('the report PDFs', () => {
  it('are kept, found and cleaned up per batch through the store', async () => {
    const pdf = (text: string) => Buffer.from(`%PDF-${text}`);
    const older = reportFileName('b-1', 'a'.repeat(20));
    const current = reportFileName('b-1', 'b'.repeat(20));
    const other = reportFileName('b-2', 'c'.repeat(20));
    await writeReportFile(app.files, older, pdf('1'));
    await writeReportFile(app.files, current, pdf('2'));
    await writeReportFile(app.files, other, pdf('3'));
    expect(await reportFileExists(app.files, current)).toBe(true);
    expect((await stored(`reports/${current}`)).toString()).toBe('%PDF-2');

    await removeBatchReportFiles(app.files, 'b-1', current);
    expect(await reportFileExists(app.files, older)).toBe(false);
    expect(await reportFileExists(app.files, current)).toBe(true);
    expect(await removeUnkeptReportFiles(app.files, new Set([other]))).toBe(1);
    expect(await app.files.list('reports')).toEqual([`reports/${other}`]);
    await app.files.put(`reports/${other}`, Readable.from([pdf('3 again')]));
    expect((await stored(`reports/${other}`)).toString()).toBe('%PDF-3 again');
    expect(localFiles('reports')).toEqual(KIND === 'database' ? [] : [other]);
  });
});
