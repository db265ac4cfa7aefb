import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/**
 * The browser's notification permission (`Notification.permission`), or `unsupported` when the
 * browser has no notifications.
 */
export type DesktopNotificationPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** Props of {@link DesktopNotificationButton}. */
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
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Offers a desktop notification when matching has finished (spec 2 Status page): a button while
 * the browser has not been asked, a confirmation once allowed, and a lasting warning when the user
 * has blocked notifications (spec 8: "permission denied: a persistent warning"). Nothing when the
 * browser cannot notify. The app asks the browser and shows the notification.
 */
export function DesktopNotificationButton({
  permission,
  onRequest,
  requesting = false,
  sx,
}: DesktopNotificationButtonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
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
      <Box role="status" sx={[{ display: 'flex', alignItems: 'center', gap: 1 }, ...extraSx]}>
        <CheckCircleIcon aria-hidden="true" sx={{ color: 'success.main' }} />
        <Typography variant="body2">{t('desktopNotification.granted')}</Typography>
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
