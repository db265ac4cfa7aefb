import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import {
  CompanyListDialog,
  type CompanyListDialogProps,
  type CompanyListDialogResult,
} from './CompanyListDialog.tsx';
import type { CompanyListSubmitValue } from './companyListSchema.ts';

const lists = [
  { id: '4711', name: 'Messe Hannover 2026' },
  { id: '4712', name: 'Bestandskunden Süd' },
  { id: '4713', name: 'Neukunden Q3 – Maschinenbau Bayern' },
  { id: '4714', name: 'Lieferanten Österreich' },
];

/** The export step's part: sends the choice, then shows the result it was answered with. */
function Flow(props: CompanyListDialogProps) {
  const [result, setResult] = useState<CompanyListDialogResult | null>(props.result ?? null);
  return (
    <CompanyListDialog
      {...props}
      result={result}
      onSubmit={async (value: CompanyListSubmitValue) => {
        await props.onSubmit(value);
        setResult({
          listName:
            value.mode === 'new'
              ? value.name
              : (props.lists?.find((list) => list.id === value.listId)?.name ?? ''),
          numCompanies: 1234,
          url: 'https://target.example/lists/4711',
          mode: value.mode,
        });
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Export/CompanyListDialog',
  component: CompanyListDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    defaultName: 'Messe Hannover 2026',
    lists,
    onRetryLists: fn(),
    onSubmit: fn(() => Promise.resolve()),
  },
  render: (args) => <Flow {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof CompanyListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Nach Target exportieren';

/** A new list named after the import: sent, then the finished state with the list to open. */
export const NewList: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    const name = within(dialog).getByRole('textbox', { name: /Name der neuen Liste/ });
    await expect(name).toHaveValue('Messe Hannover 2026');
    await userEvent.type(name, ' Kontakte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'new', name: 'Messe Hannover 2026 Kontakte' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Die Firmenliste „Messe Hannover 2026 Kontakte“ wurde mit 1.234 Unternehmen angelegt.',
    );
    const open = within(dialog).getByRole('link', { name: 'Liste öffnen (öffnet in neuem Tab)' });
    await expect(open).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(open).toHaveFocus());
    await waitForRipples();
  },
};

/** Too short a name says so once the field is left; nothing is sent. */
export const NameTooShort: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    const name = within(dialog).getByRole('textbox', { name: /Name der neuen Liste/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'AB');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Der Name muss mindestens 3 Zeichen lang sein.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitForRipples();
  },
};

/** An existing list: chosen from the user's lists and sent by id. */
export const ExistingList: Story = {
  args: { defaultMode: 'existing' },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Bestehende Firmenliste/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bestandskunden Süd' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'existing', listId: '4712' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '1.234 Unternehmen wurden der Firmenliste „Bestandskunden Süd“ hinzugefügt.',
    );
    await waitForRipples();
  },
};

/** Existing list mode without a choice: "Bitte wählen Sie eine Firmenliste aus." */
export const NoListChosen: Story = {
  args: { defaultMode: 'existing' },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    const select = within(dialog).getByRole('combobox', { name: /Bestehende Firmenliste/ });
    await expect(select).toHaveAccessibleDescription('Bitte wählen Sie eine Firmenliste aus.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitForRipples();
  },
};

/** The user's lists are still loading. */
export const ListsLoading: Story = {
  args: { defaultMode: 'existing', lists: undefined },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Ihre Firmenlisten werden geladen …');
    await expect(within(dialog).getByRole('button', { name: 'Exportieren' })).toBeDisabled();
  },
};

/** The lists could not be loaded: retry. */
export const ListsError: Story = {
  args: { defaultMode: 'existing', lists: undefined, listsError: true },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Ihre Firmenlisten konnten nicht geladen werden.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetryLists).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** The user has no lists yet: the dialog says so and leads to a new one. */
export const NoListsYet: Story = {
  args: { defaultMode: 'existing', lists: [] },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(
      within(dialog).getByText('Sie haben noch keine Firmenlisten in Target. Legen Sie eine neue an.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Neue Liste anlegen' }));
    await expect(within(dialog).getByRole('textbox', { name: /Name der neuen Liste/ })).toHaveFocus();
  },
};

/** The export is on its way: the form waits, nothing can be pressed twice. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await expect(within(dialog).getByRole('textbox', { name: /Name der neuen Liste/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  },
};

/** The export failed: the dialog says so and keeps the input for another try. */
export const SubmitFailed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('503'))) },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Firmenliste konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Name der neuen Liste/ })).toHaveValue(
      'Messe Hannover 2026',
    );
    await waitForRipples();
  },
};

/** Finished: what happened, and the list to open in a new tab. */
export const Finished: Story = {
  args: {
    result: { listName: 'Messe Hannover 2026', numCompanies: 1234, url: 'https://target.example/lists/4711' },
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Die Firmenliste „Messe Hannover 2026“ wurde mit 1.234 Unternehmen angelegt.',
    );
    await expect(within(dialog).getByRole('link', { name: /Liste öffnen/ })).toHaveAttribute(
      'href',
      'https://target.example/lists/4711',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Long names: a long default name, long list names, a long list name in the result. */
export const LongTexts: Story = {
  args: {
    defaultName:
      'Gemeinnützige Gesellschaft für berufliche Bildung, Qualifizierung und Beschäftigungsförderung – Kontakte Messe Hannover 2026',
    defaultMode: 'existing',
    lists: [
      ...lists,
      {
        id: '4799',
        name: 'Alle Maschinenbau- und Anlagenbauunternehmen mit mehr als 250 Mitarbeitenden in Baden-Württemberg, Bayern und Hessen (Stand November 2026)',
      },
    ],
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Bestehende Firmenliste/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Alle Maschinenbau/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'existing', listId: '4799' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(/Alle Maschinenbau/);
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await findDialog('Export to Target');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Add to an existing company list' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await expect(
      within(dialog).getByRole('combobox', { name: /Existing company list/ }),
    ).toHaveAccessibleDescription('Please select a company list.');
    await userEvent.keyboard('{Escape}');
    await waitForRipples();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { result: { listName: 'Salon de Hanovre 2026', numCompanies: 2500, url: '/lists/4711' } },
  play: async () => {
    const dialog = await findDialog('Exporter vers Target');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      /La liste d’entreprises « Salon de Hanovre 2026 » a été créée avec 2\s500 entreprises\./,
    );
    await expect(within(dialog).getByRole('link', { name: /Ouvrir la liste/ })).toBeVisible();
  },
};
