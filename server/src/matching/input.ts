/**
 * Reading a customer file for matching outside the import wizard (the batch CLI, the benchmark,
 * the fitting script): a CSV file (';' or ',', with or without byte order mark) and a mapping of
 * product fields to its columns, in the contract's MappingPair form.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { InternalField } from '@datacare/api-client/generated/types';
import { detectDelimiter, parseCsv } from '../companies/csv.ts';
import { INTERNAL_FIELDS } from '@datacare/api-client/domain';
import type { MappedRow } from './types.ts';

/** Every mapping field of the contract, from the shared domain rules. */
export { INTERNAL_FIELDS };
// A field added to the contract without being listed here fails to compile.
type Unlisted = Exclude<InternalField, (typeof INTERNAL_FIELDS)[number]>;
const everyFieldListed: Unlisted extends never ? true : never = true;
void everyFieldListed;

/** Product field -> customer column. */
export type Mapping = Map<InternalField, string>;

export class MappingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MappingError';
  }
}

function isInternalField(value: string): value is InternalField {
  return (INTERNAL_FIELDS as readonly string[]).includes(value);
}

/**
 * A mapping from JSON: the contract's list of {internalField, customerField} pairs, an object
 * {"mapping": [...]}, or a plain object {internalField: customerField}. Each field and each
 * column at most once; company_name or provider_id must be mapped (spec 5 Mapping).
 */
export function parseMapping(json: unknown): Mapping {
  let pairs: { internalField: unknown; customerField: unknown }[];
  if (Array.isArray(json)) pairs = json as typeof pairs;
  else if (json && typeof json === 'object' && Array.isArray((json as { mapping?: unknown }).mapping)) {
    pairs = (json as { mapping: typeof pairs }).mapping;
  } else if (json && typeof json === 'object') {
    pairs = Object.entries(json).map(([internalField, customerField]) => ({ internalField, customerField }));
  } else {
    throw new MappingError(
      'The mapping must be a JSON list of {"internalField", "customerField"} pairs or an object.',
    );
  }
  const mapping: Mapping = new Map();
  const columns = new Set<string>();
  for (const pair of pairs) {
    const field = pair?.internalField;
    const column = pair?.customerField;
    if (typeof field !== 'string' || !isInternalField(field)) {
      throw new MappingError(
        `Unknown product field ${JSON.stringify(field)}; known: ${INTERNAL_FIELDS.join(', ')}.`,
      );
    }
    if (typeof column !== 'string' || column === '') {
      throw new MappingError(`The column of ${field} must be a non-empty text.`);
    }
    if (mapping.has(field)) throw new MappingError(`${field} is mapped twice.`);
    if (columns.has(column)) throw new MappingError(`The column ${JSON.stringify(column)} is mapped twice.`);
    mapping.set(field, column);
    columns.add(column);
  }
  if (!mapping.has('company_name') && !mapping.has('provider_id')) {
    throw new MappingError('At least 1 mandatory field is not mapped: company_name or provider_id.');
  }
  return mapping;
}

/** The mapped rows of a CSV file, numbered 1, 2, … in file order (blank lines skipped). */
export async function* readMappedRows(file: string, mapping: Mapping): AsyncGenerator<MappedRow> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let header: string[] | null = null;
  let columnOf: [InternalField, number][] = [];
  let rowId = 0;
  let delimiter = ';';
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const firstLine: string = first.value;
  delimiter = detectDelimiter(firstLine.replace(/^\uFEFF/, ''));
  async function* all(): AsyncGenerator<string> {
    yield firstLine;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  for await (const record of parseCsv(all(), delimiter)) {
    if (header === null) {
      header = record.fields.map((f) => f.trim());
      columnOf = [...mapping].map(([field, column]) => {
        const at = header!.indexOf(column);
        if (at < 0)
          throw new MappingError(`The file has no column ${JSON.stringify(column)} (mapped to ${field}).`);
        return [field, at];
      });
      continue;
    }
    rowId += 1;
    const values: MappedRow['values'] = {};
    for (const [field, at] of columnOf) {
      const value = record.fields[at];
      values[field] = value === undefined || value.trim() === '' ? null : value;
    }
    yield { rowId, values };
  }
}
