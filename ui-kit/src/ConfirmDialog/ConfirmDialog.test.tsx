import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}, locale?: 'en' | 'fr') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithKit(
    <ConfirmDialog
      open
      title="Import erneut abgleichen?"
      confirmLabel="Neu abgleichen und 12 Entscheidungen verwerfen"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      Ein neuer Abgleich verwirft Ihre 12 Prüfentscheidungen.
    </ConfirmDialog>,
    locale ? { locale } : undefined,
  );
  return { ...view, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the question, says what is lost and puts the focus on the safe choice', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Import erneut abgleichen?' });
    expect(dialog).toHaveAccessibleDescription('Ein neuer Abgleich verwirft Ihre 12 Prüfentscheidungen.');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  });

  it('confirms with the named button, cancels with Cancel and with Escape', async () => {
    const { user, onConfirm, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Neu abgleichen und 12 Entscheidungen verwerfen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('takes nothing twice while the action runs', async () => {
    const { user, onCancel } = renderDialog({ confirming: true });
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('speaks English and French', () => {
    renderDialog({}, 'en');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});
