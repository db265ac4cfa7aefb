import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mappingFormSchema } from '@datacare/ui-kit';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { BATCH_ID, importHandlers, kundenUpload } from '../../testing/import-handlers.ts';
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
});
