import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppModeProvider } from '../app-mode/AppModeProvider.tsx';
import { parseEntryFlags } from '../app-mode/flags.ts';
import { AppProviders } from '../AppProviders.tsx';
import { createAppI18n, toLanguage, type Language } from '../i18n/i18n.ts';
import { AppRoutes } from '../routes/AppRoutes.tsx';

/** Shows the current location so tests can assert where the router went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the whole app at `path` as main.tsx does: entry flags from the path's query, the
 * language from `lang`, all providers, the routes. Requests go to the MSW server of the dom setup.
 */
export function renderApp(path: string, options: { language?: Language } = {}) {
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const flags = parseEntryFlags(search);
  const i18n = createAppI18n(options.language ?? toLanguage(flags.lang) ?? 'de');
  const ui: ReactElement = (
    <AppModeProvider initial={flags}>
      <AppProviders i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </AppModeProvider>
  );
  return { user: userEvent.setup(), i18n, ...render(ui) };
}
