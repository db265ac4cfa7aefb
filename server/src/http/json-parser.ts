import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { requestLanguage } from './language.ts';
import { message } from './messages.ts';

/**
 * The JSON body parser. Fastify's own one refuses `__proto__` too, but reports it as plain
 * invalid JSON; ours names the problem (`forbidden_property`) so a client developer knows what
 * to fix. JSON.parse never pollutes prototypes itself; the keys are refused so that no later
 * `Object.assign` or spread can carry them into a prototype.
 */
export function installJsonParser(app: FastifyInstance, bodyLimit: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) {
      done(new HttpError(400, 'invalid_json'), undefined);
      return;
    }
    let forbidden = false;
    // A text with a NUL character in it: PostgreSQL refuses one in any text parameter (the call
    // answered 500 there, and stored it on SQLite). No field of the contract takes one.
    let withNul: string | null = null;
    let value: unknown;
    try {
      value = JSON.parse(text, function reviver(this: unknown, key: string, val: unknown) {
        if (key === '__proto__') forbidden = true;
        else if (key === 'constructor' && typeof val === 'object' && val !== null && 'prototype' in val)
          forbidden = true;
        else if (withNul === null && typeof val === 'string' && val.includes('\u0000'))
          withNul = key || 'body';
        return val;
      });
    } catch {
      done(new HttpError(400, 'invalid_json'), undefined);
      return;
    }
    if (forbidden) done(new HttpError(400, 'forbidden_property'), undefined);
    else if (withNul !== null) {
      const details = message(requestLanguage(request), 'field.pattern', { field: withNul });
      done(new HttpError(400, 'validation_error', { params: { details } }), undefined);
    } else done(null, value);
  });
}
