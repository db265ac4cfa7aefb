import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvLine, detectDelimiter, parseCsv } from './csv.ts';

async function parse(text: string, delimiter = ';') {
  async function* lines() {
    yield* text.split('\n');
  }
  const records = [];
  for await (const record of parseCsv(lines(), delimiter)) records.push(record);
  return records;
}

describe('CSV', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, numbering lines', async () => {
    const records = await parse('\uFEFFa;b;c\n1;"x; y";"he said ""hi"""\n\n2;"two\nlines";');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x; y', 'he said "hi"'] },
      { line: 4, fields: ['2', 'two\nlines', ''] },
    ]);
    await expect(parse('a;b\n1;"open\n2;3')).rejects.toThrow(CsvSyntaxError);
    await expect(parse('a;b\n1;"open\n2;3')).rejects.toMatchObject({ line: 2 });
  });

  it('refuses text after a closing quote and names the line', async () => {
    await expect(parse('a;b\n1;"x"y')).rejects.toMatchObject({ line: 2, message: /after a closing quote/ });
  });

  it('writes fields that need it quoted, and reads them back', async () => {
    const fields = ['Müller; Söhne', 'Sagt "ja"', 'zwei\nZeilen', ' Rand ', '01067', null, 42];
    const line = csvLine(fields, ';');
    expect(line).toBe('"Müller; Söhne";"Sagt ""ja""";"zwei\nZeilen";" Rand ";01067;;42');
    const [record] = await parse(line);
    expect(record?.fields).toEqual([
      'Müller; Söhne',
      'Sagt "ja"',
      'zwei\nZeilen',
      ' Rand ',
      '01067',
      '',
      '42',
    ]);
  });

  it('detects the delimiter of a header', () => {
    expect(detectDelimiter('provider_id;company_name;zip')).toBe(';');
    expect(detectDelimiter('provider_id,company_name,"zip;code"')).toBe(',');
  });
});
