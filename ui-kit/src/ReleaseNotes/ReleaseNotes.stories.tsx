import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { ReleaseNotes } from './ReleaseNotes.tsx';
import { germanReleaseNotes } from './ReleaseNotes.fixtures.ts';

const meta = {
  title: 'ui-kit/Shell/ReleaseNotes',
  component: ReleaseNotes,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), notes: germanReleaseNotes, currentVersion: 'V1.21' },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof ReleaseNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three releases, the running version V1.21 marked. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Versionshinweise');
    const current = within(dialog).getByRole('region', { name: 'V1.21' });
    await expect(within(current).getByText('Aktuelle Version')).toBeVisible();
    await expect(within(current).getByText('12. März 2026')).toBeVisible();
    await expect(within(current).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(within(dialog).getByRole('region', { name: 'V1.20' })).queryByText('Aktuelle Version'),
    ).toBeNull();
  },
};

/** The close button hands over to the app, which stores V1.21 as read. */
export const Close: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Versionshinweise');
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Escape closes too. */
export const CloseWithEscape: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Versionshinweise');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Without `currentVersion` the newest entry counts as current. */
export const NewestIsCurrent: Story = {
  args: { currentVersion: undefined, notes: germanReleaseNotes.slice(1) },
  play: async () => {
    await findDialog('Versionshinweise');
    const newest = screen.getByRole('region', { name: 'V1.20' });
    await expect(within(newest).getByText('Aktuelle Version')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async () => {
    await findDialog('Versionshinweise');
    await expect(screen.getByText('Es liegen noch keine Versionshinweise vor.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    notes: [
      {
        version: 'V1.21',
        date: '2026-03-12',
        items: ['New login with email address and password, with a lock after too many failed attempts.'],
      },
    ],
  },
  play: async () => {
    await findDialog('Release notes');
    await expect(screen.getByText('Current version')).toBeVisible();
    await expect(screen.getByText('March 12, 2026')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    notes: [
      {
        version: 'V1.21',
        date: '2026-03-12',
        items: ['Nouvelle connexion par adresse e-mail et mot de passe.'],
      },
    ],
  },
  play: async () => {
    await findDialog('Notes de version');
    await expect(screen.getByText('12 mars 2026')).toBeVisible();
  },
};
