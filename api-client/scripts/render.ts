/** Renders the generated TypeScript files from the collected operations. Output is deterministic. */

export type BodyKind = 'json' | 'multipart' | 'none';

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  tag: string;
  isPublic: boolean;
  bodyKind: BodyKind;
  bodySchema: unknown;
  querySchema: unknown;
  responses: Record<string, unknown>;
  download: boolean;
  summary: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function pascal(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

function doc(text: string, indent = ''): string {
  const clean = text.replace(/\*\//g, '*\\/').trim();
  return clean ? `${indent}/** ${clean} */` : '';
}

function hasRequired(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const required = (schema as { required?: unknown }).required;
  return Array.isArray(required) && required.length > 0;
}

export function renderTypes(schemaNames: string[], operations: Operation[]): string {
  const lines: string[] = [
    "import type { components, operations } from './schema.ts';",
    '',
    'type JsonBody<T> = T extends { requestBody: { content: { "application/json": infer B } } }',
    '  ? B',
    '  : T extends { requestBody?: { content: { "application/json": infer B } } }',
    '    ? B',
    '    : never;',
    'type Query<T> = T extends { parameters: { query?: infer Q } } ? (undefined extends Q ? NonNullable<Q> : Q) : never;',
    'type Ok<T> = T extends { responses: { 200: { content: { "application/json": infer R } } } } ? R : void;',
    '',
    '// Component schemas',
  ];
  for (const name of [...schemaNames].sort()) {
    if (!IDENTIFIER.test(name)) throw new Error(`Schema name ${name} is not a TypeScript identifier`);
    lines.push(`export type ${name} = components['schemas']['${name}'];`);
  }
  lines.push('', '/** Request body, query and success response of every operation, by operationId. */');
  lines.push('export interface OperationTypes {');
  for (const op of operations) {
    lines.push(`  ${op.id}: {`);
    lines.push(`    body: JsonBody<operations['${op.id}']>;`);
    lines.push(`    query: Query<operations['${op.id}']>;`);
    lines.push(`    response: Ok<operations['${op.id}']>;`);
    lines.push('  };');
  }
  lines.push('}', '', 'export type OperationId = keyof OperationTypes;');
  for (const op of operations) {
    const name = pascal(op.id);
    if (op.bodyKind === 'json') lines.push(`export type ${name}Body = OperationTypes['${op.id}']['body'];`);
    if (op.querySchema) lines.push(`export type ${name}Query = OperationTypes['${op.id}']['query'];`);
    if (!op.download) lines.push(`export type ${name}Response = OperationTypes['${op.id}']['response'];`);
  }
  return lines.join('\n') + '\n';
}

export function renderOperations(operations: Operation[]): string {
  const specs = operations.map((op) => ({
    id: op.id,
    method: op.method,
    path: op.path,
    tag: op.tag,
    isPublic: op.isPublic,
    bodyKind: op.bodyKind,
    bodySchema: op.bodySchema,
    querySchema: op.querySchema,
    responses: op.responses,
    download: op.download,
  }));
  return [
    "import type { OperationId } from './types.ts';",
    '',
    '/** One contract operation as the server registers it; schemas are dereferenced JSON Schema. */',
    'export interface OperationSpec {',
    '  readonly id: OperationId;',
    "  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';",
    '  readonly path: string;',
    '  readonly tag: string;',
    '  /** True when the operation needs no session (security: [] in the contract). */',
    '  readonly isPublic: boolean;',
    "  readonly bodyKind: 'json' | 'multipart' | 'none';",
    '  readonly bodySchema: Readonly<Record<string, unknown>> | null;',
    '  readonly querySchema: Readonly<Record<string, unknown>> | null;',
    '  /** JSON response schemas by status code; a field they do not declare is never serialised. */',
    '  readonly responses: Readonly<Record<string, Readonly<Record<string, unknown>>>>;',
    '  /** True when the success response is a file download rather than JSON. */',
    '  readonly download: boolean;',
    '}',
    '',
    `export const operationSpecs: readonly OperationSpec[] = ${JSON.stringify(specs, null, 2)};`,
    '',
  ].join('\n');
}

export function renderClient(operations: Operation[]): string {
  const out: string[] = [
    "import { downloadUrl, request, type RequestOptions } from '../http/request.ts';",
    "import type { OperationTypes } from './types.ts';",
    '',
  ];
  for (const op of operations) {
    const t = `OperationTypes['${op.id}']`;
    out.push(doc(`${op.method} ${op.path}${op.summary ? ` — ${op.summary}` : ''}`));
    if (op.download) {
      const param = op.querySchema ? `query: ${t}['query']` : '';
      out.push(`export function ${op.id}Url(${param}): string {`);
      out.push(`  return downloadUrl('${op.path}'${op.querySchema ? ', query' : ''});`);
      out.push('}', '');
      continue;
    }
    if (op.bodyKind === 'multipart') {
      out.push(
        `export function ${op.id}(form: FormData, options?: RequestOptions): Promise<${t}['response']> {`,
      );
      out.push(`  return request<${t}['response']>('${op.method}', '${op.path}', { form }, options);`);
      out.push('}', '');
      continue;
    }
    if (op.bodyKind === 'json') {
      const param = hasRequired(op.bodySchema)
        ? `body: ${t}['body']`
        : `body: ${t}['body'] = {} as ${t}['body']`;
      out.push(`export function ${op.id}(${param}, options?: RequestOptions): Promise<${t}['response']> {`);
      out.push(`  return request<${t}['response']>('${op.method}', '${op.path}', { json: body }, options);`);
      out.push('}', '');
      continue;
    }
    const param = op.querySchema ? `query: ${t}['query'], ` : '';
    out.push(`export function ${op.id}(${param}options?: RequestOptions): Promise<${t}['response']> {`);
    out.push(
      `  return request<${t}['response']>('${op.method}', '${op.path}', {${op.querySchema ? ' query ' : ''}}, options);`,
    );
    out.push('}', '');
  }
  return out.join('\n');
}

export function renderIndex(): string {
  return [
    "export type * from './types.ts';",
    "export * from './client.ts';",
    "export { operationSpecs, type OperationSpec } from './operations.ts';",
    '',
  ].join('\n');
}
