import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { EDITABLE_TAG_MAX_LENGTH, useEditableTag } from './useEditableTag.ts';

/** Props of `EditableTag`. */
export interface EditableTagProps {
  /** The saved tag (export name) of the import; empty when there is none. */
  tag: string;
  /** Receives the trimmed new tag; the app saves it (saveTag) and passes it back as `tag`. */
  onSave: (tag: string) => void;
  /**
   * The tag is being saved: the tag button waits.
   * @default false
   */
  saving?: boolean;
  /**
   * Longest tag that can be saved.
   * @default 36
   */
  maxLength?: number;
  /**
   * The tag as shown, e.g. shortened by the app (api-client `shortenTag`); editing starts from `tag`.
   * @default tag
   */
  displayTag?: string;
  /**
   * Shows the tag without the way to edit it.
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
 * The click-to-edit tag of an import (spec 4 Tag editing, 5 Tag): a button showing the tag; a click
 * opens a text field; Enter or leaving the field saves a non-empty tag, Escape cancels, an empty
 * tag is not saved and more than 36 characters shows "Die maximale Zeichenanzahl für den Namen
 * beträgt 36". Focus returns to the tag afterwards. Used on the status page and the import cards.
 *
 * ## Usage
 *
 * ```tsx
 * <EditableTag tag={name.data.tag} onSave={(tag) => void saveTag(tag)} saving={savingTag} />
 * ```
 *
 * The editing logic is the headless `useEditableTag` (with `validateTagInput`), used inside. Texts come from
 * `kit:editableTag.*`.
 *
 * ## Do
 *
 * - Save the trimmed tag in `onSave` (saveTag) and pass the saved tag back as `tag`; pass `saving` meanwhile.
 * - Pass a shortened `displayTag` where space is short (api-client `shortenTag`); editing still starts from
 *   the full tag.
 * - Use it wherever an import's tag (export name) is shown for its owner: the status page and the import
 *   cards.
 *
 * ## Don't
 *
 * - Don't validate the length again outside: the field shows the 36-character limit itself.
 * - Don't save on every key press: the component saves on Enter or when the field is left.
 * - Don't use it for other names (lists, files): its rules are the tag's.
 */
export function EditableTag({
  tag,
  onSave,
  saving = false,
  maxLength = EDITABLE_TAG_MAX_LENGTH,
  displayTag,
  disabled = false,
  sx,
}: EditableTagProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const { editing, draft, setDraft, validation, length, startEditing, commit, handleKeyDown } =
    useEditableTag({
      tag,
      onSave,
      maxLength,
    });

  // The user asked to edit (or finished): the focus follows to the field and back to the tag.
  useEffect(() => {
    if (editing && !wasEditing.current) inputRef.current?.focus();
    if (wasEditing.current && !editing) buttonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const extraSx = Array.isArray(sx) ? sx : [sx];
  if (editing) {
    const tooLong = validation === 'too_long';
    return (
      <Box sx={[{ minWidth: 0 }, ...extraSx]}>
        <TextField
          inputRef={inputRef}
          size="small"
          fullWidth
          label={t('editableTag.label')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={handleKeyDown}
          error={tooLong}
          helperText={
            tooLong
              ? t('editableTag.tooLong', { num: format(maxLength) })
              : `${t('editableTag.counter', { length: format(length), max: format(maxLength) })} · ${t('editableTag.hint')}`
          }
        />
      </Box>
    );
  }

  const shown = displayTag ?? tag;
  return (
    <Button
      ref={buttonRef}
      size="small"
      startIcon={<LocalOfferIcon />}
      onClick={startEditing}
      disabled={disabled}
      loading={saving}
      loadingPosition="start"
      aria-label={tag ? t('editableTag.edit', { tag }) : undefined}
      title={tag && shown !== tag ? tag : undefined}
      sx={[
        {
          maxWidth: '100%',
          justifyContent: 'flex-start',
          '& .MuiButton-startIcon': { flexShrink: 0 },
        },
        ...extraSx,
      ]}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {tag ? shown : t('editableTag.add')}
      </Box>
    </Button>
  );
}
