import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { AppHeader } from './AppHeader.tsx';
import { longGermanName, portraitBase64, portraitDataUrl } from './AppHeader.fixtures.ts';

function renderHeader(props: Partial<Parameters<typeof AppHeader>[0]> = {}, locale: 'de' | 'en' = 'de') {
  const handlers = { onToggleMenu: vi.fn(), onOpenReleaseNotes: vi.fn(), onLogout: vi.fn() };
  const result = renderWithKit(
    <AppHeader
      menuOpen
      fullName="Anna-Lena Schmidt"
      pictureUrl={portraitBase64}
      settingsUrl="https://login.datacare.de/konto/einstellungen"
      {...handlers}
      {...props}
    />,
    { locale },
  );
  return { ...result, ...handlers };
}

describe('AppHeader', () => {
  it('shows wordmark, name and the signed-in actions in German', async () => {
    const { user, onToggleMenu, onOpenReleaseNotes, onLogout } = renderHeader();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByText('Datacare')).toBeVisible();
    expect(screen.getByText('Anna-Lena Schmidt')).toBeVisible();

    const toggle = screen.getByRole('button', { name: 'Hauptmenü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(onToggleMenu).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Versionshinweise' }));
    expect(onOpenReleaseNotes).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalledTimes(1);

    const settings = screen.getByRole('link', { name: 'Kontoeinstellungen (öffnet in neuem Tab)' });
    expect(settings).toHaveAttribute('href', 'https://login.datacare.de/konto/einstellungen');
    expect(settings).toHaveAttribute('target', '_blank');
    expect(settings).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens same-origin settings in the app with onOpenSettings, keeping the href for a new tab', async () => {
    const onOpenSettings = vi.fn();
    const { user } = renderHeader({ settingsUrl: '/account', onOpenSettings });
    const settings = screen.getByRole('link', { name: 'Kontoeinstellungen' });
    expect(settings).toHaveAttribute('href', '/account');
    expect(settings).not.toHaveAttribute('target');
    expect(settings).not.toHaveAttribute('rel');
    await user.click(settings);
    expect(onOpenSettings).toHaveBeenCalledTimes(1);

    // A click with Ctrl (or Cmd, Shift) is the browser's: open a new tab or window, no in-app navigation.
    // (jsdom cannot open one, so the test stops the browser's default itself.)
    settings.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Control>}');
    await user.click(settings);
    await user.keyboard('{/Control}');
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('names the in-app settings link in English without the new-tab hint', () => {
    renderHeader({ settingsUrl: '/account', onOpenSettings: vi.fn() }, 'en');
    expect(screen.getByRole('link', { name: 'Account settings' })).toBeVisible();
  });

  it('speaks English', () => {
    renderHeader({ hasUnreadReleaseNotes: true, menuOpen: false }, 'en');
    expect(screen.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Release notes (new version available)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Account settings (opens in a new tab)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('names the unread release notes in words, not only with the dot', () => {
    renderHeader({ hasUnreadReleaseNotes: true });
    expect(screen.getByRole('button', { name: 'Versionshinweise (neue Version verfügbar)' })).toBeVisible();
  });

  it('shows the release notes as news (a megaphone), not as a warning badge', () => {
    renderHeader({ hasUnreadReleaseNotes: true });
    const button = screen.getByRole('button', { name: 'Versionshinweise (neue Version verfügbar)' });
    // MUI names each icon's svg after the icon; the former NewReleases badge read as an error.
    expect(button.querySelector('[data-testid="CampaignOutlinedIcon"]')).not.toBeNull();
    expect(button.querySelector('[data-testid="NewReleasesOutlinedIcon"]')).toBeNull();
  });

  it('cuts a long name to 60 characters and shows the full name on hover', async () => {
    const { user } = renderHeader({ fullName: longGermanName });
    const shown = screen.getByText('Prof. Dr. Maximiliane Sophie Charlotte von Hohenzollern-Sig…');
    expect(shown).toBeVisible();
    // Screen readers get the whole name.
    expect(screen.getByText(longGermanName)).toBeInTheDocument();
    await user.hover(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(longGermanName);
  });

  it('builds the avatar image from raw base64 or uses a data URL as it is', () => {
    const { container, unmount } = renderHeader();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      `data:image/svg+xml;base64,${portraitBase64.data}`,
    );
    unmount();
    const second = renderHeader({ pictureUrl: portraitDataUrl });
    expect(second.container.querySelector('img')).toHaveAttribute('src', portraitDataUrl.data);
  });

  it('falls back to initials without a picture', () => {
    renderHeader({ pictureUrl: null, fullName: 'Jürgen Weiß' });
    expect(screen.getByText('JW')).toBeInTheDocument();
  });

  it('shows only logo and menu toggle when signed out', () => {
    renderHeader({ signedIn: false });
    expect(screen.getByText('Datacare')).toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Anna-Lena Schmidt')).not.toBeInTheDocument();
  });

  it('takes a custom logo, texts and the id of the menu it controls', () => {
    renderHeader({
      logo: <img src="/logo.svg" alt="Datacare Logo" />,
      menuId: 'side-menu',
      menuLabel: 'Navigation',
      logoutLabel: 'Ausloggen',
    });
    expect(screen.getByRole('img', { name: 'Datacare Logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Navigation' })).toHaveAttribute('aria-controls', 'side-menu');
    expect(screen.getByRole('button', { name: 'Ausloggen' })).toBeVisible();
  });
});
