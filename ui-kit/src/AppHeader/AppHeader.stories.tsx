import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { AppHeader } from './AppHeader.tsx';
import { longGermanName, portraitBase64, portraitDataUrl } from './AppHeader.fixtures.ts';

const meta = {
  title: 'ui-kit/Shell/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    menuOpen: true,
    onToggleMenu: fn(),
    fullName: 'Anna-Lena Schmidt',
    pictureUrl: portraitBase64,
    hasUnreadReleaseNotes: false,
    onOpenReleaseNotes: fn(),
    settingsUrl: 'https://login.datacare.de/konto/einstellungen',
    onLogout: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with a profile picture sent as raw base64. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Datacare')).toBeVisible();
    await expect(canvas.getByText('Anna-Lena Schmidt')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Hauptmenü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleMenu).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Versionshinweise' }));
    await expect(args.onOpenReleaseNotes).toHaveBeenCalledOnce();
    const settings = canvas.getByRole('link', { name: 'Kontoeinstellungen (öffnet in neuem Tab)' });
    await expect(settings).toHaveAttribute('href', 'https://login.datacare.de/konto/einstellungen');
    await expect(settings).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A newer version than the last one read: a dot on the button, and its name says so. */
export const UnreadReleaseNotes: Story = {
  args: { hasUnreadReleaseNotes: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Versionshinweise (neue Version verfügbar)' }));
    await expect(args.onOpenReleaseNotes).toHaveBeenCalledOnce();
  },
};

/** A 67-character name is cut to 60 characters; hovering shows the full name. */
export const LongNameUnreadNotes: Story = {
  args: { fullName: longGermanName, hasUnreadReleaseNotes: true },
  play: async ({ canvas, userEvent }) => {
    const shown = canvas.getByText('Prof. Dr. Maximiliane Sophie Charlotte von Hohenzollern-Sig…');
    await expect(shown).toBeVisible();
    await userEvent.hover(shown);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(longGermanName);
  },
};

/** No picture on the account: the avatar shows the initials. */
export const WithoutPicture: Story = {
  args: { pictureUrl: null, fullName: 'Jürgen Weiß' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JW')).toBeInTheDocument();
  },
};

/** The API sent the picture already as a data URL; it is used unchanged. */
export const PictureAsDataUrl: Story = {
  args: { pictureUrl: portraitDataUrl },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('src', portraitDataUrl.data);
  },
};

/**
 * The built-in login service's settings are the app's own page (/account): with `onOpenSettings` a
 * click stays in the tab and the app navigates, the link keeps its href for opening a new tab.
 */
export const SettingsInApp: Story = {
  args: { settingsUrl: '/account', onOpenSettings: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const settings = canvas.getByRole('link', { name: 'Kontoeinstellungen' });
    await expect(settings).toHaveAttribute('href', '/account');
    await expect(settings).not.toHaveAttribute('target');
    await userEvent.click(settings);
    await expect(args.onOpenSettings).toHaveBeenCalledOnce();
  },
};

/** The side menu is hidden; the toggle says so with aria-expanded=false. */
export const MenuClosed: Story = {
  args: { menuOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hauptmenü' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On the login page: only logo and menu toggle. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Datacare')).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByText('Anna-Lena Schmidt')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  args: { hasUnreadReleaseNotes: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Release notes (new version available)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account settings (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notes de version' })).toBeVisible();
  },
};
