/**
 * A benchmark's command line: its options through node:util's parseArgs (an unknown option is
 * refused), `--help` printing the benchmark's own doc comment, and checks of numeric values that
 * end the run with exit code 2 and a sentence naming the option.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * Parses the options of the benchmark `script` (pass `import.meta.filename`); with --help, prints
 * its doc comment and exits.
 */
export function benchOptions<const T extends ParseArgsOptionsConfig>(script: string, options: T) {
  const { values } = parseArgs({ options: { ...options, ...HELP } });
  if ((values as { help?: boolean }).help) {
    console.log(usage(script));
    process.exit(0);
  }
  return values;
}

/** The first doc comment of a script, without its comment markers, under a usage line. */
export function usage(script: string): string {
  const source = readFileSync(script, 'utf8');
  const comment = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const text = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
  const name = path.basename(script, path.extname(script));
  return `npm run bench:${name} -- [options]\n\n${text}\n`;
}

function refuse(sentence: string): never {
  console.error(sentence);
  process.exit(2);
}

/** The value of a numeric option as a whole number of at least `min` (default 1). */
export function wholeNumber(value: string | undefined, option: string, min = 1): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min) {
    refuse(`--${option} must be a whole number of at least ${min.toLocaleString('en-US')}.`);
  }
  return n;
}

/** The value of a numeric option as a share from 0 to 1. */
export function share(value: string | undefined, option: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !(n >= 0 && n <= 1)) {
    refuse(`--${option} must be a number from 0 to 1.`);
  }
  return n;
}
