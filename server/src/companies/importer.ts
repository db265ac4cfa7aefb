/**
 * Streaming import of a provider's dump into the company database: our CSV or JSONL format
 * (formats.ts) or the OffeneRegister JSONL (offeneregister.ts), plain or gzip-compressed. Lines are
 * read one at a time and written in batches, so the file size does not matter; a malformed line is
 * rejected with its line number and the rest goes on; importing the same file again changes
 * nothing (upsert by provider id).
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { CsvSyntaxError, detectDelimiter, parseCsv } from './csv.ts';
import type { CompanyDatabase } from './database.ts';
import { RecordError, checkCsvHeader, csvRowToObject, recordFromDump } from './formats.ts';
import type { CompanyRecord } from './model.ts';
import { GENERATING } from './generate.ts';
import { recordFromOffeneRegister } from './offeneregister.ts';
import { companyMeta, countCompanies, createCompanyWriter, setCompanyMeta } from './storage.ts';

export const IMPORT_FORMATS = ['csv', 'jsonl', 'offeneregister'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface ImportProgress {
  lines: number;
  imported: number;
  rejected: number;
  /** Bytes of the (possibly compressed) file read so far, and its size. */
  bytesRead: number;
  totalBytes: number;
}

export interface RejectedLine {
  line: number;
  message: string;
}

export interface ImportOptions {
  /** The file's format; by default .csv means CSV and JSON lines are told apart by their fields. */
  format?: ImportFormat;
  /** Stop after this many rejected lines (default 100): a wrong file should not take an hour to fail. */
  maxErrors?: number;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportResult {
  format: ImportFormat;
  /** Non-empty lines (CSV: records) read, header excluded. */
  lines: number;
  imported: number;
  /** The first maxErrors rejected lines. */
  rejected: RejectedLine[];
  rejectedCount: number;
  /** True when the import stopped at maxErrors; the lines before were imported. */
  aborted: boolean;
}

/** The company database holds the generated demo set; a provider's data must not be mixed into it. */
export class GeneratedDataPresentError extends Error {
  constructor() {
    super('The company database holds generated companies; replace them (--replace) instead of mixing.');
    this.name = 'GeneratedDataPresentError';
  }
}

/** The file's physical lines, decompressing .gz, with a running count of the bytes read. */
function readLines(file: string): {
  lines: AsyncIterable<string>;
  bytesRead: () => number;
  close: () => void;
} {
  const raw = createReadStream(file);
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input, crlfDelay: Infinity });
  return {
    lines,
    bytesRead: () => raw.bytesRead,
    close: () => {
      lines.close();
      raw.destroy();
    },
  };
}

/** The format a file is in: from its name (.csv), else from the fields of its first JSON line. */
export function detectImportFormat(file: string, firstLine: string): ImportFormat {
  const name = path.basename(file).replace(/\.gz$/, '');
  if (name.endsWith('.csv')) return 'csv';
  try {
    const json = JSON.parse(firstLine) as Record<string, unknown>;
    if ('company_number' in json || 'all_attributes' in json) return 'offeneregister';
  } catch {
    // Not JSON: the JSONL reader reports the line.
  }
  return 'jsonl';
}

/**
 * Imports a file into the company database. Refuses to mix a provider's data into the generated
 * demo set (GeneratedDataPresentError): clear it first (clearCompanies).
 */
export async function importCompanies(
  store: CompanyDatabase,
  file: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const source = (await companyMeta(store.db)).source;
  if ((await countCompanies(store.db)) > 0 && (source === 'generated' || source === GENERATING)) {
    throw new GeneratedDataPresentError();
  }
  const maxErrors = options.maxErrors ?? 100;
  const totalBytes = statSync(file).size;
  const { lines, bytesRead, close } = readLines(file);
  const iterator = lines[Symbol.asyncIterator]();

  // Peek at the first non-empty line to tell the format (and the CSV delimiter).
  const head: string[] = [];
  let first: string | undefined;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    head.push(next.value);
    if (next.value.trim() !== '') {
      first = next.value;
      break;
    }
  }
  const format = options.format ?? detectImportFormat(file, first ?? '');
  async function* all(): AsyncGenerator<string> {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }

  const writer = await createCompanyWriter(store);
  const result: ImportResult = {
    format,
    lines: 0,
    imported: 0,
    rejected: [],
    rejectedCount: 0,
    aborted: false,
  };
  const reject = (line: number, message: string) => {
    result.rejectedCount += 1;
    if (result.rejected.length < maxErrors) result.rejected.push({ line, message });
    if (result.rejectedCount > maxErrors) result.aborted = true;
  };
  const accept = async (record: CompanyRecord) => {
    const writing = writer.write(record);
    result.imported += 1;
    if (writing) await writing;
  };
  let reported = 0;
  const progress = () => {
    if (options.onProgress && writer.written !== reported) {
      reported = writer.written;
      options.onProgress({
        lines: result.lines,
        imported: writer.written,
        rejected: result.rejectedCount,
        bytesRead: bytesRead(),
        totalBytes,
      });
    }
  };

  let failed = false;
  try {
    if (format === 'csv') {
      await importCsv(all(), detectDelimiter(first ?? ''), result, accept, reject, progress);
    } else {
      const convert = format === 'offeneregister' ? recordFromOffeneRegister : recordFromDump;
      let lineNumber = 0;
      for await (const line of all()) {
        lineNumber += 1;
        if (line.trim() === '') continue;
        result.lines += 1;
        let json: unknown;
        try {
          json = JSON.parse(line);
        } catch (error) {
          reject(lineNumber, `not valid JSON (${(error as Error).message})`);
          if (result.aborted) break;
          continue;
        }
        let record: CompanyRecord;
        try {
          record = convert(json);
        } catch (error) {
          if (!(error instanceof RecordError)) throw error;
          reject(lineNumber, error.message);
          if (result.aborted) break;
          continue;
        }
        await accept(record);
        progress();
      }
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    close();
    // Also after a failure while reading: what was read is written and the indexes are rebuilt
    // (importing the same file again completes it); the reading error is the one reported.
    if (failed) await writer.finish().catch(() => writer.abandon());
    else await writer.finish();
  }
  options.onProgress?.({
    lines: result.lines,
    imported: result.imported,
    rejected: result.rejectedCount,
    bytesRead: totalBytes,
    totalBytes,
  });
  await setCompanyMeta(store.db, {
    source: format === 'offeneregister' ? 'offeneregister' : 'import',
    file: path.basename(file),
    count: String(await countCompanies(store.db)),
    updated_at: new Date().toISOString(),
  });
  return result;
}

async function importCsv(
  lines: AsyncIterable<string>,
  delimiter: string,
  result: ImportResult,
  accept: (record: CompanyRecord) => Promise<void>,
  reject: (line: number, message: string) => void,
  progress: () => void,
): Promise<void> {
  let header: string[] | undefined;
  try {
    for await (const { line, fields } of parseCsv(lines, delimiter)) {
      if (!header) {
        header = fields.map((f) => f.trim());
        try {
          checkCsvHeader(header);
        } catch (error) {
          reject(line, `header: ${(error as Error).message}`);
          result.aborted = true;
          return;
        }
        continue;
      }
      result.lines += 1;
      let record: CompanyRecord;
      try {
        record = recordFromDump(csvRowToObject(header, fields));
      } catch (error) {
        if (!(error instanceof RecordError)) throw error;
        reject(line, error.message);
        if (result.aborted) return;
        continue;
      }
      await accept(record);
      progress();
    }
  } catch (error) {
    // A broken quote makes the rest of the file unreadable: report it and stop.
    if (!(error instanceof CsvSyntaxError)) throw error;
    reject(error.line, error.message);
    result.aborted = true;
  }
}
