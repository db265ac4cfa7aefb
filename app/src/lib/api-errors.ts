import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorNotification } from '@datacare/api-client';
import { useNotify } from './notifications/NotificationsProvider.tsx';

/** Thrown when a name, status or result call answers with an empty body (spec section 8). */
export class NoResponseError extends Error {
  constructor() {
    super('No response');
    this.name = 'NoResponseError';
  }
}

/** Returns the value, or throws {@link NoResponseError} when the call answered nothing. */
export function requireResponse<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new NoResponseError();
  return value;
}

/**
 * Notifies the user of a failed call exactly as spec section 8 says. A 401 is not notified: the
 * session handler clears the user and the router goes to /login. An empty answer gives the
 * warning 'No response'.
 */
export function useNotifyApiError(): (error: unknown, options?: { persist?: boolean }) => void {
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, options: { persist?: boolean } = {}) => {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof NoResponseError) {
        notify({ severity: 'warning', message: t('errors.noResponse'), persist: options.persist });
        return;
      }
      const result = errorNotification(error);
      const message = result.kind === 'generic' ? t('errors.generic') : result.text;
      notify({ severity: 'error', message, persist: options.persist });
    },
    [notify, t],
  );
}
