import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { EditableTag } from './EditableTag.tsx';
import { validateTagInput } from './useEditableTag.ts';

describe('EditableTag', () => {
  it('saves the trimmed tag on Enter and gives the focus back', async () => {
    const onSave = vi.fn();
    const { user } = renderWithKit(<EditableTag tag="Kunden Nord" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Tag „Kunden Nord“ bearbeiten' }));
    const input = screen.getByRole('textbox', { name: 'Tag' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Kunden Nord');
    await user.clear(input);
    await user.type(input, '  Bestandskunden Süd {Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Bestandskunden Süd');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kunden Nord/ })).toHaveFocus();
  });

  it('saves on blur', async () => {
    const onSave = vi.fn();
    const { user } = renderWithKit(
      <>
        <EditableTag tag="Kunden Nord" onSave={onSave} />
        <button type="button">Weiter</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: /Kunden Nord/ }));
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), ' 2024');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Kunden Nord 2024');
  });

  it('cancels with Escape and does not save an empty or unchanged tag', async () => {
    const onSave = vi.fn();
    const { user } = renderWithKit(<EditableTag tag="Kunden Nord" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: /Kunden Nord/ }));
    await user.type(screen.getByRole('textbox'), 'xyz{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Kunden Nord/ }));
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: /Kunden Nord/ }));
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses more than 36 characters with the spec text and keeps editing', async () => {
    const onSave = vi.fn();
    const { user } = renderWithKit(<EditableTag tag="" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Tag hinzufügen' }));
    const input = screen.getByRole('textbox', { name: 'Tag' });
    await user.type(input, 'a'.repeat(36));
    expect(input).toHaveAccessibleDescription(/36\/36 Zeichen/);
    await user.type(input, 'b{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Die maximale Zeichenanzahl für den Namen beträgt 36');
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('speaks English and waits while saving', () => {
    renderWithKit(<EditableTag tag="North customers" onSave={vi.fn()} saving />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Edit tag “North customers”' })).toBeDisabled();
  });
});

describe('validateTagInput', () => {
  it('checks the trimmed text in characters', () => {
    expect(validateTagInput('   ')).toBe('empty');
    expect(validateTagInput(` ${'x'.repeat(36)} `)).toBe('ok');
    expect(validateTagInput('x'.repeat(37))).toBe('too_long');
    expect(validateTagInput('😀'.repeat(36))).toBe('ok');
    expect(validateTagInput('abcd', 3)).toBe('too_long');
  });
});
