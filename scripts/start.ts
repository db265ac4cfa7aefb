/**
 * `npm start`: builds the app when its build is missing or older than its sources, then runs the
 * server, which serves the app and the API on one port (PORT, default 8080) and runs the jobs.
 *
 *   node scripts/start.ts [all|api|worker]   the process's role (default: DATACARE_ROLE, else all)
 *
 * `npm run start:api` and `npm run start:worker` start one role of a cluster on PostgreSQL
 * (docs/deployment.md); a worker serves no app, so it builds none.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
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

const ROLES = ['all', 'api', 'worker'];
const role = process.argv[2] ?? process.env.DATACARE_ROLE ?? 'all';
if (!ROLES.includes(role)) {
  console.error(`Unknown role "${role}": node scripts/start.ts [all|api|worker] (docs/deployment.md).`);
  process.exit(64); // EX_USAGE
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

if (role !== 'worker' && built < newestSource) {
  console.log(
    built === 0 ? 'Building the app (first start) …' : 'The app changed since its last build: rebuilding …',
  );
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server does the work; SIGINT and SIGTERM sent to this process (by npm, a terminal or a
// process manager) are passed on for its graceful shutdown, and its exit code becomes ours.
const server = spawn(process.execPath, [path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATACARE_ROLE: role },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal === null ? 1 : 128 + osConstants.signals[signal])),
);
