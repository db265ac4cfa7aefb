import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { ConnectFinishPanel, type ConnectFinishPanelResult } from './ConnectFinishPanel.tsx';

const added: ConnectFinishPanelResult = {
  type: 'add',
  listId: '4711',
  listName: 'Messe Hannover 2026',
  numCompaniesModified: 1180,
  numCompaniesMatched: 1234,
  newlyCreated: false,
};

const meta = {
  title: 'ui-kit/Connect/ConnectFinishPanel',
  component: ConnectFinishPanel,
  tags: ['autodocs'],
  args: {
    state: 'done',
    result: added,
    listHref: '/lists/4711',
    onRetry: fn(),
    onRename: fn(),
  },
} satisfies Meta<typeof ConnectFinishPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Companies added to an existing list: the sentence, the list, its id, the counts, rename, leave. */
export const Added: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Import abgeschlossen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1.180 Unternehmen wurden der Liste „Messe Hannover 2026“ hinzugefügt.',
    );
    await expect(canvas.getByRole('link', { name: /Messe Hannover 2026/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByText('1.234')).toBeVisible();
    await expect(canvas.getByText('Sie können diese Seite jetzt verlassen.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Liste umbenennen' }));
    await expect(args.onRename).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Mode add without a list id: the list was created by this import. */
export const NewlyCreated: Story = {
  args: { result: { ...added, newlyCreated: true, numCompaniesModified: 1234 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Die Liste wurde neu angelegt.');
  },
};

/** Companies removed from the list. */
export const Removed: Story = {
  args: { result: { ...added, type: 'remove', numCompaniesModified: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 Unternehmen wurde aus der Liste „Messe Hannover 2026“ entfernt.',
    );
  },
};

/** None of the companies changed the list (all were in it already): the counts say 0. */
export const NothingChanged: Story = {
  args: { result: { ...added, numCompaniesModified: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '0 Unternehmen wurden der Liste „Messe Hannover 2026“ hinzugefügt.',
    );
  },
};

/** Without a page to open the list and without rename: the name is plain text. */
export const WithoutLinkAndRename: Story = {
  args: { listHref: undefined, onRename: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The import is being finished. */
export const Loading: Story = {
  args: { state: 'loading', result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Der Import wird abgeschlossen …' })).toBeVisible();
  },
};

/** Finishing failed: 'could not be processed', with retry. */
export const Failed: Story = {
  args: { state: 'error', result: null },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Import konnte nicht verarbeitet werden');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** A long list name and large numbers wrap inside the panel. */
export const LongTexts: Story = {
  args: {
    result: {
      ...added,
      listId: '90071992547409',
      listName:
        'Alle Maschinenbau- und Anlagenbauunternehmen mit mehr als 250 Mitarbeitenden in Baden-Württemberg, Bayern und Hessen (Stand November 2026)',
      numCompaniesMatched: 98765,
      numCompaniesModified: 87654,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('98.765')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Alle Maschinenbau/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1,180 companies were added to the list “Messe Hannover 2026”.',
    );
    await expect(canvas.getByRole('button', { name: 'Rename list' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /1\s180 entreprises ont été ajoutées à la liste « Messe Hannover 2026 »\./,
    );
    await expect(canvas.getByText('Vous pouvez maintenant quitter cette page.')).toBeVisible();
  },
};
