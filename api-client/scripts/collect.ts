/**
 * Reads the operations out of the OpenAPI document and turns their schemas into plain,
 * self-contained JSON Schema that Fastify's Ajv (draft-07) and fast-json-stringify accept.
 */
import type { Operation, BodyKind } from './render.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Keywords that are documentation or OpenAPI-only: Ajv in strict mode would reject some of them. */
const STRIPPED = new Set([
  'description',
  'example',
  'examples',
  'xml',
  'externalDocs',
  'discriminator',
  'deprecated',
  'title',
]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(document: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $ref is supported, got ${ref}`);
  let node: Json = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[key] as Json;
  }
  return node;
}

/** Inlines every $ref (recursive schemas are rejected: the contract has none) and drops doc keywords. */
export function dereference(document: JsonObject, node: Json, stack: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => dereference(document, item, stack));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (stack.includes(ref)) throw new Error(`Recursive schema: ${[...stack, ref].join(' -> ')}`);
    return dereference(document, pointer(document, ref), [...stack, ref]);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) {
      // Property names are data, not keywords: keep a property called "description".
      const props: JsonObject = {};
      for (const [name, schema] of Object.entries(value)) props[name] = dereference(document, schema, stack);
      out[key] = props;
      continue;
    }
    if (STRIPPED.has(key)) continue;
    if (key === 'format' && value === 'binary') continue;
    out[key] = dereference(document, value, stack);
  }
  return out;
}

function resolve(document: JsonObject, node: Json | undefined): JsonObject | undefined {
  if (!isObject(node)) return undefined;
  if (typeof node.$ref === 'string') return resolve(document, pointer(document, node.$ref));
  return node;
}

export function collectOperations(document: JsonObject | Record<string, unknown>): Operation[] {
  const doc = document as JsonObject;
  const paths = isObject(doc.paths) ? doc.paths : {};
  const globalSecurity = Array.isArray(doc.security) ? doc.security : [];
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const id = op.operationId;
      if (typeof id !== 'string') throw new Error(`${method.toUpperCase()} ${route} has no operationId`);
      const security = Array.isArray(op.security) ? op.security : globalSecurity;
      const tags = Array.isArray(op.tags) ? op.tags : [];

      let bodyKind: BodyKind = 'none';
      let bodySchema: Json | null = null;
      const requestBody = resolve(doc, op.requestBody);
      const content = requestBody && isObject(requestBody.content) ? requestBody.content : undefined;
      if (content?.['application/json']) {
        bodyKind = 'json';
        const media = resolve(doc, content['application/json']);
        bodySchema = media?.schema ? dereference(doc, media.schema) : { type: 'object' };
      } else if (content?.['multipart/form-data']) {
        bodyKind = 'multipart';
      }

      const parameters = (Array.isArray(op.parameters) ? op.parameters : [])
        .map((p) => resolve(doc, p))
        .filter((p): p is JsonObject => p !== undefined && p.in === 'query');
      let querySchema: Json | null = null;
      if (parameters.length > 0) {
        const properties: JsonObject = {};
        const required: string[] = [];
        for (const p of parameters) {
          properties[String(p.name)] = p.schema ? dereference(doc, p.schema) : { type: 'string' };
          if (p.required === true) required.push(String(p.name));
        }
        querySchema = { type: 'object', properties, required, additionalProperties: false };
      }

      const responses: Record<string, Json> = {};
      let download = false;
      const responseMap = isObject(op.responses) ? op.responses : {};
      for (const [status, raw] of Object.entries(responseMap)) {
        const response = resolve(doc, raw);
        const media = response && isObject(response.content) ? response.content : undefined;
        const json = media ? resolve(doc, media['application/json']) : undefined;
        if (json?.schema) responses[status] = dereference(doc, json.schema);
        else if (status.startsWith('2') && media && Object.keys(media).length > 0) download = true;
      }

      operations.push({
        id,
        method: method.toUpperCase() as Operation['method'],
        path: route,
        tag: typeof tags[0] === 'string' ? tags[0] : 'default',
        isPublic: security.length === 0,
        bodyKind,
        bodySchema,
        querySchema,
        responses,
        download,
        summary:
          typeof op.summary === 'string'
            ? op.summary
            : typeof op.description === 'string'
              ? op.description.split('\n')[0]!
              : '',
      });
    }
  }
  operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return operations;
}
