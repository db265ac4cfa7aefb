import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { downloads } from '../../app/src/features/exports/downloads.ts';
import { exportHandlers } from '../../app/src/testing/export-handlers.ts';
import type { User } from '@datacare/api-client';
import { anna } from '../../app/src/testing/fixtures.ts';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import { BATCH_ID, importHandlers, kundenUpload } from '../../app/src/testing/import-handlers.ts';
import { listHandlers, type ListHandlerOptions } from '../../app/src/testing/list-handlers.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { visualStory, type VisualPage } from '../support/visual.ts';

/**
 * Issue 16's pages with the server's calls answered by MSW (app/src/testing/list-handlers.ts): the
 * connect import's finish screen, the company list page and the export step's company lists.
 */
const meta = {
  title: 'Pages/CompanyLists',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // The finish screen keeps its result for a reload in the tab: each story starts without one.
    window.sessionStorage.clear();
    const { open } = downloads;
    downloads.open = fn();
    return () => {
      downloads.open = open;
    };
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const LAZY = { timeout: 10_000 };
const finishedImport = () => importHandlers({ initialFinished: kundenUpload.stats.rows.total });
const session = (options: ListHandlerOptions = {}) => [
  ...sessionHandlers(),
  ...finishedImport(),
  ...exportHandlers(),
  ...listHandlers(options),
];

const connectPath = (query: string) => `/connect-import/finished?id=${BATCH_ID}&${query}`;

/** The connect import added the file's companies to list 12 (integration mode: no header, no menu). */
export const ConnectFinishedAdd: Story = {
  args: { search: '?isIntegrationMode=true' },
  parameters: {
    router: { initialEntries: [connectPath('listId=12&mode=add')] },
    msw: { handlers: session() },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '840 Unternehmen wurden der Liste „Messe Frankfurt 2026“ hinzugefügt.',
        {},
        LAZY,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Sie können diese Seite jetzt verlassen.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abmelden' })).toBeNull();
  },
};

/** Mode add without a list: a new list was created. */
export const ConnectFinishedNewList: Story = {
  args: { search: '?isIntegrationMode=true' },
  parameters: {
    router: { initialEntries: [connectPath('mode=add')] },
    msw: {
      handlers: session({ finish: { newlyCreated: true, listId: '17', listName: 'Kundenliste 2026' } }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Die Liste wurde neu angelegt.', {}, LAZY)).toBeVisible();
  },
};

/** Mode remove, then the list renamed with the dialog (Enter submits). */
export const ConnectFinishedRemoveAndRename: Story = {
  args: { search: '?isIntegrationMode=true' },
  parameters: {
    router: { initialEntries: [connectPath('listId=12&mode=remove')] },
    msw: { handlers: session({ finish: { numCompaniesModified: 3 } }) },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/3 Unternehmen wurden aus der Liste/, {}, LAZY)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Liste umbenennen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liste umbenennen' });
    const name = within(dialog).getByRole('textbox', { name: /Name der Liste/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Messe Süd{Enter}');
    const renamed = await screen.findByText('Firmenliste umbenannt in „Messe Süd“');
    await waitFor(() => expect(renamed).toBeVisible());
  },
};

/** The list could not be changed (spec 8 Connect: 'could not be processed'), with a retry. */
export const ConnectFinishFailed: Story = {
  args: { search: '?isIntegrationMode=true' },
  parameters: {
    router: { initialEntries: [connectPath('listId=12&mode=add')] },
    msw: { handlers: session({ finishFails: true }) },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Der Import konnte nicht verarbeitet werden', {}, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** A connect link with an unknown mode says so before anything is uploaded. */
export const ConnectInvalidLink: Story = {
  args: { search: '?isIntegrationMode=true' },
  parameters: {
    router: { initialEntries: ['/connect-import?mode=replace&listId=12'] },
    msw: { handlers: session() },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dieser Link kann nicht ausgeführt werden', {}, LAZY)).toBeVisible();
  },
};

/** The list page: what arrived in list 12, paged on the server, with a locked company. */
export const ListPage: Story = {
  parameters: { router: { initialEntries: ['/lists/12'] }, msw: { handlers: session() } },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Messe Frankfurt 2026/ }, LAZY),
    ).toBeVisible();
    await expect((await canvas.findAllByText('Schmidt Bau GmbH'))[0]).toBeVisible();
    await expect(canvas.getAllByText('XXXX').length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('searchbox'), 'Leipzig{Enter}');
    // Only the companies in Leipzig are left.
    await waitFor(() => expect(canvas.queryByText('München')).toBeNull());
    await expect(canvas.getAllByText('Leipzig').length).toBeGreaterThan(0);
  },
};

/** Another user's or an unknown list. */
export const ListNotFound: Story = {
  parameters: { router: { initialEntries: ['/lists/99'] }, msw: { handlers: session() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, LAZY)).toHaveTextContent(/existiert nicht/);
  },
};

/** The export step with the Target list type: the dialog, new list, finished with the link. */
export const ExportToTargetList: Story = {
  parameters: {
    router: { initialEntries: [`/import/export?id=${BATCH_ID}`] },
    msw: { handlers: session() },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Firmenliste in Target$/ }, LAZY));
    await expect(
      canvas.getByText('Exporte in eine Firmenliste verbrauchen kein Export-Kontingent.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nach Target exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nach Target exportieren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await expect(await within(dialog).findByRole('link', { name: /Liste öffnen/ })).toHaveAttribute(
      'href',
      'http://localhost:6006/lists/15',
    );
  },
};

/** Target 2.0 without access: the warning of spec 8, nothing handed over. */
export const Target2Denied: Story = {
  parameters: {
    router: { initialEntries: [`/import/export?id=${BATCH_ID}`] },
    msw: {
      handlers: [
        ...sessionHandlers({ user: { ...anna, target2Permissions: { ACCESS: true } } }),
        ...finishedImport(),
        ...exportHandlers(),
        ...listHandlers({ target2Access: false }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Firmenliste in Target 2\.0/ }, LAZY));
    await userEvent.click(canvas.getByRole('button', { name: 'Zu Target 2.0 wechseln' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kein Zugriff auf Target 2.0');
    await expect(downloads.open).not.toHaveBeenCalled();
  },
};

// Visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de and en.

const sessionOf = (user: User, options: ListHandlerOptions = {}) => [
  ...sessionHandlers({ user }),
  ...finishedImport(),
  ...exportHandlers(),
  ...listHandlers(options),
];

/** The company list page: what arrived in list 12, the first company on screen. */
const listPage: VisualPage = {
  name: 'company-list',
  path: '/lists/12',
  handlers: (user) => sessionOf(user),
  ready: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: /Messe Frankfurt 2026/ }, LAZY);
    await canvas.findAllByText('Schmidt Bau GmbH', {}, LAZY);
  },
  mainAction: ({ canvas }) => canvas.getAllByText('Schmidt Bau GmbH')[0]!,
};

export const ListVisualDe = visualStory('de', listPage);
export const ListVisualEn = visualStory('en', listPage);

/** An unknown list. */
const listNotFoundPage: VisualPage = {
  name: 'company-list-not-found',
  path: '/lists/99',
  handlers: (user) => sessionOf(user),
  ready: async ({ canvas }, say) => {
    await canvas.findByRole(
      'heading',
      { level: 1, name: say({ de: /existiert nicht/, en: /does not exist/ }) },
      LAZY,
    );
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('link', { name: say({ de: 'Zur Startseite', en: 'Go to the start page' }) }),
};

export const ListNotFoundVisualDe = visualStory('de', listNotFoundPage);
export const ListNotFoundVisualEn = visualStory('en', listNotFoundPage);

/** The connect import's first step in integration mode: its own step bar, no header, no menu. */
const connectUploadPage: VisualPage = {
  name: 'connect-upload',
  path: '/connect-import?listId=12&mode=add',
  search: '?isIntegrationMode=true',
  handlers: (user) => sessionOf(user),
  ready: async ({ canvas }, say) => {
    await canvas.findByRole(
      'heading',
      { level: 1, name: say({ de: 'Datei hochladen', en: 'Upload a file' }) },
      LAZY,
    );
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('button', { name: say({ de: 'Datei auswählen', en: 'Choose file' }) }),
};

export const ConnectUploadVisualDe = visualStory('de', connectUploadPage);
export const ConnectUploadVisualEn = visualStory('en', connectUploadPage);

/** The connect import finished: the companies added to list 12. */
const connectFinishedPage: VisualPage = {
  name: 'connect-finished',
  path: connectPath('listId=12&mode=add'),
  search: '?isIntegrationMode=true',
  handlers: (user) => sessionOf(user),
  ready: async ({ canvas }, say) => {
    await canvas.findByText(
      say({
        de: '840 Unternehmen wurden der Liste „Messe Frankfurt 2026“ hinzugefügt.',
        en: '840 companies were added to the list “Messe Frankfurt 2026”.',
      }),
      {},
      LAZY,
    );
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByText(
      say({ de: 'Sie können diese Seite jetzt verlassen.', en: 'You may leave this page now.' }),
    ),
};

export const ConnectFinishedVisualDe = visualStory('de', connectFinishedPage);
export const ConnectFinishedVisualEn = visualStory('en', connectFinishedPage);

/** A connect link that cannot be carried out. */
const connectInvalidLinkPage: VisualPage = {
  name: 'connect-invalid-link',
  path: '/connect-import?mode=replace&listId=12',
  search: '?isIntegrationMode=true',
  handlers: (user) => sessionOf(user),
  ready: async ({ canvas }, say) => {
    await canvas.findByText(
      say({ de: 'Dieser Link kann nicht ausgeführt werden', en: 'This link cannot be carried out' }),
      {},
      LAZY,
    );
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByText(
      say({ de: 'Dieser Link kann nicht ausgeführt werden', en: 'This link cannot be carried out' }),
    ),
};

export const ConnectInvalidLinkVisualDe = visualStory('de', connectInvalidLinkPage);
export const ConnectInvalidLinkVisualEn = visualStory('en', connectInvalidLinkPage);
