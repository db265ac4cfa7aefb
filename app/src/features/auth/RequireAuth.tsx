import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from './api/get-user.ts';
import { loginPathFor } from './redirects.ts';
import { useHandoverState } from './useToolSessionLogin.ts';

/**
 * Where the user is. A page may keep its query up to date with history.replaceState without the
 * router (the review step writes its row so, issue 7): the address bar is then newer than the
 * router's location, and the way back after signing in must lead to the same card.
 */
function currentLocation(location: { pathname: string; search: string }) {
  return typeof window !== 'undefined' && window.location.pathname === location.pathname
    ? { pathname: location.pathname, search: window.location.search }
    : location;
}

/**
 * Gates every route except the login pages (spec section 6): without a session the user goes to
 * /login with the current path and query, and comes back after signing in. While a sister
 * product's hand-over token is being exchanged, it waits (the session is on its way).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, error } = useUser();
  const handover = useHandoverState();
  if (handover === 'pending') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('session.handover')} />
      </Box>
    );
  }
  if (user === null) return <Navigate to={loginPathFor(currentLocation(location))} replace />;
  if (user === undefined && !error) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('session.checking')} />
      </Box>
    );
  }
  return children;
}
