/** Shortest name of a company list in characters (spec 5 Company lists, 9; api-client `COMPANY_LIST_NAME_MIN`). */
export const COMPANY_LIST_NAME_MIN_LENGTH = 3;

/** Longest name of a company list in characters (spec 5 Company lists, 9; api-client `COMPANY_LIST_NAME_MAX`). */
export const COMPANY_LIST_NAME_MAX_LENGTH = 400;

/**
 * What a name check says about a company list name: structurally the same as api-client's
 * `CompanyListNameValidation`, so the app can pass `validateCompanyListName` straight in.
 */
export type CompanyListNameVerdict = 'ok' | 'empty' | 'too_short' | 'too_long';

/** Checks a company list name; the app may pass api-client's `validateCompanyListName` instead. */
export type CompanyListNameRule = (name: string) => CompanyListNameVerdict;

/**
 * The kit's default name check: the trimmed name, counted in characters (code points, so an emoji
 * counts once, as the server's schema validation counts), between `min` and `max`. Forms take a
 * `validateName` option so the app can hand in api-client's rule, which the server applies too
 * (docs/adr/009-forms.md); this default keeps the kit usable in stories and tests without it.
 */
export function companyListNameRule(
  min: number = COMPANY_LIST_NAME_MIN_LENGTH,
  max: number = COMPANY_LIST_NAME_MAX_LENGTH,
): CompanyListNameRule {
  return (name) => {
    const length = Array.from(name.trim()).length;
    if (length === 0) return 'empty';
    if (length < min) return 'too_short';
    if (length > max) return 'too_long';
    return 'ok';
  };
}
