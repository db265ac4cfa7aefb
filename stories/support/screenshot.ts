/** The viewport of the visual baselines: a common laptop screen (issue 12). */
export const SCREENSHOT_VIEWPORT = { width: 1280, height: 800 } as const;

export interface ScreenshotOptions {
  /**
   * Compare only this element (e.g. the review card) instead of the whole window.
   * @default the page
   */
  element?: Element;
  /**
   * Runs after the viewport is set, before the comparison: assertions that need the 1280 x 800
   * window (e.g. "the third candidate is on screen").
   */
  beforeCompare?: () => Promise<void>;
  /**
   * Share of pixels that may differ. Anti-aliasing of text may differ by a few pixels between runs;
   * a layout change moves thousands. 0 makes a bold name turning regular (about 800 pixels) fail.
   * @default 0.002
   */
  allowedMismatchedPixelRatio?: number;
}

/**
 * Compares what the user sees in a 1280 x 800 window with its committed reference screenshot
 * (Vitest's `toMatchScreenshot`) when the story runs as a test in Vitest's browser mode
 * (`npm run test:stories`); in Storybook itself it does nothing, so the story stays an ordinary
 * story there. The viewport is set first and the fonts are awaited; the matcher then waits until
 * two screenshots in a row agree, so transitions settle. References live next to the story file in
 * `__screenshots__/<story file without .stories.tsx>/<name>-chromium-<platform>.png`
 * (vitest.config.ts); update them with `npx vitest run --project storybook <story file> --update`
 * and look at them (docs/adr/003-test-stack.md).
 */
export async function expectPageScreenshot(name: string, options: ScreenshotOptions = {}): Promise<void> {
  if (!(globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) return;
  // Loaded only inside Vitest: both modules exist only in its browser runner.
  const [{ page }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
  await page.viewport(SCREENSHOT_VIEWPORT.width, SCREENSHOT_VIEWPORT.height);
  await options.beforeCompare?.();
  await document.fonts.ready;
  const matcherOptions = {
    comparatorOptions: { allowedMismatchedPixelRatio: options.allowedMismatchedPixelRatio ?? 0.002 },
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  } as const;
  if (options.element) {
    await expect.element(page.elementLocator(options.element)).toMatchScreenshot(name, matcherOptions);
  } else {
    await expect(page).toMatchScreenshot(name, matcherOptions);
  }
}
