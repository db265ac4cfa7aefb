import { useState, type KeyboardEvent } from 'react';

/** Options of `useSearchField`. */
export interface SearchFieldOptions {
  /** The search in force; the draft starts from it and follows when it changes from outside. */
  value: string;
  /** Runs a search with the trimmed term; '' resets the list to no filter. */
  onSearch: (term: string) => void;
}

/** What `useSearchField` returns: the draft and the three ways to act on it. */
export interface SearchFieldController {
  /** What is typed, not yet searched for. */
  draft: string;
  setDraft: (draft: string) => void;
  /** Enter or the search button: searches for the trimmed draft unless it is already in force. */
  submit: () => void;
  /** Esc or the clear button: empties the field and, when a search is in force, resets the list. */
  clear: () => void;
  /** Escape clears; Enter is the form's submit. */
  handleKeyDown: (event: KeyboardEvent) => void;
}

/**
 * The search box of the two history lists (spec 2: search on Enter or the button; clear or Esc
 * resets). Typing alone never searches: every search is a server call and changes the page.
 */
export function useSearchField({ value, onSearch }: SearchFieldOptions): SearchFieldController {
  const [draft, setDraft] = useState(value);
  // A search from outside (the address, back and forward) replaces the draft; adjusted while
  // rendering rather than in an effect, so the field never shows the old text for a frame.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  const submit = () => {
    const term = draft.trim();
    setDraft(term);
    if (term !== value) onSearch(term);
  };
  const clear = () => {
    setDraft('');
    if (value !== '') onSearch('');
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Escape inside a dialog would close it too; the field is the one the user is talking to.
      event.stopPropagation();
      event.preventDefault();
      clear();
    }
  };
  return { draft, setDraft, submit, clear, handleKeyDown };
}
