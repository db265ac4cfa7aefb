import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MAIL_HINT_DELAY_MS } from '@datacare/api-client';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { browser } from '../../lib/browser.ts';
import { anna } from '../../testing/fixtures.ts';
import { downloads } from '../exports/downloads.ts';
import {
  EXPORT_ID,
  exportHandlers,
  exportScenarios,
  type ExportHandlerOptions,
} from '../../testing/export-handlers.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { BATCH_ID, importHandlers, reviewHandlers } from '../../testing/import-handlers.ts';
import { renderApp } from '../../testing/render.tsx';

const EXPORT_PATH = `/import/export?id=${BATCH_ID}`;
/** Long enough for a few one-second polls on a busy machine. */
const POLLS = { timeout: 10_000 };
const DOWNLOAD_URL = `/backend/export/getHistoryExport?id=${EXPORT_ID}`;

function renderExport(options: ExportHandlerOptions = {}, path = EXPORT_PATH) {
  server.use(
    ...exportHandlers(options),
    ...sessionHandlers(),
    ...reviewHandlers(),
    ...importHandlers({ initialFinished: 1234 }),
  );
  return renderApp(path);
}

/** Records the JSON body of every call of one endpoint (`export/exportMatches`), whatever answers it. */
function recordCalls(call: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(`/backend/${call}`)) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** Stands in for the browser's download: jsdom cannot navigate. */
function watchDownloads() {
  return vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
}

const footer = () => screen.getByRole('region', { name: 'Export starten' });
const downloadButton = () => within(footer()).getByRole('button', { name: 'Export herunterladen' });
const mailButton = () => within(footer()).getByRole('button', { name: 'Export per E-Mail senden' });
const quotaRegion = () => screen.getByRole('region', { name: 'Kontingentberechnung' });
/** The value (dd) of a line (dt) of the quota calculation. */
const quotaLine = (label: string) => within(quotaRegion()).getByText(label).nextElementSibling;

async function ready(options: ExportHandlerOptions = {}) {
  const rendered = renderExport(options);
  expect(await screen.findByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
  await waitFor(() => expect(quotaLine('Benötigtes Kontingent')).not.toBeNull());
  return rendered;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ExportStep: the form', () => {
  it('opens with the defaults of spec 4, the rows and the quota calculation', async () => {
    await ready();
    expect(
      screen.getByText('Die Datei hat 1.234 Zeilen; 1.050 davon mit Treffer werden angereichert.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Excel \(xlsx\)/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('radiogroup', { name: 'Trennzeichen' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Standardansicht' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ihre Spalten' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Unterschiede' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Konsolidierte Ansicht' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name des Exports' })).toHaveValue(
      'Kundenliste März 2026 (final)',
    );
    expect(quotaLine('Unternehmen mit Treffer')).toHaveTextContent('1.050');
    expect(quotaLine('Benötigtes Kontingent')).toHaveTextContent('1.050');
    // 3.750 left of the contract plus 5.000 of the monthly expansion, minus 1.050.
    expect(quotaLine('Verbleibend nach dem Export')).toHaveTextContent('7.700');
    expect(downloadButton()).toBeEnabled();
    expect(mailButton()).toBeEnabled();
  });

  it('offers the company lists by permission: Anna has target 1 access, not target 2', async () => {
    await ready();
    expect(screen.getByRole('button', { name: /Firmenliste in Target$/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Target 2\.0/ })).not.toBeInTheDocument();
  });

  it('disables the download without a view and says why', async () => {
    const { user } = await ready();
    await user.click(screen.getByRole('switch', { name: 'Standardansicht' }));
    expect(await screen.findByText('Wählen Sie mindestens eine Ansicht aus.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Ihre Spalten' })).toBeDisabled();
    expect(downloadButton()).toBeDisabled();
    expect(mailButton()).toBeDisabled();
    expect(footer()).toHaveTextContent('Keine Ansicht gewählt');
    await user.click(screen.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    await waitFor(() => expect(downloadButton()).toBeEnabled());
  });
});

describe('ExportStep: csv', () => {
  it('asks for the delimiter, semicolon first', async () => {
    const { user } = await ready();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const delimiter = screen.getByRole('radiogroup', { name: 'Trennzeichen' });
    expect(within(delimiter).getByRole('radio', { name: 'Semikolon (;)' })).toBeChecked();
    await user.click(within(delimiter).getByRole('radio', { name: 'Komma (,)' }));
    expect(within(delimiter).getByRole('radio', { name: 'Komma (,)' })).toBeChecked();
    expect(screen.getByText(/Eine CSV-Datei enthält nur eine Ansicht/)).toBeVisible();
  });

  it('never combines both views: turning one on turns the other off', async () => {
    const { user } = await ready();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    const standard = screen.getByRole('switch', { name: 'Standardansicht' });
    const consolidated = screen.getByRole('switch', { name: 'Konsolidierte Ansicht' });
    await user.click(consolidated);
    expect(consolidated).toBeChecked();
    expect(standard).not.toBeChecked();
    await user.click(standard);
    expect(standard).toBeChecked();
    expect(consolidated).not.toBeChecked();
    expect(downloadButton()).toBeEnabled();
  });

  it('keeps the view turned on last when switching to csv with both on', async () => {
    const { user } = await ready();
    await user.click(screen.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    expect(screen.getByRole('switch', { name: 'Standardansicht' })).toBeChecked();
    expect(screen.getByText(/erhält jede ein eigenes Tabellenblatt/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(screen.getByRole('switch', { name: 'Konsolidierte Ansicht' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Standardansicht' })).not.toBeChecked();
  });

  it('exports csv with the chosen delimiter and view', async () => {
    watchDownloads();
    const starts = recordCalls('export/exportMatches');
    const { user } = await ready();
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await user.click(screen.getByRole('radio', { name: 'Komma (,)' }));
    await user.click(downloadButton());
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]).toMatchObject({
      batchId: BATCH_ID,
      exportFileType: 'csv',
      delimiter: ',',
      defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
      consolidatedView: { export: false },
      numExports: 1050,
    });
    expect(starts[0]).not.toHaveProperty('exportType');
    expect(starts[0]).not.toHaveProperty('optionsValid');
  });
});

describe('ExportStep: quota', () => {
  it('disables the download when the quota does not cover the export', async () => {
    await ready(exportScenarios.overQuota);
    const quota = quotaRegion();
    expect(await within(quota).findByText('Nicht genügend Kontingent')).toBeVisible();
    expect(quota).toHaveTextContent('Für 1.040 Unternehmen reicht Ihr Kontingent nicht aus.');
    expect(quotaLine('Verbleibend nach dem Export')).toHaveTextContent('-1.040');
    expect(downloadButton()).toBeDisabled();
    expect(mailButton()).toBeDisabled();
    expect(footer()).toHaveTextContent('Ihr Kontingent reicht für diesen Export nicht aus');
  });

  it('says unlimited and lets the export go', async () => {
    await ready(exportScenarios.unlimited);
    expect(quotaLine('Verbleibend nach dem Export')).toHaveTextContent('Unbegrenzt');
    expect(within(quotaRegion()).getByText('Ihr Export-Kontingent ist unbegrenzt.')).toBeVisible();
    expect(downloadButton()).toBeEnabled();
  });

  it('does not charge locked companies and tells how to unlock them', async () => {
    await ready(exportScenarios.lockedCompanies);
    expect(quotaLine('davon gesperrt (nicht berechnet)')).toHaveTextContent('87');
    expect(quotaLine('Benötigtes Kontingent')).toHaveTextContent('963');
    const notice = screen.getByText('87 gesperrte Unternehmen').closest('[role="note"]') as HTMLElement;
    expect(notice).toHaveTextContent('ohne Anreicherung exportiert und nicht von Ihrem Kontingent abgezogen');
    expect(within(notice).getByRole('link', { name: '+49 30 1234567-0' })).toHaveAttribute(
      'href',
      'tel:+493012345670',
    );
  });

  it('shows what an earlier export already charged: exported again for free', async () => {
    await ready(exportScenarios.alreadyCharged);
    expect(quotaLine('davon bereits berechnet')).toHaveTextContent('1.050');
    expect(quotaLine('Benötigtes Kontingent')).toHaveTextContent('0');
    expect(within(quotaRegion()).getByText(/Dieser Export kostet kein Kontingent/)).toBeVisible();
  });
});

describe('ExportStep: the consolidated view', () => {
  async function openTable(options: ExportHandlerOptions = {}) {
    const rendered = await ready(options);
    await rendered.user.click(screen.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    const table = await screen.findByRole('table', { name: 'Spalten der konsolidierten Ansicht' });
    return { ...rendered, table };
  }

  it('offers each row only the methods spec 4 allows, the others with the reason', async () => {
    const { user, table } = await openTable();
    expect(within(table).getByRole('combobox', { name: 'Exportmethode für Firmenname' })).toHaveTextContent(
      'Anreichern, wo leer',
    );
    expect(within(table).getByRole('combobox', { name: 'Exportmethode für Telefon' })).toHaveTextContent(
      'Datacare-Wert übernehmen',
    );
    await user.click(within(table).getByRole('combobox', { name: 'Exportmethode für Telefon' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /Eigene Werte behalten/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(listbox).getByRole('option', { name: /Eigene Werte behalten/ })).toHaveTextContent(
      'Nicht verfügbar: Das Feld ist nicht zugeordnet.',
    );
    expect(within(listbox).getByRole('option', { name: /Anreichern, wo leer/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(listbox).getByRole('option', { name: /^Nicht exportieren/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.keyboard('{Escape}');
    await user.click(within(table).getByRole('combobox', { name: 'Exportmethode für Externe ID' }));
    const customerOnly = await screen.findByRole('listbox');
    expect(
      within(customerOnly).getAllByRole('option', { name: /^Datacare-Wert übernehmen/ })[0],
    ).toHaveTextContent('Nicht verfügbar: Den Wert gibt es nur in Ihren Daten.');
    expect(within(customerOnly).getByRole('option', { name: /Eigene Werte behalten/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps the detailed industry code fixed, under its own name', async () => {
    const { table } = await openTable();
    const wz = within(table)
      .getByRole('rowheader', { name: /WZ-Code \(detailliert\)/ })
      .closest('tr')!;
    expect(within(wz).getByRole('combobox')).toHaveAttribute('aria-disabled', 'true');
    expect(within(wz).queryByRole('textbox')).not.toBeInTheDocument();
    expect(wz).toHaveTextContent('Fest: der Datacare-Wert unter seinem eigenen Namen.');
  });

  it('fixes locked fields to "do not export" and says customer support unlocks them', async () => {
    const { table } = await openTable(exportScenarios.lockedFields);
    const phone = within(table).getByRole('combobox', { name: 'Exportmethode für Telefon' });
    expect(phone).toHaveTextContent('Nicht exportieren');
    expect(phone).toHaveAttribute('aria-disabled', 'true');
    expect(phone).toHaveAccessibleDescription(/Der Kundensupport schaltet das Feld frei/);
    expect(within(table).getAllByTitle('Gesperrt')).toHaveLength(3);
    expect(screen.getByText(/Felder mit Schloss sind für Ihr Konto nicht freigeschaltet/)).toBeVisible();
  });

  it('sends the chosen methods and names with the export', async () => {
    watchDownloads();
    const starts = recordCalls('export/exportMatches');
    const { user, table } = await openTable();
    await user.click(
      within(table).getByRole('combobox', { name: 'Exportmethode für Straße und Hausnummer' }),
    );
    await user.click(
      await screen.findByRole('option', { name: /^Datacare-Wert übernehmen, außer wenn leer/ }),
    );
    expect(within(table).getByText('Ist der Datacare-Wert leer, bleibt Ihr Wert erhalten.')).toBeVisible();
    await user.type(
      within(table).getByRole('textbox', { name: 'Spaltenname für Firmenname' }),
      'Unternehmen',
    );
    await user.click(downloadButton());
    await waitFor(() => expect(starts).toHaveLength(1));
    const body = starts[0] as {
      consolidatedView: {
        export: boolean;
        customColumnMapping: { mapping: { key: string; action: string; customName: string | null }[] };
      };
    };
    expect(body.consolidatedView.export).toBe(true);
    const rows = new Map(body.consolidatedView.customColumnMapping.mapping.map((row) => [row.key, row]));
    expect(rows.get('street')?.action).toBe('ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES');
    expect(rows.get('company_name')?.customName).toBe('Unternehmen');
    expect(rows.get('zip')?.customName).toBeNull();
  });
});

describe('ExportStep: the preview', () => {
  it('waits while the server counts, then shows what the methods would overwrite', async () => {
    const { user } = await ready({ previewPolls: 2 });
    await user.click(screen.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    const panel = await screen.findByRole('region', { name: 'Vorschau der Änderungen' });
    expect(
      within(panel).getByRole('progressbar', { name: 'Die Vorschau wird berechnet …' }),
    ).toBeInTheDocument();
    const street = await within(panel).findByRole('rowheader', { name: /Straße und Hausnummer/ }, POLLS);
    // Enriching fills empty values only: nothing is overwritten.
    expect(street.closest('tr')).toHaveTextContent('Anreichern, wo leer');
    const table = screen.getByRole('table', { name: 'Spalten der konsolidierten Ansicht' });
    await user.click(
      within(table).getByRole('combobox', { name: 'Exportmethode für Straße und Hausnummer' }),
    );
    await user.click(await screen.findByRole('option', { name: /^Datacare-Wert übernehmen$/ }));
    // 22 % of 1.050 companies have another street at Datacare.
    await waitFor(() =>
      expect(
        within(panel)
          .getByRole('rowheader', { name: /Straße und Hausnummer/ })
          .closest('tr'),
      ).toHaveTextContent(/Datacare-Wert übernehmen.*231/),
    );
    await user.click(within(panel).getByRole('button', { name: 'Beispiele für Straße und Hausnummer' }));
    expect(await within(panel).findByText('„Hafenstr. 12“')).toBeVisible();
    expect(within(panel).getByText('„Hafenstraße 12“')).toBeVisible();
    expect(within(panel).getByText(/Zeile 1 · Müller Logistik GmbH/)).toBeVisible();
  });

  it('says so when it cannot be loaded', async () => {
    const { user } = await ready({ previewFails: true });
    await user.click(screen.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    const panel = await screen.findByRole('region', { name: 'Vorschau der Änderungen' });
    expect(await within(panel).findByText('Die Vorschau konnte nicht geladen werden.')).toBeVisible();
  });
});

describe('ExportStep: the export', () => {
  it('polls until the file is written, downloads it by itself and refreshes the quota', async () => {
    const downloads = watchDownloads();
    const quotaCalls = recordCalls('quota/getUserQuotaInfo');
    const { user } = await ready();
    const before = quotaCalls.length;
    await user.click(downloadButton());
    expect(
      await within(footer()).findByRole('progressbar', { name: 'Fortschritt des Exports' }),
    ).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();
    expect(
      await within(footer()).findByText(
        'Der Export ist fertig: Kundenliste März 2026 (final).xlsx.',
        { exact: false },
        POLLS,
      ),
    ).toBeVisible();
    expect(downloads).toHaveBeenCalledExactlyOnceWith(DOWNLOAD_URL);
    expect(footer()).toHaveTextContent('1.050 Unternehmen wurden von Ihrem Kontingent abgezogen.');
    expect(within(footer()).getByRole('link', { name: 'Erneut herunterladen' })).toHaveAttribute(
      'href',
      DOWNLOAD_URL,
    );
    await waitFor(() => expect(quotaCalls.length).toBeGreaterThan(before));
    // The export info is read again: what was charged is now free.
    await waitFor(() => expect(quotaLine('davon bereits berechnet')).toHaveTextContent('1.050'));
    expect(quotaLine('Benötigtes Kontingent')).toHaveTextContent('0');
    expect(downloadButton()).toBeEnabled();
  });

  it('mails the file when asked in the footer, and downloads nothing', async () => {
    const downloads = watchDownloads();
    const mails = recordCalls('export/sendExportViaMail');
    const { user } = await ready();
    await user.click(mailButton());
    expect(
      await within(footer()).findByText('Die Datei wird nun erstellt und Ihnen per E-Mail zugesandt'),
    ).toBeVisible();
    expect(mails).toEqual([{ batchId: BATCH_ID }]);
    expect(
      await within(footer()).findByText(
        /Der Link zum Herunterladen wurde an Ihre E-Mail-Adresse gesendet/,
        {},
        POLLS,
      ),
    ).toBeVisible();
    expect(downloads).not.toHaveBeenCalled();
  });

  it('offers mail delivery after 10 s of waiting, and mails the link instead', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const downloads = watchDownloads();
    const mails = recordCalls('export/sendExportViaMail');
    const { user } = await ready(exportScenarios.mail);
    await user.click(downloadButton());
    expect(await within(footer()).findByText('Die Datei wird erstellt …', {}, POLLS)).toBeVisible();
    expect(within(footer()).queryByRole('button', { name: 'Per E-Mail senden' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(EXPORT_MAIL_HINT_DELAY_MS));
    expect(await within(footer()).findByText(/Sollen wir Ihnen die Datei per E-Mail senden/)).toBeVisible();
    await user.click(within(footer()).getByRole('button', { name: 'Per E-Mail senden' }));
    expect(
      await within(footer()).findByText('Die Datei wird nun erstellt und Ihnen per E-Mail zugesandt'),
    ).toBeVisible();
    expect(mails).toEqual([{ batchId: BATCH_ID }]);
    expect(
      await within(footer()).findByText(
        /Der Link zum Herunterladen wurde an Ihre E-Mail-Adresse gesendet/,
        {},
        POLLS,
      ),
    ).toBeVisible();
    expect(downloads).not.toHaveBeenCalled();
  });

  it('says a failed export charged nothing and starts it again', async () => {
    watchDownloads();
    const starts = recordCalls('export/exportMatches');
    const { user } = await ready(exportScenarios.failed);
    await user.click(downloadButton());
    const alert = await within(footer()).findByRole('alert', {}, POLLS);
    expect(alert).toHaveTextContent('Der Export ist fehlgeschlagen');
    expect(alert).toHaveTextContent(
      'Es wurde nichts von Ihrem Kontingent abgezogen. Bitte versuchen Sie es erneut.',
    );
    expect(downloadButton()).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(starts).toHaveLength(2));
  });

  it('goes on showing an export that was running when the page opened', async () => {
    const downloads = watchDownloads();
    renderExport(exportScenarios.running);
    expect(await screen.findByText('Die Datei wird erstellt …')).toBeVisible();
    expect(downloadButton()).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Standardansicht' })).toBeDisabled();
    expect(downloads).not.toHaveBeenCalled();
  });

  it('does not download again an export that finished before the page opened', async () => {
    const downloads = watchDownloads();
    await ready(exportScenarios.finishedBefore);
    await waitFor(() => expect(downloadButton()).toBeEnabled());
    expect(within(footer()).queryByRole('status')).not.toBeInTheDocument();
    expect(downloads).not.toHaveBeenCalled();
  });

  it.each([
    [
      'export_in_progress',
      409,
      'Die Datei ist bereits in Bearbeitung. Bitte versuchen Sie es in einer Minute erneut.',
    ],
    ['not_enough_quota', 409, 'Nicht genügend Kontingent'],
    ['no_quota_left', 409, 'Kein Kontingent mehr'],
    ['no_companies_in_export', 409, 'Keine Unternehmen im Export'],
  ])('tells the user when the server refuses with %s', async (type, status, message) => {
    const { user } = await ready();
    server.use(
      http.post('*/backend/export/exportMatches', () =>
        HttpResponse.json({ errors: [{ type, message: 'Server-Text' }] }, { status }),
      ),
    );
    await user.click(downloadButton());
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText(/Server-Text/)).not.toBeInTheDocument();
  });

  it('shows any other failure as the server words it (spec 8)', async () => {
    const { user } = await ready();
    server.use(
      http.post('*/backend/export/exportMatches', () =>
        HttpResponse.json(
          { errors: [{ type: 'internal_error', message: 'Ein unerwarteter Fehler ist aufgetreten.' }] },
          { status: 500 },
        ),
      ),
    );
    await user.click(downloadButton());
    expect(await screen.findByText('internal_error: Ein unerwarteter Fehler ist aufgetreten.')).toBeVisible();
  });
});

describe('ExportStep: the tag', () => {
  it('saves a changed tag on Enter, refuses one over 36 characters', async () => {
    const saves = recordCalls('import/saveTag');
    const { user } = await ready();
    const tag = screen.getByRole('textbox', { name: 'Name des Exports' });
    await user.clear(tag);
    await user.type(tag, 'Kundenliste mit einem sehr langen Namen');
    expect(await screen.findByText('Die maximale Zeichenanzahl für den Namen beträgt 36')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(saves).toEqual([]);
    await user.clear(tag);
    await user.type(tag, '  CRM-Abgleich Q1  {Enter}');
    await waitFor(() => expect(saves).toEqual([{ batchId: BATCH_ID, tag: 'CRM-Abgleich Q1' }]));
    expect(tag).toHaveValue('CRM-Abgleich Q1');
  });

  it('does not save an empty tag and brings the saved one back', async () => {
    const saves = recordCalls('import/saveTag');
    const { user } = await ready();
    const tag = screen.getByRole('textbox', { name: 'Name des Exports' });
    await user.clear(tag);
    await user.tab();
    expect(tag).toHaveValue('Kundenliste März 2026 (final)');
    expect(saves).toEqual([]);
  });
});

describe('ExportStep: in the wizard', () => {
  const stepBar = () => screen.getByRole('navigation', { name: 'Importschritte' });

  /** Status, then review, then "Export anzeigen", as a user gets there. */
  async function throughReview() {
    const rendered = renderExport({}, `/import/status?id=${BATCH_ID}`);
    await rendered.user.click(await screen.findByRole('button', { name: /Unternehmen prüfen/ }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Export anzeigen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
    return rendered;
  }

  it('keeps the options while the user visits another step, and the export step is a link once loaded', async () => {
    const { user } = await throughReview();
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    await user.click(within(stepBar()).getByRole('link', { name: /Status/ }));
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.')).toBeVisible();
    await user.click(within(stepBar()).getByRole('link', { name: /Export/ }));
    expect(await screen.findByRole('button', { name: 'CSV' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the defaults again after a review decision (spec 4 Review)', async () => {
    const { user } = await throughReview();
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    await user.click(within(stepBar()).getByRole('link', { name: /Prüfung/ }));
    await user.click(await screen.findByRole('checkbox', { name: /^Treffer 1:/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Treffer 1:/ })).toBeChecked());
    // The decision dropped the export info: the step is no link until it has loaded again.
    await waitFor(() =>
      expect(within(stepBar()).queryByRole('link', { name: /Export/ })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Export anzeigen' }));
    expect(await screen.findByRole('button', { name: /Excel \(xlsx\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'CSV' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('ExportStep: company lists (issue 16)', () => {
  const LIST_URL = 'http://localhost/lists/7';

  function listHandlers(options: { target2Access?: boolean } = {}) {
    return [
      http.post('*/backend/profiles/getTargetCompanyLists', () =>
        HttpResponse.json({ items: [{ id: '7', name: 'Messe Frankfurt 2026' }] }),
      ),
      http.post('*/backend/profiles/createCompanyListFromMatches', () =>
        HttpResponse.json({ redirectUrl: 'http://localhost/lists/8' }),
      ),
      http.post('*/backend/profiles/addCompaniesToCompanyList', () =>
        HttpResponse.json({
          type: 'add',
          listId: '7',
          listName: 'Messe Frankfurt 2026',
          listUrl: LIST_URL,
          numCompaniesModified: 840,
          numCompaniesMatched: 1050,
          newlyCreated: false,
        }),
      ),
      http.post('*/backend/profiles/safeCompanyIdsToTargetRedis', () =>
        HttpResponse.json(
          options.target2Access === false
            ? { hasTargetAccess: false, redirectUrl: null }
            : { hasTargetAccess: true, redirectUrl: 'http://localhost/lists/9' },
        ),
      ),
    ];
  }

  it('exports to a new Target list without quota and opens it from the finished dialog', async () => {
    const created = recordCalls('profiles/createCompanyListFromMatches');
    const exported = recordCalls('export/exportMatches');
    const { user } = await ready();
    server.use(...listHandlers());
    await user.click(screen.getByRole('button', { name: /Firmenliste in Target$/ }));
    // No quota, no file: the quota calculation gives way to the note, download and mail to the list export.
    expect(screen.getByText('Exporte in eine Firmenliste verbrauchen kein Export-Kontingent.')).toBeVisible();
    expect(within(footer()).queryByRole('button', { name: 'Export herunterladen' })).not.toBeInTheDocument();
    await user.click(within(footer()).getByRole('button', { name: 'Nach Target exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nach Target exportieren' });
    const name = within(dialog).getByRole('textbox', { name: /Name der neuen Liste/ });
    await user.clear(name);
    await user.type(name, 'Kunden Süd');
    await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    const open = await within(dialog).findByRole('link', { name: /Liste öffnen/ });
    expect(open).toHaveAttribute('href', 'http://localhost/lists/8');
    expect(open).toHaveAttribute('target', '_blank');
    expect(created).toEqual([{ batchId: BATCH_ID, companyListName: 'Kunden Süd' }]);
    expect(exported).toEqual([]);
  });

  it('adds to an existing list and says how many companies were added', async () => {
    const added = recordCalls('profiles/addCompaniesToCompanyList');
    const { user } = await ready();
    server.use(...listHandlers());
    await user.click(screen.getByRole('button', { name: /Firmenliste in Target$/ }));
    await user.click(within(footer()).getByRole('button', { name: 'Nach Target exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nach Target exportieren' });
    await user.click(
      within(dialog).getByRole('radio', { name: 'Zu einer bestehenden Firmenliste hinzufügen' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine Firmenliste aus.')).toBeVisible();
    await user.click(await within(dialog).findByRole('combobox', { name: 'Bestehende Firmenliste' }));
    await user.click(await screen.findByRole('option', { name: 'Messe Frankfurt 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    expect(
      await within(dialog).findByText(
        '840 Unternehmen wurden der Firmenliste „Messe Frankfurt 2026“ hinzugefügt.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /Liste öffnen/ })).toHaveAttribute('href', LIST_URL);
    expect(added).toEqual([{ batchId: BATCH_ID, listId: '7', deleteImport: false }]);
  });

  it('switches to Target 2.0 in a new tab, or warns without access (spec 8 Target)', async () => {
    const open = vi.spyOn(downloads, 'open').mockImplementation(() => undefined);
    server.use(...sessionHandlers({ user: { ...anna, target2Permissions: { ACCESS: true } } }));
    const { user } = renderExport();
    server.use(
      ...sessionHandlers({ user: { ...anna, target2Permissions: { ACCESS: true } } }),
      ...listHandlers(),
    );
    await user.click(await screen.findByRole('button', { name: /Firmenliste in Target 2\.0/ }));
    await user.click(within(footer()).getByRole('button', { name: 'Zu Target 2.0 wechseln' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/lists/9'));
    server.use(...listHandlers({ target2Access: false }));
    await user.click(within(footer()).getByRole('button', { name: 'Zu Target 2.0 wechseln' }));
    expect(await within(footer()).findByRole('alert')).toHaveTextContent('Kein Zugriff auf Target 2.0');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
