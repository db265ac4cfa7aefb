import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { BATCH_ID, importHandlers } from '../../app/src/testing/import-handlers.ts';
import { reportHandlers } from '../../app/src/testing/report-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

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

/**
 * The visual baselines (stories/support/visual.ts) of integration mode's first page at 1280 x 800
 * and 1440 x 900 in de and en: the upload without header and menu. Export mode's page is the
 * printable report (stories/pages/QualityReport.stories.tsx, ExportModeVisualDe).
 */
const integrationPage: VisualPage = {
  name: 'integration-upload',
  path: '/',
  search: '?isIntegrationMode=true',
  handlers: (user) => sessionHandlers({ user }),
  ready: async ({ canvas }, say) => {
    await canvas.findByRole(
      'heading',
      { level: 1, name: say({ de: 'Datei hochladen', en: 'Upload a file' }) },
      { timeout: 10_000 },
    );
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('button', { name: say({ de: 'Datei auswählen', en: 'Choose file' }) }),
};

export const IntegrationVisualDe = visualStory('de', integrationPage);
export const IntegrationVisualEn = visualStory('en', integrationPage);
