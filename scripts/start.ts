/**
 * `npm start`: builds the app when its build is missing or older than its sources, then runs the
 * server, which serves the app and the API on one port (PORT, default 8080).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtIndex = path.join(root, 'app', 'dist', 'index.html');
const sources = ['app/src', 'app/index.html', 'app/public', 'ui-kit/src', 'api-client/src'].map((p) =>
  path.join(root, p),
);
const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const newestSource = Math.max(
  ...sources.map((p) =>
    existsSync(p) && statSync(p).isDirectory() ? newestMtime(p) : existsSync(p) ? statSync(p).mtimeMs : 0,
  ),
);

if (built < newestSource) {
  console.log(
    built === 0 ? 'Building the app (first start) …' : 'The app changed since its last build: rebuilding …',
  );
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server replaces this process's role: signals go straight to it for a graceful shutdown.
const server = spawnSync(process.execPath, [path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
