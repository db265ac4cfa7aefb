import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { anna } from '../../app/src/testing/fixtures.ts';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

/** The dashboard inside the page shell, as a signed-in user sees it; the API is answered by MSW. */
const meta = {
  title: 'Pages/Dashboard',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/dashboard'] },
    msw: { handlers: sessionHandlers() },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Willkommen, Anna Schmidt' })).toBeVisible();
    await expect(await canvas.findByText('48.213')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Export-Kontingent.*3\.750/ })).toBeVisible();
  },
};

export const StatisticsLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/backend/dashboard/getUserStats', () => delay('infinite')),
        ...sessionHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Willkommen, Anna Schmidt' })).toBeVisible();
  },
};

export const NewUserWithoutImports: Story = {
  parameters: {
    msw: {
      handlers: sessionHandlers({
        user: {
          ...anna,
          fullName: 'Jörg Weißenbörn-Übelacker',
          firstName: 'Jörg',
          name: 'Weißenbörn-Übelacker',
        },
        stats: { mExportQuota: 5000, currentQuota: 0, analysedRows: 0, uploadedFiles: 0 },
        quota: { totalQuota: 5000, currentQuota: 0, monthlyExpand: false, monthlyUsed: 0, unlimited: false },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Export-Kontingent.*5\.000/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: sessionHandlers({ user: { ...anna, language: 'en' } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Anna Schmidt' })).toBeVisible();
    await expect(await canvas.findByText('48,213')).toBeVisible();
  },
};

/** The visual baselines of the dashboard (stories/support/visual.ts). */
const dashboardPage: VisualPage = {
  name: 'dashboard',
  path: '/dashboard',
  handlers: (user) => sessionHandlers({ user }),
  ready: async ({ canvas }, say) => {
    await canvas.findByRole('heading', {
      level: 1,
      name: say({ de: 'Willkommen, Anna Schmidt', en: 'Welcome, Anna Schmidt' }),
    });
    await canvas.findByText(say({ de: '48.213', en: '48,213' }));
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('link', { name: say({ de: 'Neuen Import starten', en: 'Start a new import' }) }),
};

export const VisualDe = visualStory('de', dashboardPage);
export const VisualEn = visualStory('en', dashboardPage);
