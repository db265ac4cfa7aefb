import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { DEFAULT_LOCALE, KIT_LOCALES, toKitLocale, type KitLocale } from '../ui-kit/src/index.ts';
import { clearAppStorage } from '../stories/support/storage.ts';
import { getStoryI18n } from './i18n.ts';
import { kitVisualAfterEach } from './kit-visual.ts';
import { startStoryWorker } from './msw.ts';
import {
  houseColourAfterEach,
  STORY_THEMES,
  storyTheme,
  storyThemeTitles,
  toStoryTheme,
  type StoryTheme,
} from './themes.ts';

/** Story parameter of the router decorator: `parameters: { router: { initialEntries: ['/quota'] } }`. */
interface RouterParameter {
  initialEntries?: string[];
  initialIndex?: number;
}

const localeNames: Record<KitLocale, string> = { de: 'Deutsch', en: 'English', fr: 'Français' };

/** Theme, i18n and the document language (read by screen readers and axe) for one brand and locale. */
function KitProviders({
  brand,
  locale,
  children,
}: {
  brand: StoryTheme;
  locale: KitLocale;
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={getStoryI18n(locale)}>
      <ThemeProvider theme={storyTheme(brand, locale)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}

/**
 * Theme and texts follow the `theme` and `locale` toolbar globals (or a story's `globals`; the
 * vitest project `storybook-sister` starts every kit story with `theme: 'sister'`).
 */
const withKitProviders: Decorator = (Story, context) => (
  <KitProviders
    brand={toStoryTheme(context.globals.theme)}
    locale={toKitLocale(context.globals.locale as string | undefined)}
  >
    <Story />
  </KitProviders>
);

/** Kit components never route, but page stories do; each story starts with its own history. */
const withRouter: Decorator = (Story, context) => {
  const router = (context.parameters.router ?? {}) as RouterParameter;
  return (
    <MemoryRouter
      key={context.id}
      initialEntries={router.initialEntries ?? ['/']}
      initialIndex={router.initialIndex}
    >
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  // Outermost last: providers wrap the router, so route elements see theme and i18n.
  decorators: [withRouter, withKitProviders],
  loaders: [mswLoader(startStoryWorker)],
  // Each story starts without what an earlier one left in the browser's storage.
  beforeEach: () => clearAppStorage(),
  // The kit's stories compare what they show with their reference images (in Vitest only); under the
  // sister brand (vitest project storybook-sister) no house colour may show (.storybook/themes.ts).
  afterEach: [kitVisualAfterEach, houseColourAfterEach],
  globalTypes: {
    locale: {
      description: 'Language of kit and app texts',
      toolbar: {
        title: 'Sprache',
        icon: 'globe',
        items: KIT_LOCALES.map((value) => ({ value, title: localeNames[value], right: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Brand the kit is themed with (createKitTheme)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: STORY_THEMES.map((value) => ({ value, title: storyThemeTitles[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, theme: 'house' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test, in the Vitest run and in the UI's test panel.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
