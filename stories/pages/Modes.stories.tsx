import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { BATCH_ID, importHandlers } from '../../app/src/testing/import-handlers.ts';
import { reportHandlers } from '../../app/src/testing/report-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';

/** Integration and export mode: the same app without header and menu (spec section 2). */
const meta = {
  title: 'Pages/Modes',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: { handlers: sessionHandlers() } },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IntegrationMode: Story = {
  args: { search: '?isIntegrationMode=true' },
  parameters: { router: { initialEntries: ['/'] } },
  play: async ({ canvas }) => {
    // The import wizard is loaded lazily.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abmelden' })).toBeNull();
  },
};

/** Export mode's / goes on to the printable quality report of the batch in `id` (stories/pages/QualityReport). */
export const ExportMode: Story = {
  args: { search: `?isExportMode=true&id=${BATCH_ID}` },
  parameters: {
    router: { initialEntries: [`/?isExportMode=true&id=${BATCH_ID}`] },
    msw: {
      handlers: [...reportHandlers(), ...sessionHandlers(), ...importHandlers({ initialFinished: 1234 })],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Datenqualitätsbericht' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abmelden' })).toBeNull();
  },
};
