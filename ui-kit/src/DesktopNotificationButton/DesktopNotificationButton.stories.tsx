import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { DesktopNotificationButton } from './DesktopNotificationButton.tsx';

const meta = {
  title: 'ui-kit/Status/DesktopNotificationButton',
  component: DesktopNotificationButton,
  tags: ['autodocs'],
  args: { permission: 'default', onRequest: fn() },
} satisfies Meta<typeof DesktopNotificationButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked yet: the button asks the browser. */
export const Ask: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Benachrichtigen, wenn fertig' }));
    await expect(args.onRequest).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** The browser's question is open. */
export const Requesting: Story = {
  args: { requesting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Benachrichtigen, wenn fertig/ })).toBeDisabled();
  },
};

/** Allowed: a switch, on by default; the app remembers when it is turned off. */
export const Granted: Story = {
  args: { permission: 'granted', onEnabledChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Desktop-Benachrichtigung' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/Sie erhalten eine Desktop-Benachrichtigung/);
    await userEvent.click(toggle);
    await expect(args.onEnabledChange).toHaveBeenCalledWith(false);
  },
};

/** Allowed, but turned off by the user. */
export const GrantedOff: Story = {
  args: { permission: 'granted', enabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Desktop-Benachrichtigung' })).not.toBeChecked();
    await expect(canvas.getByText(/Sie erhalten keine Desktop-Benachrichtigung/)).toBeVisible();
  },
};

/** Blocked by the user: a lasting warning (spec 8). */
export const Denied: Story = {
  args: { permission: 'denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/blockiert/);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The browser cannot notify: nothing is shown. */
export const Unsupported: Story = {
  args: { permission: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notify me when finished' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { permission: 'denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Les notifications sont bloquées/);
  },
};
