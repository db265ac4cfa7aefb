import * as z from 'zod';
import type { ZodType } from 'zod';
import {
  companyListNameRule,
  COMPANY_LIST_NAME_MAX_LENGTH,
  COMPANY_LIST_NAME_MIN_LENGTH,
  type CompanyListNameRule,
} from '../utils/companyListName.ts';
import { zodSchema } from '../utils/zod.ts';

/** The rename form's values as the user edits them. */
export interface RenameListFormValues {
  name: string;
}

/**
 * The error code of the rename form, shown as the `renameListDialog.errors.nameInvalid` text: the
 * trimmed name is empty, shorter than 3 or longer than 400 characters (spec 5 Company lists: "The
 * list name is invalid").
 */
export type RenameListFormErrorCode = 'nameInvalid';

/** Options of `renameListSchema`. */
export interface RenameListSchemaOptions {
  /**
   * The name rule; pass api-client's `validateCompanyListName`, which the server applies too.
   * @default companyListNameRule(minLength, maxLength)
   */
  validateName?: CompanyListNameRule;
  /** @default 3 */
  minLength?: number;
  /** @default 400 */
  maxLength?: number;
}

/**
 * The zod schema of the connect flow's rename dialog (spec 2 Connect import, 5 Company lists): one
 * name that passes the name rule, else `nameInvalid`. The output is the trimmed name.
 */
export function renameListSchema({
  validateName,
  minLength = COMPANY_LIST_NAME_MIN_LENGTH,
  maxLength = COMPANY_LIST_NAME_MAX_LENGTH,
}: RenameListSchemaOptions = {}) {
  const rule = validateName ?? companyListNameRule(minLength, maxLength);
  const code: RenameListFormErrorCode = 'nameInvalid';
  // Made through zodSchema: the page's CSP forbids zod's compiled parsers (utils/zod.ts).
  return zodSchema(() =>
    z.object({
      name: z
        .string()
        .refine((name) => rule(name) === 'ok', { message: code })
        .transform((name) => name.trim()),
    }),
  ) satisfies ZodType<RenameListFormValues, RenameListFormValues>;
}
