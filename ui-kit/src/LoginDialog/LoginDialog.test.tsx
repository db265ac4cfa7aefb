import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { LoginDialog, type LoginState } from './LoginDialog.tsx';

function renderDialog(
  state: LoginState,
  props: Partial<Parameters<typeof LoginDialog>[0]> = {},
  locale: 'de' | 'en' | 'fr' = 'de',
) {
  const onLogin = vi.fn();
  const onContinue = vi.fn();
  const result = renderWithKit(
    <LoginDialog state={state} onLogin={onLogin} onContinue={onContinue} {...props} />,
    {
      locale,
    },
  );
  return { ...result, onLogin, onContinue };
}

describe('LoginDialog', () => {
  it('offers the login when logged out', async () => {
    const { user, onLogin } = renderDialog('loggedOut');
    const dialog = screen.getByRole('dialog', { name: 'Anmelden' });
    expect(dialog).toHaveAccessibleDescription(
      'Melden Sie sich an, um Ihre Firmendaten abzugleichen, zu prüfen und anzureichern.',
    );
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('offers to continue when logged in', async () => {
    const { user, onLogin, onContinue } = renderDialog('loggedIn');
    expect(screen.getByRole('dialog', { name: 'Sie sind angemeldet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('names the sister product the user comes from', () => {
    renderDialog('loggedOutFromTarget');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Sie kommen aus Target. Melden Sie sich an, um mit Ihrer Auswahl in Datacare weiterzuarbeiten.',
    );
  });

  it('uses a given target name when logged in from the sister product', () => {
    renderDialog('loggedInFromTarget', { targetName: 'Target Vertrieb' });
    expect(screen.getByRole('dialog', { name: 'Sie sind angemeldet' })).toHaveAccessibleDescription(
      'Sie kommen aus Target Vertrieb und sind bereits angemeldet. Ihre Auswahl wird übernommen.',
    );
  });

  it('speaks English and French', () => {
    const { unmount } = renderDialog('loggedInFromTarget', {}, 'en');
    expect(screen.getByRole('dialog', { name: 'You are logged in' })).toHaveAccessibleDescription(
      'You are coming from Target and are already logged in. Your selection will be carried over.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
    unmount();
    renderDialog('loggedOut', {}, 'fr');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  it('disables the button while busy', () => {
    renderDialog('loggedOut', { busy: true });
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  });

  it('shows an error above the button', () => {
    renderDialog('loggedOut', { error: 'Der Anmeldedienst ist gerade nicht erreichbar.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Der Anmeldedienst ist gerade nicht erreichbar.');
  });

  it('stays open on Escape', async () => {
    const { user } = renderDialog('loggedOut');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });

  it('takes its own texts', () => {
    renderDialog('loggedOut', { title: 'Willkommen', text: 'Bitte anmelden.', loginLabel: 'Zum Login' });
    expect(screen.getByRole('dialog', { name: 'Willkommen' })).toHaveAccessibleDescription('Bitte anmelden.');
    expect(screen.getByRole('button', { name: 'Zum Login' })).toBeVisible();
  });
});
