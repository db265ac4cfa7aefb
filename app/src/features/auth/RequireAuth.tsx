import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from './api/get-user.ts';
import { loginPathFor } from './redirects.ts';

/**
 * Gates every route except the login pages (spec section 6): without a session the user goes to
 * /login with the current path and query, and comes back after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, error } = useUser();
  if (user === null) return <Navigate to={loginPathFor(location)} replace />;
  if (user === undefined && !error) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('session.checking')} />
      </Box>
    );
  }
  return children;
}
