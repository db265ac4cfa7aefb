import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import {
  createAppTheme,
  DEFAULT_LOCALE,
  KIT_LOCALES,
  toKitLocale,
  type KitLocale,
} from '../ui-kit/src/index.ts';
import { clearAppStorage } from '../stories/support/storage.ts';
import { getStoryI18n } from './i18n.ts';
import { kitVisualAfterEach } from './kit-visual.ts';
import { startStoryWorker } from './msw.ts';

/** Story parameter of the router decorator: `parameters: { router: { initialEntries: ['/quota'] } }`. */
interface RouterParameter {
  initialEntries?: string[];
  initialIndex?: number;
}

const localeNames: Record<KitLocale, string> = { de: 'Deutsch', en: 'English', fr: 'Français' };

const themes = new Map<KitLocale, Theme>();
function themeFor(locale: KitLocale): Theme {
  let theme = themes.get(locale);
  if (!theme) {
    theme = createAppTheme({ locale });
    themes.set(locale, theme);
  }
  return theme;
}

/** Theme, i18n and the document language (read by screen readers and axe) for one locale. */
function KitProviders({ locale, children }: { locale: KitLocale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={getStoryI18n(locale)}>
      <ThemeProvider theme={themeFor(locale)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** Theme and texts follow the `locale` toolbar global (or a story's `globals: { locale }`). */
const withKitProviders: Decorator = (Story, context) => (
  <KitProviders locale={toKitLocale(context.globals.locale as string | undefined)}>
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
  // The kit's stories compare what they show with their reference images (in Vitest only).
  afterEach: kitVisualAfterEach,
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
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test, in the Vitest run and in the UI's test panel.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
