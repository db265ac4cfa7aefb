import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { exportTimings } from '../../app/src/features/export/useExportRun.ts';
import { browser } from '../../app/src/lib/browser.ts';
import {
  exportHandlers,
  exportScenarios,
  type ExportHandlerOptions,
} from '../../app/src/testing/export-handlers.ts';
import { anna } from '../../app/src/testing/fixtures.ts';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { BATCH_ID, importHandlers } from '../../app/src/testing/import-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type Say, type VisualContext, type VisualPage } from '../support/visual.ts';

/** The calls of the export step for one scenario; the export handlers answer the quota too. */
function handlers(options: ExportHandlerOptions = {}) {
  return [...exportHandlers(options), ...sessionHandlers(), ...importHandlers({ initialFinished: 1234 })];
}

/**
 * The export step (/import/export) with the server's calls answered by MSW (app/src/testing/
 * export-handlers.ts): the form, the quota calculation, the preview and the export with its polling.
 * The browser's download is replaced by a spy: a story must not navigate its frame away.
 */
const meta = {
  title: 'Pages/Export',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [`/import/export?id=${BATCH_ID}`] },
    msw: { handlers: handlers() },
  },
  beforeEach: () => {
    const { assign } = browser;
    browser.assign = fn();
    return () => {
      browser.assign = assign;
    };
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard is loaded lazily; an export is polled once a second. */
const LAZY = { timeout: 10_000 };

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function loaded(canvas: Canvas) {
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Export' }, LAZY)).toBeVisible();
  const quota = canvas.getByRole('region', { name: 'Kontingentberechnung' });
  await waitFor(() => expect(within(quota).getByText('Benötigtes Kontingent')).toBeVisible(), LAZY);
  return quota;
}

const footer = (canvas: Canvas) => canvas.getByRole('region', { name: 'Export starten' });
const download = (canvas: Canvas) =>
  within(footer(canvas)).getByRole('button', { name: 'Export herunterladen' });

/** The page as it opens (its visual baselines: VisualDe and VisualEn below). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await waitFor(() => expect(download(canvas)).toBeEnabled(), LAZY);
  },
};

/** Only 10 companies left and no monthly expansion: the download is disabled, the reason shown. */
export const OverQuota: Story = {
  parameters: { msw: { handlers: handlers(exportScenarios.overQuota) } },
  play: async ({ canvas }) => {
    const quota = await loaded(canvas);
    await expect(within(quota).getByRole('alert')).toHaveTextContent(
      'Für 1.040 Unternehmen reicht Ihr Kontingent nicht aus.',
    );
    await expect(download(canvas)).toBeDisabled();
    await expect(footer(canvas)).toHaveTextContent('Ihr Kontingent reicht für diesen Export nicht aus');
  },
};

export const Unlimited: Story = {
  parameters: { msw: { handlers: handlers(exportScenarios.unlimited) } },
  play: async ({ canvas }) => {
    const quota = await loaded(canvas);
    await expect(within(quota).getByText('Unbegrenzt')).toBeVisible();
    await waitFor(() => expect(download(canvas)).toBeEnabled(), LAZY);
  },
};

/** 87 companies in Switzerland, whose data pack the account lacks: exported without enrichment, free. */
export const LockedCompanies: Story = {
  parameters: { msw: { handlers: handlers(exportScenarios.lockedCompanies) } },
  play: async ({ canvas }) => {
    const quota = await loaded(canvas);
    await expect(
      within(quota).getByText('davon gesperrt (nicht berechnet)').nextElementSibling,
    ).toHaveTextContent('87');
    await expect(canvas.getByText('87 gesperrte Unternehmen')).toBeVisible();
  },
};

/** Phone, revenue and e-mail are not unlocked for the account: fixed to "do not export". */
export const LockedFields: Story = {
  parameters: { msw: { handlers: handlers(exportScenarios.lockedFields) } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    const table = await canvas.findByRole('table', { name: 'Spalten der konsolidierten Ansicht' });
    await expect(within(table).getAllByTitle('Gesperrt')).toHaveLength(3);
    await expect(within(table).getByRole('combobox', { name: 'Exportmethode für E-Mail' })).toHaveTextContent(
      'Nicht exportieren',
    );
  },
};

/** csv holds one view: turning one on turns the other off; the delimiter is asked for. */
export const CsvRules: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'CSV' }));
    await expect(canvas.getByRole('radio', { name: 'Semikolon (;)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    await expect(canvas.getByRole('switch', { name: 'Standardansicht' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    await expect(canvas.getByText('Wählen Sie mindestens eine Ansicht aus.')).toBeVisible();
    await expect(download(canvas)).toBeDisabled();
  },
};

/** The preview counts while the server works, then shows what taking the street from Datacare overwrites. */
export const Preview: Story = {
  parameters: { msw: { handlers: handlers({ previewPolls: 1 }) } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    const table = await canvas.findByRole('table', { name: 'Spalten der konsolidierten Ansicht' });
    await userEvent.click(
      within(table).getByRole('combobox', { name: 'Exportmethode für Straße und Hausnummer' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: /^Datacare-Wert übernehmen$/ }));
    const panel = canvas.getByRole('region', { name: 'Vorschau der Änderungen' });
    const totals = await within(panel).findByRole('list', { name: 'Summen über alle Felder' }, LAZY);
    await waitFor(
      () => expect(within(totals).getByText('Überschrieben').nextElementSibling).toHaveTextContent('231'),
      LAZY,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Beispiele für Straße und Hausnummer' }));
    await expect(await within(panel).findByText('„Hafenstraße 12“')).toBeVisible();
  },
};

/** Download: queued, written, then downloaded by itself; what was charged is said. */
export const ExportFinished: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await waitFor(() => expect(download(canvas)).toBeEnabled(), LAZY);
    await userEvent.click(download(canvas));
    await expect(
      await within(footer(canvas)).findByText(
        /Der Export ist fertig: Kundenliste März 2026 \(final\)\.xlsx\./,
        {},
        LAZY,
      ),
    ).toBeVisible();
    await expect(browser.assign).toHaveBeenCalledWith('/backend/export/getHistoryExport?id=41');
  },
};

/** An export running when the page opened: its progress, the form and the buttons waiting. */
export const ExportRunning: Story = {
  parameters: { msw: { handlers: handlers(exportScenarios.running) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Die Datei wird erstellt …', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Fortschritt des Exports' })).toBeVisible();
    await expect(download(canvas)).toBeDisabled();
  },
};

/**
 * A long export: after a while (10 s in the product, shortened here) mail delivery is offered;
 * pressing it mails the link instead of downloading.
 */
export const MailHint: Story = {
  parameters: { msw: { handlers: handlers(exportScenarios.mail) } },
  beforeEach: () => {
    const { mailHintDelayMs } = exportTimings;
    exportTimings.mailHintDelayMs = 500;
    return () => {
      exportTimings.mailHintDelayMs = mailHintDelayMs;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await waitFor(() => expect(download(canvas)).toBeEnabled(), LAZY);
    await userEvent.click(download(canvas));
    const hint = await within(footer(canvas)).findByText(
      /Sollen wir Ihnen die Datei per E-Mail senden/,
      {},
      LAZY,
    );
    await expect(hint).toBeVisible();
    await userEvent.click(within(footer(canvas)).getByRole('button', { name: 'Per E-Mail senden' }));
    await expect(
      await within(footer(canvas)).findByText('Die Datei wird nun erstellt und Ihnen per E-Mail zugesandt'),
    ).toBeVisible();
    await expect(
      await within(footer(canvas)).findByText(/an Ihre E-Mail-Adresse gesendet/, {}, LAZY),
    ).toBeVisible();
    await expect(browser.assign).not.toHaveBeenCalled();
  },
};

/** The export failed: nothing was charged, and it can be started again. */
export const Failed: Story = {
  parameters: { msw: { handlers: handlers(exportScenarios.failed) } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await waitFor(() => expect(download(canvas)).toBeEnabled(), LAZY);
    await userEvent.click(download(canvas));
    const alert = await within(footer(canvas)).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Der Export ist fehlgeschlagen');
    await expect(alert).toHaveTextContent('Es wurde nichts von Ihrem Kontingent abgezogen.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        ...exportHandlers(),
        ...sessionHandlers({ user: { ...anna, language: 'en' } }),
        ...importHandlers({ initialFinished: 1234 }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Default view' }, LAZY)).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Download export' })).toBeVisible();
  },
};

/** The download button of the footer, which sticks to the window's bottom. */
const downloadButton = ({ canvas }: VisualContext, say: Say) =>
  within(
    canvas.getByRole('region', { name: say({ de: 'Export starten', en: 'Start the export' }) }),
  ).getByRole('button', { name: say({ de: 'Export herunterladen', en: 'Download export' }) });

/**
 * The export page's visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de
 * and en: the page as it opens, its download button on screen without scrolling.
 */
const exportPage: VisualPage = {
  name: 'export',
  path: `/import/export?id=${BATCH_ID}`,
  handlers: (user) => [
    ...exportHandlers(),
    ...sessionHandlers({ user }),
    ...importHandlers({ initialFinished: 1234 }),
  ],
  ready: async (context, say) => {
    const { canvas } = context;
    await canvas.findByRole('heading', { level: 1, name: 'Export' }, LAZY);
    const quota = canvas.getByRole('region', {
      name: say({ de: 'Kontingentberechnung', en: 'Quota calculation' }),
    });
    await waitFor(
      () =>
        expect(
          within(quota).getByText(say({ de: 'Benötigtes Kontingent', en: 'Quota needed' })),
        ).toBeVisible(),
      LAZY,
    );
    await waitFor(() => expect(downloadButton(context, say)).toBeEnabled(), LAZY);
  },
  mainAction: downloadButton,
};

export const VisualDe = visualStory('de', exportPage);
export const VisualEn = visualStory('en', exportPage);
