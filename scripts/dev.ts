/**
 * `npm run dev`: the server with --watch on :8080 and Vite with hot reload on :5173, which proxies
 * /backend, /health and /ready to the server. Open http://localhost:5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch', '--watch-preserve-output', path.join(root, 'server', 'src', 'main.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STATIC_DIR: '' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'app'], { cwd: root, stdio: 'inherit' }),
];

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
