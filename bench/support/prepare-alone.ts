/**
 * The parse worker's work alone, for bench/upload.ts, in a process of its own: `node
 * bench/support/prepare-alone.ts FILE MAX_ROWS` reads FILE with the product's reader and prepares
 * it for storing (server/src/imports/prepared-table.ts), as the parse worker does, and prints
 * `prepare-result={"ms":…,"rows":…}`.
 */
import { parseSpreadsheetInProcess } from '../../server/src/imports/parse/index.ts';
import { prepareTable } from '../../server/src/imports/prepared-table.ts';

const [file, maxRows] = process.argv.slice(2);
if (!file || !maxRows) throw new Error('usage: prepare-alone.ts FILE MAX_ROWS');
const started = performance.now();
const prepared = prepareTable(await parseSpreadsheetInProcess(file, { maxRows: Number(maxRows) }));
const ms = performance.now() - started;
process.stdout.write(`\nprepare-result=${JSON.stringify({ ms, rows: prepared.rowCount })}\n`);
