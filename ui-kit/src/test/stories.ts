import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Waits until no MUI ripple runs anywhere in the document. A running ripple covers a button's text,
 * and axe then skips the contrast check for it (docs/Introduction.mdx), so play functions that click
 * a text button end with this. Testing Library's clicks focus the button programmatically, which
 * chromium treats as keyboard focus, so MUI keeps a focus ripple pulsing until the button loses focus:
 * the helper therefore moves the focus away first. Story-only; kit components never import it.
 */
export async function waitForRipples(root: ParentNode = document.body): Promise<void> {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest('.MuiButtonBase-root')) active.blur();
  await waitFor(() => expect(root.querySelector('.MuiTouchRipple-child')).toBeNull(), { timeout: 3000 });
}

/**
 * Finds an open dialog (rendered in a portal, outside the story's canvas) by its accessible name
 * and waits until its fade-in has finished, so visibility assertions and the a11y check see it
 * as users do.
 */
export async function findDialog(name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Clicks a star of a MUI Rating the way a mouse does. Rating picks the value from the pointer's
 * position over the stars, and Testing Library's plain `click` reports position 0, which would
 * always choose the first star; this moves the pointer to the middle of the star first.
 */
export async function clickStar(radio: HTMLElement): Promise<void> {
  const label = radio.ownerDocument.querySelector<HTMLElement>(`label[for="${CSS.escape(radio.id)}"]`);
  if (!label) throw new Error(`No star label for radio ${radio.id}`);
  const rect = label.getBoundingClientRect();
  const coords = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
  await userEvent.pointer([
    { target: label, coords },
    { keys: '[MouseLeft]', target: label, coords },
  ]);
}
