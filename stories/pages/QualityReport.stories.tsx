import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { reportClock } from '../../app/src/features/report/QualityReport.tsx';
import { browser } from '../../app/src/lib/browser.ts';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { BATCH_ID, importHandlers, importNotFoundHandlers } from '../../app/src/testing/import-handlers.ts';
import {
  noEmailStatistics,
  reportHandlers,
  reportNotFoundHandlers,
  type ReportHandlerOptions,
} from '../../app/src/testing/report-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type Say, type VisualContext, type VisualPage } from '../support/visual.ts';

/** The calls of the report step for one scenario (report handlers first: they record every call). */
function handlers(options: ReportHandlerOptions = {}) {
  return [...reportHandlers(options), ...sessionHandlers(), ...importHandlers({ initialFinished: 1234 })];
}

const REPORT_PATH = `/import/qualityreport?id=${BATCH_ID}`;

/**
 * The quality report (/import/qualityreport) with the server's calls answered by MSW
 * (app/src/testing/report-handlers.ts): the statistics of the Kundenliste, both reachability checks
 * stepping through their states as they are polled, and the PDF export. The browser's download is
 * replaced by a spy: a story must not navigate its frame away.
 */
const meta = {
  title: 'Pages/Quality report',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [REPORT_PATH] },
    msw: { handlers: handlers() },
  },
  beforeEach: () => {
    const { assign } = browser;
    const { now } = reportClock;
    browser.assign = fn();
    // A fixed report date: the screenshots must not change with the day they are taken.
    reportClock.now = () => new Date('2026-03-16T10:30:00+01:00');
    return () => {
      browser.assign = assign;
      reportClock.now = now;
    };
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard and the report load lazily; checks and statistics are polled once a second. */
const LAZY = { timeout: 10_000 };

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function reportShown(canvas: Canvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Datenqualitätsbericht' }, LAZY),
  ).toBeVisible();
}

const checkSection = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });

/**
 * Waits until a check's card shows `text`. The card is looked up anew each time: while its status
 * loads, a placeholder section stands in its place.
 */
async function checkShows(canvas: Canvas, name: string, text: string | RegExp) {
  await waitFor(() => expect(checkSection(canvas, name)).toHaveTextContent(text), LAZY);
  return checkSection(canvas, name);
}

/**
 * The whole report: the cover with the summary and its buttons, checks, data analysis and
 * enrichment (its visual baselines: VisualDe and VisualEn below).
 */
export const FullReport: Story = {
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await expect(canvas.getByText('Erstellt für Müller Logistik GmbH')).toBeVisible();
    await expect(canvas.getByText('Kundenliste März 2026 (final).xlsx')).toBeVisible();
    const cover = canvas.getByRole('region', { name: 'Datenqualitätsbericht' });
    // The matching result of spec 4 with its share of the processed rows.
    await expect(within(cover).getByText('1.057')).toBeVisible();
    await expect(within(cover).getByText('85,9 %')).toBeVisible();
    await expect(within(cover).getByRole('button', { name: 'PDF exportieren' })).toBeEnabled();
    await expect(within(cover).getByRole('button', { name: 'Zum Export' })).toBeEnabled();
    for (const name of ['Prüfungen', 'Datenanalyse', 'Anreicherung']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const register = checkSection(canvas, 'Handelsregister');
    await expect(within(register).getByText('Nicht im Handelsregister')).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Füllgrad vor und nach der Anreicherung' }),
    ).toBeInTheDocument();
    // The industries chart shows the top 10 of 12.
    await expect(canvas.getByText('2 weitere Werte sind nicht dargestellt.')).toBeInTheDocument();
    await checkShows(canvas, 'E-Mail-Prüfung', 'Die Prüfung wurde noch nicht gestartet.');
  },
};

/** The register status's examples open in a dialog and close again. */
export const RegisterExamples: Story = {
  play: async ({ canvas, userEvent }) => {
    await reportShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Beispiele anzeigen: Gelöscht' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beispiele: Gelöscht' });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText('Autohaus Becker e.K.')).toBeVisible());
    await expect(within(dialog).getByText('Bremen')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** 13 duplicate examples: 3 shown, "show more" shows 10 more. */
export const DuplicatesShowMore: Story = {
  play: async ({ canvas, userEvent }) => {
    await reportShown(canvas);
    const list = canvas.getByRole('list', { name: 'Beispiele für Dubletten' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '10 weitere anzeigen' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(13);
  },
};

/** The statistics are counted while the page waits; it asks again every second and then shows them. */
export const StatisticsProcessing: Story = {
  parameters: { msw: { handlers: handlers({ statisticsPolls: 2 }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Die Auswertung Ihrer Datei wird berechnet. Das dauert bei großen Dateien einige Sekunden.',
        {},
        LAZY,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Auswertung wird berechnet' })).toBeVisible();
    await reportShown(canvas);
  },
};

/** The counting job failed: said so, with "try again". */
export const StatisticsFailed: Story = {
  parameters: { msw: { handlers: handlers({ statisticsOutcome: 'failed' }) } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Die Auswertung Ihrer Datei konnte nicht berechnet werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

/** The import's matching has not finished: the page leads to the status step. */
export const MatchingNotFinished: Story = {
  parameters: { msw: { handlers: handlers({ statisticsOutcome: 'matchingNotFinished' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Der Abgleich ist noch nicht abgeschlossen', {}, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Status' })).toHaveAttribute(
      'href',
      `/import/status?id=${BATCH_ID}`,
    );
  },
};

/** An unknown or another user's import: the wizard's not-found page. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [...reportNotFoundHandlers(), ...importNotFoundHandlers(), ...sessionHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Dieser Import existiert nicht (oder gehört nicht zu Ihrem Konto)' },
        LAZY,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'PDF exportieren' })).not.toBeInTheDocument();
  },
};

/** The e-mail check: idle, started, polled while it runs, then its results with examples. */
export const EmailCheckRuns: Story = {
  parameters: { msw: { handlers: handlers({ email: { polls: 2 } }) } },
  play: async ({ canvas, userEvent }) => {
    await reportShown(canvas);
    const card = await checkShows(canvas, 'E-Mail-Prüfung', 'Prüfung starten');
    await userEvent.click(within(card).getByRole('button', { name: 'Prüfung starten' }));
    await expect(
      await within(card).findByRole('progressbar', { name: 'Fortschritt der Prüfung' }, LAZY),
    ).toBeVisible();
    await expect(await within(card).findByText('731', {}, LAZY)).toBeVisible();
    await expect(within(card).getByText('Erreichbar')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Beispiele anzeigen: Nicht erreichbar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beispiele: Nicht erreichbar' });
    await waitFor(() => expect(within(dialog).getByText('kontakt@lange-transporte.de')).toBeVisible());
  },
};

/** A website check running when the report opens is followed to its end without a click. */
export const WebsiteCheckResumes: Story = {
  parameters: { msw: { handlers: handlers({ website: { initial: 'processing', polls: 2 } }) } },
  play: async ({ canvas }) => {
    await reportShown(canvas);
    const running = await checkShows(canvas, 'Website-Prüfung', /geprüft/);
    await expect(within(running).getByRole('progressbar', { name: 'Fortschritt der Prüfung' })).toBeVisible();
    await expect(within(running).queryByRole('button', { name: 'Prüfung starten' })).not.toBeInTheDocument();
    const done = await checkShows(canvas, 'Website-Prüfung', 'Weiterleitung auf eine andere Domain');
    await expect(within(done).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A check whose job failed: said so, and it can be started again. */
export const CheckFailed: Story = {
  parameters: {
    msw: { handlers: handlers({ email: { initial: 'processing', polls: 1, outcome: 'failed' } }) },
  },
  play: async ({ canvas, userEvent }) => {
    await reportShown(canvas);
    const card = await checkShows(canvas, 'E-Mail-Prüfung', /Die Prüfung ist fehlgeschlagen/);
    await userEvent.click(within(card).getByRole('button', { name: 'Erneut starten' }));
    await expect(
      await within(card).findByRole('progressbar', { name: 'Fortschritt der Prüfung' }, LAZY),
    ).toBeVisible();
  },
};

/** A file without e-mail addresses and websites: the cards say so and offer nothing to start. */
export const NoEmailsAtAll: Story = {
  parameters: { msw: { handlers: handlers({ statistics: noEmailStatistics }) } },
  play: async ({ canvas }) => {
    await reportShown(canvas);
    const email = await checkShows(canvas, 'E-Mail-Prüfung', 'Ihre Datei enthält keine E-Mail-Adressen.');
    await expect(within(email).getByText('Ihre Datei enthält keine E-Mail-Adressen.')).toBeVisible();
    await expect(within(email).queryByRole('button')).not.toBeInTheDocument();
    await expect(
      within(checkSection(canvas, 'Website-Prüfung')).getByText('Ihre Datei enthält keine Websites.'),
    ).toBeVisible();
  },
};

/** "PDF exportieren": the PDF is rendered (asked again every second), then downloaded. */
export const ExportPdf: Story = {
  parameters: { msw: { handlers: handlers({ pdfPolls: 1 }) } },
  play: async ({ canvas, userEvent }) => {
    await reportShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF exportieren' }));
    await expect(canvas.getByRole('progressbar', { name: 'Fortschritt der PDF-Erstellung' })).toBeVisible();
    await expect(
      await canvas.findByText('Das PDF ist fertig und wird heruntergeladen.', {}, LAZY),
    ).toBeVisible();
    await expect(browser.assign).toHaveBeenCalledWith(`/backend/export/getQualityReportFile?id=${BATCH_ID}`);
  },
};

/** The PDF could not be rendered: said so, and it can be tried again. */
export const ExportPdfFailed: Story = {
  parameters: { msw: { handlers: handlers({ pdfPolls: 0, pdfOutcome: 'failed' }) } },
  play: async ({ canvas, userEvent }) => {
    await reportShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF exportieren' }));
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('Das PDF konnte nicht erstellt werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(browser.assign).not.toHaveBeenCalled();
  },
};

/** "Zum Export" goes to the export step. */
export const ToExport: Story = {
  play: async ({ canvas, userEvent }) => {
    await reportShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Zum Export' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Export' }, LAZY)).toBeInTheDocument();
  },
};

const exportModeCalls: string[] = [];

/**
 * Export mode (the PDF's page): only the printable report, no shell and no buttons, a running check
 * neither polled nor started; the body says when it is drawn.
 */
export const ExportMode: Story = {
  args: { search: `?isExportMode=true&id=${BATCH_ID}&lang=de` },
  parameters: {
    router: { initialEntries: [`/qualityreport?id=${BATCH_ID}&isExportMode=true&lang=de`] },
    msw: {
      handlers: handlers({
        calls: exportModeCalls,
        email: { initial: 'processing' },
        website: { initial: 'idle' },
      }),
    },
  },
  beforeEach: () => {
    exportModeCalls.length = 0;
  },
  play: async ({ canvas }) => {
    await reportShown(canvas);
    await waitFor(() => expect(document.body.dataset.reportReady).toBe('true'), LAZY);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
    await expect(checkSection(canvas, 'E-Mail-Prüfung')).toHaveTextContent(
      'Die Prüfung lief bei der Erstellung dieses Berichts noch.',
    );
    await expect(checkSection(canvas, 'Website-Prüfung')).toHaveTextContent(
      'Die Prüfung wurde nicht durchgeführt.',
    );
    await expect(document.querySelectorAll('.report-section').length).toBeGreaterThanOrEqual(4);
    // Read once, never polled or started.
    await expect(exportModeCalls.filter((call) => call === 'emailcheck/getStatus')).toHaveLength(1);
    await expect(exportModeCalls.some((call) => call.endsWith('/start'))).toBe(false);
    await expect(exportModeCalls.some((call) => call.startsWith('tracking/'))).toBe(false);
  },
};

/** Export mode for an import that is not there: the body carries the error for the PDF renderer. */
export const ExportModeNotFound: Story = {
  args: { search: `?isExportMode=true&id=${BATCH_ID}` },
  parameters: {
    router: { initialEntries: [`/qualityreport?id=${BATCH_ID}&isExportMode=true`] },
    msw: { handlers: [...reportNotFoundHandlers(), ...importNotFoundHandlers(), ...sessionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dieser Import wurde nicht gefunden.', {}, LAZY)).toBeVisible();
    await waitFor(() => expect(document.body.dataset.reportError).toBe('not_found'));
    await expect(document.body.dataset.reportReady).toBeUndefined();
  },
};

// Visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de and en.

const reportHeading = ({ canvas }: VisualContext, say: Say) =>
  canvas.findByRole(
    'heading',
    { level: 1, name: say({ de: 'Datenqualitätsbericht', en: 'Data quality report' }) },
    LAZY,
  );

/** The report step as it opens: the cover with the summary and the way on to the export. */
const reportPage: VisualPage = {
  name: 'report',
  path: REPORT_PATH,
  handlers: (user) => [
    ...reportHandlers(),
    ...sessionHandlers({ user }),
    ...importHandlers({ initialFinished: 1234 }),
  ],
  ready: async (context, say) => {
    await reportHeading(context, say);
    await checkShows(
      context.canvas,
      say({ de: 'E-Mail-Prüfung', en: 'E-mail check' }),
      say({ de: 'Die Prüfung wurde noch nicht gestartet.', en: 'The check has not been started yet.' }),
    );
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('button', { name: say({ de: 'Zum Export', en: 'Go to export' }) }),
};

export const VisualDe = visualStory('de', reportPage);
export const VisualEn = visualStory('en', reportPage);

/**
 * Export mode's printable report (the PDF's page) in the language of its `lang` flag, without the
 * app's shell and without buttons: its first page is what the PDF shows first.
 */
const exportModePage: VisualPage = {
  name: 'report-export-mode',
  path: (locale) => `/qualityreport?id=${BATCH_ID}&isExportMode=true&lang=${locale}`,
  search: (locale) => `?isExportMode=true&id=${BATCH_ID}&lang=${locale}`,
  handlers: (user) => [
    ...reportHandlers({ email: { initial: 'processing' }, website: { initial: 'idle' } }),
    ...sessionHandlers({ user }),
    ...importHandlers({ initialFinished: 1234 }),
  ],
  ready: async (context, say) => {
    await reportHeading(context, say);
    await waitFor(() => expect(document.body.dataset.reportReady).toBe('true'), LAZY);
  },
  // No buttons on a print page: the cover's title and summary are what it is for.
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('heading', {
      level: 1,
      name: say({ de: 'Datenqualitätsbericht', en: 'Data quality report' }),
    }),
};

export const ExportModeVisualDe = visualStory('de', exportModePage);
export const ExportModeVisualEn = visualStory('en', exportModePage);
