import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { countMatchTypes, simulateThreshold } from '@datacare/api-client';
import { roundExpected } from '@datacare/ui-kit';
import { annaQuota } from '../../app/src/testing/fixtures.ts';
import {
  BATCH_ID,
  importHandlers,
  importNotFoundHandlers,
  kundenUpload,
  macCsvUpload,
  samplePriorities,
  workbookUpload,
} from '../../app/src/testing/import-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualContext, type Say, type VisualPage } from '../support/visual.ts';

/** The import wizard (/import*) with the server's calls answered by MSW: upload, mapping, status. */
const meta = {
  title: 'Pages/Import wizard',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/import'] },
    msw: { handlers: [...sessionHandlers(), ...importHandlers()] },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const smallUpload = { ...kundenUpload, stats: { ...kundenUpload.stats, rows: { total: 600, empty: 0 } } };

/** The wizard is loaded lazily, and the status poller retries a 412 after a second. */
const LAZY = { timeout: 10_000 };

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

const xlsx = () =>
  new File(['PK'], 'Kundenliste März 2026 (final).xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** Step 0: the drop zone, the file button and the sample file. */
export const Upload: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Datei auswählen' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Beispieldatei herunterladen' })).toHaveAttribute(
      'href',
      '/backend/import/getSampleFile?format=xlsx',
    );
  },
};

/** Upload, then the mapping screen with the proposal from the headers; start goes to the status. */
export const UploadMapAndStart: Story = {
  parameters: { msw: { handlers: [...sessionHandlers(), ...importHandlers({ upload: smallUpload })] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, LAZY);
    await userEvent.upload(fileInput(canvasElement), xlsx());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spalten zuordnen' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Firmenname/ })).toHaveTextContent('Firma');
    await expect(canvas.getByText('Kundenliste März…')).toBeVisible();
    await expect(canvas.getByText('Hafenstraße 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verarbeitung starten (600 Zeilen)' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verarbeitung' }, LAZY)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Der Abgleich ist abgeschlossen.')).toBeVisible(), {
      timeout: 8000,
    });
  },
};

/** Unmapping the company name blocks the start button with the catalogue's error. */
export const MappingError: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, LAZY);
    await userEvent.upload(fileInput(canvasElement), xlsx());
    const name = await canvas.findByRole('combobox', { name: /^Firmenname/ }, LAZY);
    await userEvent.click(name);
    await userEvent.click(await screen.findByRole('option', { name: 'Nicht zugeordnet' }, LAZY));
    await expect(canvas.getByRole('button', { name: /Verarbeitung starten/ })).toBeDisabled();
    await expect(canvas.getAllByText('Mindestens 1 Pflichtfeld ist nicht zugeordnet')[0]).toBeVisible();
  },
};

/** Duplicate customer numbers: the dialog lists them; continuing anyway starts matching. */
export const DuplicateExternalIds: Story = {
  parameters: {
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...importHandlers({
          upload: smallUpload,
          start: {
            hasDuplicateExtIds: true,
            rowsIdentical: [
              { ext_id: 'K10001', row_id: 4, company_name: 'Müller Logistik GmbH' },
              { ext_id: 'K10001', row_id: 9, company_name: 'Müller Logistik GmbH' },
            ],
            rowsDiffer: [
              { ext_id: 'K10077', row_id: 12, company_name: 'Bäckerei Schmidt' },
              { ext_id: 'K10077', row_id: 40, company_name: 'Schmidt & Söhne KG' },
            ],
          },
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, LAZY);
    await userEvent.upload(fileInput(canvasElement), xlsx());
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Verarbeitung starten (600 Zeilen)' }, LAZY),
    );
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    // Dialogs and notifications fade in.
    await waitFor(() => expect(within(dialog).getByText('Schmidt & Söhne KG')).toBeVisible(), LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: /Trotzdem fortfahren/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verarbeitung' }, LAZY)).toBeVisible();
  },
};

/** Invalid provider ids: the mapping box lists the rows and start stays disabled until the mapping changes. */
export const InvalidProviderIds: Story = {
  parameters: {
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...importHandlers({ start: { hasInvalidProviderIds: true, invalidProviderIdRows: [3, 17, 242] } }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, LAZY);
    await userEvent.upload(fileInput(canvasElement), xlsx());
    await userEvent.click(await canvas.findByRole('button', { name: /Verarbeitung starten/ }, LAZY));
    const footer = canvas.getByRole('region', { name: 'Verarbeitung starten' });
    await waitFor(
      () =>
        expect(within(footer).getByRole('status')).toHaveTextContent('Betroffen sind 3 Zeilen: 3, 17, 242.'),
      LAZY,
    );
    await expect(within(footer).getByRole('button', { name: /Verarbeitung starten/ })).toBeDisabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spalten zuordnen' })).toBeVisible();
  },
};

/**
 * A workbook with two sheets with data: the mapping screen names the sheet read and offers the
 * other; picking it reads the same upload again, and columns, examples and proposal follow. The
 * screen with the sheet choice is the mapping page's visual baseline (MappingVisualDe, below).
 */
export const MappingSheetChoice: Story = {
  parameters: { msw: { handlers: [...sessionHandlers(), ...importHandlers({ upload: workbookUpload })] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, LAZY);
    await userEvent.upload(fileInput(canvasElement), xlsx());
    const sheet = await canvas.findByRole('combobox', { name: 'Blatt' }, LAZY);
    await expect(sheet).toHaveTextContent('Kunden 2025');
    await expect(canvas.getByText('Müller Logistik GmbH')).toBeVisible();
    await userEvent.click(sheet);
    await userEvent.click(await screen.findByRole('option', { name: 'Kunden 2026' }, LAZY));
    await waitFor(
      () => expect(canvas.getByRole('combobox', { name: /^Firmenname/ })).toHaveTextContent('Name'),
      LAZY,
    );
    await expect(canvas.getByText('Weber Maschinenbau AG')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verarbeitung starten (312 Zeilen)' })).toBeEnabled();
  },
};

/**
 * Excel for Mac's csv guessed as Windows-1252 ("MŸller"): the encoding is offered; Mac Roman reads
 * the examples again with the right umlauts.
 */
export const MappingUnsureEncoding: Story = {
  parameters: { msw: { handlers: [...sessionHandlers(), ...importHandlers({ upload: macCsvUpload })] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, LAZY);
    await userEvent.upload(fileInput(canvasElement), new File(['Firma;Ort'], 'Kunden Mac.csv'));
    const encoding = await canvas.findByRole('combobox', { name: 'Zeichenkodierung' }, LAZY);
    await expect(canvas.getByText('MŸller GmbH')).toBeVisible();
    await userEvent.click(encoding);
    await userEvent.click(await screen.findByRole('option', { name: 'Mac Roman (Excel für Mac)' }, LAZY));
    await expect(await canvas.findByText('Müller GmbH', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Straße und Hausnummer' })).toHaveTextContent('Straße');
  },
};

/** Step 2 restored from the URL while matching runs: 412s at first are ignored, then the ring moves. */
export const StatusRunning: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...importHandlers({ upload: smallUpload, notStartedPolls: 1, rowsPerPoll: 60, initialFinished: 60 }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verarbeitung' }, LAZY)).toBeVisible();
    await expect(
      await canvas.findByText('Ihre Daten werden mit der Firmendatenbank abgeglichen.', {}, LAZY),
    ).toBeVisible();
    await expect(await canvas.findByText('Verbleibende Zeit', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Verarbeitung läuft/ })).toBeDisabled();
    // The file name from getImportName on the step bar, shortened to 17 characters.
    await expect(await canvas.findByText('Kundenliste März…', {}, LAZY)).toBeVisible();
  },
};

/** Step 2 finished: moving the threshold recounts live and is saved. */
export const StatusFinished: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: {
      handlers: [...sessionHandlers(), ...importHandlers({ upload: smallUpload, initialFinished: 600 })],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Der Abgleich ist abgeschlossen.', {}, LAZY)).toBeVisible();
    const cards = canvas.getByRole('region', { name: 'Kennzahlen des Imports' });
    const exact = () => within(cards).getByText('Exakte Treffer').parentElement?.textContent ?? '';
    await waitFor(() => expect(exact()).not.toBe('Exakte Treffer0'), LAZY);
    const before = exact();
    const slider = canvas.getByRole('slider', { name: /Schwellenwert für exakte Treffer/ });
    slider.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(exact()).toBe('Exakte Treffer0'), LAZY);
    await expect(before).not.toBe(exact());
    await expect(await canvas.findByRole('button', { name: /Unternehmen prüfen/ }, LAZY)).toBeEnabled();
  },
};

/** The simulator's first line at a threshold, as the page formats it (de). */
function expectedWrongText(threshold: number): string {
  const shown = roundExpected(simulateThreshold(samplePriorities(600), threshold).expectedWrongExact);
  const value = shown.toLocaleString('de-DE', { maximumFractionDigits: 1 });
  return shown === 1 ? `≈ 1 falscher exakter Treffer erwartet` : `≈ ${value} falsche exakte Treffer erwartet`;
}

/** What the quota covers in this story: 100 companies, no monthly expansion. */
const lowQuota = { ...annaQuota, currentQuota: annaQuota.totalQuota - 100, monthlyExpand: false };

/**
 * The threshold simulator (issue 15) under the slider: moving the slider with the keyboard changes
 * the expected wrong exact matches and the quota an export would need live, to what api-client's
 * `simulateThreshold` says for the page's priorities. The quota covers 100 companies: at 70 % the
 * export would need more, in a warning tone; at 100 % only the companies decided in review remain.
 */
export const StatusThresholdSimulation: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: {
      handlers: [
        ...sessionHandlers({ quota: lowQuota }),
        ...importHandlers({ upload: smallUpload, initialFinished: 600 }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const at70 = simulateThreshold(samplePriorities(600), 0.7);
    await expect(await canvas.findByText(expectedWrongText(0.7), {}, LAZY)).toBeVisible();
    await expect(
      await canvas.findByText(
        `Kontingent für den Export: ${at70.quotaNeeded.toLocaleString('de-DE')} von 100 verfügbar`,
        {},
        LAZY,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        `Für ${(at70.quotaNeeded - 100).toLocaleString('de-DE')} Unternehmen reicht es nicht.`,
      ),
    ).toBeVisible();

    const slider = canvas.getByRole('slider', { name: /Schwellenwert für exakte Treffer/ });
    await waitFor(() => expect(slider).toBeEnabled(), LAZY);
    slider.focus();
    for (let step = 0; step < 10; step += 1) await userEvent.keyboard('{ArrowRight}');
    // Waited for: every key press is saved, and a save coming back shows its value until the last one has.
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '80\u00a0%'), LAZY);
    const at80 = simulateThreshold(samplePriorities(600), 0.8);
    await expect(at80.quotaNeeded).toBeLessThan(at70.quotaNeeded);
    await expect(await canvas.findByText(expectedWrongText(0.8), {}, LAZY)).toBeVisible();
    await expect(
      await canvas.findByText(
        `Kontingent für den Export: ${at80.quotaNeeded.toLocaleString('de-DE')} von 100 verfügbar`,
        {},
        LAZY,
      ),
    ).toBeVisible();

    await userEvent.keyboard('{End}');
    const at100 = simulateThreshold(samplePriorities(600), 1);
    await expect(at100.quotaNeeded).toBeLessThanOrEqual(100);
    await expect(await canvas.findByText(expectedWrongText(1), {}, LAZY)).toBeVisible();
    await expect(
      await canvas.findByText(`Kontingent für den Export: ${at100.quotaNeeded} von 100 verfügbar`, {}, LAZY),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/reicht es nicht/)).not.toBeInTheDocument(), LAZY);
    slider.blur();
  },
};

/**
 * The distribution dialog counts what the page counts: rows without a match (a tenth of the sample)
 * are no match, listed in the legend and not drawn; exact and manual follow the one match-type rule.
 */
export const DistributionDialogCounts: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: {
      handlers: [...sessionHandlers(), ...importHandlers({ upload: smallUpload, initialFinished: 600 })],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const page = countMatchTypes(samplePriorities(600), 0.7);
    const cards = await canvas.findByRole('region', { name: 'Kennzahlen des Imports' }, LAZY);
    const card = (label: string) => within(cards).getByText(label).parentElement?.textContent ?? '';
    await waitFor(() => expect(card('Exakte Treffer')).toBe(`Exakte Treffer${page.exactMatches}`), LAZY);
    await expect(card('Kein Treffer')).toBe(`Kein Treffer${page.noMatches}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Verteilung anzeigen' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Verteilung der Trefferwahrscheinlichkeiten' },
      LAZY,
    );
    await waitFor(() => expect(dialog).toBeVisible());
    const entry = (label: string) => within(dialog).getByText(label).closest('li')?.textContent ?? '';
    await expect(entry('Über dem Schwellenwert (exakt)')).toBe(
      `Über dem Schwellenwert (exakt) ${page.exactMatches}`,
    );
    await expect(entry('Bis zum Schwellenwert (manuell)')).toBe(
      `Bis zum Schwellenwert (manuell) ${page.manualMatches}`,
    );
    await expect(entry('Kein Treffer')).toBe(`Kein Treffer ${page.noMatches} (nicht im Diagramm)`);
  },
};

/** 600 rows, matching failed at 240: the page says so and offers retry and delete. */
const failedHandlers = () => [
  ...sessionHandlers(),
  ...importHandlers({ upload: smallUpload, initialFinished: 240, interruptAt: 240, rowsPerPoll: 180 }),
];

/** Matching failed at 240 of 600 rows: no spinning, a clear message and the two ways on. */
export const StatusFailed: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: { handlers: failedHandlers() },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(
      within(alert).getByRole('heading', { name: 'Der Abgleich ist fehlgeschlagen' }),
    ).toBeVisible();
    await expect(alert).toHaveTextContent('240 von 600 Zeilen sind bereits abgeglichen');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    await expect(within(alert).getByRole('button', { name: 'Import löschen' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /Verarbeitung läuft/ })).not.toBeInTheDocument();
  },
};

/** "Erneut versuchen" continues from the checkpoint: polling resumes and runs to the end. */
export const StatusFailedRetry: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: { handlers: failedHandlers() },
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(canvas.getByText('Der Abgleich ist abgeschlossen.')).toBeVisible(), {
      timeout: 8000,
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Matching failed: "Import löschen" asks first, then deletes and goes to a new upload. */
export const StatusFailedDelete: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: { handlers: failedHandlers() },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Import löschen' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Import löschen?' }, LAZY);
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import löschen' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Datei hochladen' }, LAZY),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('Der Import „Kundenliste März 2026 (final)“ wurde gelöscht.')).toBeVisible(),
    );
  },
};

/** Stopped by the user: the page says so and offers to continue. */
export const StatusStopped: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...importHandlers({
          upload: smallUpload,
          initialFinished: 60,
          interruptAt: 60,
          interruption: 'stopped',
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Der Abgleich wurde angehalten' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fortsetzen' })).toBeEnabled();
  },
};

/** Finished, but a few rows raised an error: they count as no match, and the page says how many. */
export const StatusFinishedWithFailedRows: Story = {
  parameters: {
    router: { initialEntries: [`/import/status?id=${BATCH_ID}`] },
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...importHandlers({ upload: smallUpload, initialFinished: 600, failedRows: 1 }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '1 Zeile konnte wegen eines Fehlers nicht abgeglichen werden und zählt als „Kein Treffer“.',
        {},
        LAZY,
      ),
    ).toBeVisible();
  },
};

/** An unknown (or another account's) import id: one clear page, no step, no step links. */
export const ImportNotFound: Story = {
  parameters: {
    router: { initialEntries: ['/import/review?id=doesnotexist'] },
    msw: { handlers: [...sessionHandlers(), ...importNotFoundHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Dieser Import existiert nicht (oder gehört nicht zu Ihrem Konto)' },
        LAZY,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Frühere Importe ansehen' })).toHaveAttribute(
      'href',
      '/list',
    );
    await expect(canvas.getByRole('link', { name: 'Neue Datei hochladen' })).toHaveAttribute(
      'href',
      '/import',
    );
    const steps = canvas.getByRole('navigation', { name: 'Importschritte' });
    await expect(within(steps).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByText('Alle Unternehmen wurden geprüft')).not.toBeInTheDocument();
  },
};

// Visual baselines (stories/support/visual.ts): the upload, the mapping with a workbook's sheet
// choice, the finished status and an unknown import, at 1280 x 800 and 1440 x 900 in de and en.

const uploadHeading = ({ canvas }: VisualContext, say: Say) =>
  canvas.findByRole('heading', { level: 1, name: say({ de: 'Datei hochladen', en: 'Upload a file' }) }, LAZY);

const uploadPage: VisualPage = {
  name: 'upload',
  path: '/import',
  handlers: (user) => [...sessionHandlers({ user }), ...importHandlers()],
  ready: async (context, say) => {
    await uploadHeading(context, say);
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('button', { name: say({ de: 'Datei auswählen', en: 'Choose file' }) }),
};

export const UploadVisualDe = visualStory('de', uploadPage);
export const UploadVisualEn = visualStory('en', uploadPage);

const mappingPage: VisualPage = {
  name: 'mapping',
  path: '/import',
  handlers: (user) => [...sessionHandlers({ user }), ...importHandlers({ upload: workbookUpload })],
  ready: async (context, say) => {
    const { canvas, canvasElement, userEvent } = context;
    await uploadHeading(context, say);
    await userEvent.upload(fileInput(canvasElement), xlsx());
    const sheet = await canvas.findByRole('combobox', { name: say({ de: 'Blatt', en: 'Sheet' }) }, LAZY);
    await expect(sheet).toHaveTextContent('Kunden 2025');
    await expect(canvas.getByText('Müller Logistik GmbH')).toBeVisible();
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('button', { name: say({ de: /^Verarbeitung starten \(/, en: /^Start processing \(/ }) }),
};

export const MappingVisualDe = visualStory('de', mappingPage);
export const MappingVisualEn = visualStory('en', mappingPage);

const statusPage: VisualPage = {
  name: 'status',
  path: `/import/status?id=${BATCH_ID}`,
  handlers: (user) => [
    ...sessionHandlers({ user }),
    ...importHandlers({ upload: smallUpload, initialFinished: 600 }),
  ],
  ready: async ({ canvas }, say) => {
    await canvas.findByText(
      say({ de: 'Der Abgleich ist abgeschlossen.', en: 'Matching is complete.' }),
      {},
      LAZY,
    );
    await waitFor(() => expect(canvas.getByRole('slider')).toBeEnabled(), LAZY);
    await canvas.findByText('Kundenliste März…', {}, LAZY);
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('button', { name: say({ de: '77 Unternehmen prüfen', en: 'Review 77 companies' }) }),
};

export const StatusVisualDe = visualStory('de', statusPage);
export const StatusVisualEn = visualStory('en', statusPage);

const importNotFoundPage: VisualPage = {
  name: 'import-not-found',
  path: '/import/review?id=doesnotexist',
  handlers: (user) => [...sessionHandlers({ user }), ...importNotFoundHandlers()],
  ready: async ({ canvas }, say) => {
    await canvas.findByRole(
      'heading',
      {
        level: 1,
        name: say({
          de: 'Dieser Import existiert nicht (oder gehört nicht zu Ihrem Konto)',
          en: 'This import does not exist (or does not belong to your account)',
        }),
      },
      LAZY,
    );
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('link', { name: say({ de: 'Neue Datei hochladen', en: 'Upload a new file' }) }),
};

export const ImportNotFoundVisualDe = visualStory('de', importNotFoundPage);
export const ImportNotFoundVisualEn = visualStory('en', importNotFoundPage);
