import type { StoryContext } from '@storybook/react-vite';
import { inVitest } from '../stories/support/screenshot.ts';

/**
 * Story parameter `visual`: `false` leaves the story out of the kit's visual baselines. Only for a
 * story whose picture cannot be the same twice (e.g. a real clock counting down) and whose look
 * another story of the same file already pins; say why next to it.
 */
export type VisualParameter = boolean | undefined;

/** Kit story files: the baselines cover `ui-kit/src/**`, the page stories have their own. */
const KIT_STORY_PATH = /[\\/]ui-kit[\\/]src[\\/].+\.stories\.tsx?$/;

/**
 * Share of pixels that may differ, as for the page stories (stories/support/screenshot.ts): text
 * anti-aliasing may move a few pixels between runs, a spacing or colour change moves thousands.
 */
const ALLOWED_MISMATCHED_PIXEL_RATIO = 0.002;

/**
 * Hidden while the picture is taken: MUI's ripples are timed effects of the last click or focus (a
 * ripple may still be expanding, fading or already gone) and would make the picture depend on timing.
 */
const STABILISING_CSS = `.MuiTouchRipple-root { display: none !important; }`;

/**
 * MUI opens a tooltip `enterDelay` (100 ms) after its element got the focus or the pointer, on a
 * timer. When a play function ends with a focused control (Testing Library's clicks focus as the
 * keyboard does), the picture waits this long, so it shows the tooltip every time, not by timing.
 */
const TOOLTIP_SETTLE_MS = 150;

/**
 * The tallest picture of a canvas: a story taller than the window gets a taller window for its
 * picture (chromium draws nothing below the window), up to this height.
 */
const MAX_PICTURE_HEIGHT = 4000;

/** Marks what is compared while the picture is taken, so the locator finds exactly it. */
const TARGET_TEST_ID = 'kit-visual-target';

/** The reference's name: the story's export in kebab case (the part of its id after `--`). */
function referenceName(context: StoryContext): string {
  return context.id.slice(context.id.indexOf('--') + 2);
}

/** True when the story chose its own window (`parameters.viewport` or the `viewport` global). */
function ownViewport(context: StoryContext): boolean {
  const parameter = context.parameters.viewport as { defaultViewport?: unknown } | undefined;
  const global = context.globals.viewport as { value?: unknown } | undefined;
  return Boolean(parameter?.defaultViewport ?? global?.value);
}

/** Drawn for users: laid out, not hidden, not fully transparent (itself or an ancestor). */
function shows(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

/**
 * An open dialog, menu, popover or tooltip: MUI renders them in portals under `document.body`,
 * outside the story's canvas. The portal's own element is not looked at (a modal's root covers the
 * window, transparent); its content decides. A portal whose content is all transparent is closing
 * (its exit transition runs on timers although CSS transitions are off) and shows nothing: not
 * counted, so the choice of picture does not depend on when the timer fires.
 */
function overlayOpen(canvas: HTMLElement): boolean {
  return [...document.body.children].some(
    (element) =>
      element !== canvas &&
      element instanceof HTMLElement &&
      !element.classList.contains('sb-wrapper') &&
      element.dataset.testid !== TARGET_TEST_ID &&
      [...element.querySelectorAll('*')].some(shows),
  );
}

/** A part fixed to the window (a snackbar, a bar at the bottom): it lies outside the canvas's box. */
function fixedPart(canvas: HTMLElement): boolean {
  return [...canvas.querySelectorAll('*')].some((element) => getComputedStyle(element).position === 'fixed');
}

/**
 * Storybook's `layout` parameter, as its own preview applies it (1rem around the story, or the
 * story centred); the Vitest runner renders the canvas without it, so labels and focus rings at the
 * canvas's edge would be cut off. Set on the canvas only while the picture is taken, and only when no
 * overlay is open (MUI placed it against the canvas as it was); returns the undo.
 */
function applyLayout(canvas: HTMLElement, layout: unknown): () => void {
  if (layout === 'fullscreen') return () => {};
  const before = canvas.getAttribute('style');
  canvas.style.padding = '1rem';
  if (layout === 'centered') {
    canvas.style.width = 'fit-content';
    canvas.style.marginInline = 'auto';
  }
  return () => {
    if (before === null) canvas.removeAttribute('style');
    else canvas.setAttribute('style', before);
  };
}

/**
 * A transparent element covering exactly the window: its picture is the window's, whatever the
 * page's own size (a `page` screenshot in Vitest takes the runner's page, whose size varied).
 */
function viewportMarker(): HTMLElement {
  const marker = document.createElement('div');
  marker.setAttribute('aria-hidden', 'true');
  marker.style.cssText = 'position: fixed; inset: 0; pointer-events: none; z-index: -1;';
  document.body.append(marker);
  return marker;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Visual baselines of the kit's stories (issue 19, docs/adr/003-test-stack.md): after a kit story's
 * play function, compares what it shows with its committed reference image (Vitest's
 * `toMatchScreenshot`), in Vitest's browser mode only; in Storybook itself it does nothing.
 *
 * - Which: stories in `ui-kit/src/**` (by the test file's path), not under the sister theme (a
 *   second rendering of the same stories, without baselines), not with `parameters.visual: false`.
 * - What: the story's canvas with Storybook's `layout` around it (1rem), cropped to it; the whole
 *   window, as rendered, when a dialog, menu, popover or tooltip is open, a part is fixed to the
 *   window, or the story chose its own window size.
 * - Window: the size @storybook/addon-vitest sets before every story (1200 x 900, or the story's
 *   own `parameters.viewport`). A canvas taller than the window gets a taller window for its picture
 *   (chromium draws nothing below the window); the size is restored afterwards.
 * - Stable: Storybook pauses CSS animations before afterEach hooks in tests, the matcher disables
 *   them too (`animations: 'disabled'`) and hides the caret, ripples are hidden, a pending tooltip
 *   is waited for, fonts awaited; the matcher then retakes the picture until two in a row agree
 *   (JS-driven chart animations settle).
 *
 * References: `<story dir>/__screenshots__/<story file without .stories.tsx>/<story-id>-chromium-linux.png`
 * (vitest.config.ts); update with `npx vitest run --project storybook <story file> --update`.
 */
export async function kitVisualAfterEach(context: StoryContext): Promise<void> {
  if (!inVitest()) return;
  if (context.globals.theme === 'sister') return;
  if ((context.parameters.visual as VisualParameter) === false) return;
  // Loaded only inside Vitest: both modules exist only in its browser runner.
  const [{ page }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
  if (!KIT_STORY_PATH.test(expect.getState().testPath ?? '')) return;

  const canvas = context.canvasElement as HTMLElement;
  const style = document.createElement('style');
  style.textContent = STABILISING_CSS;
  document.head.append(style);
  let undoLayout = () => {};
  const window_ = { width: window.innerWidth, height: window.innerHeight };
  let resized = false;
  let target: HTMLElement | undefined;
  try {
    if (document.querySelector(':focus-visible')) await wait(TOOLTIP_SETTLE_MS);
    await document.fonts.ready;
    if (overlayOpen(canvas) || fixedPart(canvas) || ownViewport(context)) {
      target = viewportMarker();
    } else {
      target = canvas;
      // After the overlay check: a tooltip or menu placed before the padding would stay where it was.
      undoLayout = applyLayout(canvas, context.parameters.layout);
      const bottom = Math.ceil(canvas.getBoundingClientRect().bottom + window.scrollY);
      if (bottom > window_.height) {
        resized = true;
        await page.viewport(window_.width, Math.min(bottom, MAX_PICTURE_HEIGHT));
      }
    }
    target.dataset.testid = TARGET_TEST_ID;
    await expect
      // The poll's default (1 s) is shorter than one large screenshot on a loaded CI machine; the
      // matcher's own `timeout` (5 s) bounds the wait for a stable picture.
      .element(page.getByTestId(TARGET_TEST_ID), { timeout: 15_000 })
      .toMatchScreenshot(referenceName(context), {
        comparatorOptions: { allowedMismatchedPixelRatio: ALLOWED_MISMATCHED_PIXEL_RATIO },
        screenshotOptions: { animations: 'disabled', caret: 'hide' },
      });
  } finally {
    if (target === canvas) delete canvas.dataset.testid;
    else target?.remove();
    undoLayout();
    style.remove();
    if (resized) await page.viewport(window_.width, window_.height);
  }
}
