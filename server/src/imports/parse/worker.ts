/**
 * The worker thread of prepareSpreadsheet (index.ts): reads one file and posts back the table
 * prepared for storing (imports/prepared-table.ts), the ParseError as plain data, or a fault that
 * is not the file's (it could not be opened). Nothing escapes uncaught.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runAsBackgroundThread } from '../../system/thread-priority.ts';
import { prepareTable } from '../prepared-table.ts';
import {
  parseSpreadsheetInProcess,
  ParseError,
  serializeParseError,
  type ParseWorkerAnswer,
  type ParseWorkerInput,
} from './index.ts';

// Reading a big file takes seconds of CPU: the thread serving requests goes first.
runAsBackgroundThread();

const input = workerData as ParseWorkerInput;
let answer: ParseWorkerAnswer;
let transfer: ArrayBuffer[] = [];
try {
  const prepared = prepareTable(await parseSpreadsheetInProcess(input.path, input.limits, input.options));
  answer = { ok: true, prepared };
  transfer = [prepared.rows.rowIds.buffer, prepared.rows.lengths.buffer] as ArrayBuffer[];
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
