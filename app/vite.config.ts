import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { kitSourceConditions } from '../scripts/kit-source.ts';

const backend = process.env.DATACARE_BACKEND ?? 'http://127.0.0.1:8080';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin next to every text file of
 * the build that compression makes smaller. Compressing once at build time allows the slowest,
 * best settings; the server picks the twin the browser accepts (server/src/http/static.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'datacare:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The app's build (served by the server from app/dist) and its dev server, which proxies the API
 * to a running server so the session cookie stays first-party (npm run dev starts both).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  // The kit through the workspace, as sources (ui-kit/package.json `exports`).
  resolve: { conditions: kitSourceConditions },
  server: {
    port: 5173,
    proxy: {
      '/backend': { target: backend, changeOrigin: false },
      '/health': { target: backend, changeOrigin: false },
      '/ready': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in production: they would hand out the sources (the server refuses *.map too).
    sourcemap: false,
    // The budget that matters is the initial JavaScript, gzip (npm run bench:bundle, ≤ 350 kB).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vendors the first page needs change rarely: a chunk of their own stays cached across
            // releases. Only statically imported ones ($initial), so the charts stay lazy.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // Vendors only lazily loaded pages need (the wizard's charts), per page that uses them.
            { name: 'vendor-lazy', test: /node_modules[\\/]/, entriesAware: true, priority: 1 },
          ],
        },
      },
    },
  },
});
