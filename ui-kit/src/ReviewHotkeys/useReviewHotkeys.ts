import { useEffect, useEffectEvent, type RefObject } from 'react';
import { reviewHotkeyAction } from './reviewHotkeyAction.ts';

/** Options of `useReviewHotkeys`; a key without its handler is left alone. */
export interface ReviewHotkeysOptions {
  /**
   * Listens only while true, e.g. false while a dialog is open or the page loads.
   * @default true
   */
  enabled?: boolean;
  /** Keys 1–9: toggles the match at 0-based index 0–8 of the row's matches as displayed. */
  onToggle?: (index: number) => void;
  /** ← or A: previous row. */
  onPrev?: () => void;
  /** → or D: next row. */
  onNext?: () => void;
  /** Home (Pos1): first row. */
  onFirst?: () => void;
  /** End: last row. */
  onLast?: () => void;
  /** Enter: marks the row checked and moves on (the app waits 200 ms, spec 9). */
  onEnter?: () => void;
  /** Ctrl+Z or Cmd+Z: undoes the last review change (the app keeps the undo stack). */
  onUndo?: () => void;
  /**
   * The element around the review card: Enter inside it always calls `onEnter`, also on a focused
   * button, link, checkbox or switch there, whose own Enter action is then prevented.
   * @default undefined – Enter stays with buttons and links everywhere
   */
  enterScope?: RefObject<Element | null>;
}

/**
 * Binds the review page's hotkeys (spec 9) to the window: 1–9, ←/→ and A/D, Home, End, Enter and
 * Ctrl+Z. Headless: it only calls the handlers, the app owns selection, paging and undo. Keys typed
 * into fields, keys inside dialogs and keys a focused widget needs stay untouched (see
 * `reviewHotkeyAction`), except Enter inside `enterScope`; a handled key's default (scrolling, the
 * browser's undo, a focused button's click) is prevented.
 * Handlers may change on every render without re-binding.
 */
export function useReviewHotkeys(options: ReviewHotkeysOptions): void {
  const { enabled = true } = options;
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = reviewHotkeyAction(event, { enterScope: options.enterScope?.current });
    if (action === null) return;
    const handler =
      action.type === 'toggle'
        ? options.onToggle && (() => options.onToggle?.(action.index))
        : {
            prev: options.onPrev,
            next: options.onNext,
            first: options.onFirst,
            last: options.onLast,
            enter: options.onEnter,
            undo: options.onUndo,
          }[action.type];
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
