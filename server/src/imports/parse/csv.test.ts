import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ambiguousWindows1252Csv, macRomanCsv } from '../../../test/upload-fixtures/sloppy-files.ts';
import { CsvParser, detectDelimiter, readCsv, sampleFieldCounts, type CsvDelimiter } from './csv.ts';
import { DEFAULT_PARSE_LIMITS, ParseError, type RawRecord } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'datacare-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Records of `text` written to a CsvParser in pieces of `piece` characters. */
function parse(
  text: string,
  options: { piece?: number; delimiter?: CsvDelimiter; maxRecordChars?: number } = {},
): RawRecord[] {
  const records: RawRecord[] = [];
  const parser = new CsvParser({
    onRecord: (r) => records.push(r),
    maxRecordChars: options.maxRecordChars ?? 1 << 20,
    ...(options.delimiter ? { delimiter: options.delimiter } : {}),
  });
  const piece = options.piece ?? text.length;
  for (let i = 0; i < text.length; i += piece) parser.write(text.slice(i, i + piece));
  parser.end();
  return records;
}

const cellsOf = (records: RawRecord[]): string[][] => records.map((r) => r.cells as string[]);

function refusal(run: () => unknown): ParseError {
  try {
    run();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
}

describe('delimiter detection', () => {
  it.each([
    ['Name;Umsatz\nA;1.234,56\nB;2,5\nC;7\n', ';'], // bad-inputs 8
    ['Name;Umsatz (EUR, netto)\nA;1.234,56\nB;987,00\n', ';'],
    ['Name\tNotiz\nA\tMüller, Hans\nB\tx; y\n', '\t'], // bad-inputs 9
    ['Name,Ort\nA,Berlin\n"B; C",Hamburg\n', ','],
    ['Name|Ort|PLZ\nA|Berlin|10115\n', '|'],
    ['"a;b","c;d",e\n"f;g","h;i",j\n', ','], // delimiters inside quotes do not count
    ['Liste\n\nName;PLZ;Ort\nA;1;B\nC;2;D\n', ';'], // a title row above the header
    ['Name\nMüller, Hans\nSchmidt GmbH\n', ';'], // one column: nothing is split
    ['Name;Ort', ';'], // one line without a line break
    ['Name\nA\n', ','],
  ])('detectDelimiter(%j) = %j', (sample, delimiter) => {
    expect(detectDelimiter(sample)).toBe(delimiter);
  });

  it('counts fields quote-aware and stops at an unfinished record', () => {
    expect(sampleFieldCounts('a;"b\n;c";d\n\n e;f\n"open;', ';')).toEqual([3, 2]);
  });
});

describe('CsvParser', () => {
  const text =
    'Name;Adresse;Notiz\r\n' +
    '"Müller GmbH";"Hauptstr. 1\nEingang B";"sagt ""Hallo"""\r\n' +
    'Schmidt AG;Ring 2;\r' +
    'Meier KG;"Weg 3\r\n4. OG";x\n' +
    '\n' +
    'Letzte;Zeile;ohne Umbruch';

  it('reads quoted fields, escaped quotes, line breaks in cells and every line ending (bad-inputs 10, 12)', () => {
    const records = parse(text);
    expect(cellsOf(records)).toEqual([
      ['Name', 'Adresse', 'Notiz'],
      ['Müller GmbH', 'Hauptstr. 1\nEingang B', 'sagt "Hallo"'],
      ['Schmidt AG', 'Ring 2', ''],
      ['Meier KG', 'Weg 3\r\n4. OG', 'x'],
      [''],
      ['Letzte', 'Zeile', 'ohne Umbruch'],
    ]);
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 5, 7, 8]);
  });

  it('gives the same records whatever the pieces the text arrives in', () => {
    const whole = parse(text);
    for (const piece of [1, 2, 3, 5, 8, 13]) expect(parse(text, { piece })).toEqual(whole);
  });

  it('keeps cells exactly as written: no trimming, no numbers, no formulas (bad-inputs 21-23)', () => {
    const records = parse('a,b,c,d,e,f\n 01067 ,+49 30 1234,-5,@acme,=1+1,1234567890123456\n');
    expect(records[1]!.cells).toEqual([' 01067 ', '+49 30 1234', '-5', '@acme', '=1+1', '1234567890123456']);
  });

  it('keeps quotes inside unquoted fields and text after a closing quote, as Excel does', () => {
    expect(cellsOf(parse('a;b;c\n5" Rohr;"abc"def;x"y"\n'))).toEqual([
      ['a', 'b', 'c'],
      ['5" Rohr', 'abcdef', 'x"y"'],
    ]);
  });

  it('reads an empty last field at the end of the file and an empty quoted field', () => {
    expect(cellsOf(parse('a;b;c\n"";x;'))).toEqual([
      ['a', 'b', 'c'],
      ['', 'x', ''],
    ]);
  });

  it('names the line where an unclosed quote opened (bad-inputs 11)', () => {
    const error = refusal(() => parse('a;b\n1;2\n3;"4\n5;6\n7;8\n', { piece: 3 }));
    expect(error).toMatchObject({ code: 'unclosed_quote', line: 3 });
  });

  it('refuses a record over the cap as soon as it is read, naming its line (bad-inputs 17)', () => {
    const records: RawRecord[] = [];
    const parser = new CsvParser({ onRecord: (r) => records.push(r), maxRecordChars: 100, delimiter: ';' });
    parser.write('a;b\n1;2\n3;');
    const error = refusal(() => {
      for (let i = 0; i < 1000; i++) parser.write('x'.repeat(10));
    });
    expect(error).toMatchObject({ code: 'record_too_long', line: 3, params: { max: 100 } });
    expect(records).toHaveLength(2);
  });

  it('refuses a complete record over the cap, and an unfinished quoted one with the quote line', () => {
    expect(refusal(() => parse(`a;b\n1;${'x'.repeat(200)}\n`, { maxRecordChars: 100 }))).toMatchObject({
      code: 'record_too_long',
      line: 2,
    });
    const error = refusal(() =>
      parse(`a;b\n1;2\n3;"${'line\n'.repeat(100)}`, { maxRecordChars: 100, piece: 50, delimiter: ';' }),
    );
    expect(error).toMatchObject({ code: 'record_too_long', line: 3, params: { max: 100, quoteLine: 3 } });
  });

  it('flags cells that contain bytes the decoder could not read (bad-inputs 7)', () => {
    const records = parse('a;b\nM\uFFFDller;ok\nok;ok\n');
    expect(records.map((r) => r.invalidCells)).toEqual([undefined, [0], undefined]);
  });
});

describe('readCsv', () => {
  it('streams a file larger than one chunk, whose records cross chunk borders', async () => {
    const path = join(dir, 'big.csv');
    const lines = ['Firmenname;Notiz'];
    for (let i = 1; i <= 30_000; i++)
      lines.push(`Firma ${i};"Zeile 1\r\nZeile ${i}; ""${'x'.repeat(i % 50)}"""`);
    writeFileSync(path, lines.join('\r\n'));
    const table = await readCsv(path, DEFAULT_PARSE_LIMITS);
    expect(table).toMatchObject({
      kind: 'csv',
      encoding: 'utf-8',
      delimiter: ';',
      columns: ['Firmenname', 'Notiz'],
    });
    expect(table.rows).toHaveLength(30_000);
    expect(table.rows[29_999]).toEqual({
      rowId: 30_000,
      cells: ['Firma 30000', `Zeile 1\r\nZeile 30000; "${'x'.repeat(0)}"`],
    });
    expect(table.rows[12_344]!.cells[1]).toBe(`Zeile 1\r\nZeile 12345; "${'x'.repeat(12_345 % 50)}"`);
  });

  it('reads Excel for Mac’s "CSV (Macintosh)" in Mac Roman, and any file in the encoding it is told (issue 21)', async () => {
    const mac = join(dir, 'mac.csv');
    writeFileSync(mac, macRomanCsv());
    const table = await readCsv(mac, DEFAULT_PARSE_LIMITS);
    expect(table).toMatchObject({
      encoding: 'macintosh',
      encodingConfident: true,
      delimiter: ';',
      columns: ['Firmenname', 'Ort', 'Straße'],
    });
    expect(table.rows[0]).toEqual({ rowId: 1, cells: ['Müller GmbH', 'Köln', 'Hauptstraße 1'] });
    const asWindows = await readCsv(mac, DEFAULT_PARSE_LIMITS, { encoding: 'windows-1252' });
    expect(asWindows).toMatchObject({ encoding: 'windows-1252', encodingConfident: true });
    expect(asWindows.rows[0]!.cells).toEqual(['MŸller GmbH', 'Kšln', 'Hauptstra§e 1']);

    const unsure = join(dir, 'unsure.csv');
    writeFileSync(unsure, ambiguousWindows1252Csv());
    expect(await readCsv(unsure, DEFAULT_PARSE_LIMITS)).toMatchObject({
      encoding: 'windows-1252',
      encodingConfident: false,
      rows: [{ rowId: 1, cells: ['Acme Ltd', '100 €'] }],
    });
    expect(await readCsv(unsure, DEFAULT_PARSE_LIMITS, { encoding: 'macintosh' })).toMatchObject({
      encoding: 'macintosh',
      encodingConfident: false,
      rows: [{ rowId: 1, cells: ['Acme Ltd', '100 Ä'] }],
    });
  });

  it('refuses an empty file', async () => {
    const path = join(dir, 'empty.csv');
    writeFileSync(path, '');
    await expect(readCsv(path, DEFAULT_PARSE_LIMITS)).rejects.toMatchObject({ code: 'empty_file' });
  });
});
