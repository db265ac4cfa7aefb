/**
 * Writing an export's sheets to disk as it reads the rows (docs/exports.md 'The files'): csv as
 * UTF-8 with a byte order mark, the chosen delimiter and RFC 4180 quoting; xlsx through exceljs'
 * streaming WorkbookWriter with a bold, frozen header row, an auto-filter and column widths from
 * the content. Both wait for the disk (and the zip compressor) to keep up, so memory stays flat
 * whatever the number of rows; every text cell is neutralised against formula injection.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { SheetPlan } from './columns.ts';
import type { ExportRow } from './rows.ts';
import { neutralise, type CellValue } from './values.ts';

/** A fresh pass over the batch's rows (a sheet reads them once). */
export type RowPasses = () => AsyncIterable<ExportRow[]>;

/** Bytes a writer lets queue before it waits for the disk. */
const MAX_BUFFERED = 4 * 1024 * 1024;

function csvField(value: CellValue, delimiter: string): string {
  if (value === null) return '';
  let text: string;
  if (typeof value === 'number') {
    // Excel reads a semicolon file with the German decimal comma.
    text = delimiter === ';' ? String(value).replace('.', ',') : String(value);
  } else {
    text = neutralise(value);
  }
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes one sheet as csv (a csv file holds one view); resolves to the data rows written. */
export async function writeCsv(
  file: string,
  sheet: SheetPlan,
  rows: RowPasses,
  delimiter: ';' | ',',
): Promise<number> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  const failed = once(out, 'error').then(([error]) => {
    throw error as Error;
  });
  failed.catch(() => {});
  const write = async (text: string) => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
  };
  let count = 0;
  try {
    const line = (cells: CellValue[]) => cells.map((cell) => csvField(cell, delimiter)).join(delimiter);
    await write(`\uFEFF${line(sheet.columns.map((c) => c.header))}\r\n`);
    for await (const chunk of rows()) {
      let text = '';
      for (const row of chunk) text += `${line(sheet.columns.map((c) => c.value(row)))}\r\n`;
      count += chunk.length;
      await write(text);
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
  } catch (error) {
    out.destroy();
    throw error;
  }
  return count;
}

/** exceljs' worksheet stream (not in its types): the bytes it holds and the ones its zip entry holds. */
interface SheetStream {
  buffers?: { length: number }[];
  pipes?: { writableLength?: number; _writableState?: { length: number } }[];
}

/**
 * exceljs 4.4 ignores backpressure: a sheet's rows pile up in memory ahead of the compressor.
 * This counts what waits in the sheet's buffers and its zip entry's input, so the writer can
 * pause until the compressor has caught up.
 */
function bufferedBytes(worksheet: unknown): number {
  const stream = (worksheet as { stream?: SheetStream }).stream;
  if (!stream) return 0;
  let bytes = 0;
  for (const buffer of stream.buffers ?? []) bytes += buffer.length;
  const pipe = stream.pipes?.[0];
  if (pipe) bytes += pipe._writableState?.length ?? pipe.writableLength ?? 0;
  return bytes;
}

async function caughtUp(worksheet: unknown): Promise<void> {
  while (bufferedBytes(worksheet) > MAX_BUFFERED) await new Promise((resolve) => setTimeout(resolve, 2));
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

function widthOf(value: CellValue): number {
  if (value === null) return 0;
  return typeof value === 'number' ? String(value).length : Math.min(MAX_WIDTH, value.length);
}

/** The style of every data cell: none, shared (exceljs caches a style id per style object). */
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};

/** A data cell for exceljs: text neutralised; empty is `undefined`, for which exceljs makes no cell at all. */
function xlsxCell(value: CellValue): string | number | undefined {
  if (value === null) return undefined;
  return typeof value === 'string' ? neutralise(value) : value;
}

/**
 * Writes the sheets as one xlsx workbook, one sheet after the other (a zip holds one entry at a
 * time: a second sheet written alongside would wait in memory). Column widths come from the head
 * and the first chunk of rows. Resolves to the data rows of the first sheet.
 */
export async function writeXlsx(
  file: string,
  sheets: readonly SheetPlan[],
  rows: RowPasses,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  let firstCount = 0;
  for (const [i, sheet] of sheets.entries()) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    let count = 0;
    let started = false;
    const start = (sample: readonly ExportRow[]) => {
      started = true;
      worksheet.columns = sheet.columns.map((column) => {
        let width = column.header.length;
        for (const row of sample) width = Math.max(width, widthOf(column.value(row)));
        return { width: Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, width + 2)) };
      });
      const head = worksheet.addRow(sheet.columns.map((c) => neutralise(c.header)));
      head.font = { bold: true };
      head.commit();
    };
    for await (const chunk of rows()) {
      if (!started) start(chunk);
      for (const [n, row] of chunk.entries()) {
        const written = worksheet.addRow(sheet.columns.map((c) => xlsxCell(c.value(row))));
        // exceljs gives every cell a style object of its own and serialises each to find its
        // style id (a third of the export's time); one shared plain style is looked up once.
        written.eachCell((cell) => {
          cell.style = PLAIN_STYLE;
        });
        written.commit();
        if (n % 200 === 199) await caughtUp(worksheet);
      }
      count += chunk.length;
      await caughtUp(worksheet);
    }
    if (!started) start([]);
    if (sheet.columns.length > 0) {
      worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    }
    worksheet.commit();
    if (i === 0) firstCount = count;
  }
  await workbook.commit();
  return firstCount;
}
