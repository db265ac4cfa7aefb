import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createAppTheme } from '@datacare/ui-kit';

const theme = createAppTheme();

/**
 * Theme, translations and data fetching for the whole app (and for page tests). Each mount gets its
 * own SWR cache, so tests never see each other's data.
 */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
          {children}
        </SWRConfig>
      </ThemeProvider>
    </I18nextProvider>
  );
}
