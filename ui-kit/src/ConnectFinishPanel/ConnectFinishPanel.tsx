import { useId, type ElementType } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { useKitTexts } from '../utils/kitTexts.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Where finishing a connect import stands: being finished, failed, or done with its result. */
export type ConnectFinishState = 'loading' | 'error' | 'done';

/** The finished connect import (the contract's `ConnectFinishResult`, spec 3 Connect finish result). */
export interface ConnectFinishPanelResult {
  /** The mode that was applied: companies added to the list, removed from it, or another change. */
  type: 'add' | 'remove' | 'other';
  listId: string;
  listName: string;
  /** Companies the list gained or lost. */
  numCompaniesModified: number;
  /** Companies of the upload that were matched. */
  numCompaniesMatched: number;
  /** The list was created by this import (mode add without a list id). */
  newlyCreated: boolean;
}

/** Texts of `ConnectFinishPanel` (kit catalogue `connectFinishPanel.*`). */
export type ConnectFinishPanelText =
  | 'heading'
  | 'loading'
  | 'errorTitle'
  | 'errorText'
  | 'retry'
  | 'added'
  | 'removed'
  | 'changed'
  | 'newlyCreated'
  | 'listName'
  | 'listId'
  | 'matched'
  | 'modified'
  | 'newTab'
  | 'rename'
  | 'leave';

/** Props of `ConnectFinishPanel`. */
export interface ConnectFinishPanelProps {
  /**
   * `loading` while the import is being finished, `error` when it failed ('could not be
   * processed'), `done` with `result`.
   */
  state: ConnectFinishState;
  /** What the finish did; needed in state `done` (without it nothing is shown). */
  result?: ConnectFinishPanelResult | null;
  /**
   * Where the list opens; the list name becomes a link opening it in a new tab.
   * @default undefined – the name is plain text
   */
  listHref?: string;
  /** Finishes the import again after a failure. */
  onRetry?: () => void;
  /**
   * Opens the rename dialog (`RenameListDialog`).
   * @default undefined – no rename button
   */
  onRename?: () => void;
  /**
   * The heading's element.
   * @default 'h2'
   */
  headingComponent?: ElementType;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ConnectFinishPanelText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const SENTENCES = { add: 'added', remove: 'removed', other: 'changed' } as const;

/**
 * The connect import's finish screen (spec 2 Connect import, 3 Connect finish result, 8 Connect):
 * while the import is finished a progress bar with its text; a failure says the import could not be
 * processed, with retry; when done what happened in a sentence ("12 Unternehmen wurden der Liste
 * „Messe 2026“ hinzugefügt."), whether the list was created, the list's name (a link to open it in a
 * new tab) and id, the matched and the changed companies (formatted for the language), "Liste
 * umbenennen", and that the user may leave the page now.
 *
 * ## Usage
 *
 * ```tsx
 * <ConnectFinishPanel
 *   state={state.kind}
 *   result={result}
 *   listHref={result?.listUrl}
 *   headingComponent="h1"
 *   onRetry={() => void finish()}
 *   onRename={() => setRenaming(true)}
 * />
 * ```
 *
 * Texts come from `kit:connectFinishPanel.*`; `texts` overrides them.
 *
 * ## Do
 *
 * - Pass `loading` while the connect import is being finished, `error` when it failed (with `onRetry`), and
 *   `done` with `result`.
 * - Give `listHref` so the list's name opens the list in a new tab, and open `RenameListDialog` from
 *   `onRename`.
 * - Use `headingComponent="h1"` where the panel is the page's content (the last connect step).
 *
 * ## Don't
 *
 * - Don't finish the import or rename the list inside: the app calls the API.
 * - Don't format the counts yourself: the panel formats them for the language.
 * - Don't send the user away automatically when done: the panel says they may leave now.
 */
export function ConnectFinishPanel({
  state,
  result,
  listHref,
  onRetry,
  onRename,
  headingComponent = 'h2',
  texts,
  sx,
}: ConnectFinishPanelProps) {
  const text = useKitTexts<ConnectFinishPanelText>('connectFinishPanel', texts);
  const format = useFormatNumber();
  const headingId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const rootSx = [{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 } as const, ...extraSx];

  if (state === 'loading') {
    return (
      <Box role="status" sx={[...rootSx, { gap: 1 }]}>
        <LinearProgress aria-label={text('loading')} />
        <Typography variant="body2">{text('loading')}</Typography>
      </Box>
    );
  }

  if (state === 'error') {
    return (
      <Box sx={rootSx}>
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {text('retry')}
              </Button>
            )
          }
        >
          <AlertTitle>{text('errorTitle')}</AlertTitle>
          {text('errorText')}
        </Alert>
      </Box>
    );
  }

  if (!result) return null;

  const values = {
    name: result.listName,
    count: result.numCompaniesModified,
    companies: format(result.numCompaniesModified),
  };
  const term = { variant: 'body2', component: 'dt', sx: { color: 'text.secondary' } } as const;
  const definition = {
    variant: 'body1',
    component: 'dd',
    sx: { m: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' },
  } as const;

  return (
    <Box component="section" aria-labelledby={headingId} sx={rootSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon aria-hidden="true" sx={{ color: 'success.main' }} />
        <Typography id={headingId} component={headingComponent} variant="h5">
          {text('heading')}
        </Typography>
      </Box>
      <Box role="status" sx={{ overflowWrap: 'anywhere' }}>
        <Typography>{text(SENTENCES[result.type], values)}</Typography>
        {result.newlyCreated && <Typography>{text('newlyCreated')}</Typography>}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(auto, max-content) minmax(0, 1fr)',
          columnGap: 3,
          rowGap: 1,
          m: 0,
          alignItems: 'baseline',
        }}
      >
        <Typography {...term}>{text('listName')}</Typography>
        <Typography {...definition}>
          {listHref ? (
            <Link href={listHref} target="_blank" rel="noopener noreferrer">
              {result.listName}
              <OpenInNewIcon
                aria-hidden="true"
                sx={{ fontSize: '1em', ml: 0.5, verticalAlign: '-0.125em' }}
              />
              <Box component="span" sx={visuallyHidden}>
                {` ${text('newTab')}`}
              </Box>
            </Link>
          ) : (
            result.listName
          )}
        </Typography>
        <Typography {...term}>{text('listId')}</Typography>
        <Typography {...definition} sx={{ ...definition.sx, fontVariantNumeric: 'tabular-nums' }}>
          {result.listId}
        </Typography>
        <Typography {...term}>{text('matched')}</Typography>
        <Typography {...definition}>{format(result.numCompaniesMatched)}</Typography>
        <Typography {...term}>{text('modified')}</Typography>
        <Typography {...definition}>{format(result.numCompaniesModified)}</Typography>
      </Box>
      {onRename && (
        <Box>
          <Button variant="outlined" startIcon={<EditIcon aria-hidden="true" />} onClick={onRename}>
            {text('rename')}
          </Button>
        </Box>
      )}
      <Alert severity="info" role="note">
        {text('leave')}
      </Alert>
    </Box>
  );
}
