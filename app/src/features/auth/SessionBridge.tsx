import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { configureApiClient } from '@datacare/api-client';
import { userKey } from './api/get-user.ts';

/**
 * A 401 on any call clears the user (spec section 4 Login); the protected routes then go to
 * /login carrying the current path and query (RequireAuth), so there is one way to the login page.
 */
export function SessionBridge() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    configureApiClient({
      onUnauthorized: () => {
        void mutate(userKey, null, { revalidate: false });
      },
    });
    return () => configureApiClient({ onUnauthorized: undefined });
  }, [mutate]);
  return null;
}
