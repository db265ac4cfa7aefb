import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createAppTheme, toKitLocale } from '@datacare/ui-kit';
import { NotificationsProvider } from './lib/notifications/NotificationsProvider.tsx';

function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // MUI's own texts (pagination, dialogs) follow the app's language.
  const locale = toKitLocale(i18n.language);
  const theme = useMemo(() => createAppTheme({ locale }), [locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/**
 * Theme, translations, notifications and data fetching for the whole app (and for page tests).
 * Each mount gets its own SWR cache, so tests never see each other's data.
 */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedApp>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </SWRConfig>
      </ThemedApp>
    </I18nextProvider>
  );
}
