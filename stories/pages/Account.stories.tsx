import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { anna, annaPassword } from '../../app/src/testing/fixtures.ts';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

type Canvas = Parameters<NonNullable<StoryObj<typeof StoryApp>['play']>>[0]['canvas'];

const currentField = (canvas: Canvas) => canvas.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
const newField = (canvas: Canvas) => canvas.getByLabelText(/^Neues Passwort\s*\*?$/, { selector: 'input' });
const repeatField = (canvas: Canvas) =>
  canvas.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' });

/**
 * The built-in login service's account settings (/account), opened by the header's settings link:
 * the user's name, e-mail and company, the UI language and the change of password.
 */
const meta = {
  title: 'Pages/Account',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/account'] },
    msw: { handlers: sessionHandlers() },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await expect(canvas.getByText('anna.schmidt@mueller-logistik.de')).toBeVisible();
    await expect(canvas.getByText('Müller Logistik GmbH')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  },
};

/** The settings link in the header opens the page in the same tab. */
export const OpenedFromHeader: Story = {
  parameters: { router: { initialEntries: ['/dashboard'] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Kontoeinstellungen' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
  },
};

/** The password was changed: the form is empty again and says so. */
export const PasswordChanged: Story = {
  parameters: {
    msw: {
      handlers: [
        // Always succeeds, so the story can be replayed.
        http.post('*/backend/auth/changePassword', () => HttpResponse.json({ ok: true })),
        ...sessionHandlers(),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await currentField(canvas), annaPassword);
    await userEvent.type(newField(canvas), 'Herbst-2026-neu');
    await userEvent.type(repeatField(canvas), 'Herbst-2026-neu');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(
      await canvas.findByText('Ihr Passwort wurde geändert. Auf anderen Geräten wurden Sie abgemeldet.'),
    ).toBeVisible();
    await expect(await currentField(canvas)).toHaveValue('');
  },
};

/** The server refuses the current password: the message is on that field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await currentField(canvas), 'falsch-falsch');
    await userEvent.type(newField(canvas), 'Herbst-2026-neu');
    await userEvent.type(repeatField(canvas), 'Herbst-2026-neu');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    const current = await currentField(canvas);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt'),
    );
  },
};

/** Too many password attempts from this address: the form counts down. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/backend/auth/changePassword', () =>
          HttpResponse.json(
            {
              errors: [
                {
                  type: 'too_many_requests',
                  message: 'Zu viele Anfragen. Bitte in 240 Sekunden erneut versuchen.',
                  retryAfterSeconds: 240,
                },
              ],
            },
            { status: 429, headers: { 'Retry-After': '240' } },
          ),
        ),
        ...sessionHandlers(),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await currentField(canvas), annaPassword);
    await userEvent.type(newField(canvas), 'Herbst-2026-neu');
    await userEvent.type(repeatField(canvas), 'Herbst-2026-neu');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(await canvas.findByText(/Zu viele Versuche in kurzer Zeit/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
  },
};

/** The password change is on its way. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [http.post('*/backend/auth/changePassword', () => delay('infinite')), ...sessionHandlers()],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await currentField(canvas), annaPassword);
    await userEvent.type(newField(canvas), 'Herbst-2026-neu');
    await userEvent.type(repeatField(canvas), 'Herbst-2026-neu');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled());
  },
};

/** An account without e-mail and company says so instead of leaving gaps. */
export const WithoutEmailAndCompany: Story = {
  parameters: {
    msw: { handlers: sessionHandlers({ user: { ...anna, email: null, companyName: null } }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keine E-Mail-Adresse hinterlegt')).toBeVisible();
    await expect(canvas.getByText('Kein Unternehmen hinterlegt')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: sessionHandlers({ user: { ...anna, language: 'en' } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { msw: { handlers: sessionHandlers({ user: { ...anna, language: 'fr' } }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Paramètres du compte' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Français' })).toBeChecked();
  },
};

/**
 * The account page's visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de
 * and en (Anna's own language chosen): her details, the language and the password form.
 */
const accountPage: VisualPage = {
  name: 'account',
  path: '/account',
  handlers: (user) => sessionHandlers({ user }),
  ready: async ({ canvas }, say) => {
    await canvas.findByRole('heading', {
      level: 1,
      name: say({ de: 'Kontoeinstellungen', en: 'Account settings' }),
    });
    await expect(canvas.getByText('anna.schmidt@mueller-logistik.de')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: say({ de: 'Deutsch', en: 'English' }) })).toBeChecked();
  },
  // The password form's button: the two cards stand side by side from 1200 px, so it is in the
  // window at both sizes (it was 970 px from the top with the cards one under the other).
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('button', { name: say({ de: 'Passwort ändern', en: 'Change password' }) }),
};

export const VisualDe = visualStory('de', accountPage);
export const VisualEn = visualStory('en', accountPage);
