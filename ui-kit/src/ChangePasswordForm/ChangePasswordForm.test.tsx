import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import type { CountdownTimers } from '../SignInForm/useCountdown.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { changePasswordSchema } from './changePasswordValidation.ts';

const currentField = (name: RegExp = /^Aktuelles Passwort/) =>
  screen.getByLabelText(name, { selector: 'input' });
const newField = (name: RegExp = /^Neues Passwort\s*\*?$/) =>
  screen.getByLabelText(name, { selector: 'input' });
const repeatField = (name: RegExp = /^Neues Passwort wiederholen/) =>
  screen.getByLabelText(name, { selector: 'input' });
const submit = (name = 'Passwort ändern') => screen.getByRole('button', { name });

/** A hand-driven clock: `advance(ms)` moves time and fires the interval once. */
function manualClock() {
  let now = 0;
  let tick: (() => void) | undefined;
  const timers: CountdownTimers = {
    now: () => now,
    setInterval: (callback) => {
      tick = callback;
      return 1;
    },
    clearInterval: () => {
      tick = undefined;
    },
  };
  const advance = (ms: number) => {
    now += ms;
    act(() => tick?.());
  };
  return { timers, advance };
}

describe('ChangePasswordForm', () => {
  it('sends the current and the new password once all fields are valid', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} />);
    expect(newField()).toHaveAccessibleDescription('Mindestens 8 Zeichen');
    await user.type(currentField(), 'Sommer 2026!');
    await user.type(newField(), 'Herbst-2026-neu');
    await user.type(repeatField(), 'Herbst-2026-neu');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Sommer 2026!',
      newPassword: 'Herbst-2026-neu',
    });
  });

  it('names every missing field after sending, linked to the fields, and focuses the first', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} />);
    expect(currentField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
    expect(currentField()).toHaveAccessibleDescription('Bitte geben Sie Ihr aktuelles Passwort ein');
    expect(currentField()).toHaveFocus();
    expect(newField()).toHaveAccessibleDescription('Bitte geben Sie ein neues Passwort ein');
    expect(repeatField()).toHaveAccessibleDescription('Bitte wiederholen Sie das neue Passwort');

    await user.type(currentField(), 'Sommer2026!');
    expect(currentField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(submit());
    expect(newField()).toHaveFocus();
  });

  it('does not scold empty fields the user merely passes through', async () => {
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    await user.click(currentField());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(currentField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(newField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(repeatField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says a new password is too short once the field is left, and a mismatch once the repetition is', async () => {
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    await user.type(newField(), 'kurz12');
    expect(newField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(newField()).toHaveAccessibleDescription('Das neue Passwort muss mindestens 8 Zeichen lang sein');
    await user.type(repeatField(), 'kurz21');
    expect(repeatField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(repeatField()).toHaveAccessibleDescription('Die beiden Eingaben stimmen nicht überein');
  });

  it('shows what the zod schema says about each field, translated by its key', async () => {
    // The schema's messages are catalogue keys; the form shows their translation, nothing of its own.
    const values = { currentPassword: '', newPassword: 'Herbst-2026', repeatPassword: 'Herbst-2062' };
    const parsed = changePasswordSchema(12).safeParse(values);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['currentPassword', 'currentPasswordMissing'],
      ['newPassword', 'newPasswordTooShort'],
      ['repeatPassword', 'repeatPasswordMismatch'],
    ]);
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} minLength={12} />, {
      locale: 'en',
    });
    await user.type(newField(/^New password\s*\*?$/), values.newPassword);
    await user.type(repeatField(/^Repeat new password/), values.repeatPassword);
    await user.click(submit('Change password'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(currentField(/^Current password/)).toHaveAccessibleDescription(
      'Please enter your current password',
    );
    expect(newField(/^New password\s*\*?$/)).toHaveAccessibleDescription(
      'The new password must be at least 12 characters long',
    );
    expect(repeatField(/^Repeat new password/)).toHaveAccessibleDescription('The two entries do not match');
    expect(currentField(/^Current password/)).toHaveFocus();
  });

  it('takes another minimum length', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} minLength={12} />, {
      locale: 'en',
    });
    expect(newField(/^New password\s*\*?$/)).toHaveAccessibleDescription('At least 12 characters');
    await user.type(currentField(/^Current password/), 'Sommer2026!');
    await user.type(newField(/^New password\s*\*?$/), 'Herbst-2026');
    await user.type(repeatField(/^Repeat new password/), 'Herbst-2026');
    await user.click(submit('Change password'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(newField(/^New password\s*\*?$/)).toHaveAccessibleDescription(
      'The new password must be at least 12 characters long',
    );
  });

  it('refuses a new password equal to the current one and a repetition that does not match', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} />);
    await user.type(currentField(), 'Sommer2026!');
    await user.type(newField(), 'Sommer2026!');
    await user.type(repeatField(), 'Sommer2062!');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(newField()).toHaveAccessibleDescription('Das neue Passwort muss sich vom aktuellen unterscheiden');
    expect(repeatField()).toHaveAccessibleDescription('Die beiden Eingaben stimmen nicht überein');
    expect(newField()).toHaveFocus();
  });

  it('shows a wrong current password on that field, focuses it, and clears it once edited', async () => {
    const { user } = renderWithKit(
      <ChangePasswordForm onSubmit={vi.fn()} error={{ type: 'wrong_password' }} />,
    );
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
    expect(currentField()).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt');
    expect(currentField()).toHaveFocus();
    await user.type(currentField(), 'x');
    expect(currentField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the next server answer again, even of the same kind', async () => {
    const { user, rerender } = renderWithKit(
      <ChangePasswordForm onSubmit={vi.fn()} error={{ type: 'wrong_password' }} />,
    );
    await user.type(currentField(), 'x');
    expect(currentField()).not.toHaveAttribute('aria-invalid', 'true');
    rerender(<ChangePasswordForm onSubmit={vi.fn()} error={{ type: 'wrong_password' }} />);
    expect(currentField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts a server answer about the new password on the new field', () => {
    renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} error={{ type: 'password_too_short' }} />, {
      locale: 'fr',
    });
    expect(newField(/^Nouveau mot de passe\s*\*?$/)).toHaveAccessibleDescription(
      'Le nouveau mot de passe doit comporter au moins 8 caractères',
    );
  });

  it('counts too many attempts down, blocks sending meanwhile and says when it is over', () => {
    const { timers, advance } = manualClock();
    renderWithKit(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        error={{ type: 'too_many_requests', retryAfterSeconds: 2 }}
        timers={timers}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in 2 Sekunden erneut.',
    );
    expect(submit()).toBeDisabled();
    advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte versuchen Sie es in 1 Sekunde erneut.');
    advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Sie können es jetzt erneut versuchen.');
    expect(submit()).toBeEnabled();
  });

  it('says long waits in minutes', () => {
    const { timers } = manualClock();
    renderWithKit(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        error={{ type: 'too_many_requests', retryAfterSeconds: 290 }}
        timers={timers}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in 5 minutes.');
  });

  it('shows any other message under a title', () => {
    renderWithKit(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        error={{ type: 'other', message: 'Dienst nicht erreichbar.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Das Passwort konnte nicht geändert werden.Dienst nicht erreichbar.',
    );
  });

  it('says the change went through and empties the fields', async () => {
    const { user, rerender } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    await user.type(currentField(), 'Sommer2026!');
    await user.type(newField(), 'Herbst-2026-neu');
    rerender(<ChangePasswordForm onSubmit={vi.fn()} success />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ihr Passwort wurde geändert. Auf anderen Geräten wurden Sie abgemeldet.',
    );
    expect(currentField()).toHaveValue('');
    expect(newField()).toHaveValue('');
    // No leftover "missing" errors on the emptied fields.
    expect(currentField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the button while submitting', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={onSubmit} submitting />);
    expect(submit()).toBeDisabled();
    await user.type(currentField(), 'Sommer2026!{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the passwords with one checkbox', async () => {
    const { user } = renderWithKit(<ChangePasswordForm onSubmit={vi.fn()} />);
    expect(currentField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Passwörter anzeigen' }));
    for (const field of [currentField(), newField(), repeatField()])
      expect(field).toHaveAttribute('type', 'text');
  });

  it('tells password managers which account and which fields are which', () => {
    const { container } = renderWithKit(
      <ChangePasswordForm onSubmit={vi.fn()} username="anna.schmidt@mueller-logistik.de" />,
    );
    const username = container.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('anna.schmidt@mueller-logistik.de');
    expect(username).not.toBeVisible();
    expect(currentField()).toHaveAttribute('autocomplete', 'current-password');
    expect(newField()).toHaveAttribute('autocomplete', 'new-password');
    expect(repeatField()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('lets texts be overridden', async () => {
    const { user } = renderWithKit(
      <ChangePasswordForm
        onSubmit={vi.fn()}
        submitLabel="Speichern"
        currentPasswordLabel="Bisheriges Passwort"
        fieldErrorTexts={{ currentPasswordMissing: 'Bisheriges Passwort fehlt' }}
      />,
    );
    await user.click(submit('Speichern'));
    expect(currentField(/^Bisheriges Passwort/)).toHaveAccessibleDescription('Bisheriges Passwort fehlt');
  });
});
