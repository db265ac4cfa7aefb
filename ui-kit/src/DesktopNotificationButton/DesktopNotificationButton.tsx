import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/**
 * The browser's notification permission (`Notification.permission`), or `unsupported` when the
 * browser has no notifications.
 */
export type DesktopNotificationPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** Props of `DesktopNotificationButton`. */
export interface DesktopNotificationButtonProps {
  /** The current permission; the app reads it and updates it after asking. */
  permission: DesktopNotificationPermission;
  /** Asks the browser for permission (`Notification.requestPermission()`); the app does it. */
  onRequest: () => void;
  /**
   * The browser's question is open: the button waits.
   * @default false
   */
  requesting?: boolean;
  /**
   * With permission granted: whether the notification is wanted (the switch is on). The app
   * remembers the choice; on by default, since granting the permission already said yes.
   * @default true
   */
  enabled?: boolean;
  /** The user turned the switch on or off (permission granted). */
  onEnabledChange?: (enabled: boolean) => void;
  /**
   * Label of the switch shown once the permission is granted.
   * @default t('kit:desktopNotification.switch') – "Desktop-Benachrichtigung"
   */
  switchLabel?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Offers a desktop notification when matching has finished (spec 2 Status page): a button while
 * the browser has not been asked, a switch (on by default) once allowed, and a lasting warning
 * when the user has blocked notifications (spec 8: "permission denied: a persistent warning").
 * Nothing when the browser cannot notify. The app asks the browser and shows the notification.
 *
 * ## Usage
 *
 * ```tsx
 * <DesktopNotificationButton
 *   permission={desktop.permission}
 *   requesting={desktop.requesting}
 *   onRequest={() => void desktop.request()}
 *   enabled={desktop.enabled}
 *   onEnabledChange={desktop.setEnabled}
 * />
 * ```
 *
 * Texts come from `kit:desktopNotification.*`; `switchLabel` overrides the switch's.
 *
 * ## Do
 *
 * - Read `Notification.permission` in the app (`unsupported` when the browser has none) and update
 *   `permission` after asking.
 * - Remember the switch's state in the app and show the notification there when matching has finished.
 * - Show it on the status page while matching runs, where waiting is.
 *
 * ## Don't
 *
 * - Don't call `Notification.requestPermission()` on page load: ask only when the user presses the button.
 * - Don't hide the warning when the user blocked notifications: it says how to allow them in the browser
 *   settings (spec 8).
 * - Don't render a replacement when the browser cannot notify: the component renders nothing then, on
 *   purpose.
 */
export function DesktopNotificationButton({
  permission,
  onRequest,
  requesting = false,
  enabled = true,
  onEnabledChange,
  switchLabel,
  sx,
}: DesktopNotificationButtonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const hintId = useId();
  if (permission === 'unsupported') return null;
  if (permission === 'denied') {
    return (
      <Alert severity="warning" sx={sx}>
        {t('desktopNotification.denied')}
      </Alert>
    );
  }
  const extraSx = Array.isArray(sx) ? sx : [sx];
  if (permission === 'granted') {
    return (
      <Box sx={[{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }, ...extraSx]}>
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              onChange={(event) => onEnabledChange?.(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': hintId } }}
            />
          }
          label={switchLabel ?? t('desktopNotification.switch')}
        />
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', flex: '1 1 16rem' }}>
          {enabled ? t('desktopNotification.granted') : t('desktopNotification.grantedOff')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={[{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }, ...extraSx]}>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveIcon />}
        onClick={onRequest}
        loading={requesting}
        loadingPosition="start"
      >
        {t('desktopNotification.request')}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 16rem' }}>
        {t('desktopNotification.requestHint')}
      </Typography>
    </Box>
  );
}
