/** The product's own page of a company list (the built-in store, ADR 012), opened in a new tab. */
export function listPageHref(listId: string): string {
  return `/lists/${encodeURIComponent(listId)}`;
}
