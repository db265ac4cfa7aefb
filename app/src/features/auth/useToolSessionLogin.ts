import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { authLoginViaProviderTool } from '@datacare/api-client';
import { useAppMode } from '../../app-mode/AppModeProvider.tsx';
import { userKey } from './api/get-user.ts';

/** Name of this product's tool as the session hand-over knows it. */
export const TOOL_NAME = 'datacare';

/**
 * Integration mode with a `session` token signs the user in through the tool session hand-over
 * (spec section 2 Query flags). A failed hand-over is logged and the user goes to / (spec section 8).
 */
export function useToolSessionLogin(): void {
  const { mode, session } = useAppMode();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const started = useRef(false);
  useEffect(() => {
    if (mode !== 'integration' || !session || started.current) return;
    started.current = true;
    authLoginViaProviderTool({ session, tool: TOOL_NAME })
      .then((user) => mutate(userKey, user, { revalidate: false }))
      .catch((error: unknown) => {
        console.warn('Session hand-over failed', error);
        void navigate('/', { replace: true });
      });
  }, [mode, session, mutate, navigate]);
}
