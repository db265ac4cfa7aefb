/**
 * The contract as the security tests read it: api-client/openapi.yaml parsed with `yaml`, every
 * operation with its request body, query parameters and documented statuses, and the schemas
 * with their `$ref`s resolved. A resolved reference keeps its name in `x-ref` (`BatchId`,
 * `ListId`, …), so generators can put real ids where the contract expects one and the
 * authorization matrix can find every id a request carries.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';

export const CONTRACT_FILE = fileURLToPath(new URL('../../../api-client/openapi.yaml', import.meta.url));

/** A JSON Schema of the contract, references resolved; `x-ref` names the component it came from. */
export type Schema = { readonly [key: string]: unknown } & { readonly 'x-ref'?: string };

export interface QueryParameter {
  readonly name: string;
  readonly required: boolean;
  readonly schema: Schema;
}

export interface ContractOperation {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** `security: []`: no session needed. */
  readonly isPublic: boolean;
  /** The request body's media type and schema; null without a body. */
  readonly body: { readonly mediaType: string; readonly schema: Schema } | null;
  readonly query: readonly QueryParameter[];
  /** The response statuses the contract documents ('200', '400', …). */
  readonly statuses: readonly string[];
}

export interface Contract {
  readonly operations: readonly ContractOperation[];
  /** `components.schemas`, resolved. */
  readonly schemas: Readonly<Record<string, Schema>>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the contract file afresh (a new operation is picked up by the next run). */
export function loadContract(file = CONTRACT_FILE): Contract {
  const doc = parse(readFileSync(file, 'utf8')) as Record<string, Json>;

  const pointer = (ref: string): Json => {
    if (!ref.startsWith('#/')) throw new Error(`external reference ${ref} is not supported`);
    let node: Json = doc;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
      if (!isObject(node) || !(key in node)) throw new Error(`unresolved reference ${ref}`);
      node = node[key]!;
    }
    return node;
  };

  const resolve = (node: Json, seen: readonly string[] = []): Json => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, seen));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (seen.includes(ref)) throw new Error(`recursive reference ${ref} is not supported`);
      const { $ref: _ref, ...siblings } = node;
      const target = resolve(pointer(ref), [...seen, ref]);
      const name = ref.split('/').at(-1)!;
      if (!isObject(target)) return target;
      const annotations = resolve(siblings, seen) as Record<string, Json>;
      return { ...target, ...annotations, ...(ref.includes('/schemas/') ? { 'x-ref': name } : {}) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, seen)]));
  };

  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!isObject(raw)) continue;
      const op = resolve(raw) as Record<string, Json>;
      const content = isObject(op.requestBody) ? op.requestBody.content : undefined;
      const mediaType = isObject(content) ? Object.keys(content)[0] : undefined;
      const bodySchema =
        mediaType && isObject(content) ? (content[mediaType] as Record<string, Json>).schema : undefined;
      const parameters = Array.isArray(op.parameters) ? (op.parameters as Record<string, Json>[]) : [];
      const unsupported = parameters.find((p) => p.in !== 'query');
      if (unsupported) {
        // Path, header and cookie parameters would need their own generators and id cases.
        throw new Error(`${String(op.operationId)}: parameter in ${String(unsupported.in)} is not supported`);
      }
      operations.push({
        id: String(op.operationId),
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        body: mediaType && isObject(bodySchema) ? { mediaType, schema: bodySchema as Schema } : null,
        query: parameters.map((p) => ({
          name: String(p.name),
          required: p.required === true,
          schema: (p.schema ?? {}) as Schema,
        })),
        statuses: Object.keys(isObject(op.responses) ? op.responses : {}),
      });
    }
  }
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = Object.fromEntries(
    Object.keys(isObject(components.schemas) ? components.schemas : {}).map((name) => [
      name,
      resolve({ $ref: `#/components/schemas/${name}` }) as Schema,
    ]),
  );
  return { operations, schemas };
}

/** A copy of a schema without the annotations Ajv's strict mode refuses (`x-…`, `example`). */
export function plainSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainSchema);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !key.startsWith('x-') && key !== 'example')
      .map(([key, value]) => [
        key,
        key === 'properties' ? mapValues(value, plainSchema) : plainSchema(value),
      ]),
  );
}

function mapValues(value: unknown, fn: (v: unknown) => unknown): unknown {
  return isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)])) : value;
}

/**
 * A check of a response body against the contract's ErrorBody: the shape every 4xx must have, with
 * a machine `type` and a non-empty (translated) `message` in each item. Returns the problems.
 */
export function errorBodyChecker(contract: Contract): (body: string) => string[] {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validate = ajv.compile(plainSchema(contract.schemas.ErrorBody) as object);
  return (body) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [`not JSON: ${body.slice(0, 200)}`];
    }
    if (!validate(parsed)) return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    const items = (parsed as { errors: { type: string; message: string }[] }).errors;
    return items.flatMap((item, i) =>
      item.type.trim() === '' || item.message.trim() === ''
        ? [`errors/${i} has an empty type or message`]
        : [],
    );
  };
}

/** Property and parameter names that name an object: `id`, `ids`, `batchId`, `token`, `uploadKey`, `exportFileName`. */
const ID_NAME = /^(id|ids|token)$|(Id|Ids|Key|Token|FileName)$/;
/** Components that are ids: `BatchId`, `ListId`, `CompanyId`, `RowId`, `ExportHistoryId`, `MailLinkToken`, `ExportFileName`. */
const ID_COMPONENT = /(Id|Token|FileName)$/;

/**
 * The id-like fields of an operation's request: body properties (dotted paths, `[]` for array
 * items) and query parameters whose name or component says they name an object. An array of ids
 * is one field (`ids`), not its items.
 */
export function idFieldsOf(op: ContractOperation): string[] {
  const found: string[] = [];
  const walk = (schema: Schema, path: string, name: string | undefined): void => {
    const ref = schema['x-ref'];
    // A flag is never an id, whatever its name (`checkDuplicateExtIds`).
    const named = name !== undefined && ID_NAME.test(name) && schema.type !== 'boolean';
    if (path !== '' && ((ref !== undefined && ID_COMPONENT.test(ref)) || named)) {
      found.push(path);
      return;
    }
    for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      walk(child, path === '' ? key : `${path}.${key}`, key);
    }
    if (isObject(schema.items)) walk(schema.items as Schema, `${path}[]`, name);
    if (isObject(schema.additionalProperties))
      walk(schema.additionalProperties as Schema, `${path}.*`, undefined);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      const alternatives = schema[key];
      if (Array.isArray(alternatives)) for (const alt of alternatives as Schema[]) walk(alt, path, name);
    }
  };
  if (op.body) walk(op.body.schema, '', undefined);
  for (const parameter of op.query) walk(parameter.schema, parameter.name, parameter.name);
  return [...new Set(found)].sort();
}
