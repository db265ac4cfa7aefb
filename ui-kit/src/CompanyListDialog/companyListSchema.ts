import * as z from 'zod';
import type { ZodType } from 'zod';
import {
  companyListNameRule,
  COMPANY_LIST_NAME_MAX_LENGTH,
  COMPANY_LIST_NAME_MIN_LENGTH,
  type CompanyListNameRule,
  type CompanyListNameVerdict,
} from '../utils/companyListName.ts';
import { zodSchema } from '../utils/zod.ts';

/** Where the export goes: a new company list, or one the user already has (spec 4 Company list dialog). */
export type CompanyListMode = 'new' | 'existing';

/** The company list form's values as the user edits them. */
export interface CompanyListFormValues {
  mode: CompanyListMode;
  /** The new list's name, as typed (used in mode `new`). */
  name: string;
  /** The chosen existing list's id (used in mode `existing`); null while none is chosen. */
  listId: string | null;
}

/**
 * What `onSubmit` receives (the schema's output): a new list with its trimmed name
 * (createCompanyListFromMatches), or the id of an existing list (addCompaniesToCompanyList).
 */
export type CompanyListSubmitValue = { mode: 'new'; name: string } | { mode: 'existing'; listId: string };

/**
 * The error codes of the company list form, shown as `companyListDialog.errors.<code>` texts:
 * - `nameMissing`: a new list without a name;
 * - `nameTooShort`, `nameTooLong`: fewer than 3 or more than 400 characters (spec 5 Company lists);
 * - `listMissing`: mode `existing` without a chosen list (spec 5: 'missing profile id', "Please
 *   select a company list").
 */
export type CompanyListFormErrorCode = 'nameMissing' | 'nameTooShort' | 'nameTooLong' | 'listMissing';

/** Options of `companyListSchema`. */
export interface CompanyListSchemaOptions {
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

const NAME_CODES: Record<Exclude<CompanyListNameVerdict, 'ok'>, CompanyListFormErrorCode> = {
  empty: 'nameMissing',
  too_short: 'nameTooShort',
  too_long: 'nameTooLong',
};

/**
 * The zod schema of the company list dialog (spec 4 Company list dialog, 5 Company lists): in mode
 * `new` the name must pass the name rule (3 to 400 characters, trimmed), in mode `existing` a list
 * must be chosen; the other mode's field is not checked. Issue messages are
 * `CompanyListFormErrorCode`s; the output is a `CompanyListSubmitValue`.
 */
export function companyListSchema({
  validateName,
  minLength = COMPANY_LIST_NAME_MIN_LENGTH,
  maxLength = COMPANY_LIST_NAME_MAX_LENGTH,
}: CompanyListSchemaOptions = {}) {
  const rule = validateName ?? companyListNameRule(minLength, maxLength);
  // Made through zodSchema: the page's CSP forbids zod's compiled parsers (utils/zod.ts).
  return zodSchema(() =>
    z
      .object({
        mode: z.enum(['new', 'existing']),
        name: z.string(),
        listId: z.string().nullable(),
      })
      .superRefine((value, ctx) => {
        if (value.mode === 'new') {
          const verdict = rule(value.name);
          if (verdict !== 'ok')
            ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_CODES[verdict] });
        } else if (value.listId === null || value.listId === '') {
          const code: CompanyListFormErrorCode = 'listMissing';
          ctx.addIssue({ code: 'custom', path: ['listId'], message: code });
        }
      })
      .transform((value): CompanyListSubmitValue =>
        value.mode === 'new'
          ? { mode: 'new', name: value.name.trim() }
          : { mode: 'existing', listId: value.listId ?? '' },
      ),
  ) satisfies ZodType<CompanyListSubmitValue, CompanyListFormValues>;
}
