import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createKitTheme } from '@datacare/ui-kit/theme';
import { App } from './App.tsx';
import { i18n } from './i18n.ts';

/** A sister product's colours: the kit's components take them from the theme. */
const theme = createKitTheme({
  brand: { primary: '#1F5F4A', secondary: '#B8452B' },
  fontFamily: 'Arial, sans-serif',
  locale: 'de',
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <App />
      </ThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
