import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/** Longest tag that can be saved (spec 5 Tag, 9: 36 characters). */
export const EDITABLE_TAG_MAX_LENGTH = 36;

/** Outcome of checking a tag before saving. */
export type TagInputValidation = 'ok' | 'empty' | 'too_long';

/** Length in characters (code points), so an emoji counts once, as on the server. */
function textLength(text: string): number {
  return Array.from(text).length;
}

/**
 * Checks a typed tag (spec 4 Tag editing, 5 Tag): blank is not saved, more than `maxLength`
 * characters is too long. Checks the trimmed text, which is what gets saved.
 */
export function validateTagInput(
  value: string,
  maxLength: number = EDITABLE_TAG_MAX_LENGTH,
): TagInputValidation {
  const trimmed = value.trim();
  if (trimmed === '') return 'empty';
  return textLength(trimmed) > maxLength ? 'too_long' : 'ok';
}

/** Input of `useEditableTag`. */
export interface EditableTagOptions {
  /** The saved tag. */
  tag: string;
  /** Receives the trimmed new tag when it is valid and changed. */
  onSave: (tag: string) => void;
  /**
   * @default 36
   */
  maxLength?: number;
}

/** What `useEditableTag` returns. */
export interface EditableTagController {
  editing: boolean;
  /** The text in the field. */
  draft: string;
  setDraft: (draft: string) => void;
  /** The draft's check; 'too_long' is shown while typing. */
  validation: TagInputValidation;
  /** Its length in characters, for the counter. */
  length: number;
  /** Click on the tag: edit, starting from the saved tag. */
  startEditing: () => void;
  /** Escape: drop the draft. */
  cancel: () => void;
  /**
   * Blur or Enter: save a valid, changed tag and stop editing; a blank tag is not saved and the old
   * one stays; a too long one keeps the field open with its error.
   */
  commit: () => void;
  /** The field's key handler: Enter commits, Escape cancels. */
  handleKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Headless logic of the click-to-edit tag (spec 4 Tag editing). Enter, then the blur that follows
 * when the field goes away, must save once: a ref remembers that editing already ended.
 */
export function useEditableTag({
  tag,
  onSave,
  maxLength = EDITABLE_TAG_MAX_LENGTH,
}: EditableTagOptions): EditableTagController {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(tag);
  const active = useRef(false);

  const stop = useCallback(() => {
    active.current = false;
    setEditing(false);
  }, []);

  const startEditing = useCallback(() => {
    active.current = true;
    setDraft(tag);
    setEditing(true);
  }, [tag]);

  const cancel = useCallback(() => {
    if (!active.current) return;
    stop();
  }, [stop]);

  const commit = useCallback(() => {
    if (!active.current) return;
    const validation = validateTagInput(draft, maxLength);
    if (validation === 'too_long') return;
    const trimmed = draft.trim();
    stop();
    if (validation === 'ok' && trimmed !== tag) onSave(trimmed);
  }, [draft, maxLength, onSave, stop, tag]);

  const handleKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        commit();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancel();
      }
    },
    [cancel, commit],
  );

  return {
    editing,
    draft,
    setDraft,
    validation: validateTagInput(draft, maxLength),
    length: textLength(draft.trim()),
    startEditing,
    cancel,
    commit,
    handleKeyDown,
  };
}
