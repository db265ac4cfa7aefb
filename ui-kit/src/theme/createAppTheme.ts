import type { Theme } from '@mui/material/styles';
import { createKitTheme, type KitBrand, type KitThemeOptions } from './createKitTheme.ts';

/**
 * The house palette: calm and businesslike for a German B2B data product. A deep blue leads, an
 * orange accent marks secondary actions. Status colours are dark enough for AA contrast as text on
 * white (4.5:1), because kit components use them for status words, not only for bars.
 */
export const HOUSE_BRAND: KitBrand = {
  primary: { main: '#0B3B75', light: '#3D67A3', dark: '#062850', contrastText: '#FFFFFF' },
  secondary: { main: '#E8730C', light: '#F59A4A', dark: '#B55400' },
  success: '#2E7D32',
  warning: '#B45309',
  error: '#C62828',
  info: '#1565C0',
  text: { primary: '#1B2430', secondary: '#4B5565' },
  background: { default: '#F4F6F9', paper: '#FFFFFF' },
  divider: '#DDE2EA',
};

/** The house font stack: the platform's UI font first, Arial's metrics as the last resort. */
export const HOUSE_FONT_FAMILY = '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Options for `createAppTheme`: those of `createKitTheme`, each defaulting to the house's
 * (a `brand` given here replaces the house brand as a whole).
 */
export type AppThemeOptions = Partial<KitThemeOptions>;

/**
 * The house theme every surface of this product uses (app, Storybook, kit tests): `createKitTheme`
 * with the house brand, comfortable density and the house font. Light mode only for now.
 *
 * @example <ThemeProvider theme={createAppTheme({ locale: 'en' })}>...</ThemeProvider>
 */
export function createAppTheme(options: AppThemeOptions = {}): Theme {
  return createKitTheme({ brand: HOUSE_BRAND, fontFamily: HOUSE_FONT_FAMILY, ...options });
}
