import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mappingFormSchema } from '@datacare/ui-kit';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import {
  BATCH_ID,
  importHandlers,
  kundenUpload,
  macCsvUpload,
  workbookUpload,
} from '../../testing/import-handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { mappingRules } from './MappingStep.tsx';

const location = () => screen.getByTestId('location').textContent;
const file = () => new File(['PK'], 'Kundenliste.xlsx', { type: 'application/vnd.ms-excel' });

/** Signs in, uploads a file on /import and waits for the mapping screen. */
async function openMapping(options: Parameters<typeof importHandlers>[0] = {}) {
  server.use(...sessionHandlers(), ...importHandlers(options));
  const view = renderApp('/import');
  await screen.findByRole('heading', { level: 1, name: 'Datei hochladen' }, { timeout: 5000 });
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await view.user.upload(input, file());
  await screen.findByRole('heading', { level: 1, name: 'Spalten zuordnen' }, { timeout: 5000 });
  return view;
}

const startButton = () => screen.getByRole('button', { name: /^Verarbeitung starten \(/ });

describe('the mapping step', () => {
  it('writes the row count as people read it: 100.000, not 100000', async () => {
    const big = { ...kundenUpload, stats: { ...kundenUpload.stats, rows: { total: 100000, empty: 0 } } };
    await openMapping({ upload: big });
    expect(screen.getByText(/^100\.000 Zeilen mit 7 Spalten wurden gelesen/)).toBeVisible();
    expect(startButton()).toHaveAccessibleName('Verarbeitung starten (100.000 Zeilen)');
  });

  it('keeps the start button and the validation message in a footer that sticks to the window', async () => {
    await openMapping();
    const footer = screen.getByRole('region', { name: 'Verarbeitung starten' });
    expect(footer).toHaveStyle({ position: 'sticky' });
    expect(within(footer).getByRole('button', { name: /^Verarbeitung starten \(/ })).toBeVisible();
    expect(within(footer).getByRole('status')).toHaveTextContent('Die Zuordnung ist vollständig.');
  });

  it('folds the unmapped metadata fields until asked for', async () => {
    const { user } = await openMapping();
    // E-Mail is mapped and shown; Fax is not mapped and folded away.
    expect(screen.getByRole('combobox', { name: 'E-Mail' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Fax' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '8 nicht zugeordnete Felder anzeigen' }));
    expect(screen.getByRole('combobox', { name: 'Fax' })).toBeVisible();
  });

  it("checks the mapping with api-client's rules: an empty company-name column blocks the start", async () => {
    // The Firma column is empty in every row, so mapping it does not satisfy the requirement.
    const emptyNames = { ...kundenUpload, nonEmptyCounts: [1234, 0, 1200, 1230, 1231, 800, 950] };
    await openMapping({ upload: emptyNames });
    const footer = screen.getByRole('region', { name: 'Verarbeitung starten' });
    expect(within(footer).getByRole('status')).toHaveTextContent(
      'Mindestens 1 Pflichtfeld ist nicht zugeordnet',
    );
    expect(startButton()).toBeDisabled();
  });

  it("refuses in the form's zod schema what api-client's rules refuse, with their message keys", () => {
    const schema = mappingFormSchema(kundenUpload.customerColumns, mappingRules(kundenUpload));
    const issues = (state: unknown) =>
      schema.safeParse(state).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ mapping: { street: 'Straße', location: 'Ort' }, additionalColumns: [] })).toEqual([
      'required_missing',
    ]);
    // Only a warning: starting is allowed.
    expect(issues({ mapping: { company_name: 'Firma' }, additionalColumns: [] })).toEqual([]);
    expect(issues({ mapping: { company_name: 'Firma' }, additionalColumns: ['Firma', 'Umsatz'] })).toEqual([
      'additional_column_mapped',
      'unknown_column',
    ]);
  });

  it('shows refused Datacare IDs as one error in the mapping box and blocks start until the mapping changes', async () => {
    const { user } = await openMapping({
      start: { hasInvalidProviderIds: true, invalidProviderIdRows: [3, 17, 242] },
    });
    await user.click(startButton());
    const footer = screen.getByRole('region', { name: 'Verarbeitung starten' });
    await waitFor(() =>
      expect(within(footer).getByRole('status')).toHaveTextContent(
        'Die Datacare-ID-Spalte enthält ungültige IDsBetroffen sind 3 Zeilen: 3, 17, 242.',
      ),
    );
    expect(startButton()).toBeDisabled();
    // No second, contradicting message: the box is the one place.
    expect(screen.queryByText(/Die Zuordnung ist vollständig/)).not.toBeInTheDocument();
    // Any change of the mapping lifts the block.
    await user.click(screen.getByRole('combobox', { name: 'E-Mail' }));
    await user.click(await screen.findByRole('option', { name: /Nicht zugeordnet/ }));
    await waitFor(() => expect(startButton()).toBeEnabled());
  });

  it('asks before matching a reviewed import again, naming the decisions it discards', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/backend/import/startMatching')) bodies.push(await request.clone().json());
    });
    const { user } = await openMapping({ start: { reviewDecisions: 12 } });
    await user.click(startButton());
    const dialog = await screen.findByRole('dialog', { name: 'Import erneut abgleichen?' });
    expect(dialog).toHaveTextContent('Ein neuer Abgleich verwirft Ihre 12 Prüfentscheidungen');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(`/import/mapping?id=${BATCH_ID}`);

    await user.click(startButton());
    await user.click(
      await screen.findByRole('button', { name: 'Neu abgleichen und 12 Entscheidungen verwerfen' }),
    );
    await waitFor(() => expect(location()).toBe(`/import/status?id=${BATCH_ID}`));
    server.events.removeAllListeners();
    expect(bodies.at(-1)).toMatchObject({ discardReviewDecisions: true });
    expect(
      bodies.slice(0, -1).every((body) => !(body as Record<string, unknown>).discardReviewDecisions),
    ).toBe(true);
  });

  it('goes to the status page when the import is already being matched (409)', async () => {
    const { user } = await openMapping();
    server.use(
      http.post('*/backend/import/startMatching', () =>
        HttpResponse.json(
          { errors: [{ type: 'matching_running', message: 'Der Abgleich läuft bereits.' }] },
          { status: 409 },
        ),
      ),
    );
    await user.click(startButton());
    await waitFor(() => expect(location()).toBe(`/import/status?id=${BATCH_ID}`));
    expect(await screen.findByText(/läuft bereits; hier sehen Sie seinen Fortschritt/)).toBeVisible();
  });

  it('names the sheet read and reads another sheet of the same upload: columns, examples and proposal change', async () => {
    const calls: { url: string; body: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url).pathname;
      if (url.endsWith('/rereadUpload') || url.endsWith('/startMatching')) {
        calls.push({ url, body: await request.clone().json() });
      } else if (url.endsWith('/upload')) calls.push({ url, body: null });
    });
    const { user } = await openMapping({ upload: workbookUpload });
    const bar = screen.getByRole('group', { name: 'Gelesene Datei' });
    expect(bar).toHaveTextContent('Datei: Kunden 2025 und 2026.xlsx');
    const sheet = within(bar).getByRole('combobox', { name: 'Blatt' });
    expect(sheet).toHaveTextContent('Kunden 2025');
    expect(screen.getByRole('combobox', { name: /^Firmenname/ })).toHaveTextContent('Firma');
    expect(screen.getByText('Müller Logistik GmbH')).toBeVisible();

    await user.click(sheet);
    await user.click(await screen.findByRole('option', { name: 'Kunden 2026' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Firmenname/ })).toHaveTextContent('Name'),
    );
    expect(within(bar).getByRole('combobox', { name: 'Blatt' })).toHaveTextContent('Kunden 2026');
    expect(screen.getByText('Weber Maschinenbau AG')).toBeVisible();
    expect(screen.queryByText('Müller Logistik GmbH')).not.toBeInTheDocument();
    expect(screen.getByText(/^312 Zeilen mit 5 Spalten wurden gelesen/)).toBeVisible();
    // The proposal of the new headers, not the old mapping: the customer number is gone.
    expect(screen.getByRole('combobox', { name: 'Externe ID' })).toHaveTextContent('Nicht zugeordnet');
    expect(screen.getByRole('combobox', { name: 'Telefon' })).toHaveTextContent('Telefon');

    await user.click(startButton());
    await waitFor(() => expect(location()).toBe(`/import/status?id=${BATCH_ID}`));
    server.events.removeAllListeners();
    expect(calls.map((c) => c.url.split('/').pop())).toEqual(['upload', 'rereadUpload', 'startMatching']);
    expect(calls[1]!.body).toEqual({ batchId: BATCH_ID, sheetName: 'Kunden 2026' });
    expect((calls[2]!.body as { mapping: unknown[] }).mapping).toEqual(
      expect.arrayContaining([{ internalField: 'company_name', customerField: 'Name' }]),
    );
  });

  it('offers the encoding of a csv whose detection was unsure and shows the examples read again', async () => {
    const { user } = await openMapping({ upload: macCsvUpload });
    const encoding = screen.getByRole('combobox', { name: 'Zeichenkodierung' });
    expect(encoding).toHaveTextContent('Windows-1252 (Westeuropäisch)');
    expect(screen.getByText('MŸller GmbH')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Blatt' })).not.toBeInTheDocument();

    await user.click(encoding);
    await user.click(await screen.findByRole('option', { name: 'Mac Roman (Excel für Mac)' }));
    expect(await screen.findByText('Müller GmbH')).toBeVisible();
    expect(screen.queryByText('MŸller GmbH')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Straße und Hausnummer' })).toHaveTextContent('Straße');
    // The detection stays unsure: the choice can be changed again.
    expect(screen.getByRole('combobox', { name: 'Zeichenkodierung' })).toHaveTextContent(
      'Mac Roman (Excel für Mac)',
    );
  });

  it('only names the sheet of a workbook with one sheet with data', async () => {
    await openMapping();
    const bar = screen.getByRole('group', { name: 'Gelesene Datei' });
    expect(bar).toHaveTextContent('Blatt: Kunden');
    expect(within(bar).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('keeps the import as it was when the sheet cannot be read, with the server message', async () => {
    const { user } = await openMapping({ upload: workbookUpload });
    server.use(
      http.post('*/backend/import/rereadUpload', () =>
        HttpResponse.json(
          { errors: [{ type: 'no_data', message: 'Die Arbeitsmappe enthält keine Daten.' }] },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Blatt' }));
    await user.click(await screen.findByRole('option', { name: 'Kunden 2026' }));
    expect(await screen.findByText(/Die Arbeitsmappe enthält keine Daten/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Blatt' })).toHaveTextContent('Kunden 2025');
    expect(screen.getByText('Müller Logistik GmbH')).toBeVisible();
  });

  it('goes to the status page when matching of the import was started elsewhere (409)', async () => {
    const { user } = await openMapping({ upload: workbookUpload });
    server.use(
      http.post('*/backend/import/rereadUpload', () =>
        HttpResponse.json(
          {
            errors: [
              { type: 'import_started', message: 'Der Abgleich dieses Imports wurde bereits gestartet.' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Blatt' }));
    await user.click(await screen.findByRole('option', { name: 'Kunden 2026' }));
    await waitFor(() => expect(location()).toBe(`/import/status?id=${BATCH_ID}`));
  });
});
