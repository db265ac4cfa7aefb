import { useCallback, useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import type { CompanyListNameRule } from '../utils/companyListName.ts';
import { DIALOG_WIDTH_NARROW } from '../utils/dialogWidths.ts';
import { useKitTexts } from '../utils/kitTexts.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import type {
  CompanyListFormErrorCode,
  CompanyListMode,
  CompanyListSubmitValue,
} from './companyListSchema.ts';
import { useCompanyListForm } from './useCompanyListForm.ts';

const FIELDSET_SX = {
  border: 0,
  p: 0,
  m: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
} as const;

/** One of the user's company lists in target 1 (the contract's `TargetCompanyList`). */
export interface CompanyListOption {
  id: string;
  name: string;
}

/** What the dialog shows once the export went through (spec 4: "switches to a finished state"). */
export interface CompanyListDialogResult {
  /** The list's name. */
  listName: string;
  /** Companies exported to the list; left out, the sentence names no number. */
  numCompanies?: number | null;
  /** Where the list opens (createCompanyListFromMatches `redirectUrl`), in a new tab. */
  url: string;
  /**
   * Whether a list was created or added to.
   * @default the mode the user sent
   */
  mode?: CompanyListMode;
}

/** Texts of `CompanyListDialog` (kit catalogue `companyListDialog.*`). */
export type CompanyListDialogText =
  | 'title'
  | 'intro'
  | 'modeLabel'
  | 'modeNew'
  | 'modeExisting'
  | 'name'
  | 'nameHint'
  | 'list'
  | 'noOptions'
  | 'listsLoading'
  | 'listsError'
  | 'listsEmpty'
  | 'switchToNew'
  | 'retry'
  | 'submit'
  | 'cancel'
  | 'close'
  | 'submitError'
  | 'created'
  | 'createdWithCount'
  | 'added'
  | 'addedWithCount'
  | 'openList'
  | 'newTab'
  | `errors.${CompanyListFormErrorCode}`;

/** Props of `CompanyListDialog`. */
export interface CompanyListDialogProps {
  /** Whether the dialog is shown; each opening starts the form over with `defaultName`. */
  open: boolean;
  /** Cancel, Close, Escape or a click beside the dialog (ignored while the submit is pending). */
  onClose: () => void;
  /** The new list's name to start with (the import's tag); the form starts over each time the dialog opens. */
  defaultName: string;
  /** The user's target 1 lists (getTargetCompanyLists); undefined while they load. */
  lists: readonly CompanyListOption[] | undefined;
  /**
   * The lists could not be loaded: an error with `onRetryLists` instead of the select.
   * @default false
   */
  listsError?: boolean;
  /** Loads the lists again. */
  onRetryLists?: () => void;
  /**
   * Sends the choice: `{ mode: 'new', name }` (trimmed) or `{ mode: 'existing', listId }`. While the
   * promise is pending the submit button shows progress and the form is disabled; a rejection shows
   * `errorText` in the dialog and keeps the input. On success pass `result`.
   */
  onSubmit: (value: CompanyListSubmitValue) => Promise<unknown>;
  /**
   * The export went through: the dialog shows what happened, "Liste öffnen" (a link opening `url` in
   * a new tab) and Close. Set it back to null when the dialog opens again.
   * @default null
   */
  result?: CompanyListDialogResult | null;
  /**
   * The message of a rejected submit: a text, or a function of the rejection (undefined: the generic text).
   * @default t('kit:companyListDialog.submitError') – "Die Firmenliste konnte nicht gespeichert werden. …"
   */
  errorText?: string | ((error: unknown) => string | undefined);
  /**
   * Mode the form starts in.
   * @default 'new'
   */
  defaultMode?: CompanyListMode;
  /**
   * The name rule; pass api-client's `validateCompanyListName`, which the server applies too.
   * @default 3 to 400 characters, trimmed
   */
  validateName?: CompanyListNameRule;
  /**
   * Shortest list name accepted (the default name rule's lower limit).
   * @default 3
   */
  minLength?: number;
  /**
   * Longest list name accepted (the default name rule's upper limit).
   * @default 400
   */
  maxLength?: number;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<CompanyListDialogText, string>>;
}

/**
 * The target 1 export's company list dialog (spec 2 Export step form, 4 Company list dialog, 5
 * Company lists): a new list with a name (3 to 400 characters, the import's tag to start with) or
 * one of the user's lists (loading, failed with retry, none yet with the way to a new one;
 * "Bitte wählen Sie eine Firmenliste aus" when none is chosen). Submitting waits for `onSubmit`'s
 * promise with the form disabled; a failure shows in the dialog and keeps the input. With `result`
 * it switches to the finished state: what happened, and the list to open in a new tab. Logic in
 * `useCompanyListForm`; 450 px wide (spec 9).
 *
 * ## Usage
 *
 * ```tsx
 * <CompanyListDialog
 *   open={listDialogOpen}
 *   onClose={() => setListDialogOpen(false)}
 *   defaultName={tag}
 *   lists={lists.data}
 *   listsError={Boolean(lists.error)}
 *   onRetryLists={() => void lists.mutate()}
 *   onSubmit={exportToList}
 *   result={listResult}
 *   validateName={validateCompanyListName}
 * />
 * ```
 *
 * The form's logic is `useCompanyListForm`, used inside. Texts come from `kit:companyListDialog.*`; `texts`
 * and `errorText` override them.
 *
 * ## Do
 *
 * - Return the export's promise from `onSubmit`: while it is pending the form is disabled; when it rejects
 *   the dialog shows `errorText` and keeps the input.
 * - Pass `result` once the export went through and set it back to null when the dialog opens again.
 * - Pass api-client's `validateCompanyListName` as `validateName`, so the dialog and the server apply one
 *   rule.
 *
 * ## Don't
 *
 * - Don't load the user's lists inside: pass `lists` (undefined while loading) and `listsError` with
 *   `onRetryLists`.
 * - Don't close the dialog yourself after a successful submit: the finished state shows the list to open.
 * - Don't make it wider or nest another dialog in it: it is a 450 px dialog (spec 9).
 */
export function CompanyListDialog({
  open,
  onClose,
  defaultName,
  lists,
  listsError = false,
  onRetryLists,
  onSubmit,
  result = null,
  errorText,
  defaultMode,
  validateName,
  minLength,
  maxLength,
  texts,
}: CompanyListDialogProps) {
  const text = useKitTexts<CompanyListDialogText>('companyListDialog', texts);
  const format = useFormatNumber();
  const titleId = useId();
  const introId = useId();
  const modeLabelId = useId();
  const controller = useCompanyListForm({
    defaultName,
    onSubmit,
    defaultMode,
    validateName,
    minLength,
    maxLength,
  });
  const { fields, errors, submitting, submitFailure, mode, reset } = controller;

  // The form's buttons are gone once it finished: the focus goes to the list to open. (React's
  // autoFocus does not focus links.)
  const focusOnMount = useCallback((node: HTMLAnchorElement | null) => node?.focus(), []);

  // Each opening starts over, with the default name as it is now.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) reset();
    wasOpen.current = open;
  }, [open, reset]);

  const finished = result !== null;

  const limits = { min: format(controller.minLength), max: format(controller.maxLength) };
  const errorMessage = (code: CompanyListFormErrorCode | undefined) =>
    code ? text(`errors.${code}`, limits) : undefined;
  const failureText =
    submitFailure === null
      ? null
      : typeof errorText === 'string'
        ? errorText
        : (errorText?.(submitFailure.error) ?? text('submitError'));

  const switchToNew = () => {
    // Rendered at once, so the name field can take the focus.
    flushSync(() => controller.setMode('new'));
    controller.form.setFocus('name');
  };

  let existingList;
  if (listsError) {
    existingList = (
      <Alert
        severity="error"
        action={
          onRetryLists && (
            <Button color="inherit" size="small" onClick={onRetryLists}>
              {text('retry')}
            </Button>
          )
        }
      >
        {text('listsError')}
      </Alert>
    );
  } else if (lists === undefined) {
    existingList = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography variant="body2">{text('listsLoading')}</Typography>
      </Box>
    );
  } else if (lists.length === 0) {
    existingList = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={switchToNew} sx={{ whiteSpace: 'nowrap' }}>
            {text('switchToNew')}
          </Button>
        }
      >
        {text('listsEmpty')}
      </Alert>
    );
  } else {
    const message = errorMessage(errors.listId);
    existingList = (
      <Autocomplete
        options={lists}
        value={lists.find((list) => list.id === fields.listId.value) ?? null}
        onChange={(_, option) => fields.listId.onChange(option?.id ?? null)}
        onBlur={fields.listId.onBlur}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        // Two lists may share a name: the id tells them apart.
        getOptionKey={(option) => option.id}
        disabled={submitting}
        noOptionsText={text('noOptions')}
        fullWidth
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={fields.listId.ref}
            name={fields.listId.name}
            label={text('list')}
            required
            error={message !== undefined}
            helperText={message}
          />
        )}
      />
    );
  }

  const nameMessage = errorMessage(errors.name);
  const companies = result?.numCompanies;
  const resultMode = result?.mode ?? mode;
  const successValues = {
    name: result?.listName ?? '',
    count: companies ?? 0,
    companies: companies == null ? '' : format(companies),
  };
  const successText =
    resultMode === 'new'
      ? text(companies == null ? 'created' : 'createdWithCount', successValues)
      : text(companies == null ? 'added' : 'addedWithCount', successValues);

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!submitting) onClose();
      }}
      maxWidth={false}
      aria-labelledby={titleId}
      aria-describedby={finished ? undefined : introId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_NARROW, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{text('title')}</DialogTitle>
      {result !== null ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
              {successText}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={onClose}>{text('close')}</Button>
            <Button
              ref={focusOnMount}
              variant="contained"
              href={result.url}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden="true" />}
            >
              {text('openList')}
              <Box component="span" sx={visuallyHidden}>
                {` ${text('newTab')}`}
              </Box>
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={controller.handleSubmit}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText id={introId}>{text('intro')}</DialogContentText>
            {failureText !== null && <Alert severity="error">{failureText}</Alert>}
            {/* A disabled fieldset disables every input natively while the submit is pending, and
                tells assistive technology (and the contrast check) that the greyed texts are inactive. */}
            <Box component="fieldset" disabled={submitting} sx={FIELDSET_SX}>
              <FormControl disabled={submitting}>
                <FormLabel id={modeLabelId}>{text('modeLabel')}</FormLabel>
                <RadioGroup
                  aria-labelledby={modeLabelId}
                  name={fields.mode.name}
                  value={fields.mode.value}
                  onChange={(event) => fields.mode.onChange(event.target.value as CompanyListMode)}
                  onBlur={fields.mode.onBlur}
                >
                  <FormControlLabel value="new" control={<Radio />} label={text('modeNew')} />
                  <FormControlLabel value="existing" control={<Radio />} label={text('modeExisting')} />
                </RadioGroup>
              </FormControl>
              {mode === 'new' ? (
                <TextField
                  inputRef={fields.name.ref}
                  name={fields.name.name}
                  value={fields.name.value}
                  onChange={fields.name.onChange}
                  onBlur={fields.name.onBlur}
                  label={text('name')}
                  required
                  fullWidth
                  disabled={submitting}
                  error={nameMessage !== undefined}
                  helperText={nameMessage ?? text('nameHint', limits)}
                  slotProps={{ htmlInput: { spellCheck: false } }}
                />
              ) : (
                existingList
              )}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={onClose} disabled={submitting}>
              {text('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={submitting}
              // Without a list to choose from there is nothing to send (the dialog says why).
              disabled={mode === 'existing' && (listsError || !lists?.length)}
            >
              {text('submit')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
