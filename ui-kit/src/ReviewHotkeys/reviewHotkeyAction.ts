/** What a review hotkey asks for (spec 9 "Review hotkeys"). */
export type ReviewHotkeyAction =
  { type: 'toggle'; index: number } | { type: 'prev' | 'next' | 'first' | 'last' | 'enter' | 'undo' };

/** Input types that do not take typed text; every other input does, and keeps all its keys. */
const NON_TEXT_INPUTS = new Set([
  'checkbox',
  'radio',
  'range',
  'button',
  'submit',
  'reset',
  'image',
  'color',
  'file',
]);

/** Widgets that move with the arrow keys, Home and End themselves (radio groups, sliders, tabs, lists, menus). */
const NAVIGATING_WIDGETS =
  'input[type="radio" i], input[type="range" i], [role="radiogroup"], [role="radio"], [role="slider"], ' +
  '[role="spinbutton"], [role="tablist"], [role="tab"], [role="listbox"], [role="option"], [role="menu"], ' +
  '[role="menubar"], [role^="menuitem"], [role="tree"], [role="treeitem"], [role="grid"], [role="treegrid"], ' +
  '[role="combobox"], [role="scrollbar"]';

/** Widgets that search as the user types letters. */
const TYPEAHEAD_WIDGETS =
  '[role="listbox"], [role="menu"], [role="menubar"], [role="tree"], [role="combobox"]';

/** Elements that Enter activates by itself (a button, a link...): Enter there is theirs. */
const ENTER_ACTIVATED =
  'button, a[href], summary, input[type="button" i], input[type="submit" i], input[type="reset" i], ' +
  'input[type="image" i], input[type="file" i], input[type="color" i], [role="button"], [role="link"], ' +
  '[role^="menuitem"], [role="option"], [role="tab"], [role="switch"]:not(input)';

function elementOf(target: EventTarget | null): Element | null {
  return target !== null && typeof (target as Element).closest === 'function' ? (target as Element) : null;
}

/** Whether the user is typing into the element: text inputs, text areas, selects, editable content. */
function takesText(element: Element): boolean {
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type.toLowerCase());
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element.closest('[contenteditable]:not([contenteditable="false" i])') !== null;
}

/** Options of `reviewHotkeyAction`. */
export interface ReviewHotkeyActionOptions {
  /**
   * The review card (input row and candidates): inside it Enter always marks checked and moves on,
   * also on a focused button, link, checkbox or switch (issue 12).
   */
  enterScope?: Element | null;
}

/**
 * The review action a keydown asks for, or null when the key is not a review hotkey or belongs to
 * something else (spec 9): 1–9 toggle the first nine matches, ←/A previous and →/D next row, Home
 * (Pos1) first and End last row, Enter marks checked and moves on, Ctrl+Z (Cmd+Z) undoes.
 *
 * Keys stay with whoever needs them: nothing while the user types into a field or works in a dialog,
 * or when a widget already handled the key (`defaultPrevented`); arrows, Home and End stay with radio
 * groups, sliders, tabs, lists and menus; letters with lists and menus; Enter with buttons and
 * links outside `enterScope` (inside it Enter is always the review's). Other modifier keys are left
 * to the browser, except Shift on digits, which French keyboards need to type them. Held-down keys
 * repeat only for paging.
 */
export function reviewHotkeyAction(
  event: KeyboardEvent,
  options: ReviewHotkeyActionOptions = {},
): ReviewHotkeyAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  const element = elementOf(event.target);
  if (element && (takesText(element) || element.closest('[role="dialog"], [aria-modal="true"]'))) return null;
  const key = event.key;

  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'z') {
    return event.repeat ? null : { type: 'undo' };
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (/^[1-9]$/u.test(key)) return event.repeat ? null : { type: 'toggle', index: Number(key) - 1 };
  if (event.shiftKey) return null;

  const navigating = element?.closest(NAVIGATING_WIDGETS) != null;
  const typeahead = element?.closest(TYPEAHEAD_WIDGETS) != null;
  switch (key) {
    case 'ArrowLeft':
      return navigating ? null : { type: 'prev' };
    case 'ArrowRight':
      return navigating ? null : { type: 'next' };
    case 'a':
    case 'A':
      return typeahead ? null : { type: 'prev' };
    case 'd':
    case 'D':
      return typeahead ? null : { type: 'next' };
    case 'Home':
      return navigating ? null : { type: 'first' };
    case 'End':
      return navigating ? null : { type: 'last' };
    case 'Enter': {
      if (event.repeat) return null;
      const inScope = element !== null && options.enterScope?.contains(element) === true;
      return !inScope && element?.matches(ENTER_ACTIVATED) ? null : { type: 'enter' };
    }
    default:
      return null;
  }
}
