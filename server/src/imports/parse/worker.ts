/**
 * The worker thread of parseSpreadsheet (index.ts): reads one file and posts back the packed table,
 * the ParseError as plain data, or a fault that is not the file's (it could not be opened). Nothing
 * escapes uncaught.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  packTable,
  parseSpreadsheetInProcess,
  ParseError,
  serializeParseError,
  type ParseWorkerAnswer,
  type ParseWorkerInput,
} from './index.ts';

const input = workerData as ParseWorkerInput;
let answer: ParseWorkerAnswer;
let transfer: ArrayBuffer[] = [];
try {
  const packed = packTable(await parseSpreadsheetInProcess(input.path, input.limits));
  answer = { ok: true, packed };
  transfer = [packed.rowIds.buffer, packed.counts.buffer, packed.lengths.buffer] as ArrayBuffer[];
} catch (error) {
  answer =
    error instanceof ParseError
      ? { ok: false, error: serializeParseError(error) }
      : {
          ok: false,
          fault: {
            name: error instanceof Error ? error.name : 'Error',
            message: error instanceof Error ? error.message : String(error),
          },
        };
}
parentPort!.postMessage(answer, transfer);
