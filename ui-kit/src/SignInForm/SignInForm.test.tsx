import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createKitI18n } from '../i18n/createKitI18n.ts';
import { renderWithKit } from '../test/render.tsx';
import { SignInForm, type SignInError } from './SignInForm.tsx';
import { signInSchema } from './signInValidation.ts';
import type { CountdownTimers } from './useCountdown.ts';

const emailField = (name = 'E-Mail-Adresse') => screen.getByRole('textbox', { name });
const passwordField = (name: RegExp = /^Passwort/) => screen.getByLabelText(name, { selector: 'input' });

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

describe('SignInForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the trimmed e-mail and the password', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<SignInForm onSubmit={onSubmit} />);
    await user.type(emailField(), '  anna.schmidt@mueller-logistik.de ');
    await user.type(passwordField(), 'Sommer 2026!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'anna.schmidt@mueller-logistik.de',
      password: 'Sommer 2026!',
    });
  });

  it('names missing fields after sending, linked to the fields, and focuses the first', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<SignInForm onSubmit={onSubmit} />);
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein');
    expect(emailField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Bitte geben Sie Ihr Passwort ein');

    // Fixing the fields clears the messages as the user types.
    await user.type(emailField(), 'anna.schmidt@mueller-logistik.de');
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(passwordField()).toHaveFocus();
  });

  it('reports invalid e-mail syntax when the field is left, in English', async () => {
    const { user } = renderWithKit(<SignInForm onSubmit={vi.fn()} />, { locale: 'en' });
    await user.type(emailField('Email address'), 'anna.schmidt@');
    expect(emailField('Email address')).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(emailField('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
    // Tabbing through an empty password is not scolded before sending.
    await user.tab();
    await user.tab();
    expect(passwordField(/^Password/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['de', 'Bitte geben Sie eine gültige E-Mail-Adresse ein', 'Bitte geben Sie Ihr Passwort ein'],
    ['en', 'Please enter a valid email address', 'Please enter your password'],
    ['fr', 'Veuillez saisir une adresse e-mail valide', 'Veuillez saisir votre mot de passe'],
  ] as const)(
    'shows what the zod schema says about each field, translated by its key (%s)',
    async (locale, email, password) => {
      // The schema's messages are catalogue keys; the form shows their translation, nothing of its own.
      const parsed = signInSchema.safeParse({ email: ' anna.schmidt@mueller-logistik ', password: '' });
      const keys = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
      expect(keys).toEqual([
        ['email', 'emailInvalid'],
        ['password', 'passwordMissing'],
      ]);
      const { t } = createKitI18n(locale);
      expect([t('signInForm.emailInvalid'), t('signInForm.passwordMissing')]).toEqual([email, password]);

      const onSubmit = vi.fn();
      const { user } = renderWithKit(<SignInForm onSubmit={onSubmit} />, { locale });
      const emailInput = screen.getByRole('textbox', { name: t('signInForm.email') });
      await user.type(emailInput, ' anna.schmidt@mueller-logistik ');
      await user.click(screen.getByRole('button', { name: t('signInForm.submit') }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(emailInput).toHaveAccessibleDescription(email);
      expect(passwordField(new RegExp(`^${t('signInForm.password')}`))).toHaveAccessibleDescription(password);
    },
  );

  it('shows and hides the password', async () => {
    const { user } = renderWithKit(<SignInForm onSubmit={vi.fn()} />);
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Passwort verbergen' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('disables the button while submitting', async () => {
    const onSubmit = vi.fn();
    renderWithKit(
      <SignInForm onSubmit={onSubmit} submitting initialEmail="anna.schmidt@mueller-logistik.de" />,
    );
    expect(emailField()).toHaveValue('anna.schmidt@mueller-logistik.de');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  });

  it.each([
    [2, 'de', 'Die Anmeldedaten sind nicht korrekt. Sie haben noch 2 Versuche.'],
    [1, 'de', 'Die Anmeldedaten sind nicht korrekt. Sie haben noch 1 Versuch.'],
    [1, 'en', 'The login details are incorrect. You have 1 attempt left.'],
    [4, 'en', 'The login details are incorrect. You have 4 attempts left.'],
    [1, 'fr', 'Les identifiants de connexion sont incorrects. Il vous reste 1 tentative.'],
    [2, 'fr', 'Les identifiants de connexion sont incorrects. Il vous reste 2 tentatives.'],
  ] as const)('says %i attempts left in %s', (attemptsLeft, locale, text) => {
    renderWithKit(<SignInForm onSubmit={vi.fn()} error={{ type: 'login_failed', attemptsLeft }} />, {
      locale,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('counts a lockout down, blocks sending meanwhile and says when it is over', async () => {
    const { timers, advance } = manualClock();
    const onSubmit = vi.fn();
    const error: SignInError = { type: 'login_attempts_exhausted', retryAfterSeconds: 3 };
    renderWithKit(
      <SignInForm
        onSubmit={onSubmit}
        error={error}
        timers={timers}
        initialEmail="anna.schmidt@mueller-logistik.de"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sie haben keine Anmeldeversuche mehr. Bitte versuchen Sie es in 3 Sekunden erneut.',
    );
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    advance(2000);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte versuchen Sie es in 1 Sekunde erneut.');
    advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Sie können es jetzt erneut versuchen.');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  });

  it('counts down on the real timer API too (fake timers)', () => {
    vi.useFakeTimers();
    renderWithKit(
      <SignInForm onSubmit={vi.fn()} error={{ type: 'too_many_requests', retryAfterSeconds: 30 }} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many login attempts in a short time. Please try again in 30 seconds.',
    );
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in 1 second.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('You can try again now.');
  });

  it('says long waits in minutes, for a blocked account', () => {
    const { timers } = manualClock();
    renderWithKit(
      <SignInForm
        onSubmit={vi.fn()}
        error={{ type: 'login_blocked', retryAfterSeconds: 890 }}
        timers={timers}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Votre compte est temporairement bloqué. Veuillez réessayer dans 15 minutes.',
    );
  });

  it('shows any other message under a title', () => {
    renderWithKit(
      <SignInForm onSubmit={vi.fn()} error={{ type: 'other', message: 'Dienst nicht erreichbar.' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Anmeldung ist fehlgeschlagen.Dienst nicht erreichbar.',
    );
  });

  it('lets texts be overridden', async () => {
    const { user } = renderWithKit(
      <SignInForm
        onSubmit={vi.fn()}
        emailLabel="Benutzername"
        submitLabel="Einloggen"
        fieldErrorTexts={{ emailMissing: 'Benutzername fehlt' }}
        error={{ type: 'login_failed', attemptsLeft: 2 }}
        formatAttemptsLeft={(count) => `Noch ${count}.`}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Noch 2.');
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toHaveAccessibleDescription(
      'Benutzername fehlt',
    );
  });
});

describe('sign-in plural texts', () => {
  it.each([
    [
      'de',
      [0, 1, 2, 5],
      [
        'Sie haben noch 0 Versuche.',
        'Sie haben noch 1 Versuch.',
        'Sie haben noch 2 Versuche.',
        'Sie haben noch 5 Versuche.',
      ],
    ],
    [
      'en',
      [0, 1, 2, 5],
      [
        'You have 0 attempts left.',
        'You have 1 attempt left.',
        'You have 2 attempts left.',
        'You have 5 attempts left.',
      ],
    ],
    // French counts 0 and 1 as singular.
    [
      'fr',
      [0, 1, 2, 5],
      [
        'Il vous reste 0 tentative.',
        'Il vous reste 1 tentative.',
        'Il vous reste 2 tentatives.',
        'Il vous reste 5 tentatives.',
      ],
    ],
  ] as const)('attempts left in %s', (locale, counts, texts) => {
    const { t } = createKitI18n(locale);
    expect(counts.map((count) => t('signInForm.attemptsLeft', { count }))).toEqual(texts);
  });

  it.each([
    ['de', 'Bitte versuchen Sie es in 1 Sekunde erneut.', 'Bitte versuchen Sie es in 45 Sekunden erneut.'],
    ['en', 'Please try again in 1 second.', 'Please try again in 45 seconds.'],
    ['fr', 'Veuillez réessayer dans 1 seconde.', 'Veuillez réessayer dans 45 secondes.'],
  ] as const)('retry in seconds in %s', (locale, one, other) => {
    const { t } = createKitI18n(locale);
    expect(t('signInForm.retryInSeconds', { count: 1 })).toBe(one);
    expect(t('signInForm.retryInSeconds', { count: 45 })).toBe(other);
  });
});
