/**
 * `npm run bench:bundle`: how much JavaScript the built app (app/dist, `npm run build`) makes a
 * browser load before the first page can render, against the budget of 350 KB gzip.
 *
 * "Initial JavaScript" is the entry script of index.html plus every chunk it imports statically:
 * the modulepreload links of index.html and, to be sure none is missed, every chunk reached through
 * `import … from "./chunk.js"` statements from the entry. Chunks reached only through `import()`
 * are lazy: they load when a page that needs them is opened.
 *
 * Prints per chunk the raw, gzip (level 9) and brotli (quality 11) sizes in kB (1,000 bytes, as
 * Vite prints them), the initial total and the lazy ones, and exits with 1 when the initial gzip
 * total is over the budget (`npm test` runs it after the build). Options: --dist DIR (default
 * app/dist), --budget KB (default 350), --json FILE (write the figures).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { benchOptions, wholeNumber } from './support/options.ts';
import { ROOT } from './support/paths.ts';
import { alignedTable, fmt, writeFigures } from './support/report.ts';

const values = benchOptions(import.meta.filename, {
  dist: { type: 'string', default: path.join(ROOT, 'app', 'dist') },
  budget: { type: 'string', default: '350' },
  json: { type: 'string' },
});
const dist = path.resolve(values.dist);
const budgetKb = wholeNumber(values.budget, 'budget');
const indexFile = path.join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`${indexFile} does not exist: run \`npm run build\` first.`);
  process.exit(2);
}

const html = readFileSync(indexFile, 'utf8');
/** Paths in index.html are absolute from the site root ("/assets/index-abc.js"). */
const local = (url: string) => path.join(dist, url.replace(/^\//, ''));
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entries = tags
  .filter((tag) => tag.startsWith('<script') && /type="module"/.test(tag))
  .map((tag) => attribute(tag, 'src'))
  .filter((src): src is string => Boolean(src));
const preloaded = tags
  .filter((tag) => /rel="modulepreload"/.test(tag))
  .map((tag) => attribute(tag, 'href'))
  .filter((href): href is string => Boolean(href));

/** Static imports of a built chunk: `import{a}from"./x.js"`, `import"./x.js"`, `export … from`. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+\.js)["']/g)) {
    found.push(path.resolve(path.dirname(file), match[1]!));
  }
  return found;
}

const initial = new Set<string>();
const queue = [...entries, ...preloaded].map(local);
while (queue.length > 0) {
  const file = queue.pop()!;
  if (initial.has(file)) continue;
  initial.add(file);
  queue.push(...staticImports(file));
}

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  initial: boolean;
}

const assets = path.join(dist, 'assets');
const scripts = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.join(assets, name));
const chunks: Chunk[] = scripts.map((file) => {
  const content = readFileSync(file);
  return {
    file: path.relative(dist, file),
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }).length,
    initial: initial.has(file),
  };
});
chunks.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

const kb = (bytes: number) => fmt(bytes / 1000, 1);
const sum = (list: Chunk[], key: 'raw' | 'gzip' | 'brotli') => list.reduce((s, c) => s + c[key], 0);
const first = chunks.filter((c) => c.initial);
const lazy = chunks.filter((c) => !c.initial);
const total = (name: string, list: Chunk[]) => [
  name,
  String(list.length),
  kb(sum(list, 'raw')),
  kb(sum(list, 'gzip')),
  kb(sum(list, 'brotli')),
];
console.log(
  alignedTable(
    ['chunk', 'loads', 'raw kB', 'gzip kB', 'br kB'],
    [
      ...chunks.map((c) => [c.file, c.initial ? 'initial' : 'lazy', kb(c.raw), kb(c.gzip), kb(c.brotli)]),
      total('initial JavaScript (chunks)', first),
      total('lazy chunks', lazy),
    ],
  ),
);

const initialGzipKb = sum(first, 'gzip') / 1000;
const within = initialGzipKb <= budgetKb;
console.log(
  `\ninitial JavaScript ${fmt(initialGzipKb, 1)} kB gzip: ${within ? 'within' : 'OVER'} the budget of ${budgetKb} kB`,
);
if (values.json) writeFigures(values.json, { budgetKb, initialGzipKb, chunks });
process.exitCode = within ? 0 : 1;
