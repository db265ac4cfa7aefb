import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { RenameListDialog, type RenameListDialogProps } from './RenameListDialog.tsx';
import { renameListSchema } from './renameListSchema.ts';

function renderDialog(props: Partial<RenameListDialogProps> = {}, locale?: 'en' | 'fr') {
  const all: RenameListDialogProps = {
    open: true,
    onClose: vi.fn(),
    currentName: 'Messe Hannover 2026',
    onSubmit: vi.fn(() => Promise.resolve()),
    ...props,
  };
  const view = renderWithKit(<RenameListDialog {...all} />, locale ? { locale } : undefined);
  return { ...view, props: all };
}

const dialog = () => screen.getByRole('dialog', { name: 'Liste umbenennen' });
const field = () => within(dialog()).getByRole('textbox', { name: /Name der Liste/ });

describe('RenameListDialog', () => {
  it('starts with the current name in focus and renames with Enter, trimmed', async () => {
    const { user, props } = renderDialog();
    expect(field()).toHaveValue('Messe Hannover 2026');
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription('3 bis 400 Zeichen, Enter speichert');
    await user.clear(field());
    await user.keyboard('  Messe 2026 Kontakte {Enter}');
    expect(props.onSubmit).toHaveBeenCalledExactlyOnceWith('Messe 2026 Kontakte');
  });

  it('says the name is invalid when it is too short or too long, and sends nothing', async () => {
    const { user, props } = renderDialog();
    await user.clear(field());
    await user.type(field(), ' ab {Enter}');
    expect(field()).toHaveAccessibleDescription(
      'Der Listenname ist ungültig. Er muss 3 bis 400 Zeichen lang sein.',
    );
    expect(field()).toBeInvalid();
    await user.clear(field());
    await user.paste('x'.repeat(401));
    expect(field()).toHaveAccessibleDescription(
      'Der Listenname ist ungültig. Er muss 3 bis 400 Zeichen lang sein.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Umbenennen' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(field()).toHaveAccessibleDescription('3 bis 400 Zeichen, Enter speichert');
  });

  it('closes without a request when the name did not change', async () => {
    const { user, props } = renderDialog();
    await user.type(field(), ' {Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('waits for the rename with the field disabled, and cannot be closed meanwhile', async () => {
    let resolve: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const { user, props } = renderDialog({ onSubmit });
    await user.clear(field());
    await user.keyboard('Neue Kunden{Enter}');
    expect(field()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Umbenennen' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(props.onClose).not.toHaveBeenCalled();
    await act(async () => resolve());
    await waitFor(() => expect(field()).toBeEnabled());
  });

  it('says "an error occurred" in the dialog after a failed rename and keeps the name', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('500')));
    const { user } = renderDialog({ onSubmit });
    await user.clear(field());
    await user.keyboard('Neue Kunden{Enter}');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Es ist ein Fehler aufgetreten. Die Liste wurde nicht umbenannt.',
    );
    expect(field()).toHaveValue('Neue Kunden');
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('takes the failure text from errorText', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('500')));
    const { user } = renderDialog({ onSubmit, errorText: 'Target antwortet nicht.' });
    await user.clear(field());
    await user.keyboard('Neue Kunden{Enter}');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Target antwortet nicht.');
  });

  it('cancels with the button and with Escape', async () => {
    const { user, props } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Abbrechen' }));
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('starts over with the current name when it opens again', async () => {
    const { user, rerender, props } = renderDialog();
    await user.type(field(), ' Entwurf');
    rerender(<RenameListDialog {...props} open={false} />);
    rerender(<RenameListDialog {...props} open currentName="Messe 2026 Kontakte" />);
    expect(field()).toHaveValue('Messe 2026 Kontakte');
  });

  it('speaks English and French, and holds the text the app shows after a rename', () => {
    const { unmount, i18n } = renderDialog({}, 'en');
    expect(screen.getByRole('dialog', { name: 'Rename list' })).toBeVisible();
    expect(i18n.t('kit:renameListDialog.renamed', { name: 'Messe 2026' })).toBe(
      'The company list was renamed to “Messe 2026”.',
    );
    unmount();
    renderDialog({}, 'fr');
    expect(screen.getByRole('dialog', { name: 'Renommer la liste' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Renommer' })).toBeVisible();
  });
});

describe('renameListSchema', () => {
  it('accepts 3 to 400 characters, trimmed, and gives the trimmed name', () => {
    const schema = renameListSchema();
    expect(schema.parse({ name: '  Messe  ' })).toEqual({ name: 'Messe' });
    expect(schema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('nameInvalid');
    expect(schema.safeParse({ name: 'ab' }).error?.issues[0]?.message).toBe('nameInvalid');
    expect(schema.safeParse({ name: 'x'.repeat(401) }).error?.issues[0]?.message).toBe('nameInvalid');
    expect(schema.safeParse({ name: 'x'.repeat(400) }).success).toBe(true);
  });
});
