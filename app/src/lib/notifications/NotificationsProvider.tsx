import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface Notification {
  id: number;
  severity: AlertColor;
  message: string;
  /** Persistent notifications stay until the user closes them (spec section 8). */
  persist: boolean;
}

export type Notify = (notification: Omit<Notification, 'id' | 'persist'> & { persist?: boolean }) => void;

const NotifyContext = createContext<Notify | null>(null);

/** How long a non-persistent notification stays. */
export const NOTIFICATION_DURATION_MS = 6000;

/**
 * The app's notifications: errors, warnings and confirmations stacked at the bottom left. Kept in
 * the app (not the kit) because they are app state; each one is an MUI Alert read out by screen
 * readers (role alert / status).
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Notification[]>([]);
  const close = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const notify = useCallback<Notify>((notification) => {
    setItems((list) => {
      // The same text twice in a row (a poller failing again) is shown once.
      if (
        list.some((item) => item.message === notification.message && item.severity === notification.severity)
      )
        return list;
      const id = (list.at(-1)?.id ?? 0) + 1;
      return [...list, { id, persist: false, ...notification }].slice(-4);
    });
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Stack spacing={1} sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 'snackbar', maxWidth: 560 }}>
        {items.map((item) => (
          <Snackbar
            key={item.id}
            open
            autoHideDuration={item.persist ? null : NOTIFICATION_DURATION_MS}
            onClose={(_, reason) => reason !== 'clickaway' && close(item.id)}
            sx={{ position: 'static', transform: 'none' }}
          >
            <Alert
              severity={item.severity}
              variant="filled"
              onClose={() => close(item.id)}
              closeText={t('notifications.close')}
              role={item.severity === 'error' || item.severity === 'warning' ? 'alert' : 'status'}
            >
              {item.message}
            </Alert>
          </Snackbar>
        ))}
      </Stack>
    </NotifyContext.Provider>
  );
}

/** The notify function of the nearest NotificationsProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationsProvider');
  return notify;
}
