import { decomposeColor, type Theme } from '@mui/material/styles';
import type { StoryContext } from '@storybook/react-vite';
import { inVitest } from '../stories/support/screenshot.ts';
import { createAppTheme, createKitTheme, type KitLocale, type KitThemeOptions } from '../ui-kit/src/index.ts';

/** The brands the `theme` toolbar offers; the story tests run the kit's stories under both. */
export const STORY_THEMES = ['house', 'sister'] as const;
export type StoryTheme = (typeof STORY_THEMES)[number];

export const storyThemeTitles: Record<StoryTheme, string> = { house: 'House', sister: 'Sister brand' };

/**
 * A sister product of another company of the group: teal leads, aubergine accents, compact density
 * and a wider font at 13 px. Made only through `createKitTheme`, as a host product would, so kit
 * components that read anything but the theme show it (vitest project `storybook-sister`).
 */
export const SISTER_THEME_OPTIONS: Omit<KitThemeOptions, 'locale'> = {
  brand: {
    primary: '#00695C',
    secondary: '#6B2D5C',
    success: '#1B7A4A',
    warning: '#9A5300',
    error: '#B3261E',
    info: '#0A5FA8',
    text: { primary: '#1E2A2D', secondary: '#4A5A5E' },
    background: { default: '#F2F6F5', paper: '#FFFFFF' },
    divider: '#D3DDDB',
  },
  density: 'compact',
  fontFamily: '"Source Sans 3", "DejaVu Sans", Verdana, sans-serif',
  fontSize: 13,
};

/** Narrows the `theme` global (undefined, a typo) to a known brand, the house by default. */
export function toStoryTheme(value: unknown): StoryTheme {
  return value === 'sister' ? 'sister' : 'house';
}

const themes = new Map<string, Theme>();

/** The theme of one brand in one language, created once. */
export function storyTheme(brand: StoryTheme, locale: KitLocale): Theme {
  const key = `${brand}:${locale}`;
  let theme = themes.get(key);
  if (!theme) {
    theme =
      brand === 'sister' ? createKitTheme({ ...SISTER_THEME_OPTIONS, locale }) : createAppTheme({ locale });
    themes.set(key, theme);
  }
  return theme;
}

/** `r, g, b` of every colour string anywhere in a palette (main, light, dark, text, action, grey...). */
function paletteChannels(palette: Theme['palette']): Map<string, string> {
  const channels = new Map<string, string>();
  const visit = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      try {
        const { type, values } = decomposeColor(node);
        if (type === 'rgb' || type === 'rgba') channels.set(values.slice(0, 3).join(', '), path);
      } catch {
        // 'light', 'dark' and other words in the palette are no colours.
      }
    } else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) visit(value, path ? `${path}.${key}` : key);
    }
  };
  visit(palette, '');
  return channels;
}

let houseOnly: Map<string, string> | undefined;

/**
 * The house theme's colours (as `r, g, b`, each with the palette slot it comes from) that the sister
 * theme has nowhere in its palette: under the sister theme, an element showing one of them took its
 * colour from somewhere else than the theme.
 */
export function houseOnlyColours(): Map<string, string> {
  if (!houseOnly) {
    const sister = paletteChannels(storyTheme('sister', 'de').palette);
    houseOnly = new Map(
      [...paletteChannels(storyTheme('house', 'de').palette)].filter(([rgb]) => !sister.has(rgb)),
    );
  }
  return houseOnly;
}

/** Colour properties children inherit: reported where the colour is set, not on every descendant. */
const INHERITED = ['color', 'fill', 'stroke'] as const;
/** Properties that default to the element's own `color` (currentColor): reported when they differ. */
const CURRENT_COLOR = [
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
] as const;
const OWN = ['background-color', 'background-image', 'box-shadow'] as const;

/** Computed colours are `rgb(r, g, b)` or `rgba(r, g, b, a)`; a fully transparent one shows nothing. */
const RGB = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/g;

function describe(element: Element): string {
  const classes = [...element.classList].filter((name) => !name.startsWith('css-')).slice(0, 3);
  const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `<${element.tagName.toLowerCase()}${classes.length ? ` class="${classes.join(' ')}"` : ''}>${label ? ` "${label}"` : ''}`;
}

/**
 * Every place in the document (the story and its portals: dialogs, menus, tooltips) where an
 * element or its ::before/::after shows one of the given colours, as readable lines.
 */
export function findColours(colours: Map<string, string>, root: Element = document.body): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const own = getComputedStyle(element);
    const parent = element.parentElement ? getComputedStyle(element.parentElement) : undefined;
    for (const pseudo of [null, '::before', '::after'] as const) {
      const style = pseudo ? getComputedStyle(element, pseudo) : own;
      if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
      // A pseudo-element inherits from its element, an element from its parent.
      const inheritedFrom = pseudo ? own : parent;
      const properties = [
        ...INHERITED.filter((p) => style.getPropertyValue(p) !== inheritedFrom?.getPropertyValue(p)),
        ...CURRENT_COLOR.filter((p) => style.getPropertyValue(p) !== style.color),
        ...OWN,
      ];
      for (const property of properties) {
        const value = style.getPropertyValue(property);
        for (const [, r, g, b, a] of value.matchAll(RGB)) {
          const slot = colours.get(`${r}, ${g}, ${b}`);
          if (slot && a !== '0')
            found.push(`${describe(element)}${pseudo ?? ''} ${property}: ${value} (house ${slot})`);
        }
      }
    }
  }
  return [...new Set(found)];
}

/**
 * Storybook `afterEach` of the sister run (vitest project `storybook-sister`): fails the story when
 * anything it shows has a colour of the house brand that the sister brand lacks, i.e. a colour
 * hard-coded somewhere instead of read from the theme. Does nothing under the house theme, and
 * nothing outside Vitest (a developer browsing the sister brand in Storybook gets no errors).
 */
export function houseColourAfterEach(context: StoryContext): void {
  if (toStoryTheme(context.globals.theme) !== 'sister' || !inVitest()) return;
  // The page background (CssBaseline) proves the story really rendered under the sister theme.
  const { values } = decomposeColor(storyTheme('sister', 'de').palette.background.default);
  const background = getComputedStyle(document.body).backgroundColor;
  if (background !== `rgb(${values.slice(0, 3).join(', ')})`)
    throw new Error(`The sister run shows the page background ${background}, not the sister theme's`);
  const found = findColours(houseOnlyColours());
  if (found.length > 0)
    throw new Error(
      `House colours under the sister theme (hard-coded instead of read from the theme):\n  ${found.slice(0, 20).join('\n  ')}${found.length > 20 ? `\n  ... and ${found.length - 20} more` : ''}`,
    );
}
