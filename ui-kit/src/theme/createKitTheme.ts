import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { PaletteOptions, SimplePaletteColorOptions } from '@mui/material/styles';
import { deDE, enUS, frFR } from '@mui/material/locale';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DEFAULT_LOCALE, type KitLocale } from '../i18n/resources.ts';

/** One brand colour: its main tone (light, dark and contrast text are then computed) or all of them. */
export type KitBrandColor = string | SimplePaletteColorOptions;

/**
 * A product's colours. Only `primary` and `secondary` are required; status colours, text, background
 * and divider fall back to MUI's defaults. Status colours are used as text on the paper colour
 * (status words, not only bars): pick tones with 4.5:1 contrast against it.
 */
export interface KitBrand {
  /** The leading colour: contained buttons, links, focus ring, selected states, the app bar. */
  primary: KitBrandColor;
  /** The accent for secondary actions and highlights. */
  secondary: KitBrandColor;
  success?: KitBrandColor;
  warning?: KitBrandColor;
  error?: KitBrandColor;
  info?: KitBrandColor;
  text?: { primary?: string; secondary?: string };
  background?: { default?: string; paper?: string };
  divider?: string;
}

/**
 * How much fits on a screen. `compact` uses a 6 px spacing unit (instead of 8 px) and makes MUI's
 * controls small or dense by default (buttons, fields, checkboxes, chips, tables, lists, menus,
 * toolbars, the data grid); a size a component sets itself still wins.
 */
export type KitDensity = 'comfortable' | 'compact';

/** Options for `createKitTheme`. */
export interface KitThemeOptions {
  /** The product's colours. */
  brand: KitBrand;
  /** @default 'comfortable' */
  density?: KitDensity;
  /**
   * The CSS font stack of every text.
   * @default MUI's Roboto stack
   */
  fontFamily?: string;
  /**
   * Base font size in px (MUI's `typography.fontSize`); headings scale with it.
   * @default 14
   */
  fontSize?: number;
  /**
   * Language of MUI's built-in component texts (pagination, autocomplete...).
   * @default 'de'
   */
  locale?: KitLocale;
  /**
   * Deep-merged over everything above before the theme is built (so a palette colour given here
   * still gets its light, dark and contrast text computed); plain objects merge key by key, any other
   * value (a string, an array, a style function) replaces the kit's.
   */
  overrides?: ThemeOptions;
}

const muiLocales = { de: deDE, en: enUS, fr: frFR } as const;

/** MUI's default base font size; the kit's heading sizes are given relative to it. */
const BASE_FONT_SIZE = 14;

/** Spacing unit in px per density. */
export const KIT_SPACING: Record<KitDensity, number> = { comfortable: 8, compact: 6 };

function paletteColor(color: KitBrandColor | undefined): SimplePaletteColorOptions | undefined {
  if (color === undefined) return undefined;
  return typeof color === 'string' ? { main: color } : color;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Plain objects merge key by key; any other value of `source` replaces the one of `target`. */
function deepMerge<T>(target: T, source: unknown): T {
  if (!isPlainObject(target) || !isPlainObject(source)) return (source === undefined ? target : source) as T;
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    out[key] = deepMerge(out[key], value);
  }
  return out as T;
}

/** Component defaults of the compact density: MUI's small or dense variants. */
const compactComponents: ThemeOptions['components'] = {
  MuiAutocomplete: { defaultProps: { size: 'small' } },
  MuiButton: { defaultProps: { size: 'small' } },
  MuiButtonGroup: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiDataGrid: { defaultProps: { density: 'compact' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiPagination: { defaultProps: { size: 'small' } },
  MuiRadio: { defaultProps: { size: 'small' } },
  MuiRating: { defaultProps: { size: 'small' } },
  MuiSlider: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small' } },
  MuiToggleButton: { defaultProps: { size: 'small' } },
  MuiToggleButtonGroup: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

/** Half the theme's corner radius (progress bars are thinner than the surfaces around them). */
function halfRadius(radius: number | string): number | string {
  return typeof radius === 'number' ? radius / 2 : `calc(${radius} / 2)`;
}

/** Component styles every kit theme shares. Colours come only from the theme being built. */
function sharedComponents(density: KitDensity): ThemeOptions['components'] {
  return {
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
    // On an app bar in the leading colour the ring takes that colour's contrast text.
    MuiAppBar: {
      styleOverrides: {
        colorPrimary: ({ theme }) => ({
          '& .Mui-focusVisible': { outlineColor: theme.palette.primary.contrastText },
        }),
      },
    },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiLinearProgress: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: halfRadius(theme.shape.borderRadius),
          height: density === 'compact' ? 4 : 6,
        }),
        bar: ({ theme }) => ({ borderRadius: halfRadius(theme.shape.borderRadius) }),
      },
    },
    ...(density === 'compact' ? compactComponents : {}),
  };
}

/** Heading sizes at a 14 px base, in rem; scaled by the base font size. */
const headingRem = { h1: 2, h2: 1.625, h3: 1.375, h4: 1.25, h5: 1.125, h6: 1 } as const;

function typography(fontFamily: string | undefined, fontSize: number): ThemeOptions['typography'] {
  const scale = fontSize / BASE_FONT_SIZE;
  const heading = (rem: number) => ({ fontSize: `${+(rem * scale).toFixed(4)}rem`, fontWeight: 600 });
  return {
    ...(fontFamily === undefined ? {} : { fontFamily }),
    fontSize,
    h1: heading(headingRem.h1),
    h2: heading(headingRem.h2),
    h3: heading(headingRem.h3),
    h4: heading(headingRem.h4),
    h5: heading(headingRem.h5),
    h6: heading(headingRem.h6),
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { letterSpacing: '0.06em', fontWeight: 600 },
  };
}

/**
 * Builds a MUI theme for a product that uses the kit: its brand colours, density and font, the kit's
 * shared component styles (visible focus ring, flat paper, rounded progress bars) and MUI's component
 * texts in the given language. Kit components read only this theme's slots (palette, spacing,
 * typography, shape), so a theme made here restyles all of them.
 *
 * Contrast texts are computed at 4.5:1 (WCAG AA) unless a brand colour names its own.
 *
 * @example
 * const theme = createKitTheme({
 *   brand: { primary: '#00695C', secondary: '#6A1B4D' },
 *   density: 'compact',
 *   fontFamily: '"Source Sans 3", Arial, sans-serif',
 *   locale: 'en',
 * });
 * <ThemeProvider theme={theme}>...</ThemeProvider>
 */
export function createKitTheme(options: KitThemeOptions): Theme {
  const {
    brand,
    density = 'comfortable',
    fontFamily,
    fontSize = BASE_FONT_SIZE,
    locale = DEFAULT_LOCALE,
    overrides = {},
  } = options;
  const kit: ThemeOptions = {
    // A slot the brand leaves out keeps MUI's default (an undefined key would erase it).
    palette: definedOnly<PaletteOptions>({
      mode: 'light',
      contrastThreshold: 4.5,
      primary: paletteColor(brand.primary),
      secondary: paletteColor(brand.secondary),
      success: paletteColor(brand.success),
      warning: paletteColor(brand.warning),
      error: paletteColor(brand.error),
      info: paletteColor(brand.info),
      text: brand.text,
      background: brand.background,
      divider: brand.divider,
    }),
    spacing: KIT_SPACING[density],
    shape: { borderRadius: 8 },
    typography: typography(fontFamily, fontSize),
    components: sharedComponents(density),
  };
  return createTheme(deepMerge(kit, overrides), muiLocales[locale]);
}
