import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

/** The quota page (/quota) opened from the side-menu counter. */
const meta = {
  title: 'Pages/Quota',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/quota'] },
    msw: { handlers: sessionHandlers() },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContractQuota: Story = {
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('1.250')).length).toBeGreaterThan(0);
  },
};

export const MonthlyExpansion: Story = {
  parameters: {
    msw: {
      handlers: sessionHandlers({
        quota: {
          totalQuota: 5000,
          currentQuota: 5000,
          monthlyExpand: true,
          monthlyUsed: 1200,
          unlimited: false,
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('5.000')).length).toBeGreaterThan(0);
  },
};

export const Unlimited: Story = {
  parameters: {
    msw: {
      handlers: sessionHandlers({
        quota: { totalQuota: 0, currentQuota: 81234, monthlyExpand: false, monthlyUsed: 0, unlimited: true },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Unbegrenzt')).length).toBeGreaterThan(0);
  },
};

/**
 * The quota page's visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de
 * and en: contract quota with monthly expansion. The page has no action; what the user comes for,
 * the remaining quota, must be on screen.
 */
const quotaPage: VisualPage = {
  name: 'quota',
  path: '/quota',
  handlers: (user) => sessionHandlers({ user }),
  ready: async ({ canvas }, say) => {
    await canvas.findByRole('heading', {
      level: 1,
      name: say({ de: 'Export-Kontingent', en: 'Export quota' }),
    });
    await canvas.findByText(say({ de: 'Verbleibend', en: 'Remaining' }));
  },
  mainAction: ({ canvas }, say) => canvas.getByText(say({ de: 'Verbleibend', en: 'Remaining' })),
};

export const VisualDe = visualStory('de', quotaPage);
export const VisualEn = visualStory('en', quotaPage);
