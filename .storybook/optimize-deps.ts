import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['ui-kit/src', 'app/src', 'stories', '.storybook'];
const IMPORT = /^\s*import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'public') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * Every third-party module the stories import, for Vite to pre-bundle before the first story runs.
 * Without it, Vite discovers a deep import (say `@mui/material/Rating`) in the middle of a cold run,
 * re-bundles and reloads the page, and the story test in flight fails ("Vite unexpectedly
 * reloaded a test"). Read from the sources so the list never goes stale.
 */
export function storyDependencies(): string[] {
  const found = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2];
        if (!specifier || specifier.startsWith('.') || specifier.startsWith('@datacare/')) continue;
        if (specifier.startsWith('node:') || specifier === 'storybook' || specifier.startsWith('storybook/'))
          continue;
        if (specifier.startsWith('@storybook/') || specifier === 'vite' || specifier.startsWith('vitest'))
          continue;
        found.add(specifier);
      }
    }
  }
  return [...found].sort();
}
