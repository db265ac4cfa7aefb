import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useSearchField } from './useSearchField.ts';

/** Longest search term the contract accepts (`Searchterm`, api-client SEARCHTERM_MAX_LENGTH). */
export const SEARCH_TERM_MAX_LENGTH = 200;

/** Props of `SearchField`. Every text defaults to the kit catalogue and can be overridden. */
export interface SearchFieldProps {
  /** The search in force (what the list shows); '' for none. */
  value: string;
  /** Runs a search with the trimmed term; '' resets the list. */
  onSearch: (term: string) => void;
  /**
   * Label of the field; also names the search landmark unless `aria-label` is given.
   * @default t('kit:searchField.label') – "Suchen"
   */
  label?: string;
  /**
   * Placeholder of the empty field.
   * @default t('kit:searchField.placeholder') – "Suchbegriff eingeben"
   */
  placeholder?: string;
  /**
   * Label of the search button.
   * @default t('kit:searchField.search') – "Suchen"
   */
  searchLabel?: string;
  /**
   * Accessible name of the clear button.
   * @default t('kit:searchField.clear') – "Suche zurücksetzen"
   */
  clearLabel?: string;
  /**
   * Name of the search landmark.
   * @default label
   */
  'aria-label'?: string;
  /**
   * Longest term the field takes (`SEARCH_TERM_MAX_LENGTH`).
   * @default 200
   */
  maxLength?: number;
  /**
   * Field and buttons take no input.
   * @default false
   */
  disabled?: boolean;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The search box of a list (spec 2 Past-imports list, Exports list): a search landmark with a text
 * field and a button. Enter or the button searches, Esc or the clear button empties the field and
 * resets the list; typing alone does not search. Controlled by the search in force (`value`).
 *
 * ## Usage
 *
 * ```tsx
 * // search: the search in force, kept by the app (e.g. in the address); '' for none
 * <SearchField
 *   value={search}
 *   onSearch={setSearch}
 *   label={t('pastImports.search')}
 *   placeholder={t('pastImports.searchPlaceholder')}
 *   sx={{ maxWidth: 560 }}
 * />
 * ```
 *
 * The draft and the keys are the headless `useSearchField`. Texts come from `kit:searchField.*`; each
 * has a prop that overrides it.
 *
 * ## Do
 *
 * - Pass the search in force as `value` (e.g. from the address), so back and forward update the field.
 * - Give it a `label` that says what is searched ("Importe durchsuchen").
 * - Limit its width with `sx`: it fills the width it is given.
 *
 * ## Don't
 *
 * - Don't search while the user types: every search is a server call and changes the page.
 * - Don't trim the term in `onSearch`: it arrives trimmed, and `''` means "no filter".
 * - Don't wrap it in a `<form>` or `role="search"` of your own: it is the search landmark.
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  searchLabel,
  clearLabel,
  'aria-label': ariaLabel,
  maxLength = SEARCH_TERM_MAX_LENGTH,
  disabled = false,
  sx,
}: SearchFieldProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const hintId = useId();
  const { draft, setDraft, submit, clear, handleKeyDown } = useSearchField({ value, onSearch });
  const fieldLabel = label ?? t('searchField.label');
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box
      component="form"
      role="search"
      aria-label={ariaLabel ?? fieldLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={[{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }, ...extraSx]}
    >
      <TextField
        type="search"
        size="small"
        label={fieldLabel}
        placeholder={placeholder ?? t('searchField.placeholder')}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        sx={{
          flex: 1,
          minWidth: 0,
          // The field brings its own clear button; the browser's would be a second one.
          '& input::-webkit-search-cancel-button': { display: 'none' },
        }}
        slotProps={{
          htmlInput: { maxLength, 'aria-describedby': hintId },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden="true" />
              </InputAdornment>
            ),
            endAdornment: draft ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  onClick={clear}
                  disabled={disabled}
                  aria-label={clearLabel ?? t('searchField.clear')}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Box component="span" id={hintId} hidden>
        {t('searchField.hint')}
      </Box>
      <Button type="submit" variant="outlined" disabled={disabled} sx={{ height: 40, flexShrink: 0 }}>
        {searchLabel ?? t('searchField.search')}
      </Button>
    </Box>
  );
}
