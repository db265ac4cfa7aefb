import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { SignInForm } from './SignInForm.tsx';
import type { CountdownTimers } from './useCountdown.ts';

/** A clock that never ticks, so a story can show one moment of a countdown. */
const frozenClock: CountdownTimers = { now: () => 0, setInterval: () => 0, clearInterval: () => {} };

const meta = {
  title: 'ui-kit/Auth/SignInForm',
  component: SignInForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [
    // The login page centres the form in a narrow card; the form fills what it is given.
    (Story) => (
      <Box
        sx={{
          maxWidth: 400,
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
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid input is sent with the e-mail trimmed. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }),
      ' anna.schmidt@mueller-logistik.de ',
    );
    await userEvent.type(canvas.getByLabelText(/^Passwort/, { selector: 'input' }), 'Sommer2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'anna.schmidt@mueller-logistik.de',
      password: 'Sommer2026!',
    });
    await waitForRipples();
  },
};

/** Sending the empty form names both missing fields and moves the focus to the first one. */
export const MissingFields: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    const email = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein');
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(/^Passwort/, { selector: 'input' })).toHaveAccessibleDescription(
      'Bitte geben Sie Ihr Passwort ein',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitForRipples();
  },
};

/** An address without a domain is caught as soon as the user leaves the field. */
export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(email, 'anna.schmidt@mueller-logistik');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    await expect(canvas.getByLabelText(/^Passwort/, { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The request is running: the button shows progress and cannot be pressed again. */
export const Submitting: Story = {
  args: { submitting: true, initialEmail: 'anna.schmidt@mueller-logistik.de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  },
};

/** Wrong credentials, two attempts left. */
export const LoginFailed: Story = {
  args: {
    error: { type: 'login_failed', attemptsLeft: 2 },
    initialEmail: 'anna.schmidt@mueller-logistik.de',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Die Anmeldedaten sind nicht korrekt. Sie haben noch 2 Versuche.',
    );
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  },
};

/** Wrong credentials, the last attempt left (singular). */
export const LastAttemptLeft: Story = {
  args: {
    error: { type: 'login_failed', attemptsLeft: 1 },
    initialEmail: 'anna.schmidt@mueller-logistik.de',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sie haben noch 1 Versuch.');
  },
};

/** The last allowed failure locks sign-in for a while; the seconds count down and the button waits. */
export const AttemptsExhausted: Story = {
  args: { error: { type: 'login_attempts_exhausted', retryAfterSeconds: 45 } },
  // No visual baseline: the real clock counts down, so the picture shows 45 or 44 seconds by timing;
  // the same alert on a frozen clock is compared in OneSecondLeft and Blocked.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^Sie haben keine Anmeldeversuche mehr\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/,
    );
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  },
};

/** One second left (singular), on a frozen clock. */
export const OneSecondLeft: Story = {
  args: { error: { type: 'too_many_requests', retryAfterSeconds: 1 }, timers: frozenClock },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Zu viele Anmeldeversuche in kurzer Zeit. Bitte versuchen Sie es in 1 Sekunde erneut.',
    );
  },
};

/** A locked account; long waits are said in minutes. */
export const Blocked: Story = {
  args: { error: { type: 'login_blocked', retryAfterSeconds: 900 }, timers: frozenClock },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ihr Zugang ist vorübergehend gesperrt. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  },
};

/** The wait is over: the form says so and the button works again. */
export const LockoutOver: Story = {
  args: { error: { type: 'login_attempts_exhausted', retryAfterSeconds: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sie können es jetzt erneut versuchen.');
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  },
};

/** Any other failure: the app passes the message it got. */
export const OtherError: Story = {
  args: {
    error: {
      type: 'other',
      message: 'Der Anmeldedienst antwortet nicht. Bitte versuchen Sie es später erneut.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Anmeldung ist fehlgeschlagen.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Anmeldedienst antwortet nicht.');
  },
};

/** The eye button shows the typed password. */
export const ShowPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(/^Passwort/, { selector: 'input' });
    await userEvent.type(password, 'Sommer2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort anzeigen' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Passwort verbergen' })).toBeVisible();
  },
};

export const English: Story = {
  args: { error: { type: 'login_failed', attemptsLeft: 1 } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The login details are incorrect. You have 1 attempt left.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

export const French: Story = {
  args: { error: { type: 'login_failed', attemptsLeft: 3 } },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Les identifiants de connexion sont incorrects. Il vous reste 3 tentatives.',
    );
  },
};
