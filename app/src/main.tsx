import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppModeProvider } from './app-mode/AppModeProvider.tsx';
import { AppProviders } from './AppProviders.tsx';
import { createAppI18n, DEFAULT_LANGUAGE, toLanguage } from './i18n/i18n.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';

const language = toLanguage(new URLSearchParams(window.location.search).get('lang')) ?? DEFAULT_LANGUAGE;
const i18n = createAppI18n(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppModeProvider>
      <AppProviders i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppModeProvider>
  </StrictMode>,
);
