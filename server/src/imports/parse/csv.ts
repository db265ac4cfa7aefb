/**
 * The csv reader (bad-inputs 3-13, 17, 21-23): RFC 4180, streaming, every cell text exactly as
 * written (`01067`, `+49 30 1234`, `=HYPERLINK(...)` are data and never evaluated).
 *
 * - The delimiter is `;`, `,`, TAB or `|`, chosen on the first records (delimiter detection below),
 *   quote-aware: a `;` file with decimal commas picks `;`, a tab file named `.csv` picks TAB.
 * - A quote opens a quoted field only at the start of a field; inside, `""` is a quote and line
 *   breaks belong to the cell. Text after a closing quote is appended up to the next delimiter, as
 *   Excel does (`"abc"def` reads `abcdef`); a quote inside an unquoted field is an ordinary character.
 * - CR, LF and CRLF end a record alike, mixed in one file. Line numbers count physical lines.
 * - A quote never closed gives `unclosed_quote` naming the line where it opened.
 * - A record longer than limits.maxRecordBytes (measured in decoded characters, which never
 *   outnumber the bytes for UTF-8, Windows-1252 and Mac Roman) gives `record_too_long` naming the line where
 *   it started, as soon as that many characters were read: memory never holds more than that record
 *   plus one chunk.
 * - Cells containing U+FFFD (bytes the decoder could not read) are flagged (`invalid_encoding`).
 */
import { createReadStream } from 'node:fs';
import { REPLACEMENT_CHAR, StreamingDecoder } from './decode.ts';
import { TableBuilder } from './table.ts';
import { ParseError, type ParseLimits, type ParsedTable, type RawRecord, type ReadOptions } from './types.ts';

/** Candidates, in the order that wins a tie. */
export const CSV_DELIMITERS = ['\t', ';', ',', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Decoded characters collected before the delimiter is chosen. */
export const DELIMITER_SAMPLE_CHARS = 65_536;
/** Non-blank records the delimiter detection looks at. */
const DELIMITER_SAMPLE_RECORDS = 50;
/** File bytes per read. */
const READ_CHUNK_BYTES = 1 << 20;

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Field counts of the complete, non-blank records at the start of `sample` when split at
 * `delimiter` (quote-aware). Stops at the first record that is not complete within the sample.
 */
export function sampleFieldCounts(
  sample: string,
  delimiter: string,
  maxRecords = DELIMITER_SAMPLE_RECORDS,
): number[] {
  const d = delimiter.charCodeAt(0);
  const n = sample.length;
  const counts: number[] = [];
  let pos = 0;
  while (pos < n && counts.length < maxRecords) {
    let fields = 1;
    let blank = true;
    let complete = false;
    let inQuote = false;
    let fieldStart = true;
    for (; pos < n; pos++) {
      const c = sample.charCodeAt(pos);
      if (inQuote) {
        if (c === QUOTE) {
          if (sample.charCodeAt(pos + 1) === QUOTE) pos++;
          else inQuote = false;
        }
        continue;
      }
      if (c === QUOTE && fieldStart) {
        inQuote = true;
        blank = false;
        fieldStart = false;
        continue;
      }
      if (c === d) {
        fields++;
        fieldStart = true;
        continue;
      }
      if (c === CR || c === LF) {
        if (c === CR && sample.charCodeAt(pos + 1) === LF) pos++;
        pos++;
        complete = true;
        break;
      }
      fieldStart = false;
      if (c !== 0x20 && c !== 0x09) blank = false;
    }
    if (!complete) break;
    if (!blank || fields > 1) counts.push(fields);
  }
  return counts;
}

/**
 * The delimiter of a csv from the start of its decoded text. For each candidate, the most frequent
 * field count of the sampled records must be above one; the candidate whose count is shared by the
 * largest share of records wins, and among shares within 10 % of the best, the one giving more
 * columns (a `;` file with decimal commas has as many `;` fields per record as columns, but only
 * the number rows carry commas). Ties go by CSV_DELIMITERS order. When no candidate splits the
 * records consistently (a one-column file), `,` is taken unless it splits records another candidate
 * leaves whole, so a cell like `Müller, Hans` stays whole.
 */
export function detectDelimiter(sample: string): CsvDelimiter {
  type Score = { delimiter: CsvDelimiter; share: number; columns: number; split: number };
  const scores: Score[] = [];
  for (const delimiter of CSV_DELIMITERS) {
    const counts = sampleFieldCounts(sample, delimiter);
    // A sample without a complete record (one line without a line break): take the whole of it.
    if (counts.length === 0) counts.push(...sampleFieldCounts(`${sample}\n`, delimiter, 1));
    const frequency = new Map<number, number>();
    for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    let columns = 0;
    let best = 0;
    for (const [count, times] of frequency) {
      if (times > best || (times === best && count > columns)) {
        columns = count;
        best = times;
      }
    }
    scores.push({
      delimiter,
      share: counts.length === 0 ? 0 : best / counts.length,
      columns,
      split: counts.filter((c) => c > 1).length,
    });
  }
  const usable = scores.filter((s) => s.columns > 1);
  if (usable.length === 0) {
    // `,` unless it splits records that another candidate (`;` first) leaves whole.
    const byDelimiter = new Map(scores.map((s) => [s.delimiter, s]));
    let pick = byDelimiter.get(',')!;
    for (const d of [';', '\t', '|'] as const)
      if (byDelimiter.get(d)!.split < pick.split) pick = byDelimiter.get(d)!;
    return pick.delimiter;
  }
  const bestShare = Math.max(...usable.map((s) => s.share));
  let pick: Score | null = null;
  for (const s of usable) {
    if (s.share < bestShare - 0.1) continue;
    if (pick === null || s.columns > pick.columns) pick = s;
  }
  return pick!.delimiter;
}

export interface CsvParserOptions {
  /** Called for each record, in file order. */
  onRecord: (record: RawRecord) => void;
  /** Longest record in characters (limits.maxRecordBytes). */
  maxRecordChars: number;
  /** Fixed delimiter; detected from the first DELIMITER_SAMPLE_CHARS characters when absent. */
  delimiter?: CsvDelimiter;
}

/**
 * The csv tokenizer over decoded text pieces: `write` text as it is decoded, then `end`. It keeps
 * only the unfinished record between pieces; a record that is still unfinished at the end of a piece
 * is parsed again from its start when the next piece arrives.
 */
export class CsvParser {
  readonly #onRecord: (record: RawRecord) => void;
  readonly #maxRecordChars: number;
  #delimiter: CsvDelimiter | null;
  #sample = '';
  /** Text not yet turned into records; starts at a record's start. */
  #buffer = '';
  /** Physical line where #buffer starts. */
  #line = 1;
  #records = 0;

  constructor(options: CsvParserOptions) {
    this.#onRecord = options.onRecord;
    this.#maxRecordChars = options.maxRecordChars;
    this.#delimiter = options.delimiter ?? null;
  }

  /** The delimiter in use (`,` until one was detected). */
  get delimiter(): CsvDelimiter {
    return this.#delimiter ?? ',';
  }

  /** Records emitted so far. */
  get records(): number {
    return this.#records;
  }

  write(text: string): void {
    if (text === '') return;
    if (this.#delimiter === null) {
      this.#sample += text;
      // Waiting for the sample must not hold more than one record may have.
      const enough = Math.min(DELIMITER_SAMPLE_CHARS, this.#maxRecordChars + 1);
      if (this.#sample.length >= enough) this.#startWithSample();
      return;
    }
    this.#buffer = this.#buffer === '' ? text : this.#buffer + text;
    this.#parse(false);
  }

  end(): void {
    if (this.#delimiter === null) this.#startWithSample();
    this.#parse(true);
    this.#buffer = '';
  }

  #startWithSample(): void {
    this.#delimiter = detectDelimiter(this.#sample);
    this.#buffer = this.#sample;
    this.#sample = '';
    this.#parse(false);
  }

  #tooLong(line: number, quoteLine: number | null): ParseError {
    return new ParseError('record_too_long', {
      line,
      params: { max: this.#maxRecordChars, ...(quoteLine === null ? {} : { quoteLine }) },
    });
  }

  /** Emits every complete record of #buffer (all of it when `final`) and keeps the unfinished rest. */
  #parse(final: boolean): void {
    const s = this.#buffer;
    const n = s.length;
    const d = this.#delimiter!.charCodeAt(0);
    const max = this.#maxRecordChars;
    const flagInvalid = s.includes(REPLACEMENT_CHAR);
    /** Where the first record not yet emitted starts, and its line. */
    let done = 0;
    let doneLine = this.#line;

    records: while (done < n) {
      let pos = done;
      let line = doneLine;
      const cells: string[] = [];
      for (;;) {
        // One field starting at `pos`.
        let value: string;
        if (s.charCodeAt(pos) === QUOTE) {
          const quoteLine = line;
          let p = pos + 1;
          let segment = p;
          value = '';
          for (;;) {
            if (p >= n) {
              if (final) throw new ParseError('unclosed_quote', { line: quoteLine });
              if (n - done > max) throw this.#tooLong(doneLine, quoteLine);
              break records; // unfinished: wait for more text
            }
            const c = s.charCodeAt(p);
            if (c === QUOTE) {
              if (p + 1 >= n && !final) {
                if (n - done > max) throw this.#tooLong(doneLine, quoteLine);
                break records; // a closing quote or the first half of `""`? The next piece tells.
              }
              if (s.charCodeAt(p + 1) === QUOTE) {
                value += s.slice(segment, p + 1);
                p += 2;
                segment = p;
                continue;
              }
              value += s.slice(segment, p);
              p++;
              break;
            }
            if (c === LF || (c === CR && s.charCodeAt(p + 1) !== LF)) line++;
            p++;
          }
          // Text after the closing quote, up to the delimiter or the line end, is kept as written.
          let q = p;
          while (q < n) {
            const c = s.charCodeAt(q);
            if (c === d || c === LF || c === CR) break;
            q++;
          }
          if (q > p) value += s.slice(p, q);
          pos = q;
        } else {
          let p = pos;
          while (p < n) {
            const c = s.charCodeAt(p);
            if (c === d || c === LF || c === CR) break;
            p++;
          }
          value = s.slice(pos, p);
          pos = p;
        }
        cells.push(value);
        if (pos >= n) {
          if (final) break; // the last record, without a line break
          if (n - done > max) throw this.#tooLong(doneLine, null);
          break records;
        }
        const c = s.charCodeAt(pos);
        if (c === d) {
          pos++;
          if (pos < n) continue;
          if (final) {
            cells.push(''); // `a;b;` at the very end of the file: an empty last field
            break;
          }
          if (n - done > max) throw this.#tooLong(doneLine, null);
          break records;
        }
        if (c === CR) {
          if (pos + 1 >= n && !final) {
            if (n - done > max) throw this.#tooLong(doneLine, null);
            break records; // CR or CRLF? The next piece tells.
          }
          pos += s.charCodeAt(pos + 1) === LF ? 2 : 1;
        } else {
          pos++; // LF
        }
        line++;
        break;
      }
      if (pos - done > max) throw this.#tooLong(doneLine, null);
      const record: RawRecord = { cells, line: doneLine };
      if (flagInvalid) {
        let invalid: number[] | undefined;
        for (let i = 0; i < cells.length; i++) {
          if (cells[i]!.includes(REPLACEMENT_CHAR)) (invalid ??= []).push(i);
        }
        if (invalid) record.invalidCells = invalid;
      }
      this.#records++;
      this.#onRecord(record);
      done = pos;
      doneLine = line;
    }
    this.#buffer = done >= n ? '' : s.slice(done);
    this.#line = doneLine;
  }
}

/**
 * Reads a csv file (already sniffed as text) into a table: decoded and tokenized in 1 MB chunks,
 * records pushed to a TableBuilder as they complete. `options.encoding` (the user's choice on the
 * mapping screen) decodes it in that encoding instead of the detected one; `encodingConfident`
 * says whether the detection was sure (decode.ts). Throws ParseError (`empty_file`,
 * `unclosed_quote`, `record_too_long`, and the TableBuilder's codes).
 */
export async function readCsv(
  path: string,
  limits: ParseLimits,
  options: ReadOptions = {},
): Promise<ParsedTable> {
  const builder = new TableBuilder({ kind: 'csv', limits });
  const decoder = new StreamingDecoder(options.encoding === undefined ? {} : { encoding: options.encoding });
  const parser = new CsvParser({ maxRecordChars: limits.maxRecordBytes, onRecord: (r) => builder.push(r) });
  let bytes = 0;
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    parser.write(decoder.write(chunk));
  }
  if (bytes === 0) throw new ParseError('empty_file');
  parser.write(decoder.end());
  parser.end();
  return builder.finish({
    encoding: decoder.encoding,
    encodingConfident: decoder.confident,
    delimiter: parser.delimiter,
  });
}
