import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect } from 'storybook/test';
import { SWRConfig } from 'swr';
import { DashboardPage } from '../../app/src/features/dashboard/DashboardPage.tsx';

/**
 * The dashboard page as the app renders it, with the API answered by MSW. Each story gets a fresh
 * SWR cache so states never leak between stories.
 */
const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
  parameters: { router: { initialEntries: ['/dashboard'] } },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerReachable: Story = {
  parameters: {
    msw: { handlers: [http.get('/health', () => HttpResponse.json({ status: 'ok', version: '1.21.0' }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Willkommen bei Datacare' })).toBeVisible();
    await expect(await canvas.findByText('Alle Dienste erreichbar (Version 1.21.0)')).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: {
    msw: { handlers: [http.get('/health', async () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Verbindung wird geprüft …')).toBeVisible();
  },
};

export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/health', () =>
          HttpResponse.json({ errors: [{ type: 'service_unavailable', message: 'down' }] }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Der Server ist nicht erreichbar.')).toBeVisible();
  },
};

export const English: Story = {
  ...ServerReachable,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Datacare' })).toBeVisible();
  },
};
