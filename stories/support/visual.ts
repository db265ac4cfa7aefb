import type { StoryObj } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import type { User } from '@datacare/api-client';
import { anna } from '../../app/src/testing/fixtures.ts';
import { expectPageScreenshot, VISUAL_VIEWPORTS, type Viewport } from './screenshot.ts';
import { clearAppStorage } from './storage.ts';
import type { StoryApp } from './StoryApp.tsx';

/** The languages every page has a baseline in (issue 18). */
export const VISUAL_LOCALES = ['de', 'en'] as const;
export type VisualLocale = (typeof VISUAL_LOCALES)[number];

type AppStory = StoryObj<typeof StoryApp>;
export type VisualContext = Parameters<NonNullable<AppStory['play']>>[0];

/** Picks the text of the story's language: `say({ de: 'Anmelden', en: 'Log in' })`. */
export type Say = <T>(texts: Record<VisualLocale, T>) => T;

/** One page of the app as its visual baselines show it. */
export interface VisualPage {
  /** First part of the reference names, `<name>-<width>x<height>-<locale>`, e.g. `review`. */
  name: string;
  /** The URL the story opens (the router's entry). */
  path: string | ((locale: VisualLocale) => string);
  /** The entry URL's query flags (StoryApp's `search`), e.g. integration mode. */
  search?: string | ((locale: VisualLocale) => string);
  /**
   * The MSW handlers of the page. `user` is Anna with the story's language as her own (the app
   * switches to the signed-in user's language, spec section 3).
   */
  handlers: (user: User, locale: VisualLocale) => AnyHandler[];
  /** Brings the page into the state the baseline shows (waits for data, uploads a file, ...). */
  ready: (context: VisualContext, say: Say) => Promise<void>;
  /** The page's main action: it must lie inside the window at every size, without scrolling. */
  mainAction: (context: VisualContext, say: Say) => Element;
}

const resolve = <T extends string>(value: T | ((locale: VisualLocale) => T), locale: VisualLocale): T =>
  typeof value === 'function' ? value(locale) : value;

/** A short description of an element for failure messages: `div.report-section "Prüfungen …"`. */
function describe(element: Element): string {
  const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
  const text = (element.textContent ?? '').trim().slice(0, 40);
  return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''} "${text}"`;
}

/** The outermost elements that reach past the window's right edge, described. */
function sticksOutRight(width: number): string[] {
  const wide = [...document.body.querySelectorAll('*')].filter(
    (element) => element.getBoundingClientRect().right > width + 0.5,
  );
  return wide.filter((element) => !wide.includes(element.parentElement!)).map(describe);
}

/** Asserts what a user sees of the page in a window of this size, before it is compared. */
async function expectFitsWindow(mainAction: () => Element, viewport: Viewport) {
  const size = `${viewport.width} x ${viewport.height}`;
  await waitFor(() => {
    // The page never scrolls sideways; the failure names what sticks out.
    const tooWide = document.documentElement.scrollWidth > viewport.width;
    expect(tooWide ? sticksOutRight(viewport.width) : [], `elements past the right edge at ${size}`).toEqual(
      [],
    );
    // Every image has arrived (a broken one shows its alt text instead).
    const broken = [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src);
    expect(broken, 'images not loaded').toEqual([]);
    // The main action is on screen as the page opens, without scrolling.
    const box = mainAction().getBoundingClientRect();
    const where = `main action ${describe(mainAction())} at ${size}`;
    expect(box.width, `${where}: width`).toBeGreaterThan(0);
    expect(box.top, `${where}: top`).toBeGreaterThanOrEqual(0);
    expect(box.left, `${where}: left`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${where}: bottom`).toBeLessThanOrEqual(viewport.height);
    expect(box.right, `${where}: right`).toBeLessThanOrEqual(viewport.width);
  });
}

/**
 * The visual baseline story of one page in one language (issue 18): opens the page with fixed data
 * and app storage cleared, brings it into its main state and, in Vitest's browser mode, compares it
 * at 1280 x 800 and 1440 x 900 with `<name>-<width>x<height>-<locale>` after asserting that the page
 * does not scroll sideways and that its main action is in the window. In Storybook the story only
 * shows the page in that language. A page file exports one story per language:
 *
 * ```ts
 * const reviewPage: VisualPage = { name: 'review', ... };
 * export const VisualDe = visualStory('de', reviewPage);
 * export const VisualEn = visualStory('en', reviewPage);
 * ```
 */
export function visualStory(locale: VisualLocale, page: VisualPage): AppStory {
  const say: Say = (texts) => texts[locale];
  return {
    globals: { locale },
    args: page.search === undefined ? {} : { search: resolve(page.search, locale) },
    parameters: {
      router: { initialEntries: [resolve(page.path, locale)] },
      msw: { handlers: page.handlers({ ...anna, language: locale }, locale) },
    },
    beforeEach: () => {
      clearAppStorage();
    },
    play: async (context) => {
      await page.ready(context, say);
      // Does nothing in Storybook.
      await expectPageScreenshot(page.name, {
        viewports: VISUAL_VIEWPORTS,
        suffix: locale,
        beforeCompare: (viewport) => expectFitsWindow(() => page.mainAction(context, say), viewport),
      });
    },
  };
}
