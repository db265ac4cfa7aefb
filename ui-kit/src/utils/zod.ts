import { config } from 'zod';

/**
 * Creates a kit schema with zod's compiled parsers switched off. zod 4 compiles object parsers with
 * `new Function` where it may, and probes for that when an object schema is created; the server's
 * Content-Security-Policy allows no 'unsafe-eval', so the browser reports the probe as an error in
 * the console. Every kit schema is made through this (docs/adr/009-forms.md), so the switch is set
 * before it, whichever module the bundle evaluates first; a module-level call could be dropped,
 * since the kit is `sideEffects: false`.
 */
export function zodSchema<Schema>(create: () => Schema): Schema {
  config({ jitless: true });
  return create();
}
