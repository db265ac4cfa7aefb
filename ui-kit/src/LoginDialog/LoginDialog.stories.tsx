import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { LoginDialog } from './LoginDialog.tsx';

const meta = {
  title: 'ui-kit/Auth/LoginDialog',
  component: LoginDialog,
  tags: ['autodocs'],
  args: { state: 'loggedOut', onLogin: fn(), onContinue: fn() },
  parameters: {
    layout: 'fullscreen',
    // Every story is an open modal dialog: give each its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not logged in: one button that hands over to the login service. */
export const LoggedOut: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Anmelden');
    await expect(dialog).toHaveAccessibleDescription(/Melden Sie sich an, um Ihre Firmendaten abzugleichen/);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Already logged in: "Weiter" lets the app redirect. */
export const LoggedIn: Story = {
  args: { state: 'loggedIn' },
  play: async ({ args, userEvent }) => {
    await findDialog('Sie sind angemeldet');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onLogin).not.toHaveBeenCalled();
    await waitForRipples();
  },
};

/** Coming from the sister product, not logged in yet. */
export const LoggedOutFromTarget: Story = {
  args: { state: 'loggedOutFromTarget' },
  play: async () => {
    await expect(await findDialog('Anmelden')).toHaveAccessibleDescription(
      /^Sie kommen aus Target\. Melden Sie sich an/,
    );
  },
};

/** Coming from the sister product and logged in: the selection is taken over. */
export const LoggedInFromTarget: Story = {
  args: { state: 'loggedInFromTarget', targetName: 'Target Vertrieb' },
  play: async () => {
    await expect(await findDialog('Sie sind angemeldet')).toHaveAccessibleDescription(
      /^Sie kommen aus Target Vertrieb und sind bereits angemeldet/,
    );
    await expect(screen.getByRole('button', { name: 'Weiter' })).toBeVisible();
  },
};

/** The login URL is being fetched: the button shows progress and cannot be pressed twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await findDialog('Anmelden');
    await expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    await expect(screen.getByRole('progressbar')).toBeInTheDocument();
  },
};

/** Fetching the login URL failed; the app passes its translated message, the user can try again. */
export const Error: Story = {
  args: {
    error: 'Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  play: async () => {
    await findDialog('Anmelden');
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'Der Anmeldedienst ist gerade nicht erreichbar.',
    );
    await expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  },
};

/** Escape and backdrop clicks leave the dialog open. */
export const NotDismissable: Story = {
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Anmelden');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const English: Story = {
  args: { state: 'loggedOutFromTarget' },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await findDialog('Log in')).toHaveAccessibleDescription(/^You are coming from Target\./);
    await expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

export const French: Story = {
  args: { state: 'loggedInFromTarget' },
  globals: { locale: 'fr' },
  play: async () => {
    await findDialog('Vous êtes connecté');
    await expect(screen.getByRole('button', { name: 'Continuer' })).toBeVisible();
  },
};
