import type { FieldError } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * The react-hook-form error type of a server answer put on a field with `setError` (docs/adr/009-forms.md).
 * It shows at once, whatever the field's state, until the user edits the field.
 */
export const SERVER_ERROR_TYPE = 'server';

/** What `shownFieldError` needs of react-hook-form's field state. */
export interface FieldErrorState {
  error?: FieldError | undefined;
  isTouched: boolean;
}

/**
 * The message code a field shows now. The kit's schemas give catalogue keys as issue messages;
 * react-hook-form keeps them current on every change (mode 'all'). Shown: every one after the first
 * submit; before it only the `eager` ones (wrong syntax, too short, no match) of a field the user has
 * left, since "missing" would scold users who merely tab through; a server answer always.
 */
export function shownFieldError<Code extends string>(
  field: FieldErrorState,
  isSubmitted: boolean,
  eager: readonly Code[],
): Code | undefined {
  const code = field.error?.message as Code | undefined;
  if (!code) return undefined;
  if (isSubmitted || field.error?.type === SERVER_ERROR_TYPE) return code;
  return field.isTouched && eager.includes(code) ? code : undefined;
}

/**
 * The first issue message of each top-level field when `schema` parses `values`: what a form built
 * on the schema would say about each field. An empty object when the values pass.
 */
export function schemaFieldCodes<Field extends string, Code extends string>(
  schema: ZodType,
  values: unknown,
): Partial<Record<Field, Code>> {
  const result = schema.safeParse(values);
  const codes: Partial<Record<Field, Code>> = {};
  if (result.success) return codes;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && codes[field as Field] === undefined) {
      codes[field as Field] = issue.message as Code;
    }
  }
  return codes;
}
