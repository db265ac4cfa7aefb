import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { downloads } from '../../app/src/features/exports/downloads.ts';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { historyHandlers, MAILED_TOKENS } from '../../app/src/testing/history-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

/** The page behind the link in the export mail (/download?token=…), one story per state of the link. */
const meta = {
  title: 'Pages/Mailed download',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [`/download?token=${MAILED_TOKENS.valid}`] },
    msw: { handlers: [...sessionHandlers(), ...historyHandlers()] },
  },
  // The automatic download is recorded, not made; and each story starts as a first visit.
  beforeEach: () => {
    window.sessionStorage.clear();
    const start = spyOn(downloads, 'start').mockImplementation(() => undefined);
    return () => start.mockRestore();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page is loaded lazily. */
const LAZY = { timeout: 10_000 };

/** The file is ready: name, file, validity, and the download starts by itself. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ihr Export steht bereit' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByText('Kundenliste März 2026 (final).xlsx')).toBeVisible();
    await waitFor(() =>
      expect(downloads.start).toHaveBeenCalledWith(
        `/backend/export/getMailedExport?token=${MAILED_TOKENS.valid}`,
      ),
    );
    await expect(downloads.start).toHaveBeenCalledOnce();
  },
};

/** The link expired; the file can still be downloaded from the exports list. */
export const Expired: Story = {
  parameters: { router: { initialEntries: [`/download?token=${MAILED_TOKENS.expired}`] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dieser Download-Link ist abgelaufen' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu den letzten Exporten' })).toHaveAttribute(
      'href',
      '/exports',
    );
  },
};

/** The file was removed after the retention time. */
export const FileRemoved: Story = {
  parameters: { router: { initialEntries: [`/download?token=${MAILED_TOKENS.fileRemoved}`] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Die Datei ist nicht mehr verfügbar' }, LAZY),
    ).toBeVisible();
    await expect(downloads.start).not.toHaveBeenCalled();
  },
};

/** Another user's link, or one that never existed. */
export const InvalidOrForeign: Story = {
  parameters: { router: { initialEntries: [`/download?token=${MAILED_TOKENS.foreign}`] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Dieser Link ist ungültig oder gehört zu einem anderen Konto' },
        LAZY,
      ),
    ).toBeVisible();
  },
};

/**
 * The mailed download's visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in
 * de and en: the file is ready, its download button on screen.
 */
const downloadPage: VisualPage = {
  name: 'download',
  path: `/download?token=${MAILED_TOKENS.valid}`,
  handlers: (user) => [...sessionHandlers({ user }), ...historyHandlers()],
  ready: async ({ canvas }, say) => {
    await canvas.findByRole(
      'heading',
      { level: 1, name: say({ de: 'Ihr Export steht bereit', en: 'Your export is ready' }) },
      LAZY,
    );
    await waitFor(() => expect(downloads.start).toHaveBeenCalledOnce());
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('link', { name: say({ de: 'Herunterladen', en: 'Download' }) }),
};

export const VisualDe = visualStory('de', downloadPage);
export const VisualEn = visualStory('en', downloadPage);
