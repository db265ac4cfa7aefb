/**
 * Writes every upload case of ../shared/reliability/bad-inputs.md (cases.ts) to a folder, to try
 * them by hand in the browser's import wizard:
 *
 *   node server/test/upload-fixtures/generate.ts [--out DIR]     (default .tmp/upload-fixtures)
 *
 * Each file is `NN-name.ext` (NN the case number). Case 34 is about the name the file is uploaded
 * under; the list printed at the end gives that name (rename the file to try it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fixtureFileName, UPLOAD_CASES } from './cases.ts';

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Shows control and bidi characters of an upload name as escapes. */
function visible(name: string): string {
  return name.replace(
    // eslint-disable-next-line no-control-regex -- showing control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('usage: node server/test/upload-fixtures/generate.ts [--out DIR]');
    return;
  }
  const out = path.resolve(values.out ?? '.tmp/upload-fixtures');
  await mkdir(out, { recursive: true });
  let total = 0;
  for (const entry of UPLOAD_CASES) {
    const bytes = await entry.build();
    const name = fixtureFileName(entry);
    await writeFile(path.join(out, name), bytes);
    total += bytes.length;
    const uploadAs = entry.id === 34 ? `  (upload as "${visible(entry.fileName)}")` : '';
    console.log(`${name.padEnd(38)} ${formatSize(bytes.length).padStart(9)}  → ${entry.expected}${uploadAs}`);
  }
  console.log(`\n${UPLOAD_CASES.length} files, ${formatSize(total)}, written to ${out}`);
}

await main();
