import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { CountdownTimers } from '../SignInForm/useCountdown.ts';
import { waitForRipples } from '../test/stories.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** A clock that never ticks, so a story can show one moment of a countdown. */
const frozenClock: CountdownTimers = { now: () => 0, setInterval: () => 0, clearInterval: () => {} };

const meta = {
  title: 'ui-kit/Auth/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), username: 'anna.schmidt@mueller-logistik.de' },
  decorators: [
    // The account page shows the form in a card of moderate width; the form fills what it is given.
    (Story) => (
      <Box
        sx={{
          maxWidth: 480,
          p: 3,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const currentField = (canvas: Canvas) => canvas.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
const newField = (canvas: Canvas) => canvas.getByLabelText(/^Neues Passwort\s*\*?$/, { selector: 'input' });
const repeatField = (canvas: Canvas) =>
  canvas.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' });

/** Valid input sends the current and the new password. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(newField(canvas)).toHaveAccessibleDescription('Mindestens 8 Zeichen');
    await userEvent.type(currentField(canvas), 'Sommer2026!');
    await userEvent.type(newField(canvas), 'Herbst-2026-neu');
    await userEvent.type(repeatField(canvas), 'Herbst-2026-neu');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Sommer2026!',
      newPassword: 'Herbst-2026-neu',
    });
    await waitForRipples();
  },
};

/** Sending the empty form names every missing field and focuses the first. */
export const MissingFields: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(currentField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(currentField(canvas)).toHaveAccessibleDescription(
      'Bitte geben Sie Ihr aktuelles Passwort ein',
    );
    await expect(currentField(canvas)).toHaveFocus();
    await expect(newField(canvas)).toHaveAccessibleDescription('Bitte geben Sie ein neues Passwort ein');
    await expect(repeatField(canvas)).toHaveAccessibleDescription('Bitte wiederholen Sie das neue Passwort');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitForRipples();
  },
};

/** A new password under 8 characters is caught as soon as the user leaves the field. */
export const TooShort: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(newField(canvas), 'kurz12');
    await userEvent.tab();
    await expect(newField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(newField(canvas)).toHaveAccessibleDescription(
      'Das neue Passwort muss mindestens 8 Zeichen lang sein',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The repetition differs from the new password (a typo the user cannot see). */
export const RepeatMismatch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(currentField(canvas), 'Sommer2026!');
    await userEvent.type(newField(canvas), 'Herbst-2026-neu');
    await userEvent.type(repeatField(canvas), 'Herbst-2026-nue');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(repeatField(canvas)).toHaveAccessibleDescription(
      'Die beiden Eingaben stimmen nicht überein',
    );
    await expect(repeatField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitForRipples();
  },
};

/** The request is running: the button shows progress and cannot be pressed again. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
  },
};

/** The server says the current password is wrong: the message is on that field, which has the focus. */
export const WrongCurrentPassword: Story = {
  args: { error: { type: 'wrong_password' } },
  play: async ({ canvas }) => {
    await expect(currentField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(currentField(canvas)).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt');
    await expect(currentField(canvas)).toHaveFocus();
  },
};

/** The server refuses a new password equal to the current one. */
export const Unchanged: Story = {
  args: { error: { type: 'password_unchanged' } },
  play: async ({ canvas }) => {
    await expect(newField(canvas)).toHaveAccessibleDescription(
      'Das neue Passwort muss sich vom aktuellen unterscheiden',
    );
  },
};

/** Too many attempts from this address: the wait counts down and the button waits. */
export const TooManyRequests: Story = {
  args: { error: { type: 'too_many_requests', retryAfterSeconds: 45 }, timers: frozenClock },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in 45 Sekunden erneut.',
    );
    await expect(canvas.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
  },
};

/** Any other failure: the app passes the message it got. */
export const OtherError: Story = {
  args: { error: { type: 'other', message: 'internal_error: Der Dienst ist gerade nicht verfügbar.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Das Passwort konnte nicht geändert werden.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Dienst ist gerade nicht verfügbar.');
  },
};

/** Changed: a success message, the fields are empty again. */
export const Success: Story = {
  args: { success: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ihr Passwort wurde geändert. Auf anderen Geräten wurden Sie abgemeldet.',
    );
    await expect(currentField(canvas)).toHaveValue('');
  },
};

/** The checkbox shows all three passwords as typed. */
export const ShowPasswords: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(newField(canvas), 'Herbst-2026-neu');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Passwörter anzeigen' }));
    await expect(newField(canvas)).toHaveAttribute('type', 'text');
    await expect(currentField(canvas)).toHaveAttribute('type', 'text');
    await expect(repeatField(canvas)).toHaveAttribute('type', 'text');
  },
};

export const English: Story = {
  args: { error: { type: 'wrong_password' } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const current = canvas.getByLabelText(/^Current password/, { selector: 'input' });
    await expect(current).toHaveAccessibleDescription('The current password is not correct');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

export const French: Story = {
  args: { success: true },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre mot de passe a été modifié.');
    await expect(canvas.getByRole('button', { name: 'Changer le mot de passe' })).toBeVisible();
  },
};
