import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { authLoginViaProviderTool } from '@datacare/api-client';
import { useAppMode } from '../../app-mode/AppModeProvider.tsx';
import { closeHandoverGate, openHandoverGate, userKey } from './api/get-user.ts';

/**
 * The tool a hand-over token was issued for (ADR 012): the sister product's ('target') when the
 * entry URL says the user comes from it (`fromTarget`), else this product's own connect tool.
 */
export function handoverTool(fromTarget: boolean): 'target' | 'datacare' {
  return fromTarget ? 'target' : 'datacare';
}

/**
 * Where the hand-over stands: `pending` while the token is being exchanged (protected pages wait
 * instead of sending the user to the login page), `done` once it has succeeded or failed, `none`
 * when the tab did not arrive with one.
 */
export type HandoverState = 'none' | 'pending' | 'done';

export const HandoverContext = createContext<HandoverState>('none');

/** The hand-over's state for this tab (see {@link useToolSessionLogin}). */
export function useHandoverState(): HandoverState {
  return useContext(HandoverContext);
}

/** The query without the one-time token. */
export function withoutSession(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('session');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Integration mode with a `session` token signs the user in through the tool session hand-over
 * (spec section 2 Query flags, ADR 012): the token goes in the POST body once, then leaves the
 * address bar (the page stays where it is, with its other parameters). A failed hand-over is
 * logged and the user goes to / (spec section 8).
 */
export function useToolSessionLogin(): HandoverState {
  const { mode, session, fromTarget } = useAppMode();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const started = useRef(false);
  const arrivedWithToken = mode === 'integration' && Boolean(session);
  const [state, setState] = useState<HandoverState>(() => {
    // The user check waits for the token instead of asking without a session first.
    if (arrivedWithToken) closeHandoverGate();
    return arrivedWithToken ? 'pending' : 'none';
  });
  // The address at the start: the token is taken out of exactly that one.
  const entry = useRef(location);

  useEffect(() => {
    if (!arrivedWithToken || !session || started.current) return;
    started.current = true;
    const { pathname, search, hash } = entry.current;
    authLoginViaProviderTool({ session, tool: handoverTool(fromTarget) })
      .then(async (user) => {
        await mutate(userKey, user, { revalidate: false });
        void navigate(`${pathname}${withoutSession(search)}${hash}`, { replace: true });
      })
      .catch((error: unknown) => {
        console.warn('Session hand-over failed', error);
        void navigate('/', { replace: true });
      })
      .finally(() => {
        openHandoverGate();
        setState('done');
      });
  }, [arrivedWithToken, session, fromTarget, mutate, navigate]);

  return state;
}
