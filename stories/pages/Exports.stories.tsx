import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { downloads } from '../../app/src/features/exports/downloads.ts';
import { anna } from '../../app/src/testing/fixtures.ts';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { historyHandlers } from '../../app/src/testing/history-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

/**
 * The latest exports (/exports) with the server's calls answered by MSW: 60 exports of Anna and
 * her colleague, one of each product, reference and file state (app/src/testing/history-handlers.ts).
 */
const meta = {
  title: 'Pages/Exports',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/exports'] },
    msw: { handlers: [...sessionHandlers(), ...historyHandlers()] },
  },
  // Stories never leave the page: downloads and other products' tabs are only recorded.
  beforeEach: () => {
    const start = spyOn(downloads, 'start').mockImplementation(() => undefined);
    const open = spyOn(downloads, 'open').mockImplementation(() => undefined);
    return () => {
      start.mockRestore();
      open.mockRestore();
    };
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page is loaded lazily with the DataGrid. */
const LAZY = { timeout: 10_000 };
const NEWEST = 'Kundenliste März 2026 (final).xlsx';

async function loadedGrid(
  canvasElement: HTMLElement,
  fileName = NEWEST,
  name = 'Letzte Exporte',
): Promise<HTMLElement> {
  const grid = await within(canvasElement).findByRole('grid', { name }, LAZY);
  await within(grid).findByText(fileName, {}, LAZY);
  return grid;
}

function rowOf(grid: HTMLElement, fileName: string): HTMLElement {
  const row = within(grid)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(fileName));
  if (!row) throw new Error(`no row for ${fileName}`);
  return row;
}

/** The newest 25 of 60: own import links, a deleted import, a colleague's export, a deleted user, expired files, target, connect and target 2. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await loadedGrid(canvasElement);
    await expect(canvas.getByText('60 Exporte')).toBeVisible();
    await expect(within(rowOf(grid, 'Messe Hannover 2026.csv')).getByText('Import gelöscht')).toBeVisible();
    await expect(within(rowOf(grid, 'Lieferanten Bayern.xlsx')).getByText('Fremde Referenz')).toBeVisible();
    const gone = rowOf(grid, 'Altkunden Nord.xlsx');
    await expect(within(gone).getByText('Gelöschter Nutzer')).toBeVisible();
    await expect(within(gone).getByText('Datei abgelaufen')).toBeVisible();
  },
};

/** The second page, as `?page=2` names it (the API is asked for page 1). */
export const SecondPage: Story = {
  parameters: { router: { initialEntries: ['/exports?page=2'] } },
  play: async ({ canvas, canvasElement }) => {
    await loadedGrid(canvasElement, 'Neukunden Q3 2026.csv');
    await expect(canvas.getByText('26–50 von 60')).toBeVisible();
  },
};

/** Sorted by export name on the server. */
export const SortedByName: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = await loadedGrid(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Exportname/ }));
    await waitFor(
      () => expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Abfrage Großhandel'),
      LAZY,
    );
  },
};

/** A search: filtered and total counts; Esc shows everything again. */
export const Search: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loadedGrid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Exporte durchsuchen' }), 'Messe{Enter}');
    await expect(await canvas.findByText('1 von 60 Exporten', {}, LAZY)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('60 Exporte', {}, LAZY)).toBeVisible();
  },
};

/** Two exports selected and downloaded as one zip. */
export const BulkExportOfSelection: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const grid = await loadedGrid(canvasElement);
    await userEvent.click(within(rowOf(grid, NEWEST)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(grid, 'Messe Hannover 2026.csv')).getByRole('checkbox'));
    const bulk = canvas.getByRole('link', { name: 'Auswahl als ZIP herunterladen (2)' });
    await expect(bulk).toHaveAttribute('href', '/backend/export/getHistoryExportsZip?ids=412%2C409');
    await userEvent.click(bulk);
    await waitFor(() =>
      expect(downloads.start).toHaveBeenCalledWith('/backend/export/getHistoryExportsZip?ids=412%2C409'),
    );
  },
};

/** The zip could not be made: the error is notified (spec 8), nothing is downloaded. */
export const BulkExportFails: Story = {
  parameters: { msw: { handlers: [...sessionHandlers(), ...historyHandlers({ fail: { zip: true } })] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loadedGrid(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /Alle als ZIP herunterladen \(60\)/ }));
    const notification = await canvas.findByText('internal_error: Interner Serverfehler.', {}, LAZY);
    await waitFor(() => expect(notification).toBeVisible());
    await expect(downloads.start).not.toHaveBeenCalled();
  },
};

/** A user without exports: "Keine Daten". */
export const Empty: Story = {
  parameters: { msw: { handlers: [...sessionHandlers(), ...historyHandlers({ exports: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keine Daten', {}, LAZY)).toBeVisible();
    await expect(canvas.getByText('0 Exporte')).toBeVisible();
  },
};

/** The list could not be loaded: not notified (spec 8), but said on the page, with a retry. */
export const LoadFailure: Story = {
  parameters: {
    msw: { handlers: [...sessionHandlers(), ...historyHandlers({ fail: { listHistoryExports: true } })] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Die Liste der Exporte konnte nicht geladen werden.', {}, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: { handlers: [...sessionHandlers({ user: { ...anna, language: 'en' } }), ...historyHandlers()] },
  },
  play: async ({ canvas, canvasElement }) => {
    await loadedGrid(canvasElement, NEWEST, 'Latest exports');
    await expect(canvas.getByRole('columnheader', { name: /Export date/ })).toBeVisible();
    await expect(canvas.getByText('Deleted user')).toBeVisible();
  },
};

/**
 * The exports page's visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de
 * and en: the newest exports, the newest one's download on screen.
 */
const exportsPage: VisualPage = {
  name: 'exports',
  path: '/exports',
  handlers: (user) => [...sessionHandlers({ user }), ...historyHandlers()],
  ready: async ({ canvasElement }, say) => {
    await loadedGrid(canvasElement, NEWEST, say({ de: 'Letzte Exporte', en: 'Latest exports' }));
  },
  mainAction: ({ canvas }, say) =>
    // The newest row's file (the list holds more exports of that file name).
    canvas.getAllByRole('link', {
      name: say({ de: `„${NEWEST}“ herunterladen`, en: `Download “${NEWEST}”` }),
    })[0]!,
};

export const VisualDe = visualStory('de', exportsPage);
export const VisualEn = visualStory('en', exportsPage);
