import type { ReactElement, ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createKitI18n } from '../i18n/createKitI18n.ts';
import { DEFAULT_LOCALE, type KitLocale } from '../i18n/resources.ts';
import { createAppTheme } from '../theme/createAppTheme.ts';

/** Options of {@link renderWithKit}. */
export interface KitRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /**
   * Language the component renders in.
   * @default 'de'
   */
  locale?: KitLocale;
}

/** What {@link renderWithKit} returns: Testing Library's result plus a user-event session. */
export interface KitRenderResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  i18n: I18n;
}

/**
 * Renders a kit component the way the app does: house theme and a fresh i18next instance holding
 * only the kit catalogue (fallback English). Test-only; the app wires its own providers.
 */
export function renderWithKit(ui: ReactElement, options: KitRenderOptions = {}): KitRenderResult {
  const { locale = DEFAULT_LOCALE, ...renderOptions } = options;
  const i18n = createKitI18n(locale);
  const theme = createAppTheme({ locale });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    );
  }
  const user = userEvent.setup();
  const result: RenderResult = render(ui, { ...renderOptions, wrapper: Wrapper });
  return { ...result, user, i18n };
}
