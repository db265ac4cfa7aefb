/**
 * Activated companies (spec 7 Companies; docs/exports.md 'Activated companies'): the companies an
 * account has exported with quota, listed a page at a time, and written to an xlsx by a job. Every
 * call reads the caller's own companies and files only: another account's ids or file names answer
 * 404, as unknown ones do.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  ActivatedCompany,
  ExportCompaniesRequest,
  ExportFileNameResponse,
  ExportSelectedCompaniesRequest,
  ListActivatedCompaniesRequest,
  ListActivatedCompaniesResponse,
} from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { fileStoreOf, type FileStore } from '../storage/file-store.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import type { Settlements } from './jobs.ts';
import {
  FILE_NAME,
  activatedFileKey,
  activatedIdsOf,
  countCompanies,
  filteredCompanies,
  findActivatedExport,
  findOwnExportFile,
  pageOfCompanies,
  queueActivatedExport,
  type ActivatedCompanyRecord,
  type ActivatedSelection,
} from './storage.ts';

export interface ActivatedServiceOptions {
  db: Db;
  dataDir: string;
  /** Where the files are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStore;
  clock: Clock;
  /** Wakes the activated-export job queue (a job was queued). */
  /** Offers the queued job (its id) to the jobs. */
  kick: (id: string) => void;
  /** Where the job says an export settled. */
  settlements: Settlements;
  /** How often a waiting request looks at its export's record besides being told (default 1 s). */
  pollMs?: number;
}

function itemOf(record: ActivatedCompanyRecord): ActivatedCompany {
  return {
    id: record.provider_id,
    company_name: record.company_name,
    zip: record.zip,
    location: record.location,
    street: record.street,
    country: record.country,
    url: record.url,
    activatedAt: record.activated_at,
  };
}

/** A new file's name: random, so it says nothing and cannot be guessed. */
function newFileName(): string {
  return `activated-${randomBytes(16).toString('base64url')}.xlsx`;
}

export function createActivatedService(options: ActivatedServiceOptions) {
  const { db, clock } = options;
  const files = fileStoreOf(options.files ?? options.dataDir);
  const pollMs = options.pollMs ?? 1000;
  let closing = false;

  /**
   * Queues the export as a job and waits for it (the request's thread is free meanwhile), then
   * answers the file's name; a failed job is 500 `export_failed`.
   */
  async function writeFile(
    userId: string,
    selection: ActivatedSelection,
    lang: Language,
  ): Promise<ExportFileNameResponse> {
    if (closing) throw new HttpError(503, 'service_unavailable');
    const record = await queueActivatedExport(db, {
      userId,
      fileName: newFileName(),
      language: lang,
      selection,
      now: isoAt(clock()),
    });
    options.kick(String(record.id));
    for (;;) {
      const current = await findActivatedExport(db, record.id);
      if (current?.status === 'finished') return { exportFileName: current.file_name };
      if (!current || current.status === 'failed') throw new HttpError(500, 'export_failed');
      if (closing) throw new HttpError(503, 'service_unavailable');
      await options.settlements.wait(record.id, pollMs);
    }
  }

  return {
    /** One page of the caller's activated companies, filtered and sorted, with both counts. */
    async list(userId: string, body: ListActivatedCompaniesRequest): Promise<ListActivatedCompaniesResponse> {
      const all = filteredCompanies(db, userId, undefined);
      const filtered = filteredCompanies(db, userId, body.filters);
      const [totalCount, filteredTotalCount, page] = await Promise.all([
        countCompanies(all),
        countCompanies(filtered),
        pageOfCompanies(filtered, body.sorting ?? { field: 'activatedAt', order: 'desc' }, body.paging),
      ]);
      return { items: page.map(itemOf), totalCount, filteredTotalCount };
    },

    /** Every activated company matching the filters, to an xlsx. */
    async exportAll(
      userId: string,
      body: ExportCompaniesRequest,
      lang: Language,
    ): Promise<ExportFileNameResponse> {
      return writeFile(userId, { filters: body.filters }, lang);
    },

    /** The chosen companies, to an xlsx; one id the caller has not activated is 404 and nothing is written. */
    async exportSelected(
      userId: string,
      body: ExportSelectedCompaniesRequest,
      lang: Language,
    ): Promise<ExportFileNameResponse> {
      const ids = [...new Set(body.ids)];
      const activated = await activatedIdsOf(db, userId, ids);
      if (activated.size !== ids.length) throw new HttpError(404, 'not_found');
      return writeFile(userId, { ids }, lang);
    },

    /** The caller's file of that name while it is kept; 404 for anyone else's, unknown or expired. */
    async file(userId: string, fileName: string): Promise<{ open: () => Readable; fileName: string }> {
      if (!FILE_NAME.test(fileName)) throw new HttpError(404, 'not_found');
      const record = await findOwnExportFile(db, userId, fileName, isoAt(clock()));
      if (!record) throw new HttpError(404, 'not_found');
      const key = activatedFileKey(record.file_name);
      if (!(await files.exists(key))) throw new HttpError(404, 'not_found');
      return { open: () => files.read(key), fileName: record.file_name };
    },

    /** Waiting requests answer 503 (the server is closing); no new export is queued. */
    close(): void {
      closing = true;
      options.settlements.wakeAll();
    },
  };
}

export type ActivatedService = ReturnType<typeof createActivatedService>;
