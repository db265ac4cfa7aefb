import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const common: Options = {
  allErrors: false,
  useDefaults: true,
  // Unknown fields are refused (contract request objects say additionalProperties: false):
  // a misspelt field must not be ignored silently.
  removeAdditional: false,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
};

/**
 * Request validation against the contract's schemas. Bodies are JSON and validated as sent (no type
 * coercion: "5" is not 5); query strings are text, so their values are coerced to the schema's type.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const body = addFormats(new Ajv({ ...common, coerceTypes: false }));
  const query = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? body : query;
    return ajv.compile(schema as object);
  };
}
