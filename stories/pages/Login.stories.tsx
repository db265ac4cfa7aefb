import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

/**
 * The login page (/login) and the built-in login service's sign-in page (/signin), with the
 * server's answers played by MSW.
 */
const meta = {
  title: 'Pages/Login',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/login?redirect=%2Fquota'] },
    msw: { handlers: sessionHandlers({ user: null }) },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

// The login dialog renders in a portal on document.body, outside the story's canvas.
export const LoggedOut: Story = {
  play: async () => {
    const login = await screen.findByRole('button', { name: 'Anmelden' });
    // The dialog fades in and the button waits for the session check.
    await waitFor(() => expect(login).toBeEnabled());
    await waitFor(() => expect(login).toBeVisible());
  },
};

export const LoggedOutFromTarget: Story = {
  args: { search: '?fromTarget=true' },
  play: async () => {
    const text = await screen.findByText(/Sie kommen aus/);
    await waitFor(() => expect(text).toBeVisible());
  },
};

export const SignInForm: Story = {
  parameters: { router: { initialEntries: ['/signin?redirect=%2Fquota'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Anmelden' })).toBeVisible();
  },
};

export const WrongPassword: Story = {
  parameters: {
    router: { initialEntries: ['/signin?redirect=%2Fquota'] },
    msw: {
      handlers: [
        http.post('*/backend/auth/signIn', () =>
          HttpResponse.json(
            { errors: [{ type: 'login_failed', message: 'Anmeldedaten falsch', attemptsLeft: 1 }] },
            { status: 401 },
          ),
        ),
        ...sessionHandlers({ user: null }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-Mail-Adresse/), 'anna.schmidt@mueller-logistik.de');
    await userEvent.type(canvas.getByLabelText(/^Passwort\s*\*?$/), 'falsch');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(await canvas.findByText(/noch 1 Versuch\./)).toBeVisible();
  },
};

export const Blocked: Story = {
  parameters: {
    router: { initialEntries: ['/signin?redirect=%2Fquota'] },
    msw: {
      handlers: [
        http.post('*/backend/auth/signIn', () =>
          HttpResponse.json(
            { errors: [{ type: 'login_blocked', message: 'Gesperrt', retryAfterSeconds: 300 }] },
            { status: 429, headers: { 'Retry-After': '300' } },
          ),
        ),
        ...sessionHandlers({ user: null }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-Mail-Adresse/), 'anna.schmidt@mueller-logistik.de');
    await userEvent.type(canvas.getByLabelText(/^Passwort\s*\*?$/), 'falsch');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(await canvas.findByText(/vorübergehend gesperrt/)).toBeVisible();
  },
};

// Visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de and en.

/** The login page as a signed-out user meets it: the dialog on an empty page. */
const loginPage: VisualPage = {
  name: 'login',
  path: '/login?redirect=%2Fquota',
  handlers: () => sessionHandlers({ user: null }),
  ready: async (_context, say) => {
    // The dialog renders in a portal on document.body, fades in and waits for the session check.
    const login = await screen.findByRole('button', { name: say({ de: 'Anmelden', en: 'Log in' }) });
    await waitFor(() => expect(login).toBeEnabled());
    await waitFor(() => expect(login).toBeVisible());
  },
  mainAction: (_context, say) => screen.getByRole('button', { name: say({ de: 'Anmelden', en: 'Log in' }) }),
};

export const LoginVisualDe = visualStory('de', loginPage);
export const LoginVisualEn = visualStory('en', loginPage);

/** The built-in login service's sign-in form. */
const signInPage: VisualPage = {
  name: 'signin',
  path: '/signin?redirect=%2Fquota',
  handlers: () => sessionHandlers({ user: null }),
  ready: async ({ canvas }, say) => {
    await canvas.findByRole('button', { name: say({ de: 'Anmelden', en: 'Log in' }) });
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('button', { name: say({ de: 'Anmelden', en: 'Log in' }) }),
};

export const SignInVisualDe = visualStory('de', signInPage);
export const SignInVisualEn = visualStory('en', signInPage);
