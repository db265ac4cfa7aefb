export { SEARCH_TERM_MAX_LENGTH, SearchField, type SearchFieldProps } from './SearchField.tsx';
export { useSearchField, type SearchFieldController, type SearchFieldOptions } from './useSearchField.ts';
