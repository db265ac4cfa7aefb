import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the installed kit's modules live; a module id inside it counts as kit code. */
const KIT_DIST = '/node_modules/@datacare/ui-kit/dist/';

/** What `kitBytes` writes to `dist/kit-bytes.json`. */
export interface KitBytes {
  /**
   * Rendered length (tree-shaken, before minification) of each kit module the build keeps, by its
   * path inside the package's dist, summed over the chunks.
   */
  kitModules: Record<string, number>;
  /** The same summed over every module of the build, the kit's and all others. */
  totalBytes: number;
}

/**
 * Measures how much of the kit a build keeps: the bundler reports each module's rendered length
 * per chunk in `generateBundle`.
 */
function kitBytes(): Plugin {
  return {
    name: 'host:kit-bytes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const result: KitBytes = { kitModules: {}, totalBytes: 0 };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          result.totalBytes += module.renderedLength;
          const at = id.indexOf(KIT_DIST);
          if (at === -1 || module.renderedLength === 0) continue;
          const name = id.slice(at + KIT_DIST.length);
          result.kitModules[name] = (result.kitModules[name] ?? 0) + module.renderedLength;
        }
      }
      this.emitFile({ type: 'asset', fileName: 'kit-bytes.json', source: JSON.stringify(result, null, 2) });
    },
  };
}

/** A sister product's build: nothing but Vite's defaults, React and the measurement. */
export default defineConfig({
  plugins: [react(), kitBytes()],
  logLevel: 'warn',
  build: { chunkSizeWarningLimit: 5000 },
});
