import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a lazy page, data still loading). */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After an in-app navigation (a new path, not a new query), moves the keyboard focus to the new
 * page's main heading, where a page load would start reading. Without it the focus stays on the
 * link or button that navigated, or falls back to the document when that one is gone, and the next
 * Tab starts again at the header (issue 18 item 7, WCAG 2.4.3 Focus Order).
 *
 * The heading is focusable by script only (`tabindex="-1"`), so Tab leaves it for the page's first
 * control. A page that is still loading is waited for; the focus stays where it is when the user
 * has moved it meanwhile or a dialog has it.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focusedBefore = document.activeElement;

    const focusHeading = (): boolean => {
      const active = document.activeElement;
      if (active !== focusedBefore && active !== document.body && active !== null) return true;
      if (active?.closest('[role="dialog"], [aria-modal="true"]')) return true;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };

    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
