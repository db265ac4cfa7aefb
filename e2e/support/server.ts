import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  /**
   * Points the e-mail and website checks at the test's own DNS server (dns.ts `server`) and lets
   * the website check reach the test's web servers (websites.ts; default 127.0.0.1/32).
   */
  checks?: { dnsServer: string; allowedNetworks?: string[] };
}

/**
 * Starts the real server (server/src/main.ts) on a free port with a fresh DATA_DIR, serving the
 * built app from app/dist (npm test builds it first). Resolves once it prints its address.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'datacare-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    // A small demo company database keeps the first start quick; journeys that need more set it.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_COMPANIES: '2000',
      ...(options.checks && {
        CHECKS_DNS_SERVERS: options.checks.dnsServer,
        WEBSITE_CHECK_ALLOWED_NETWORKS: (options.checks.allowedNetworks ?? ['127.0.0.1/32']).join(','),
      }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
