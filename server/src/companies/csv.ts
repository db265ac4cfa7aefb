/**
 * RFC 4180 CSV, read line by line so a file of millions of rows never sits in memory: quoted
 * fields may hold the delimiter, doubled quotes and line breaks. Every record carries the number
 * of the line it starts on, for error messages.
 */

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

export interface CsvRecord {
  /** 1-based line the record starts on. */
  line: number;
  fields: string[];
}

/**
 * Parses CSV from its physical lines (without line terminators). A byte order mark on the first
 * line is dropped; blank lines are skipped.
 */
export async function* parseCsv(lines: AsyncIterable<string>, delimiter: string): AsyncGenerator<CsvRecord> {
  let lineNumber = 0;
  let start = 0;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let pending = false;
  for await (let text of lines) {
    lineNumber += 1;
    if (lineNumber === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (!pending) {
      if (text.trim() === '') continue;
      start = lineNumber;
      fields = [];
      field = '';
    } else {
      field += '\n';
    }
    let i = 0;
    // A field that began on an earlier line is still inside its quotes.
    let inQuotes: boolean = pending;
    if (!pending) quoted = false;
    while (i < text.length) {
      const ch = text[i]!;
      if (inQuotes) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          inQuotes = false;
          i += 1;
          if (i < text.length && text[i] !== delimiter) {
            throw new CsvSyntaxError(
              lineNumber,
              `unexpected text after a closing quote in field ${fields.length + 1}`,
            );
          }
          continue;
        }
        field += ch;
        i += 1;
        continue;
      }
      if (ch === delimiter) {
        fields.push(field);
        field = '';
        quoted = false;
      } else if (ch === '"' && field === '' && !quoted) {
        inQuotes = true;
        quoted = true;
      } else {
        field += ch;
      }
      i += 1;
    }
    pending = inQuotes;
    if (!pending) {
      fields.push(field);
      yield { line: start, fields };
    }
  }
  if (pending) throw new CsvSyntaxError(start, 'a quoted field is not closed before the end of the file');
}

/** Picks ';' or ',' for a header line: whichever occurs more often outside quotes. */
export function detectDelimiter(headerLine: string): ';' | ',' {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  const semicolons = unquoted.split(';').length;
  const commas = unquoted.split(',').length;
  return semicolons > commas ? ';' : ',';
}

/** One CSV line (without terminator); fields are quoted only when they need it. */
export function csvLine(fields: readonly (string | number | null | undefined)[], delimiter: string): string {
  return fields
    .map((value) => {
      if (value === null || value === undefined) return '';
      const text = String(value);
      return text.includes(delimiter) ||
        text.includes('"') ||
        text.includes('\n') ||
        text.includes('\r') ||
        text !== text.trim()
        ? `"${text.replace(/"/g, '""')}"`
        : text;
    })
    .join(delimiter);
}
