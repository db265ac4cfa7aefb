import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * The JSON body parser. Fastify's own one refuses `__proto__` too, but reports it as plain
 * invalid JSON; ours names the problem (`forbidden_property`) so a client developer knows what
 * to fix. JSON.parse never pollutes prototypes itself; the keys are refused so that no later
 * `Object.assign` or spread can carry them into a prototype.
 */
export function installJsonParser(app: FastifyInstance, bodyLimit: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) {
      done(new HttpError(400, 'invalid_json'), undefined);
      return;
    }
    let forbidden = false;
    let value: unknown;
    try {
      value = JSON.parse(text, function reviver(this: unknown, key: string, val: unknown) {
        if (key === '__proto__') forbidden = true;
        else if (key === 'constructor' && typeof val === 'object' && val !== null && 'prototype' in val)
          forbidden = true;
        return val;
      });
    } catch {
      done(new HttpError(400, 'invalid_json'), undefined);
      return;
    }
    if (forbidden) done(new HttpError(400, 'forbidden_property'), undefined);
    else done(null, value);
  });
}
