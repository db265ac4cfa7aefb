import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { BATCH_ID, importHandlers, kundenUpload } from '../../app/src/testing/import-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';

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

/** Invalid provider ids: a persistent error lists the rows; matching does not start. */
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
    const message = await screen.findByText(/enthält in 3 Zeilen ungültige IDs \(3, 17, 242\)/, {}, LAZY);
    await waitFor(() => expect(message).toBeVisible(), LAZY);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spalten zuordnen' })).toBeVisible();
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
