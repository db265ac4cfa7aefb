/**
 * fast-check generators of request bodies and query strings derived from the contract's schemas
 * (contract.ts): values a schema accepts, the same with exactly one field mutated (wrong type,
 * out of range, too long, off-pattern, missing, an extra or prototype-named key), and hostile JSON
 * texts (prototype keys, huge numbers, deep nesting, long strings, invalid JSON, stray bytes).
 *
 * Bodies are built as values and written by `jsonText`; a `RawJson` inside a value is written as
 * its text, which is how numbers JSON.stringify cannot write (`1e400`, `-0`, 30 digits) and keys
 * an object literal cannot hold (`__proto__`) get into a body.
 */
import fc from 'fast-check';
import type { Schema } from './contract.ts';

/** JSON text placed as is into the body `jsonText` writes. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** An object written with its entries in order, keys as given (`__proto__`, duplicates). */
export class RawObject {
  readonly entries: readonly (readonly [string, unknown])[];
  constructor(entries: readonly (readonly [string, unknown])[]) {
    this.entries = entries;
  }
}

/** A value with a note of what was done to it, for the failure report. */
export interface Labelled {
  readonly value: unknown;
  readonly label: string;
}

/** Real ids by the contract component they are (`BatchId`: the user's batches). */
export type IdPool = Readonly<Record<string, readonly (string | number)[]>>;

/** Writes a body: JSON, with RawJson and RawObject written as they are. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof RawObject) {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : jsonText(v))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
] as const;

/** Numbers JavaScript cannot hold or JSON.stringify cannot write. */
const WILD_NUMBERS = [
  '1e400',
  '-1e400',
  '1E-400',
  '-0',
  '123456789012345678901234567890',
  '-123456789012345678901234567890',
  '9007199254740993',
  '1.7976931348623157e308',
  '4.9e-324',
  '0.1e1',
  '1e2',
] as const;

/** Text a server must treat as data: paths, markup, SQL, control and odd Unicode characters. */
const WILD_STRINGS = [
  '',
  ' ',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/dev/zero',
  'a/b',
  '%00',
  '\u0000',
  '\u0000abc',
  '\r\n',
  '\u202e',
  '\ud83d\ude00',
  '\ufeff',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '=HYPERLINK("http://x")',
  'null',
  'undefined',
  'NaN',
  '1e400',
  '-1',
  '0',
  'true',
  '__proto__',
  'constructor',
  'ÄÖÜß',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
] as const;

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String);
  if (typeof type === 'string') return [type];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function num(schema: Schema, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' ? value : undefined;
}

function propertiesOf(schema: Schema): Record<string, Schema> {
  return (schema.properties ?? {}) as Record<string, Schema>;
}

function requiredOf(schema: Schema): string[] {
  return Array.isArray(schema.required) ? schema.required.map(String) : [];
}

const INT32 = { min: -0x80000000, max: 0x7fffffff };

function integerIn(min: number, max: number): fc.Arbitrary<number> {
  if (min >= INT32.min && max <= INT32.max) return fc.integer({ min, max });
  // fc.integer is 32-bit: the bounds themselves and a 32-bit range within them.
  return fc.oneof(
    fc.integer({ min: Math.max(min, INT32.min), max: Math.min(max, INT32.max) }),
    fc.constantFrom(min, max),
  );
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = num(schema, 'minLength') ?? 0;
  const maxLength = Math.min(num(schema, 'maxLength') ?? 40, Math.max(minLength, 40));
  const fits = (s: string) => s.length >= minLength && s.length <= (num(schema, 'maxLength') ?? Infinity);
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    const anchored = schema.pattern.startsWith('^') && schema.pattern.endsWith('$');
    return (
      anchored
        ? fc.stringMatching(pattern, { size: 'small' })
        : fc.string({ minLength: Math.max(minLength, 1), maxLength, unit: 'grapheme' })
    ).filter((s) => fits(s) && pattern.test(s));
  }
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    case 'email':
      return fc.emailAddress();
    default:
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
        { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
        { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
        { weight: 1, arbitrary: fc.constantFrom(...WILD_STRINGS).filter(fits) },
      );
  }
}

/** Values the schema accepts; where `ids` holds real ids of the schema's component, mostly those. */
export function validValue(schema: Schema, ids: IdPool = {}): fc.Arbitrary<unknown> {
  const base = validBase(schema, ids);
  const real = schema['x-ref'] ? ids[schema['x-ref']] : undefined;
  return real && real.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: base })
    : base;
}

function validBase(schema: Schema, ids: IdPool): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s) => validValue(s, ids)));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => validOfType(type, schema, ids)));
}

function validOfType(type: string, schema: Schema, ids: IdPool): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerIn(num(schema, 'minimum') ?? -1_000_000, num(schema, 'maximum') ?? 1_000_000);
    case 'number':
      return fc.double({
        min: num(schema, 'minimum') ?? -1e9,
        max: num(schema, 'maximum') ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringOf(schema);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const minLength = num(schema, 'minItems') ?? 0;
      const maxLength = Math.min(num(schema, 'maxItems') ?? 4, minLength + 4);
      return schema.uniqueItems
        ? fc.uniqueArray(validValue(items, ids), { minLength, maxLength, selector: (v) => jsonText(v) })
        : fc.array(validValue(items, ids), { minLength, maxLength });
    }
    case 'object': {
      const properties = propertiesOf(schema);
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validValue(s, ids)]));
      const record = fc.record(model, { requiredKeys: requiredOf(schema).filter((k) => k in properties) });
      const extra = schema.additionalProperties;
      if (typeof extra === 'object' && extra !== null) {
        const maxKeys = Math.min(num(schema, 'maxProperties') ?? 4, 4);
        return fc
          .tuple(
            record,
            fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validValue(extra as Schema, ids), {
              maxKeys,
            }),
          )
          .map(([known, more]) => ({ ...more, ...known }));
      }
      return record;
    }
    default:
      throw new Error(`schema type ${type} has no generator`);
  }
}

/** A JSON value of none of the schema's types (or of an excluded kind: a float for an integer). */
function wrongTypeValue(schema: Schema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const candidates: [string, fc.Arbitrary<unknown>][] = [
    ['null', fc.constant(null)],
    ['boolean', fc.boolean()],
    ['integer', fc.integer()],
    ['number', fc.constantFrom(1.5, -0.25, 1e-7)],
    ['string', fc.constantFrom('1', 'true', 'null', '', 'x'.repeat(300))],
    ['array', fc.constantFrom([], [null], [[]], ['a', 1])],
    ['object', fc.constantFrom({}, { a: 1 }, { length: 1 })],
  ];
  const allowed = (type: string) => types.includes(type) || (type === 'integer' && types.includes('number'));
  const wrong = candidates.filter(([type]) => !allowed(type)).map(([, arb]) => arb);
  return wrong.length > 0 ? fc.oneof(...wrong) : fc.constant(new RawJson('1e400'));
}

const label =
  (l: string) =>
  (value: unknown): Labelled => ({ value, label: l });

/** Values the schema refuses, by one change of the value itself. */
function leafMutations(schema: Schema): fc.WeightedArbitrary<Labelled>[] {
  const out: fc.WeightedArbitrary<Labelled>[] = [
    { weight: 3, arbitrary: wrongTypeValue(schema).map(label('wrong type')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...WILD_NUMBERS)
        .map((t) => ({ value: new RawJson(t), label: `number ${t}` })),
    },
  ];
  const types = typesOf(schema);
  if (types.includes('string')) {
    const maxLength = num(schema, 'maxLength');
    const minLength = num(schema, 'minLength');
    out.push({ weight: 2, arbitrary: fc.constantFrom(...WILD_STRINGS).map(label('odd text')) });
    out.push({
      weight: 1,
      arbitrary: fc
        .integer({ min: (maxLength ?? 1000) + 1, max: (maxLength ?? 1000) + 200_000 })
        .map((n) => ({ value: 'A'.repeat(n), label: `string of ${n}` })),
    });
    if (minLength !== undefined && minLength > 0) {
      out.push({
        weight: 1,
        arbitrary: fc.constant({ value: 'A'.repeat(minLength - 1), label: 'too short' }),
      });
    }
    if (Array.isArray(schema.enum)) {
      out.push({
        weight: 2,
        arbitrary: fc
          .string({ maxLength: 20 })
          .filter((s) => !(schema.enum as unknown[]).includes(s))
          .map(label('not in enum')),
      });
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    const minimum = num(schema, 'minimum');
    const maximum = num(schema, 'maximum');
    const outside: number[] = [-1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE];
    if (minimum !== undefined) outside.push(minimum - 1, minimum - 0.5);
    if (maximum !== undefined) outside.push(maximum + 1, maximum + 0.5);
    if (types.includes('integer') && !types.includes('number')) outside.push(0.5, 1.000001);
    out.push({ weight: 2, arbitrary: fc.constantFrom(...outside).map(label('out of range')) });
  }
  if (types.includes('array')) {
    const maxItems = num(schema, 'maxItems');
    const items = (schema.items ?? {}) as Schema;
    if (maxItems !== undefined && maxItems <= 20_000) {
      out.push({
        weight: 1,
        arbitrary: fc.constant({ value: new Array(maxItems + 1).fill(null), label: `${maxItems + 1} items` }),
      });
    }
    if ((num(schema, 'minItems') ?? 0) > 0)
      out.push({ weight: 1, arbitrary: fc.constant({ value: [], label: 'no items' }) });
    if (schema.uniqueItems) {
      out.push({
        weight: 1,
        arbitrary: validValue(items).map((v) => ({ value: [v, v], label: 'duplicate items' })),
      });
    }
  }
  if (types.includes('object')) {
    out.push({
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }))
        .map(([key, v]) => ({ value: new RawObject([[key, v]]), label: `only key ${key}` })),
    });
  }
  return out;
}

/**
 * Values shaped like the schema with exactly one thing wrong (its label says what and where), or
 * in a share of the runs (`validShare`) nothing wrong: a body the schema accepts reaches the
 * handler itself.
 */
export function mutatedValue(schema: Schema, ids: IdPool = {}, validShare = 0.2): fc.Arbitrary<Labelled> {
  const options: fc.WeightedArbitrary<Labelled>[] = [...leafMutations(schema)];
  const types = typesOf(schema);
  if (types.includes('object')) {
    const properties = propertiesOf(schema);
    const required = requiredOf(schema);
    const whole = validOfType('object', schema, ids) as fc.Arbitrary<Record<string, unknown>>;
    for (const [key, child] of Object.entries(properties)) {
      options.push({
        weight: 4,
        arbitrary: fc
          .tuple(whole, mutatedValue(child, ids, 0))
          .map(([obj, m]) => ({ value: { ...obj, [key]: m.value }, label: `${key}: ${m.label}` })),
      });
    }
    for (const key of required) {
      options.push({
        weight: 2,
        arbitrary: whole.map((obj) => {
          const { [key]: _dropped, ...rest } = obj;
          return { value: rest, label: `${key} missing` };
        }),
      });
    }
    options.push({
      weight: 2,
      arbitrary: fc
        .tuple(
          whole,
          fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ minLength: 1, maxLength: 20 })),
          fc.jsonValue({ maxDepth: 3 }),
        )
        .filter(([, key]) => !(key in properties) || PROTOTYPE_KEYS.includes(key as never))
        .map(([obj, key, v]) => ({
          value: new RawObject([...Object.entries(obj), [key, key === 'constructor' ? { prototype: v } : v]]),
          label: `extra key ${JSON.stringify(key)}`,
        })),
    });
    if (Object.keys(properties).length > 0) {
      options.push({
        weight: 1,
        arbitrary: fc
          .tuple(whole, fc.constantFrom(...Object.keys(properties)), validValue({}))
          .map(([obj, key, v]) => ({
            value: new RawObject([...Object.entries(obj), [key, v]]),
            label: `duplicate key ${key}`,
          })),
      });
    }
  }
  if (types.includes('array') && schema.items) {
    const items = schema.items as Schema;
    const minItems = num(schema, 'minItems') ?? 0;
    const maxItems = Math.min(num(schema, 'maxItems') ?? 4, minItems + 3);
    options.push({
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.array(validValue(items, ids), {
            minLength: Math.max(0, minItems - 1),
            maxLength: Math.max(0, maxItems - 1),
          }),
          mutatedValue(items, ids, 0),
          fc.nat(),
        )
        .map(([list, m, at]) => {
          const copy: unknown[] = [...list];
          const i = list.length === 0 ? 0 : at % (list.length + 1);
          copy.splice(i, 0, m.value);
          return { value: copy, label: `[${i}]: ${m.label}` };
        }),
    });
  }
  if (validShare > 0) {
    const others = options.reduce((sum, o) => sum + o.weight, 0);
    options.push({
      weight: Math.max(1, Math.round((others * validShare) / (1 - validShare))),
      arbitrary: validValue(schema, ids).map(label('valid')),
    });
  }
  return fc.oneof(...options);
}

/** The text with the `at`-th match (modulo their number) of a global pattern replaced; unchanged without one. */
function replaceOne(text: string, pattern: RegExp, replacement: string, at: number): string {
  const matches = [...text.matchAll(pattern)];
  if (matches.length === 0) return text;
  const match = matches[at % matches.length]!;
  return text.slice(0, match.index) + replacement + text.slice(match.index + match[0].length);
}

/** Nesting `depth` arrays or objects deep. */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/**
 * Hostile JSON bodies, some of them not JSON at all: any JSON value, the valid body with a
 * prototype key or a wild number in it, deep nesting, long strings, bodies over the size limit,
 * broken syntax and invalid UTF-8. `valid` gives bodies the operation accepts, to hide the
 * hostile part inside a plausible request.
 */
export function hostileBody(valid: fc.Arbitrary<unknown>, bodyLimit: number): fc.Arbitrary<Labelled> {
  const asText =
    (l: string) =>
    (text: string | Buffer): Labelled => ({ value: text, label: l });
  // An object body with at least one entry to put things into (the valid one when it has some).
  const objectText = valid
    .map((v) => jsonText(v))
    .map((t) => (t.startsWith('{') && t !== '{}' ? t : '{"value":"x"}'));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .jsonValue()
        .map((v) => jsonText(v))
        .map(asText('any JSON value')),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ depthSize: 'large', maxDepth: 12 })
        .map((v) => jsonText(v))
        .map(asText('large JSON value')),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(objectText, fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }), fc.boolean())
        .map(([text, key, v, first]) => {
          const entry = `${JSON.stringify(key)}:${key === 'constructor' ? jsonText({ prototype: v }) : jsonText(v)}`;
          return {
            value: first ? `{${entry},${text.slice(1)}` : `${text.slice(0, -1)},${entry}}`,
            label: `valid body with ${key}`,
          };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.integer({ min: 1, max: 30 }))
        .map(([key, depth]) => ({
          value: '{"a":'.repeat(depth) + `{${JSON.stringify(key)}:{"polluted":true}}` + '}'.repeat(depth),
          label: `${key} ${depth} deep`,
        })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(objectText, fc.constantFrom(...WILD_NUMBERS), fc.nat()).map(([text, n, at]) => ({
        value: replaceOne(text, /:(-?\d[\d.eE+-]*|"(?:[^"\\]|\\.)*"|true|false|null)/g, `:${n}`, at),
        label: `valid body with ${n}`,
      })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...WILD_NUMBERS).map(asText('a bare number')) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 100_000 }), fc.constantFrom('array' as const, 'object' as const))
        .map(([depth, kind]) => ({ value: nested(depth, kind), label: `${kind}s ${depth} deep` })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(objectText, fc.integer({ min: 10_000, max: Math.floor(bodyLimit * 0.9) }), fc.nat())
        .map(([text, n, at]) => ({
          value: replaceOne(text, /:"(?:[^"\\]|\\.)*"/g, `:"${'x'.repeat(n)}"`, at),
          label: `valid body with a string of about ${n}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: bodyLimit + 1, max: bodyLimit + 100_000 })
        .map((n) => ({ value: JSON.stringify('y'.repeat(n)), label: `a string over the body limit (${n})` })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '',
          ' ',
          '{',
          '}',
          '{"a":}',
          '{"a":1,}',
          '[1,]',
          "{'a':1}",
          '{"a":NaN}',
          '{"a":Infinity}',
          '{"a":undefined}',
          '\ufeff{}',
          '{}garbage',
          '{} {}',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
          '"\\u0000"',
          '{"a":1/*c*/}',
          '0x10',
          '.5',
          '+1',
          '01',
          'tru',
          'nul',
        )
        .map(asText('broken JSON')),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
        value: Buffer.concat([
          Buffer.from('{"a":"'),
          Buffer.from(bytes),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from('"}'),
        ]),
        label: 'invalid UTF-8',
      })),
    },
  );
}

/** A query string (without `?`) from name/value pairs; the same name may come twice. */
export function queryText(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

/** The text of a query value the parameter's schema accepts. */
export function validQueryValue(schema: Schema, ids: IdPool): fc.Arbitrary<string> {
  return validValue(schema, ids).map((v) => (typeof v === 'string' ? v : jsonText(v)));
}

const WILD_QUERY_VALUES = [
  ...WILD_STRINGS,
  '1e400',
  '99999999999999999999999',
  '9007199254740993',
  '-9007199254740993',
  '1.5',
  'Infinity',
  '0x1F',
  ' 1',
  '1 ',
  '1,2',
  ',',
  '1,,2',
  '0',
  '-0',
] as const;

/**
 * Query strings for an operation's parameters: the required ones valid and one thing wrong (a
 * value of the wrong kind, too long, a repeated or missing parameter, an extra or prototype-named
 * one), or now and then nothing wrong.
 */
export function mutatedQuery(
  parameters: readonly { name: string; required: boolean; schema: Schema }[],
  ids: IdPool,
): fc.Arbitrary<Labelled> {
  const validPairs = fc
    .tuple(
      ...parameters.map((p) =>
        p.required
          ? validQueryValue(p.schema, ids).map((v) => [p.name, v] as const)
          : fc.option(
              validQueryValue(p.schema, ids).map((v) => [p.name, v] as const),
              { nil: undefined },
            ),
      ),
    )
    .map((pairs) => pairs.filter((p): p is readonly [string, string] => p !== undefined));
  const options: fc.WeightedArbitrary<Labelled>[] = [
    { weight: 1, arbitrary: validPairs.map((pairs) => ({ value: queryText(pairs), label: 'valid' })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          validPairs,
          fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ minLength: 1, maxLength: 10 })),
          fc.string(),
        )
        .map(([pairs, k, v]) => ({
          value: queryText([...pairs, [k, v]]),
          label: `extra parameter ${JSON.stringify(k)}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(validPairs, fc.constantFrom(...PROTOTYPE_KEYS)).map(([pairs, k]) => ({
        value: `${queryText(pairs)}&${k}[polluted]=1&${k}.polluted=1`,
        label: `bracketed ${k}`,
      })),
    },
  ];
  for (const parameter of parameters) {
    const others = validPairs.map((pairs) => pairs.filter(([k]) => k !== parameter.name));
    options.push(
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            others,
            fc.oneof(fc.constantFrom(...WILD_QUERY_VALUES), fc.string({ unit: 'binary', maxLength: 30 })),
          )
          .map(([pairs, v]) => ({
            value: queryText([...pairs, [parameter.name, v]]),
            label: `${parameter.name}=${JSON.stringify(v)}`,
          })),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(others, fc.integer({ min: 1000, max: 60_000 })).map(([pairs, n]) => ({
          value: queryText([...pairs, [parameter.name, '7'.repeat(n)]]),
          label: `${parameter.name} of ${n} digits`,
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(others, validQueryValue(parameter.schema, ids), validQueryValue(parameter.schema, ids))
          .map(([pairs, a, b]) => ({
            value: queryText([...pairs, [parameter.name, a], [parameter.name, b]]),
            label: `${parameter.name} twice`,
          })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(others, fc.constantFrom('%', '%zz', '%C3', '%00', '%ff%fe', '%E2%80%AE'))
          .map(([pairs, raw]) => ({
            value: `${queryText(pairs)}&${parameter.name}=${raw}`,
            label: `${parameter.name} raw ${raw}`,
          })),
      },
    );
    if (parameter.required) {
      options.push({
        weight: 1,
        arbitrary: others.map((pairs) => ({ value: queryText(pairs), label: `${parameter.name} missing` })),
      });
    }
  }
  return fc.oneof(...options);
}

/** Any query string at all: random text with the characters a query string is made of. */
export function hostileQuery(names: readonly string[]): fc.Arbitrary<Labelled> {
  const piece = fc.oneof(
    fc.constantFrom(
      ...names,
      ...PROTOTYPE_KEYS,
      '&',
      '=',
      '%',
      '%2',
      '%zz',
      '[',
      ']',
      '[]',
      '+',
      '#',
      ';',
      ',',
      '?',
      '..',
    ),
    fc.string({ maxLength: 8, unit: 'grapheme-ascii' }).map(encodeURIComponent),
    fc.string({ maxLength: 4, unit: 'binary' }).map(encodeURIComponent),
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(piece, { maxLength: 30 })
        .map((parts) => ({ value: parts.join(''), label: 'random query' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 10_000, max: 200_000 })
        .map((n) => ({ value: `${names[0] ?? 'q'}=${'a'.repeat(n)}`, label: `a query of ${n}` })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 5000 }).map((n) => ({
        value: Array.from(
          { length: n },
          (_, i) => `${names[i % Math.max(names.length, 1)] ?? 'p'}=${i}`,
        ).join('&'),
        label: `${n} parameters`,
      })),
    },
  );
}
