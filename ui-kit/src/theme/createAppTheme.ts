import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { deDE, enUS, frFR } from '@mui/material/locale';
import type { KitLocale } from '../i18n/resources.ts';

/** Options for {@link createAppTheme}. */
export interface AppThemeOptions {
  /**
   * Language of MUI's built-in component texts (pagination, autocomplete...).
   * @default 'de'
   */
  locale?: KitLocale;
  /** Deep-merged over the house theme; use for product variants, never for one-off colours. */
  overrides?: ThemeOptions;
}

const muiLocales = { de: deDE, en: enUS, fr: frFR } as const;

/**
 * The house palette: calm and businesslike for a German B2B data product. A deep blue leads, an
 * orange accent marks secondary actions. Status colours are dark enough for AA contrast as text on
 * white (4.5:1), because kit components use them for status words, not only for bars.
 */
const base: ThemeOptions = {
  palette: {
    mode: 'light',
    contrastThreshold: 4.5,
    primary: { main: '#0B3B75', light: '#3D67A3', dark: '#062850', contrastText: '#FFFFFF' },
    secondary: { main: '#E8730C', light: '#F59A4A', dark: '#B55400' },
    success: { main: '#2E7D32' },
    warning: { main: '#B45309' },
    error: { main: '#C62828' },
    info: { main: '#1565C0' },
    text: { primary: '#1B2430', secondary: '#4B5565' },
    background: { default: '#F4F6F9', paper: '#FFFFFF' },
    divider: '#DDE2EA',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.625rem', fontWeight: 600 },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { letterSpacing: '0.06em', fontWeight: 600 },
  },
  components: {
    // A keyboard focus everyone can see (WCAG 2.4.7): MUI marks a focused button, link button, menu
    // entry, checkbox, radio or switch only by a faint ripple or a shade more shadow. A ring in the
    // leading colour, as the kit's own focusable parts have it; inset where a list or menu clips.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    // On the blue header the ring is white.
    MuiAppBar: {
      styleOverrides: {
        colorPrimary: ({ theme }) => ({
          '& .Mui-focusVisible': { outlineColor: theme.palette.primary.contrastText },
        }),
      },
    },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4, height: 6 }, bar: { borderRadius: 4 } } },
  },
};

/**
 * Builds the MUI theme every surface uses (app, Storybook, kit tests). Light mode only for now.
 *
 * @example <ThemeProvider theme={createAppTheme({ locale: 'en' })}>...</ThemeProvider>
 */
export function createAppTheme(options: AppThemeOptions = {}): Theme {
  const { locale = 'de', overrides = {} } = options;
  return createTheme(base, muiLocales[locale], overrides);
}
