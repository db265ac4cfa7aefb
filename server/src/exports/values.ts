/**
 * Cell values of an export (docs/exports.md 'The files'): the customer's and the provider's value
 * of a field, how they compare, what a consolidated column's action makes of them, and the
 * neutralising of text a spreadsheet would run as a formula.
 */
import type { CustomColumnAction } from '@datacare/api-client/generated/types';

/** A cell: text, a number, or empty. */
export type CellValue = string | number | null;

/** A customer's cell as a value: surrounding blanks trimmed, blank means empty. */
export function customerValue(cell: string | null | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  const trimmed = cell.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Formula injection (OWASP CSV injection): text that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe, so a spreadsheet shows it and never runs it. Numbers
 * are never formulas and stay numbers.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function normalText(value: CellValue): string {
  return String(value).normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A customer's number written the German or English way ('1.500.000', '1500000,5'); NaN when it is none. */
function customerNumber(text: string): number {
  const compact = text.replace(/\s/g, '');
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact) || /^-?\d+,\d+$/.test(compact)) {
    return Number(compact.replace(/\./g, '').replace(',', '.'));
  }
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) return Number(compact.replace(/,/g, ''));
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * Whether the customer's and the provider's value say the same: ignoring case, Unicode forms and
 * runs of blanks; a provider's number equals a customer's text of that number.
 */
export function sameValue(customer: CellValue, provider: CellValue): boolean {
  if (customer === null || provider === null) return customer === provider;
  if (typeof provider === 'number') {
    const number = typeof customer === 'number' ? customer : customerNumber(customer);
    if (!Number.isNaN(number)) return number === provider;
  }
  return normalText(customer) === normalText(provider);
}

/** How the two values of an enriched company's field compare (the export preview's categories). */
export type Comparison = 'bothEmpty' | 'equal' | 'filled' | 'overwritten' | 'cleared';

export function compareValues(customer: CellValue, provider: CellValue): Comparison {
  if (customer === null) return provider === null ? 'bothEmpty' : 'filled';
  if (provider === null) return 'cleared';
  return sameValue(customer, provider) ? 'equal' : 'overwritten';
}

/**
 * A consolidated column's value (spec 4 Custom column action values) for a row; `enriched` is
 * false for a row without a company or with a locked one, which keeps the customer's value
 * whatever the action (a column never loses data for a row the export does not enrich).
 */
export function consolidatedValue(
  action: CustomColumnAction,
  customer: CellValue,
  provider: CellValue,
  enriched: boolean,
): CellValue {
  if (!enriched) return customer;
  switch (action) {
    case 'ACTION_KEEP_CUSTOMER_VALUE':
      return customer;
    case 'ACTION_KEEP_PROVIDER_VALUE':
      return provider;
    case 'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES':
      return provider ?? customer;
    case 'ACTION_ENRICH_WITH_PROVIDER_VALUE':
      return customer ?? provider;
    case 'ACTION_DO_NOT_EXPORT':
      return null;
  }
}
