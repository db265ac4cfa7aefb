import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/**
 * The four login states of the login page (spec 2, 4): not logged in or logged in, each also when the
 * user comes from the sister product ("FromTarget").
 */
export type LoginState = 'loggedOut' | 'loggedIn' | 'loggedOutFromTarget' | 'loggedInFromTarget';

/** Props of `LoginDialog`. Every text defaults to the kit catalogue and can be overridden. */
export interface LoginDialogProps {
  /** Which of the four login states to show; decides texts and the action. */
  state: LoginState;
  /** Logged out: the login button was pressed; the app fetches the login URL and hands over to it. */
  onLogin: () => void;
  /**
   * Logged in: the continue button was pressed; the app redirects (dashboard or back to the target flow).
   * @default undefined
   */
  onContinue?: () => void;
  /**
   * A hand-over is running (login URL being fetched, redirect pending): the button shows progress and is disabled.
   * @default false
   */
  busy?: boolean;
  /**
   * A translated error to show above the button, e.g. when the login URL could not be fetched.
   * @default undefined
   */
  error?: string;
  /**
   * Whether the dialog is shown. It cannot be dismissed by backdrop click or Escape: the login page has nothing behind it.
   * @default true
   */
  open?: boolean;
  /**
   * Name of the sister product the user comes from, used in the "FromTarget" texts.
   * @default t('kit:loginDialog.targetName') – "Target"
   */
  targetName?: string;
  /**
   * Dialog title for the current state.
   * @default "Anmelden" when logged out, "Sie sind angemeldet" when logged in (`loginDialog.titleLoggedOut` / `titleLoggedIn`)
   */
  title?: string;
  /**
   * Explanation for the current state.
   * @default the kit text `loginDialog.text<State>`, e.g. "Sie kommen aus Target. Melden Sie sich an, …"
   */
  text?: ReactNode;
  /**
   * Label of the login button.
   * @default t('kit:loginDialog.login') – "Anmelden"
   */
  loginLabel?: string;
  /**
   * Label of the continue button.
   * @default t('kit:loginDialog.continue') – "Weiter"
   */
  continueLabel?: string;
  /**
   * Content above the title, e.g. the product logo.
   * @default undefined
   */
  logo?: ReactNode;
  /**
   * Styles for the dialog paper.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const textKeys = {
  loggedOut: 'loginDialog.textLoggedOut',
  loggedIn: 'loginDialog.textLoggedIn',
  loggedOutFromTarget: 'loginDialog.textLoggedOutFromTarget',
  loggedInFromTarget: 'loginDialog.textLoggedInFromTarget',
} as const satisfies Record<LoginState, string>;

/** Whether a login state is one of the two logged-in states. */
export function isLoggedInState(state: LoginState): boolean {
  return state === 'loggedIn' || state === 'loggedInFromTarget';
}

/**
 * The login page's dialog (spec 2 Login page): explains the login state and offers the one action
 * that fits it, "Anmelden" (the app fetches the login URL and hands over) or "Weiter" (the app
 * redirects). Open by default and not dismissable. Presentational: no fetching, no redirects.
 *
 * ## Usage
 *
 * ```tsx
 * <LoginDialog
 *   state={state}
 *   busy={busy}
 *   error={ssoFailed ? t('login.ssoFailed') : undefined}
 *   onLogin={() => void login()}
 *   onContinue={() => browser.assign(target)}
 * />
 * ```
 *
 * `state` is one of `loggedOut`, `loggedIn`, `loggedOutFromTarget`, `loggedInFromTarget`. Texts come from
 * `kit:loginDialog.*`; the text props override them.
 *
 * ## Do
 *
 * - Fetch the login URL and redirect in the app; pass `busy` while the hand-over runs, so the button cannot
 *   be pressed twice.
 * - Show a translated `error` when the login URL could not be fetched.
 * - Use it as the login page's only content.
 *
 * ## Don't
 *
 * - Don't make it dismissable or put a page behind it: there is nothing to go back to.
 * - Don't put a password form in it: the login service asks for the password.
 */
export function LoginDialog({
  state,
  onLogin,
  onContinue,
  busy = false,
  error,
  open = true,
  targetName,
  title,
  text,
  loginLabel,
  continueLabel,
  logo,
  sx,
}: LoginDialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const textId = useId();
  const loggedIn = isLoggedInState(state);
  const target = targetName ?? t('loginDialog.targetName');

  return (
    <Dialog open={open} fullWidth maxWidth="xs" aria-describedby={textId} slotProps={{ paper: { sx } }}>
      {logo && (
        <DialogContent sx={{ pb: 0, display: 'flex', justifyContent: 'center' }}>{logo}</DialogContent>
      )}
      <DialogTitle>
        {title ?? (loggedIn ? t('loginDialog.titleLoggedIn') : t('loginDialog.titleLoggedOut'))}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText id={textId}>{text ?? t(textKeys[state], { target })}</DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        {loggedIn ? (
          <Button
            variant="contained"
            onClick={onContinue}
            loading={busy}
            loadingPosition="end"
            endIcon={<ArrowForwardIcon />}
          >
            {continueLabel ?? t('loginDialog.continue')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={onLogin}
            loading={busy}
            loadingPosition="start"
            startIcon={<LoginIcon />}
          >
            {loginLabel ?? t('loginDialog.login')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
