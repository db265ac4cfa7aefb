/**
 * `npm run build -w ui-kit`: the package sister products install. Writes ESM JavaScript and type
 * declarations to ui-kit/dist, one module per source module (so `@datacare/ui-kit/<Component>`
 * subpaths and tree-shaking work), without tests, stories and fixtures (tsconfig.build.json), then
 * checks what it wrote:
 *
 * - every `exports` entry of package.json (the "./*" pattern expanded over the folders whose
 *   sources it names) resolves to an existing .js and .d.ts in dist;
 * - every relative import in dist (JavaScript and declarations) names a file that exists in dist,
 *   with its emitted extension: no `.ts`/`.tsx` left, no import of a left-out test or fixture;
 * - the JSON catalogues are there;
 * - nothing of the tests, stories or fixtures was emitted.
 *
 * TypeScript rewrites `.ts`/`.tsx` to `.js` in the JavaScript it emits
 * (`rewriteRelativeImportExtensions`) but not in declarations (TS 5.9): this script rewrites those.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const kit = path.resolve(import.meta.dirname, '..');
const src = path.join(kit, 'src');
const dist = path.join(kit, 'dist');
const SOURCE_CONDITION = '@datacare/source';

/** Test, story and fixture modules: never in dist (the same list as tsconfig.build.json). */
const LEFT_OUT = /(\.test\.tsx?|\.stories\.tsx?|\.fixtures\.ts|\/fixtures\.ts|Fixtures\.ts)$|^test\//;

/** Relative module specifiers in emitted code: `from './x.js'`, `import './x.js'`, `import('./x.js')`. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.\.?\/[^'"]+)\2/g;

const problems: string[] = [];

rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const started = performance.now();
const compile = spawnSync(process.execPath, [tsc, '-p', path.join(kit, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
if (compile.status !== 0) {
  console.error(`ui-kit build: tsc failed (exit ${compile.status ?? compile.signal})`);
  process.exit(1);
}
const compileSeconds = (performance.now() - started) / 1000;

const distFiles = globSync('**/*', { cwd: dist }).filter((file) => statSync(path.join(dist, file)).isFile());

// Declarations: './x.ts' / './x.tsx' -> './x.js', as in the JavaScript beside them.
for (const file of distFiles.filter((f) => f.endsWith('.d.ts'))) {
  const full = path.join(dist, file);
  const text = readFileSync(full, 'utf8');
  const rewritten = text.replace(
    RELATIVE_SPECIFIER,
    (whole, before: string, quote: string, specifier: string) =>
      /\.tsx?$/.test(specifier) ? `${before}${quote}${specifier.replace(/\.tsx?$/, '.js')}${quote}` : whole,
  );
  if (rewritten !== text) writeFileSync(full, rewritten);
}

// Every relative import resolves inside dist; a declaration's './x.js' is backed by './x.d.ts'.
for (const file of distFiles.filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
  const text = readFileSync(path.join(dist, file), 'utf8');
  for (const [, , , specifier] of text.matchAll(RELATIVE_SPECIFIER)) {
    const target = path.join(dist, path.dirname(file), specifier!);
    if (/\.tsx?$/.test(specifier!)) problems.push(`${file}: imports '${specifier}' (a TypeScript extension)`);
    else if (file.endsWith('.d.ts') && specifier!.endsWith('.js')) {
      if (!existsSync(target.replace(/\.js$/, '.d.ts')))
        problems.push(`${file}: imports '${specifier}', no declaration there`);
    } else if (!existsSync(target)) problems.push(`${file}: imports '${specifier}', not in dist`);
  }
}

// Every exports entry: the source condition's files map to an existing .js and .d.ts.
interface ExportEntry {
  [SOURCE_CONDITION]: string;
  types: string;
  default: string;
}
const manifest = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8')) as {
  exports: Record<string, ExportEntry | string>;
};
const subpaths: string[] = [];
for (const [key, entry] of Object.entries(manifest.exports)) {
  if (typeof entry === 'string') {
    if (!existsSync(path.join(kit, entry))) problems.push(`exports["${key}"]: ${entry} does not exist`);
    continue;
  }
  // "./*" with "./src/*/index.ts": each folder of src with an index.ts is one public subpath.
  const sourcePattern = entry[SOURCE_CONDITION].replace(/^\.\//, '');
  const [prefix, suffix = ''] = sourcePattern.split('*') as [string, string?];
  const stars = key.includes('*')
    ? globSync(sourcePattern, { cwd: kit }).map((source) =>
        source.slice(prefix.length, source.length - suffix.length),
      )
    : [''];
  for (const star of stars) {
    const subpath = key.replace('*', star);
    subpaths.push(subpath);
    for (const condition of ['types', 'default'] as const) {
      const target = entry[condition].replace('*', star);
      if (!existsSync(path.join(kit, target)))
        problems.push(`exports["${subpath}"] (${condition}): ${target} was not built`);
    }
  }
}

// The catalogues, imported `with { type: 'json' }`: tsc re-emits them (formatting its own way).
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
for (const catalogue of globSync('locales/*.json', { cwd: src })) {
  const built = path.join(dist, catalogue);
  if (!existsSync(built)) problems.push(`${catalogue} missing from dist`);
  else if (!isDeepStrictEqual(readJson(built), readJson(path.join(src, catalogue))))
    problems.push(`${catalogue} in dist differs from its source`);
}

// Nothing of the tests, stories or fixtures.
for (const file of distFiles) {
  const source = file.replace(/\.d\.ts$|\.js$/, '.ts');
  if (LEFT_OUT.test(source) || LEFT_OUT.test(source.replace(/\.ts$/, '.tsx')))
    problems.push(`${file}: a test, story or fixture was built`);
}

if (problems.length > 0) {
  console.error(`ui-kit build: ${problems.length} problem(s) in dist:`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}

const bytes = distFiles.reduce((sum, file) => sum + statSync(path.join(dist, file)).size, 0);
const count = (suffix: string) => distFiles.filter((file) => file.endsWith(suffix)).length;
console.log(
  `ui-kit build: dist has ${distFiles.length} files (${count('.js')} .js, ${count('.d.ts')} .d.ts, ` +
    `${count('.json')} .json), ${(bytes / 1024).toFixed(0)} KiB; ${subpaths.length} export subpaths ` +
    `checked; tsc ${compileSeconds.toFixed(1)} s`,
);
