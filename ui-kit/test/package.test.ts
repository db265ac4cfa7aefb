/**
 * The kit as a sister product gets it: `npm run build -w ui-kit`, `npm pack`, the tarball installed
 * into a throwaway Vite app in the system's temp folder (outside the monorepo, so nothing of the
 * workspace can leak in), offline from the npm cache `npm ci` filled, at the versions the workspace
 * has. The host (ui-kit/test/host) imports four components by subpath (the quota counter, the review card's InputRowCard and MatchesTable, a report chart), brings its own i18next
 * instance with the kit's catalogues and the kit theme in its own colours; Vite builds it and
 * chromium opens the build.
 *
 * Also proved: the host type-checks against the installed declarations (not the sources), and a
 * host keeps only the part of the kit it uses (tree-shaking) whether it imports by subpath or from
 * the package root; the figures are printed.
 *
 * Run alone: `node --test ui-kit/test/package.test.ts` (npm test runs it as the step `package`).
 * The page's screenshot goes to .tmp/package/host-app.png.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import type { KitBytes } from './host/vite.config.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const kitDir = path.join(root, 'ui-kit');
const hostTemplate = path.join(import.meta.dirname, 'host');
const screenshotFile = path.join(root, '.tmp', 'package', 'host-app.png');

/** The kit's peers and the host's build tools, installed at the versions the workspace runs. */
const HOST_DEPENDENCIES = [
  '@emotion/react',
  '@emotion/styled',
  '@mui/material',
  '@mui/x-charts',
  '@mui/x-data-grid',
  'i18next',
  'react',
  'react-dom',
  'react-i18next',
];
const HOST_DEV_DEPENDENCIES = [
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
];

/** Kit modules the four components need; and two the host does not use (data grid, dialog). */
const USED_MODULES = [
  'QuotaCounter/QuotaCounter.js',
  'InputRowCard/InputRowCard.js',
  'MatchesTable/MatchesTable.js',
  'RankedBarChart/RankedBarChart.js',
];
const UNUSED_MODULES = ['ExportsTable/ExportsTable.js', 'LoginDialog/LoginDialog.js'];

/**
 * Bounds on the kit's code (its catalogues, the same in every host, apart), from measured figures
 * with headroom: A (4 of the kit's 75 components) keeps 59 of B's 346 KiB (17 %); C keeps 0.2 KiB
 * more than A. Without tree-shaking A would keep all of B.
 */
const MAX_SHARE_OF_EVERYTHING = 0.3;
const MAX_ROOT_IMPORT_DIFFERENCE = 0.1;

// --- helpers -----------------------------------------------------------------------------------

interface Ran {
  stdout: string;
  seconds: number;
}

/** Runs a command; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ stdout, seconds });
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}\n${stdout}\n${stderr}`));
    });
  });
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const versionInWorkspace = (name: string) =>
  readJson<{ version: string }>(path.join(root, 'node_modules', name, 'package.json')).version;

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

interface Manifest {
  name: string;
  version: string;
  license?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * The host's package-lock.json, cut out of the workspace's: every package the host reaches, at the
 * version and place the workspace has it, plus the packed kit when given. With it npm installs
 * offline from what the workspace's `npm ci` cached (tarballs and abbreviated metadata); without a
 * lockfile npm 11 resolves from full metadata documents, which that cache does not hold (every
 * package fails with ENOTCACHED).
 */
function hostLockfile(host: Manifest, kit?: { manifest: Manifest; tarball: string; integrity: string }) {
  const workspace = readJson<{ packages: Record<string, LockEntry> }>(
    path.join(root, 'package-lock.json'),
  ).packages;
  assert.ok(
    !Object.keys(workspace).some((key) => key.startsWith('ui-kit/node_modules/')),
    'the workspace lockfile nests packages under ui-kit: the host lockfile would place them differently',
  );
  const packages: Record<string, LockEntry> = {
    '': { name: host.name, dependencies: host.dependencies, devDependencies: host.devDependencies },
  };
  const kitPath = kit && `node_modules/${kit.manifest.name}`;
  if (kit && kitPath)
    packages[kitPath] = {
      version: kit.manifest.version,
      resolved: `file:${kit.tarball}`,
      integrity: kit.integrity,
      license: kit.manifest.license,
      dependencies: kit.manifest.dependencies,
      peerDependencies: kit.manifest.peerDependencies,
      peerDependenciesMeta: kit.manifest.peerDependenciesMeta,
    };
  /** Node's lookup: the nearest node_modules/<name> from `from` upwards. */
  const locate = (from: string, name: string): string | undefined => {
    for (let base = from; ;) {
      const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
      if (workspace[candidate] && !workspace[candidate].link) return candidate;
      if (base === '') return undefined;
      base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')));
    }
  };
  const visit = (from: string, entry: LockEntry) => {
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, required: true })),
      ...Object.keys(entry.peerDependencies ?? {})
        .filter((name) => !optionalPeers.has(name))
        .map((name) => ({ name, required: true })),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, required: false })),
    ];
    for (const { name, required } of wanted) {
      if (name === kit?.manifest.name) continue;
      const at = locate(from, name);
      if (!at) {
        assert.ok(!required, `${name}, needed by ${from || 'the host'}, is not in the workspace lockfile`);
        continue;
      }
      if (packages[at]) continue;
      const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = workspace[at]!;
      packages[at] = kept;
      visit(at, kept);
    }
  };
  visit('', { dependencies: { ...host.dependencies, ...host.devDependencies } });
  if (kitPath) visit(kitPath, packages[kitPath]!);
  return { name: host.name, lockfileVersion: 3, requires: true, packages };
}

/** Serves a built app folder; unknown paths get index.html, as a single-page app host does. */
async function serve(folder: string): Promise<{ url: string; server: Server }> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = path.join(folder, path.normalize(pathname));
    const target = file.startsWith(folder) && path.extname(file) ? file : path.join(folder, 'index.html');
    readFile(target).then(
      (body) => {
        response.writeHead(200, {
          'content-type': types[path.extname(target)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** A copy of the host for another import style; it shares the first host's node_modules. */
function variant(work: string, name: string, rewrite: (file: string, text: string) => string): string {
  const dir = path.join(work, name);
  cpSync(hostTemplate, dir, { recursive: true });
  symlinkSync(path.join(work, 'host', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  cpSync(path.join(work, 'host', 'package.json'), path.join(dir, 'package.json'));
  for (const file of ['src/main.tsx', 'src/App.tsx', 'src/i18n.ts']) {
    const full = path.join(dir, file);
    writeFileSync(full, rewrite(file, readFileSync(full, 'utf8')));
  }
  return dir;
}

/** `@datacare/ui-kit/QuotaCounter` → `@datacare/ui-kit`: the same names from the package root. */
const fromRoot = (text: string) =>
  text.replace(/(['"])@datacare\/ui-kit\/[A-Za-z0-9]+\1/g, '$1@datacare/ui-kit$1');

/** What a host build keeps of the kit: its code and its catalogues (locales/*.json) apart. */
interface Measured {
  modules: string[];
  code: number;
  catalogues: number;
  total: number;
  seconds: number;
}

/** Builds a host with Vite; returns what its kit-bytes plugin measured. */
async function viteBuild(dir: string): Promise<Measured> {
  const { seconds } = await run(
    process.execPath,
    [path.join(dir, 'node_modules/vite/bin/vite.js'), 'build'],
    dir,
  );
  const { kitModules, totalBytes } = readJson<KitBytes>(path.join(dir, 'dist', 'kit-bytes.json'));
  const sum = (catalogue: boolean) =>
    Object.entries(kitModules)
      .filter(([module]) => module.startsWith('locales/') === catalogue)
      .reduce((bytes, [, length]) => bytes + length, 0);
  return {
    modules: Object.keys(kitModules),
    code: sum(false),
    catalogues: sum(true),
    total: totalBytes,
    seconds,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// --- the test ----------------------------------------------------------------------------------

describe('the packed kit in a host app outside the monorepo', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'datacare-ui-kit-package-'));
  const host = path.join(work, 'host');
  let packed: {
    filename: string;
    integrity: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  };
  let subpaths: Measured;
  let everything: Promise<Measured>;
  let rootImports: Promise<Measured>;
  let typecheck: Promise<Ran>;
  let browser: Browser | undefined;
  let server: Server | undefined;
  const timings: string[] = [];

  before(async () => {
    const kit = readJson<Manifest>(path.join(kitDir, 'package.json'));
    const pinned = (names: string[]) =>
      Object.fromEntries(names.map((name) => [name, versionInWorkspace(name)]));
    const base: Manifest = {
      name: 'datacare-kit-host',
      version: '0.0.0',
      dependencies: pinned(HOST_DEPENDENCIES),
      devDependencies: pinned(HOST_DEV_DEPENDENCIES),
    };
    const writeHost = (manifest: Manifest, lockfile: object) => {
      writeFileSync(
        path.join(host, 'package.json'),
        JSON.stringify({ ...manifest, private: true, type: 'module' }),
      );
      writeFileSync(path.join(host, 'package-lock.json'), JSON.stringify(lockfile, null, 2));
    };
    cpSync(hostTemplate, host, { recursive: true });

    // While the kit builds, everything else installs: the peers, the tools and the kit's own
    // dependencies (pinned for now at the versions they will resolve to). Most of the install's
    // time is unpacking @mui/icons-material (43,000 files).
    const preinstall = {
      ...base,
      dependencies: { ...base.dependencies, ...pinned(Object.keys(kit.dependencies ?? {})) },
    };
    writeHost(preinstall, hostLockfile(preinstall));
    const npmInstall = (command: 'ci' | 'install') =>
      run('npm', [command, '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], host);
    const [build, preinstalled] = await Promise.allSettled([
      run('npm', ['run', '-s', 'build', '-w', 'ui-kit'], root),
      npmInstall('ci'),
    ]);
    if (build.status === 'rejected') throw build.reason;
    if (preinstalled.status === 'rejected') throw preinstalled.reason;
    timings.push(
      `kit build ${build.value.seconds.toFixed(1)} s`,
      `offline install ${preinstalled.value.seconds.toFixed(1)} s`,
    );

    // Then the packed kit, as a sister product declares it; its dependencies are now its own.
    const pack = await run('npm', ['pack', '--json', '--pack-destination', work], kitDir);
    [packed] = JSON.parse(pack.stdout) as [typeof packed];
    const manifest = {
      ...base,
      dependencies: { [kit.name]: `file:../${packed.filename}`, ...base.dependencies },
    };
    writeHost(
      manifest,
      hostLockfile(manifest, {
        manifest: kit,
        tarball: `../${packed.filename}`,
        integrity: packed.integrity,
      }),
    );
    const install = await npmInstall('install');
    timings.push(`kit install ${install.seconds.toFixed(1)} s`);

    subpaths = await viteBuild(host);
    timings.push(`vite build ${subpaths.seconds.toFixed(1)} s`);
    // The other builds and the type check run while the browser looks at the first build.
    const all = variant(work, 'everything', (file, text) =>
      file === 'src/main.tsx'
        ? `${fromRoot(text)}\nimport * as Kit from '@datacare/ui-kit';\nObject.assign(window, { datacareKit: Kit });\n`
        : fromRoot(text),
    );
    const rooted = variant(work, 'root-imports', (_file, text) => fromRoot(text));
    everything = viteBuild(all);
    rootImports = everything.then(() => viteBuild(rooted));
    typecheck = run(process.execPath, [path.join(host, 'node_modules/typescript/bin/tsc'), '-p', host], host);
    // No unhandled rejection while a test has not awaited them yet.
    for (const pending of [everything, rootImports, typecheck]) pending.catch(() => {});
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await Promise.allSettled([everything, rootImports, typecheck]);
    // The hosts' 60,000 files take up to half a minute to delete on a busy machine: `rm -rf`
    // (three times faster than fs.rmSync) finishes that after the test has reported.
    const remove = spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' });
    remove.on('error', () => rmSync(work, { recursive: true, force: true }));
    remove.unref();
  });

  it('packs dist, the readme and the changelog of the version: no sources, tests, stories or fixtures', (t) => {
    const files = packed.files.map((file) => file.path);
    const outside = files.filter(
      (file) => !file.startsWith('dist/') && !/^(package\.json|README\.md|CHANGELOG\.md)$/.test(file),
    );
    assert.deepEqual(outside, []);
    assert.deepEqual(
      files.filter((file) => /\.(test|stories)\.|fixtures\.|Fixtures\.|^dist\/test\//.test(file)),
      [],
    );
    for (const file of [
      'dist/index.js',
      'dist/index.d.ts',
      'dist/locales/de.json',
      'dist/QuotaCounter/index.js',
      'README.md',
      'CHANGELOG.md',
    ])
      assert.ok(files.includes(file), `${file} packed`);
    // The changelog's latest entry is the version packed (npx changeset version writes both).
    const { version } = readJson<{ version: string }>(path.join(kitDir, 'package.json'));
    const changelog = readFileSync(path.join(kitDir, 'CHANGELOG.md'), 'utf8');
    assert.equal(/^## (\S+)$/m.exec(changelog)?.[1], version, 'CHANGELOG.md begins with the packed version');
    t.diagnostic(
      `tarball ${kib(packed.size)}, unpacked ${kib(packed.unpackedSize)}, ${files.length} files; ${timings.join(', ')}`,
    );
  });

  it('renders the quota counter, the review card and a chart with the kit texts in German, in the host theme, without an error', async () => {
    let url: string;
    ({ url, server } = await serve(path.join(host, 'dist')));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1000, height: 900 } });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(url);

    await page.getByRole('heading', { name: 'Partnerportal' }).waitFor();
    // The host's theme: its font reaches the page through the kit theme and CssBaseline.
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).fontFamily), 'Arial, sans-serif');

    // QuotaCounter: 320 of 5.000 left is under 10 %.
    const quota = page.getByRole('button', { name: /^Export-Kontingent.*320.*von 5\.000/ });
    await quota.waitFor();
    await page.getByText('Fast aufgebraucht').waitFor();
    await quota.click();
    await page.getByRole('status').filter({ hasText: 'Ihr Kontingent' }).waitFor();

    // InputRowCard: the review step's card of the user's row, paging to the next row.
    const card = page.getByRole('region', { name: 'Ihre Daten Zeilennummer 4' });
    await card.getByText('Müller Logistik GmbH').waitFor();
    await card.getByText('Zeile 3 von 40').waitFor();
    await card.getByRole('button', { name: 'Nächste Zeile' }).click();
    await card.getByText('Zeile 4 von 40').waitFor();
    // MatchesTable: the row's candidates; choosing the first one checks it.
    const first = page.getByRole('checkbox', { name: /^Treffer 1: Müller Logistik GmbH/ });
    await first.waitFor();
    assert.equal(await first.isChecked(), false);
    await first.click();
    await page.waitForFunction(
      () =>
        (
          document.querySelector(
            'input[type="checkbox"][aria-label^="Treffer 1:"]',
          ) as HTMLInputElement | null
        )?.checked === true,
    );

    // RankedBarChart: five bars drawn by @mui/x-charts, two values left out.
    const figure = page.getByRole('figure', { name: 'Rechtsformen' });
    await figure.getByText('2 weitere Werte sind nicht dargestellt.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.MuiBarChart-element').length === 5);
    // In the host's brand colour, which reached @mui/x-charts through the kit theme.
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.querySelector('.MuiBarChart-element')!).fill),
      'rgb(31, 95, 74)',
    );

    mkdirSync(path.dirname(screenshotFile), { recursive: true });
    await page.screenshot({ path: screenshotFile, fullPage: true });
    assert.deepEqual(errors, []);
  });

  it('type-checks against the installed declarations', async (t) => {
    // The tarball holds no sources: the host can only have resolved dist/**/*.d.ts. The host's
    // src/declarations.ts fails the check if those types degrade to `any`.
    const { seconds } = await typecheck;
    t.diagnostic(`tsc on the host ${seconds.toFixed(1)} s`);
  });

  it('keeps only what the host uses, by subpath or from the package root', async (t) => {
    const [all, rooted] = await Promise.all([everything, rootImports]);
    const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
    const line = (name: string, m: Measured) =>
      `${name.padEnd(27)} kit code ${kib(m.code).padStart(10)} (${share(m.code, all.code).padStart(7)} of B), ` +
      `with catalogues ${kib(m.code + m.catalogues).padStart(10)} (${share(m.code + m.catalogues, all.code + all.catalogues).padStart(7)}), ` +
      `${String(m.modules.length).padStart(3)} kit modules; whole app ${kib(m.total)}; vite build ${m.seconds.toFixed(1)} s`;
    t.diagnostic(line('A four subpath imports', subpaths));
    t.diagnostic(line('B everything from the root', all));
    t.diagnostic(line('C four from the root', rooted));

    for (const m of [subpaths, all, rooted]) assert.ok(m.code > 0, 'the bundler reports rendered lengths');
    for (const module of USED_MODULES) {
      assert.ok(subpaths.modules.includes(module), `A keeps ${module}`);
      assert.ok(rooted.modules.includes(module), `C keeps ${module}`);
    }
    for (const module of UNUSED_MODULES) {
      assert.ok(all.modules.includes(module), `B keeps ${module}`);
      assert.ok(!subpaths.modules.includes(module), `A drops ${module}`);
      assert.ok(!rooted.modules.includes(module), `C drops ${module}`);
    }
    assert.ok(
      subpaths.code < MAX_SHARE_OF_EVERYTHING * all.code,
      `A keeps ${share(subpaths.code, all.code)} of the kit's code (bound ${MAX_SHARE_OF_EVERYTHING * 100} %)`,
    );
    assert.ok(
      Math.abs(rooted.code - subpaths.code) <= MAX_ROOT_IMPORT_DIFFERENCE * subpaths.code,
      `C (${kib(rooted.code)}) within ${MAX_ROOT_IMPORT_DIFFERENCE * 100} % of A (${kib(subpaths.code)})`,
    );
  });
});
