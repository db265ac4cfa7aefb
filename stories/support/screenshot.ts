/** A browser window's inner size in CSS pixels. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** The viewport of the first visual baselines: a common laptop screen (issue 12). */
export const SCREENSHOT_VIEWPORT = { width: 1280, height: 800 } as const satisfies Viewport;

/** The two windows every page is compared in (issue 18): a common laptop and a larger one. */
export const VISUAL_VIEWPORTS = [
  SCREENSHOT_VIEWPORT,
  { width: 1440, height: 900 },
] as const satisfies readonly Viewport[];

export interface ScreenshotOptions {
  /**
   * Compare only this element (e.g. the review card) instead of the whole window.
   * @default the page
   */
  element?: Element;
  /**
   * The window sizes to compare in, one reference each, named `<name>-<width>x<height>`.
   * @default [SCREENSHOT_VIEWPORT]
   */
  viewports?: readonly Viewport[];
  /**
   * Appended to every reference's name after the size, e.g. the language: `review-1280x800-de`.
   * @default none
   */
  suffix?: string;
  /**
   * Runs after the viewport is set, before each comparison: assertions that need the window's size
   * (e.g. "the third candidate is on screen").
   */
  beforeCompare?: (viewport: Viewport) => Promise<void>;
  /**
   * Share of pixels that may differ. Anti-aliasing of text may differ by a few pixels between runs;
   * a layout change moves thousands. 0 makes a bold name turning regular (about 800 pixels) fail.
   * @default 0.002
   */
  allowedMismatchedPixelRatio?: number;
}

/** True while the story runs as a test in Vitest's browser mode, false in Storybook itself. */
export function inVitest(): boolean {
  return Boolean((globalThis as { __vitest_browser__?: boolean }).__vitest_browser__);
}

/** The reference name of one comparison: `<name>-<width>x<height>[-<suffix>]`. */
export function screenshotName(name: string, viewport: Viewport, suffix?: string): string {
  return `${name}-${viewport.width}x${viewport.height}${suffix ? `-${suffix}` : ''}`;
}

/**
 * Compares what the user sees, in each of the given window sizes, with its committed reference
 * screenshot (Vitest's `toMatchScreenshot`) when the story runs as a test in Vitest's browser mode
 * (`npm run test:stories`); in Storybook itself it does nothing, so the story stays an ordinary
 * story there. Per size the viewport is set, `beforeCompare` runs and the fonts are awaited; the
 * matcher then waits until two screenshots in a row agree, so transitions settle. Afterwards the
 * window gets its earlier size back, so the stories after this one run as they would alone.
 * References live next to the story file in
 * `__screenshots__/<story file without .stories.tsx>/<name>-<w>x<h>[-<suffix>]-chromium-<platform>.png`
 * (vitest.config.ts); update them with `npx vitest run --project storybook <story file> --update`
 * and look at them (docs/adr/003-test-stack.md).
 */
export async function expectPageScreenshot(name: string, options: ScreenshotOptions = {}): Promise<void> {
  if (!inVitest()) return;
  // Loaded only inside Vitest: both modules exist only in its browser runner.
  const [{ page }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
  const matcherOptions = {
    comparatorOptions: { allowedMismatchedPixelRatio: options.allowedMismatchedPixelRatio ?? 0.002 },
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  } as const;
  const before = { width: window.innerWidth, height: window.innerHeight };
  try {
    for (const viewport of options.viewports ?? [SCREENSHOT_VIEWPORT]) {
      await page.viewport(viewport.width, viewport.height);
      await options.beforeCompare?.(viewport);
      await document.fonts.ready;
      const reference = screenshotName(name, viewport, options.suffix);
      if (options.element) {
        await expect
          .element(page.elementLocator(options.element))
          .toMatchScreenshot(reference, matcherOptions);
      } else {
        await expect(page).toMatchScreenshot(reference, matcherOptions);
      }
    }
  } finally {
    await page.viewport(before.width, before.height);
  }
}
