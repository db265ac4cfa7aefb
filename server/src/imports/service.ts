/**
 * The import wizard's server side (docs/imports.md): upload → mapping → matching → status. Every
 * call finds the batch by id AND the caller's user id, so another user's batch is "not found"
 * (bad-inputs 42).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  countMatchTypes,
  defaultTagFromFileName,
  DEFAULT_EXACT_MATCH_THRESHOLD,
  internalColumns,
  mappingProblems,
  normalizeThreshold,
  validateMapping,
} from '@datacare/api-client/domain';
import type {
  ErrorItem,
  ImportListItem,
  ImportNameResponse,
  InternalColumn,
  ListImportsRequest,
  ListImportsResponse,
  MappingPair,
  RereadUploadRequest,
  StartMatchingRequest,
  StartMatchingResponse,
  Status,
  TextEncoding,
  ThresholdsResponse,
  UploadResponse,
  UploadSheet,
} from '@datacare/api-client/generated/types';
import { writeTransaction, type Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { message, type MessageKey } from '../http/messages.ts';
import type { Language } from '../http/language.ts';
import type { MatchJobRunner } from '../matching/jobs/runner.ts';
import { findMatchJob, matchPriorities, resultPriorities } from '../matching/jobs/storage.ts';
import { fileStoreOf, type FileStore } from '../storage/file-store.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import { checkProviderIds, findDuplicateExtIds } from './mapping/checks.ts';
import { headerSetKey, proposeMapping } from './mapping/propose.ts';
import type { CompanyIdLookup } from './company-ids.ts';
import { prepareSpreadsheet } from './parse/index.ts';
import type { PreparedTable } from './prepared-table.ts';
import {
  ParseError,
  type CsvEncoding,
  type ParseLimits,
  type ParseWarning,
  type ReadOptions,
} from './parse/types.ts';
import {
  createImportWithRows,
  deleteImportWithData,
  findImportBatch,
  findImportByUploadKey,
  findRememberedMapping,
  firstImportRows,
  importListEntries,
  importListRows,
  importRows,
  removeUnfinishedImports,
  rememberMapping,
  replaceImportRows,
  updateImportBatch,
  type ImportBatchRecord,
} from './storage.ts';
import { generateId, uploadFileKey, uploadsDir, type ReceivedUpload } from './upload.ts';
import { removeBatchReportFiles } from '../reports/pdf/files.ts';
import { isUniqueViolation } from '../db/portable.ts';

/** Example rows sent with the upload response for the mapping screen's pager. */
export const EXAMPLE_ROWS = 5;
/** Parses running at once; more uploads wait their turn (2 cores: leave one for requests). */
const PARSE_CONCURRENCY = 1;

export interface ImportServiceOptions {
  db: Db;
  dataDir: string;
  /** Where the uploaded originals are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStore;
  clock: Clock;
  matching: MatchJobRunner;
  companyIds: CompanyIdLookup;
  maxUploadRows: number;
  /** Reader limits beyond maxRows (tests lower them). */
  parseLimits?: Partial<ParseLimits>;
  parseTimeoutMs?: number;
}

export const INTERNAL_COLUMNS: InternalColumn[] = internalColumns();

/** A simple FIFO semaphore. */
function limiter(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

function parseErrorToHttp(error: ParseError, fileName: string): HttpError {
  const extra: Omit<ErrorItem, 'type' | 'message'> = { file: fileName };
  if (error.line !== undefined) extra.line = error.line;
  if (error.row !== undefined) extra.row = error.row;
  if (error.column !== undefined) extra.column = error.column;
  const params: Record<string, string | number> = { ...error.params };
  if (error.line !== undefined) params.line = error.line;
  if (error.row !== undefined) params.row = error.row;
  if (error.column !== undefined) params.column = error.column;
  if (error.code === 'record_too_long' && typeof params.max === 'number') {
    params.max = `${Math.round(params.max / 1024)} KB`;
  }
  return new HttpError(400, error.code, { key: error.code as MessageKey, params, extra });
}

function sheetNotFound(sheet: string): never {
  throw new HttpError(400, 'sheet_not_found', { params: { sheet } });
}

function warningItem(lang: Language, warning: ParseWarning, fileName: string): ErrorItem {
  const params: Record<string, string | number> = { ...warning.params };
  if (warning.row !== undefined) params.row = warning.row;
  if (warning.column !== undefined) params.column = warning.column;
  if (warning.line !== undefined && params.line === undefined) params.line = warning.line;
  const item: ErrorItem = {
    type: warning.code,
    message: message(lang, `warning.${warning.code}` as MessageKey, params),
    file: fileName,
  };
  if (warning.row !== undefined) item.row = warning.row;
  if (warning.column !== undefined) item.column = warning.column;
  if (warning.line !== undefined) item.line = warning.line;
  return item;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  return JSON.parse(text) as T;
}

/** Case folded alike in every language ('Ä' finds 'ä'; SQLite's lower() folds ASCII only). */
function fold(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/**
 * Where "open" leads on the past-imports list: the mapping until matching was started, the status
 * page until it finished, review once matched, export once a finished export exists.
 */
export function furthestStepOf(row: {
  job_status: string | null;
  exported: number;
}): ImportListItem['furthestStep'] {
  if (row.job_status === null) return 'mapping';
  if (row.job_status !== 'finished') return 'status';
  return row.exported ? 'export' : 'review';
}

/**
 * The sheets the mapping screen offers. Imports uploaded before the sheet choice (migration 0009)
 * know only the sheet read.
 */
function sheetsOf(batch: ImportBatchRecord): UploadSheet[] {
  if (batch.sheets !== null) return parseJson<UploadSheet[]>(batch.sheets, []);
  return batch.sheet_name === null ? [] : [{ name: batch.sheet_name, hasData: true }];
}

/** What the batch stores of a read table (the upload and every re-read). */
function tableValues(prepared: PreparedTable, detected: readonly MappingPair[]) {
  const { table } = prepared;
  return {
    rows_total: prepared.rowCount + table.emptyRows,
    rows_empty: table.emptyRows,
    rows_ok: prepared.rowCount,
    file_kind: table.kind,
    encoding: table.encoding ?? null,
    delimiter: table.delimiter ?? null,
    sheet_name: table.sheetName ?? null,
    sheets: table.sheets ? JSON.stringify(table.sheets) : null,
    columns: JSON.stringify(table.columns),
    non_empty_counts: JSON.stringify(prepared.nonEmptyCounts),
    warnings: JSON.stringify(table.warnings),
    warning_count: table.warningCount,
    rows_dropped: table.droppedRows,
    detected_mapping: JSON.stringify(detected),
  };
}

export function createImportService(options: ImportServiceOptions) {
  const { db, clock, matching } = options;
  const files = fileStoreOf(options.files ?? options.dataDir);
  const parseLimited = limiter(PARSE_CONCURRENCY);

  async function batchOf(userId: string, batchId: string): Promise<ImportBatchRecord> {
    const batch = await findImportBatch(db, userId, batchId);
    if (!batch) throw new HttpError(404, 'not_found');
    return batch;
  }

  /** Reads a file in the parse worker, one at a time, with the user's sheet or encoding choice. */
  function readFile(file: string, choice: ReadOptions): Promise<PreparedTable> {
    // The worker reads the file, counts, proposes and writes the rows' JSON (prepared-table.ts).
    return parseLimited(() =>
      prepareSpreadsheet(file, {
        limits: { ...options.parseLimits, maxRows: options.maxUploadRows },
        ...(options.parseTimeoutMs ? { timeoutMs: options.parseTimeoutMs } : {}),
        options: choice,
      }),
    );
  }

  /** The proposal shown: a mapping confirmed before for the same headers wins over the worker's. */
  async function proposalFor(userId: string, prepared: PreparedTable): Promise<MappingPair[]> {
    const remembered = await findRememberedMapping(db, userId, headerSetKey(prepared.table.columns));
    if (!remembered) return prepared.detectedMapping;
    return proposeMapping({
      columns: prepared.table.columns,
      sampleRows: prepared.sampleRows,
      remembered: parseJson<MappingPair[]>(remembered.mapping, []),
    });
  }

  async function uploadResponse(batch: ImportBatchRecord, lang: Language): Promise<UploadResponse> {
    const columns = parseJson<string[]>(batch.columns, []);
    const examples = await firstImportRows(db, batch.id, EXAMPLE_ROWS);
    const warnings = parseJson<ParseWarning[]>(batch.warnings, []);
    const isCsv = (batch.file_kind ?? 'csv') === 'csv';
    return {
      sheets: isCsv ? [] : sheetsOf(batch),
      sheetName: isCsv ? null : batch.sheet_name,
      encoding: isCsv ? ((batch.encoding ?? 'utf-8') as TextEncoding) : null,
      encodingConfident: isCsv ? batch.encoding_confident === 1 : true,
      batchId: batch.id,
      fileName: batch.file_name,
      tag: batch.tag,
      fileKind: (batch.file_kind ?? 'csv') as UploadResponse['fileKind'],
      stats: {
        rows: { total: batch.rows_ok, empty: batch.rows_empty },
        columns: { total: columns.length },
      },
      maxRowsExceeded: batch.rows_dropped > 0,
      maxUploadRows: batch.max_upload_rows,
      detectedMapping: parseJson<MappingPair[]>(batch.detected_mapping, []),
      customerColumns: columns,
      internalColumns: INTERNAL_COLUMNS,
      exampleValues: examples.map((r) => columns.map((_, i) => r.cells[i] ?? null)),
      nonEmptyCounts: parseJson<number[]>(batch.non_empty_counts, []),
      warnings: warnings.map((w) => warningItem(lang, w, batch.file_name)),
      warningCount: batch.warning_count,
    };
  }

  /** Waits for the batch a concurrent request with the same upload key is creating. */
  async function batchOfUploadKey(userId: string, uploadKey: string): Promise<ImportBatchRecord | undefined> {
    for (let i = 0; i < 600; i++) {
      const batch = await findImportByUploadKey(db, userId, uploadKey);
      if (batch) return batch;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  }

  /** Keys of uploads being parsed right now, per user: a double click waits for the first. */
  const inFlightKeys = new Map<string, Promise<string | null>>();

  async function upload(userId: string, received: ReceivedUpload, lang: Language): Promise<UploadResponse> {
    const flightKey = received.uploadKey ? `${userId}\n${received.uploadKey}` : null;
    if (received.uploadKey) {
      const running = flightKey ? inFlightKeys.get(flightKey) : undefined;
      if (running) await running.catch(() => null);
      const existing = await findImportByUploadKey(db, userId, received.uploadKey);
      if (existing) {
        await rm(received.tempFile, { force: true });
        return uploadResponse(existing, lang);
      }
    }
    const work = createFromUpload(userId, received);
    if (flightKey) {
      const settled = work.then(
        (id) => id,
        () => null,
      );
      inFlightKeys.set(flightKey, settled);
      void settled.finally(() => inFlightKeys.delete(flightKey));
    }
    const batchId = await work;
    return uploadResponse(await batchOf(userId, batchId), lang);
  }

  async function createFromUpload(userId: string, received: ReceivedUpload): Promise<string> {
    let prepared: PreparedTable;
    try {
      prepared = await readFile(received.tempFile, {});
    } catch (error) {
      await rm(received.tempFile, { force: true });
      if (error instanceof ParseError) throw parseErrorToHttp(error, received.fileName);
      throw error;
    }
    const { table } = prepared;
    const batchId = generateId();
    const storedName = `${batchId}.${table.kind}`;
    const stored = uploadFileKey(storedName);
    const detected = await proposalFor(userId, prepared);
    try {
      // The original is kept in the file store (moved within DATA_DIR, or copied to the database).
      await files.put(stored, received.tempFile);
      await createImportWithRows(
        db,
        {
          id: batchId,
          user_id: userId,
          file_name: received.fileName,
          tag: defaultTagFromFileName(received.fileName),
          created_at: isoAt(clock()),
          file_size: received.size,
          stored_file: storedName,
          ...tableValues(prepared, detected),
          encoding_confident: table.encodingConfident === false ? 0 : 1,
          max_upload_rows: options.maxUploadRows,
          exact_match_threshold: DEFAULT_EXACT_MATCH_THRESHOLD,
          upload_key: received.uploadKey,
        },
        prepared.rows,
      );
    } catch (error) {
      await files.delete(stored);
      await rm(received.tempFile, { force: true });
      if (received.uploadKey && isUniqueViolation(error)) {
        // The same click arrived twice at once: answer with the first request's batch.
        const first = await batchOfUploadKey(userId, received.uploadKey);
        if (first) return first.id;
      }
      throw error;
    }
    return batchId;
  }

  /**
   * The mapping screen's sheet or encoding choice (contract importRereadUpload): reads the stored
   * upload again with it and replaces the import's rows, columns, counts, warnings and proposal in
   * one transaction (storage.ts replaceImportRows). Only before matching started (409
   * `import_started`); an encoding for a workbook or a sheet for a csv is 400. What is not asked for
   * stays as chosen before: the sheet read, the encoding read in. A file the reader refuses is the
   * upload's translated 400 and leaves the import as it was.
   */
  async function rereadUpload(
    userId: string,
    body: RereadUploadRequest,
    lang: Language,
  ): Promise<UploadResponse> {
    const batch = await batchOf(userId, body.batchId);
    if (await findMatchJob(db, batch.id)) throw new HttpError(409, 'import_started');
    const isCsv = (batch.file_kind ?? 'csv') === 'csv';
    if (!isCsv && body.encoding !== undefined) throw new HttpError(400, 'encoding_not_applicable');
    if (isCsv && body.sheetName !== undefined) sheetNotFound(body.sheetName);
    // Imports uploaded before migration 0009 do not know their sheets: the reader decides.
    const known = batch.sheets === null ? null : sheetsOf(batch);
    if (body.sheetName !== undefined && known && !known.some((sheet) => sheet.name === body.sheetName)) {
      sheetNotFound(body.sheetName);
    }
    const sheetName = body.sheetName ?? batch.sheet_name;
    const encoding = (body.encoding ?? batch.encoding) as CsvEncoding | null;
    const choice: ReadOptions = {};
    if (isCsv && encoding) choice.encoding = encoding;
    if (!isCsv && sheetName) choice.sheetName = sheetName;
    if (!batch.stored_file) throw new HttpError(404, 'not_found');
    let prepared: PreparedTable;
    try {
      // The database store copies the original to a local file for the parse worker.
      await mkdir(uploadsDir(options.dataDir), { recursive: true });
      const scratch = path.join(uploadsDir(options.dataDir), `${generateId()}.part`);
      prepared = await files.withLocalFile(uploadFileKey(batch.stored_file), scratch, (file) =>
        readFile(file, choice),
      );
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      if (error.code === 'sheet_not_found' && sheetName && error.params.sheet === undefined) {
        error.params.sheet = sheetName;
      }
      throw parseErrorToHttp(error, batch.file_name);
    }
    const detected = await proposalFor(userId, prepared);
    const outcome = await replaceImportRows(
      db,
      batch.id,
      {
        ...tableValues(prepared, detected),
        // The confidence describes the detection: a chosen encoding keeps the choice open.
        encoding_confident: choice.encoding
          ? batch.encoding_confident
          : prepared.table.encodingConfident === false
            ? 0
            : 1,
      },
      prepared.rows,
    );
    if (outcome === 'not_found') throw new HttpError(404, 'not_found');
    if (outcome === 'started') throw new HttpError(409, 'import_started');
    return uploadResponse(await batchOf(userId, batch.id), lang);
  }

  /**
   * Saves the mapping and starts matching (contract importStartMatching). `requestedAt`: when the
   * request arrived (ISO); a job created since then makes it one of simultaneous starts (409).
   */
  async function startMatching(
    userId: string,
    body: StartMatchingRequest,
    requestedAt?: string,
    lang: Language = 'de',
  ): Promise<StartMatchingResponse> {
    const batch = await batchOf(userId, body.batchId);
    const job = await findMatchJob(db, batch.id);
    if (job && (job.status === 'queued' || job.status === 'running' || job.status === 'stopping')) {
      throw new HttpError(409, 'matching_running');
    }
    const columns = parseJson<string[]>(batch.columns, []);
    const problems = mappingProblems(body.mapping, columns, body.additionalCustomerColumns);
    if (problems.length > 0) {
      throw new HttpError(400, 'mapping_invalid', {
        // Each problem in the user's language (the domain rule's own text is English).
        params: {
          details: problems
            .map((p) =>
              message(lang, `mapping.${p.code}`, { name: JSON.stringify(p.field ?? p.column ?? '') }),
            )
            .join(' '),
        },
      });
    }
    const counts = parseJson<number[]>(batch.non_empty_counts, []);
    const nonEmptyColumns = new Set(columns.filter((_, i) => (counts[i] ?? 0) > 0));
    if (validateMapping(body.mapping, { nonEmptyColumns }).status === 'error') {
      throw new HttpError(400, 'mapping_required_missing');
    }
    const none: StartMatchingResponse = {
      started: false,
      hasDuplicateExtIds: false,
      rowsIdentical: [],
      rowsDiffer: [],
      hasInvalidProviderIds: false,
      invalidProviderIdRows: [],
      reviewDecisions: 0,
    };
    const needsRows =
      body.mapping.some((p) => p.internalField === 'provider_id') ||
      (body.checkDuplicateExtIds && body.mapping.some((p) => p.internalField === 'ext_id'));
    const rows = needsRows ? await collectRows(batch.id) : [];
    if (body.mapping.some((p) => p.internalField === 'provider_id')) {
      const check = await checkProviderIds(rows, columns, body.mapping, options.companyIds);
      const hasName = body.mapping.some((p) => p.internalField === 'company_name');
      if (!hasName && check.filledTotal > 0 && check.invalidTotal >= check.filledTotal) {
        throw new HttpError(400, 'no_valid_provider_id');
      }
      if (check.invalidTotal > 0) {
        return { ...none, hasInvalidProviderIds: true, invalidProviderIdRows: check.invalidRows };
      }
    }
    if (body.checkDuplicateExtIds && body.mapping.some((p) => p.internalField === 'ext_id')) {
      const { rowsIdentical, rowsDiffer } = findDuplicateExtIds(rows, columns, body.mapping);
      if (rowsIdentical.length > 0 || rowsDiffer.length > 0) {
        return { ...none, hasDuplicateExtIds: true, rowsIdentical, rowsDiffer };
      }
    }
    const mapping = JSON.stringify(body.mapping);
    const additional = JSON.stringify(body.additionalCustomerColumns);
    // Check and start are one transaction (jobs/storage.ts createMatchJob): of simultaneous calls
    // one starts, the others answer 409; the batch's mapping is written only with the job it made.
    const outcome = await matching.start({
      batchId: batch.id,
      columns,
      mapping: body.mapping,
      threshold: batch.exact_match_threshold,
      discardReviewDecisions: body.discardReviewDecisions === true,
      batchMapping: { mapping, additionalColumns: additional },
      ...(requestedAt ? { requestedAt } : {}),
    });
    if (!outcome.created) {
      if (outcome.reason === 'running') throw new HttpError(409, 'matching_running');
      return { ...none, reviewDecisions: outcome.reviewDecisions };
    }
    await rememberMapping(db, {
      userId,
      headerKey: headerSetKey(columns),
      mapping,
      additionalColumns: additional,
      now: isoAt(clock()),
    });
    return { ...none, started: true };
  }

  /**
   * Continues a failed or stopped job from its checkpoint (the status page's retry). 412 when the
   * batch was never started, 409 while it runs or once it has finished.
   */
  async function retryMatching(userId: string, batchId: string): Promise<void> {
    const batch = await batchOf(userId, batchId);
    const outcome = await matching.resume(batch.id);
    if (outcome === 'none') throw new HttpError(412, 'matching_not_started');
    if (outcome === 'finished') throw new HttpError(409, 'matching_finished');
    if (outcome !== 'queued') throw new HttpError(409, 'matching_running');
  }

  async function collectRows(batchId: string): Promise<{ rowId: number; cells: (string | null)[] }[]> {
    const rows: { rowId: number; cells: (string | null)[] }[] = [];
    for await (const row of importRows(db, batchId)) rows.push(row);
    return rows;
  }

  async function status(userId: string, batchId: string): Promise<Status> {
    const batch = await batchOf(userId, batchId);
    const result = await matching.status(batch.id, batch.exact_match_threshold);
    if (!result) throw new HttpError(412, 'matching_not_started');
    return result;
  }

  async function thresholds(batch: ImportBatchRecord, threshold: number): Promise<ThresholdsResponse> {
    const priorities = await matchPriorities(db, batch.id);
    const job = await findMatchJob(db, batch.id);
    const total = job?.total ?? batch.rows_ok;
    return {
      exactMatchThreshold: threshold,
      statusCounts: countMatchTypes(priorities, threshold, Math.max(0, total - priorities.length)),
    };
  }

  return {
    /** Removes what a stopped server left half-done: batches still 'storing', temporary upload files. */
    /**
     * Removes the uploads a killed process left half stored. With `olderThanMs` (a cluster: other
     * API processes may be storing uploads right now) only those started longer ago than that.
     */
    async removeUnfinished({ olderThanMs = 0 }: { olderThanMs?: number } = {}): Promise<void> {
      const dir = uploadsDir(options.dataDir);
      const before = olderThanMs > 0 ? new Date(options.clock() - olderThanMs).toISOString() : undefined;
      for (const file of await removeUnfinishedImports(db, before)) await files.delete(uploadFileKey(file));
      if (!existsSync(dir)) return;
      for (const file of await readdir(dir)) {
        if (!file.endsWith('.part')) continue;
        const part = path.join(dir, file);
        const changed = olderThanMs > 0 ? ((await stat(part).catch(() => null))?.mtimeMs ?? 0) : 0;
        if (olderThanMs > 0 && changed > options.clock() - olderThanMs) continue;
        await rm(part, { force: true });
      }
    },
    upload,
    rereadUpload,
    startMatching,
    retryMatching,
    status,
    async stopMatching(userId: string, batchId: string): Promise<void> {
      const batch = await batchOf(userId, batchId);
      await matching.stop(batch.id);
    },
    /**
     * The past-imports list (spec 2, 7 listImports): the user's complete imports, newest first,
     * searched on file name and tag. Search and paging run in the process over a few short columns
     * (case folding in every language; the search text is never SQL), then the page's cards are read.
     */
    async listImports(userId: string, body: ListImportsRequest): Promise<ListImportsResponse> {
      const entries = await importListEntries(db, userId);
      entries.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
      const term = fold(body.filters?.searchterm?.trim() ?? '');
      const found =
        term === ''
          ? entries
          : entries.filter((e) => fold(e.file_name).includes(term) || fold(e.tag).includes(term));
      const { page, pageSize } = body.paging;
      const ids = found.slice(page * pageSize, (page + 1) * pageSize).map((e) => e.id);
      const rows = new Map((await importListRows(db, userId, ids)).map((r) => [r.id, r]));
      const items = ids.flatMap((id): ImportListItem[] => {
        const row = rows.get(id);
        if (!row) return []; // deleted between the two reads
        return [
          {
            batchId: row.id,
            fileName: row.file_name,
            tag: row.tag,
            timeCreated: Math.floor(Date.parse(row.created_at) / 1000),
            stats: { file: { rows: { ok: row.rows_ok, empty: row.rows_empty } } },
            furthestStep: furthestStepOf(row),
          },
        ];
      });
      return { items, totalCount: found.length };
    },
    /**
     * Deletes everything of the import: matching stops, then batch, rows, results, candidates,
     * decisions, job and export preview go in one transaction, then the stored upload. Its exports
     * stay in the history, marked as of a deleted import.
     */
    async deleteImport(userId: string, batchId: string): Promise<void> {
      const batch = await batchOf(userId, batchId);
      await matching.stop(batch.id);
      await deleteImportWithData(db, batch.id);
      if (batch.stored_file) await files.delete(uploadFileKey(batch.stored_file));
      // Its quality report PDFs (their records went with the batch).
      await removeBatchReportFiles(files, batch.id);
    },
    async importName(userId: string, batchId: string): Promise<ImportNameResponse> {
      const batch = await batchOf(userId, batchId);
      return { fileName: batch.file_name, tag: batch.tag };
    },
    async saveTag(userId: string, batchId: string, tag: string): Promise<ImportNameResponse> {
      const batch = await batchOf(userId, batchId);
      const clean = tag.trim();
      await updateImportBatch(db, batch.id, { tag: clean });
      return { fileName: batch.file_name, tag: clean };
    },
    async resultPriorities(userId: string, batchId: string) {
      const batch = await batchOf(userId, batchId);
      return { resultPriorities: await resultPriorities(db, batch.id) };
    },
    async getThresholds(userId: string, batchId: string): Promise<ThresholdsResponse> {
      const batch = await batchOf(userId, batchId);
      return thresholds(batch, batch.exact_match_threshold);
    },
    async saveThresholds(userId: string, batchId: string, value: number): Promise<ThresholdsResponse> {
      const batch = await batchOf(userId, batchId);
      const threshold = normalizeThreshold(value);
      await writeTransaction(db, async (trx) => {
        await trx
          .updateTable('import_batches')
          // Rows change tabs: the kept checked count is unknown until the next review write.
          .set({ exact_match_threshold: threshold, manual_checked_count: null })
          .where('id', '=', batch.id)
          .execute();
        await trx
          .updateTable('match_jobs')
          .set({ exact_match_threshold: threshold })
          .where('batch_id', '=', batch.id)
          .execute();
      });
      return thresholds(batch, threshold);
    },
    /** The sample customer file written on first start (DATA_DIR/samples), or null. */
    sampleFile(format: 'csv' | 'xlsx'): string | null {
      const file = path.join(options.dataDir, 'samples', `kundenliste-beispiel.${format}`);
      return existsSync(file) ? file : null;
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
