/**
 * Generates the typed client and the server's operation table from `api-client/openapi.yaml`,
 * the single source of truth of the HTTP contract (docs/adr/001-contract-first.md).
 *
 *   npm run generate            writes api-client/src/generated/*
 *   npm run generate -- --check fails (exit 1) when the files on disk differ from the yaml
 *
 * Outputs:
 * - schema.ts      TypeScript types of every path, operation and schema (openapi-typescript);
 * - types.ts       one named alias per component schema and per operation's body/query/response;
 * - operations.ts  the operation table the server registers routes from, with request and
 *                  response JSON schemas fully dereferenced for Fastify's Ajv and serializer;
 * - client.ts      one typed function per operation over the hand-written `request` in src/http;
 * - index.ts       the enumerated exports.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'yaml';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { renderClient, renderIndex, renderOperations, renderTypes, type Operation } from './render.ts';
import { collectOperations } from './collect.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const yamlPath = path.join(root, 'openapi.yaml');
const outDir = path.join(root, 'src', 'generated');

export const HEADER =
  '// This file is generated from api-client/openapi.yaml by `npm run generate`. Do not edit it by hand.\n';

export async function generate(yamlText: string): Promise<Record<string, string>> {
  const document = parse(yamlText) as Record<string, unknown>;
  const ast = await openapiTS(structuredClone(document) as never, {
    defaultNonNullable: false,
    alphabetize: false,
    silent: true,
  });
  const operations: Operation[] = collectOperations(document);
  const schemaNames = Object.keys(
    ((document.components as Record<string, unknown> | undefined)?.schemas as Record<string, unknown>) ?? {},
  );
  const files: Record<string, string> = {
    'schema.ts': astToString(ast),
    'types.ts': renderTypes(schemaNames, operations),
    'operations.ts': renderOperations(operations),
    'client.ts': renderClient(operations),
    'index.ts': renderIndex(),
  };
  // Formatted with the repository's Prettier settings so the files read like the rest of the code.
  const options = (await resolveConfig(path.join(root, 'openapi.yaml'))) ?? {};
  for (const [name, content] of Object.entries(files)) {
    files[name] = HEADER + (await format(content, { ...options, parser: 'typescript' }));
  }
  return files;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await generate(await readFile(yamlPath, 'utf8'));
  const drifted: string[] = [];
  await mkdir(outDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(outDir, name);
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current === content) continue;
    if (check) drifted.push(name);
    else await writeFile(target, content);
  }
  if (check) {
    if (drifted.length > 0) {
      console.error(
        `api-client/src/generated has drifted from openapi.yaml: ${drifted.join(', ')}.\n` +
          'Run `npm run generate` and commit the result.',
      );
      process.exit(1);
    }
    console.log(`generated client matches openapi.yaml (${Object.keys(files).length} files)`);
  } else {
    console.log(`generated ${Object.keys(files).length} files into api-client/src/generated`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
