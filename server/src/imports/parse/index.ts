/**
 * Entry point of the spreadsheet reader (docs/imports.md): `prepareSpreadsheet` reads an uploaded
 * file in a worker thread with a memory cap and a time cap, so no file can stall or crash the
 * server (bad-inputs 17, 27-31): over time is `parse_timeout`, out of memory `file_too_complex`,
 * any unexpected exception of a reader `corrupt_file`. The type comes from the content (sniff.ts),
 * never from the file name.
 */
import { open } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { PreparedTable } from '../prepared-table.ts';
import { readCsv } from './csv.ts';
import { SNIFF_BYTES, sniffFile, type SniffedKind } from './sniff.ts';
import {
  DEFAULT_PARSE_LIMITS,
  ParseError,
  type ParseErrorCode,
  type ParseLimits,
  type ParsedTable,
  type ReadOptions,
} from './types.ts';

export { ParseError, DEFAULT_PARSE_LIMITS } from './types.ts';
export type {
  ParseErrorCode,
  ParseLimits,
  ParsedTable,
  ParseWarning,
  FileKind,
  ReadOptions,
  CsvEncoding,
  SheetInfo,
} from './types.ts';

export interface ParseSpreadsheetOptions {
  /** Overrides of DEFAULT_PARSE_LIMITS. */
  limits?: Partial<ParseLimits>;
  /** Time cap of the whole parse. @default 60000 */
  timeoutMs?: number;
  /** Heap cap of the worker (old generation). @default 1024 */
  maxMemoryMb?: number;
  /** The sheet or encoding the user chose on the mapping screen (importRereadUpload). @default {} */
  options?: ReadOptions;
}

/** A ParseError as plain data, to cross the thread boundary. */
export interface SerializedParseError {
  code: ParseErrorCode;
  line?: number;
  row?: number;
  column?: string;
  params: Record<string, string | number>;
  message: string;
}

/** What the worker posts back: the table, a ParseError, or a fault that is not the file's (e.g. the file is gone). */
export type ParseWorkerAnswer =
  | { ok: true; prepared: PreparedTable }
  | { ok: false; error: SerializedParseError }
  | { ok: false; fault: { name: string; message: string } };

export interface ParseWorkerInput {
  path: string;
  limits: ParseLimits;
  options: ReadOptions;
}

export function serializeParseError(error: ParseError): SerializedParseError {
  return {
    code: error.code,
    ...(error.line === undefined ? {} : { line: error.line }),
    ...(error.row === undefined ? {} : { row: error.row }),
    ...(error.column === undefined ? {} : { column: error.column }),
    params: { ...error.params },
    message: error.message,
  };
}

export function deserializeParseError(data: SerializedParseError): ParseError {
  return new ParseError(data.code, {
    ...(data.line === undefined ? {} : { line: data.line }),
    ...(data.row === undefined ? {} : { row: data.row }),
    ...(data.column === undefined ? {} : { column: data.column }),
    params: data.params,
    message: data.message,
  });
}

/** Any exception of a reader as a ParseError: ParseErrors pass, anything else is `corrupt_file`. */
export function toParseError(error: unknown): ParseError {
  if (error instanceof ParseError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new ParseError('corrupt_file', { message: `corrupt_file (${detail.slice(0, 300)})` });
}

async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    let length = 0;
    while (length < SNIFF_BYTES) {
      const { bytesRead } = await file.read(buffer, length, SNIFF_BYTES - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return buffer.subarray(0, length);
  } finally {
    await file.close();
  }
}

type Reader = (path: string, limits: ParseLimits, options?: ReadOptions) => Promise<ParsedTable>;

/** The xlsx and xls readers are loaded when a file needs them: a csv upload never loads them. */
async function readerFor(kind: SniffedKind): Promise<Reader> {
  if (kind === 'csv') return readCsv;
  if (kind === 'zip') return (await import('./xlsx.ts')).readXlsx;
  // An Excel 2.x-4.0 worksheet: a bare BIFF stream, no compound file around it (issue 21).
  if (kind === 'biff') return (await import('./xls.ts')).readCfbWorkbook;
  // An xls, or an xlsx/xlsm encrypted with Excel's default password (decrypt.ts, ADR 010).
  return (await import('./decrypt.ts')).readCompoundFile;
}

/**
 * Reads a spreadsheet in the calling thread: sniff, then the csv, xlsx or xls reader with the user's
 * sheet or encoding choice (`options`; a reader ignores what does not apply to it). Every failure
 * of the file is a ParseError (an unexpected exception of a reader is `corrupt_file`); a file that
 * cannot be opened or a reader that cannot be loaded rejects with the plain error. No time or
 * memory cap: the server uses prepareSpreadsheet; this is for the worker, tests and benchmarks.
 */
export async function parseSpreadsheetInProcess(
  path: string,
  limits: Partial<ParseLimits> = {},
  options: ReadOptions = {},
): Promise<ParsedTable> {
  const all: ParseLimits = { ...DEFAULT_PARSE_LIMITS, ...limits };
  // A file that cannot be opened, or a reader that cannot be loaded, is the server's fault, not
  // the upload's: those errors pass as they are.
  const kind = sniffFile(await readHead(path));
  const reader = await readerFor(kind);
  try {
    return await reader(path, all, options);
  } catch (error) {
    throw toParseError(error);
  }
}

/**
 * Reads an uploaded spreadsheet in a worker thread with a heap cap (`maxMemoryMb`) and a time cap
 * (`timeoutMs`) and prepares it for storing there: the worker also counts the non-empty cells,
 * proposes the mapping and writes the rows' JSON (imports/prepared-table.ts), so the thread serving
 * requests only stores them. Resolves to the prepared table or rejects with a ParseError
 * (`parse_timeout`, `file_too_complex` when the worker ran out of memory, `corrupt_file` when it
 * died otherwise, or the reader's own code with its line, row, column and params).
 */
export function prepareSpreadsheet(
  path: string,
  options: ParseSpreadsheetOptions = {},
): Promise<PreparedTable> {
  const limits: ParseLimits = { ...DEFAULT_PARSE_LIMITS, ...options.limits };
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxMemoryMb = options.maxMemoryMb ?? 1024;
  const input: ParseWorkerInput = { path, limits, options: options.options ?? {} };
  return new Promise<PreparedTable>((resolve, reject) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: input,
      resourceLimits: {
        maxOldGenerationSizeMb: maxMemoryMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.min(64, Math.floor(maxMemoryMb / 16))),
      },
    });
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        outcome();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new ParseError('parse_timeout', {
              params: { seconds: Math.max(1, Math.round(timeoutMs / 1000)) },
            }),
          ),
        ),
      timeoutMs,
    );
    worker.on('message', (answer: ParseWorkerAnswer) =>
      settle(() => {
        if (answer.ok) resolve(answer.prepared);
        else if ('error' in answer) reject(deserializeParseError(answer.error));
        else reject(Object.assign(new Error(answer.fault.message), { name: answer.fault.name }));
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ParseError('file_too_complex', {
                params: { maxMemoryMb },
                message: 'file_too_complex (out of memory)',
              })
            : toParseError(error),
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() =>
        reject(
          new ParseError('corrupt_file', { message: `corrupt_file (reader stopped with exit code ${code})` }),
        ),
      ),
    );
  });
}
