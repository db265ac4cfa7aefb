import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { anna } from '../../app/src/testing/fixtures.ts';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { historyHandlers } from '../../app/src/testing/history-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

/** The past imports (/list) with the server's calls answered by MSW: 23 imports of Anna. */
const meta = {
  title: 'Pages/Past imports',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/list'] },
    msw: { handlers: [...sessionHandlers(), ...historyHandlers()] },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page is loaded lazily. */
const LAZY = { timeout: 10_000 };

async function loadedCards(canvasElement: HTMLElement, name = 'Frühere Importe'): Promise<HTMLElement[]> {
  const list = await within(canvasElement).findByRole('list', { name }, LAZY);
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), LAZY);
  return within(list).getAllByRole('article');
}

/** The newest nine: three rows of three, each opening the furthest step; paging below. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await loadedCards(canvasElement)).toHaveLength(9);
    const newest = canvas.getByRole('article', { name: 'Kundenliste März 2026 (final).xlsx' });
    await expect(within(newest).getByRole('link', { name: /^Zum Export/ })).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Adressbestand Handwerk NRW.xlsx' })).getByText(
        'Nicht gestartet',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Seiten' })).toBeVisible();
  },
};

/** The last page, as `?page=3` names it. */
export const LastPage: Story = {
  parameters: { router: { initialEntries: ['/list?page=3'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await loadedCards(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A search that fits on one page: the paging is hidden; Esc shows everything again. */
export const Search: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loadedCards(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Importe durchsuchen' }),
      'Kundenliste{Enter}',
    );
    await waitFor(async () => expect(await loadedCards(canvasElement)).toHaveLength(2), LAZY);
    await expect(canvas.queryByRole('navigation', { name: 'Seiten' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect(await loadedCards(canvasElement)).toHaveLength(9), LAZY);
  },
};

/** Nothing found: "Keine Ergebnisse gefunden". */
export const NoResults: Story = {
  parameters: { msw: { handlers: [...sessionHandlers(), ...historyHandlers({ imports: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keine Ergebnisse gefunden', {}, LAZY)).toBeVisible();
  },
};

/** Renaming an import on its card (handlers of its own: the rename stays in their state). */
export const EditTag: Story = {
  parameters: { msw: { handlers: [...sessionHandlers(), ...historyHandlers()] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loadedCards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tag „Messe Hannover 2026“ bearbeiten' }));
    const input = canvas.getByRole('textbox', { name: 'Tag' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Messe Hannover – Nachfassen{Enter}');
    await expect(
      await canvas.findByRole('button', { name: 'Tag „Messe Hannover – Nachfassen“ bearbeiten' }, LAZY),
    ).toBeVisible();
  },
};

/** Delete asks first, naming the import and what goes with it. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loadedCards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen: Messe Hannover 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import löschen?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('„Messe Hannover 2026“ (Messe Hannover 2026 Kontakte.csv)');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  },
};

/** Deleted: the list reloads without it (handlers of their own: the deletion stays in their state). */
export const Deleted: Story = {
  parameters: { msw: { handlers: [...sessionHandlers(), ...historyHandlers()] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await loadedCards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen: Messe Hannover 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import endgültig löschen' }));
    const notification = await canvas.findByText(
      'Der Import „Messe Hannover 2026“ wurde gelöscht.',
      {},
      LAZY,
    );
    await waitFor(() => expect(notification).toBeVisible());
    await waitFor(() =>
      expect(
        canvas.queryByRole('article', { name: 'Messe Hannover 2026 Kontakte.csv' }),
      ).not.toBeInTheDocument(),
    );
  },
};

/** The list could not be loaded: notified (spec 8) and said on the page. */
export const LoadFailure: Story = {
  parameters: {
    msw: { handlers: [...sessionHandlers(), ...historyHandlers({ fail: { listImports: true } })] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Die Liste der Importe konnte nicht geladen werden.', {}, LAZY),
    ).toBeVisible();
    const notification = canvas.getByText('internal_error: Interner Serverfehler.');
    await waitFor(() => expect(notification).toBeVisible());
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: {
    msw: { handlers: [...sessionHandlers({ user: { ...anna, language: 'fr' } }), ...historyHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Imports précédents' }, LAZY),
    ).toBeVisible();
  },
};

/**
 * The past imports' visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de
 * and en: the newest nine, the newest one's way on to its export on screen.
 */
const pastImportsPage: VisualPage = {
  name: 'imports',
  path: '/list',
  handlers: (user) => [...sessionHandlers({ user }), ...historyHandlers()],
  ready: async ({ canvasElement }, say) => {
    await expect(
      await loadedCards(canvasElement, say({ de: 'Frühere Importe', en: 'Past imports' })),
    ).toHaveLength(9);
  },
  mainAction: ({ canvas }, say) =>
    within(canvas.getByRole('article', { name: 'Kundenliste März 2026 (final).xlsx' })).getByRole('link', {
      name: say({ de: /^Zum Export/, en: /^To the export/ }),
    }),
};

export const VisualDe = visualStory('de', pastImportsPage);
export const VisualEn = visualStory('en', pastImportsPage);
