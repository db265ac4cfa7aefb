import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { CompanyListDialog, type CompanyListDialogProps } from './CompanyListDialog.tsx';
import { companyListSchema } from './companyListSchema.ts';

const lists = [
  { id: '17', name: 'Messe Hannover 2026' },
  { id: '23', name: 'Bestandskunden Süd' },
  { id: '31', name: 'Bestandskunden Süd' },
];

function renderDialog(props: Partial<CompanyListDialogProps> = {}, locale?: 'en' | 'fr') {
  const onSubmit = vi.fn<CompanyListDialogProps['onSubmit']>(() => Promise.resolve());
  const onClose = vi.fn();
  const all: CompanyListDialogProps = {
    open: true,
    onClose,
    defaultName: 'Messe 2026',
    lists,
    onSubmit,
    ...props,
  };
  const view = renderWithKit(<CompanyListDialog {...all} />, locale ? { locale } : undefined);
  return { ...view, onSubmit: all.onSubmit, onClose, props: all };
}

const dialog = () => screen.getByRole('dialog', { name: 'Nach Target exportieren' });
const nameField = () => within(dialog()).getByRole('textbox', { name: /Name der neuen Liste/ });
const submitButton = () => within(dialog()).getByRole('button', { name: 'Exportieren' });
const existingMode = () =>
  within(dialog()).getByRole('radio', { name: 'Zu einer bestehenden Firmenliste hinzufügen' });

describe('CompanyListDialog', () => {
  it('creates a new list named after the import, trimmed, and says it costs no quota', async () => {
    const { user, onSubmit } = renderDialog({ defaultName: '  Messe 2026 ' });
    expect(dialog()).toHaveAccessibleDescription(/Das kostet kein Kontingent/);
    expect(within(dialog()).getByRole('radio', { name: 'Neue Firmenliste anlegen' })).toBeChecked();
    expect(nameField()).toHaveValue('  Messe 2026 ');
    expect(nameField()).toHaveAccessibleDescription('3 bis 400 Zeichen');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ mode: 'new', name: 'Messe 2026' });
  });

  it('says a too short name when the field is left, a too long one, and a missing one only on submit', async () => {
    const { user, onSubmit } = renderDialog();
    await user.clear(nameField());
    await user.tab();
    expect(nameField()).toHaveAccessibleDescription('3 bis 400 Zeichen');
    await user.type(nameField(), 'AB');
    expect(nameField()).toHaveAccessibleDescription('Der Name muss mindestens 3 Zeichen lang sein.');
    expect(nameField()).toBeInvalid();
    await user.click(nameField());
    await user.paste('x'.repeat(399));
    expect(nameField()).toHaveAccessibleDescription('Der Name darf höchstens 400 Zeichen lang sein.');
    await user.clear(nameField());
    await user.click(submitButton());
    expect(nameField()).toHaveAccessibleDescription('Bitte geben Sie einen Namen für die Liste ein.');
    expect(nameField()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds to an existing list: none chosen says so, the chosen one is sent by id', async () => {
    const { user, onSubmit } = renderDialog();
    await user.click(existingMode());
    expect(within(dialog()).queryByRole('textbox', { name: /Name der neuen Liste/ })).not.toBeInTheDocument();
    await user.click(submitButton());
    const select = within(dialog()).getByRole('combobox', { name: /Bestehende Firmenliste/ });
    expect(select).toHaveAccessibleDescription('Bitte wählen Sie eine Firmenliste aus.');
    expect(select).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(select);
    // Two lists of the same name are both offered.
    expect(screen.getAllByRole('option', { name: 'Bestandskunden Süd' })).toHaveLength(2);
    await user.click(screen.getAllByRole('option', { name: 'Bestandskunden Süd' })[1]!);
    expect(select).toHaveValue('Bestandskunden Süd');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ mode: 'existing', listId: '31' });
  });

  it('says while the lists load, and nothing can be sent', async () => {
    const { user } = renderDialog({ lists: undefined });
    await user.click(existingMode());
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Ihre Firmenlisten werden geladen …');
    expect(submitButton()).toBeDisabled();
  });

  it('shows a failed load of the lists with retry', async () => {
    const onRetryLists = vi.fn();
    const { user } = renderDialog({ lists: undefined, listsError: true, onRetryLists });
    await user.click(existingMode());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Ihre Firmenlisten konnten nicht geladen werden.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetryLists).toHaveBeenCalledOnce();
    expect(submitButton()).toBeDisabled();
  });

  it('says when there are no lists yet and leads to a new one', async () => {
    const { user } = renderDialog({ lists: [] });
    await user.click(existingMode());
    expect(
      within(dialog()).getByText('Sie haben noch keine Firmenlisten in Target. Legen Sie eine neue an.'),
    ).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Neue Liste anlegen' }));
    expect(within(dialog()).getByRole('radio', { name: 'Neue Firmenliste anlegen' })).toBeChecked();
    expect(nameField()).toHaveFocus();
  });

  it('waits for the submit with the form disabled, and cannot be closed meanwhile', async () => {
    let resolve: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const { user, onClose } = renderDialog({ onSubmit });
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(nameField()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => resolve());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed submit in the dialog, keeps the input, and takes the text from errorText', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('boom')));
    const { user } = renderDialog({ onSubmit });
    await user.clear(nameField());
    await user.type(nameField(), 'Neue Kunden');
    await user.click(submitButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Die Firmenliste konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    );
    expect(nameField()).toHaveValue('Neue Kunden');
    await waitFor(() => expect(nameField()).toHaveFocus());
  });

  it('asks errorText for the message of a rejection', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('Die Liste ist voll')));
    const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);
    const { user } = renderDialog({ onSubmit, errorText });
    await user.click(submitButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Die Liste ist voll');
  });

  it('switches to the finished state: what happened and the list to open in a new tab', async () => {
    const { user, onClose, onSubmit, rerender, props } = renderDialog();
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(
      <CompanyListDialog
        {...props}
        result={{ listName: 'Messe 2026', numCompanies: 1234, url: 'https://target.example/lists/42' }}
      />,
    );
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Die Firmenliste „Messe 2026“ wurde mit 1.234 Unternehmen angelegt.',
    );
    const open = within(dialog()).getByRole('link', { name: 'Liste öffnen (öffnet in neuem Tab)' });
    expect(open).toHaveAttribute('href', 'https://target.example/lists/42');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(open).toHaveFocus());
    expect(within(dialog()).queryByRole('button', { name: 'Exportieren' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says companies were added to an existing list, with or without their number', () => {
    const { rerender } = renderDialog({
      result: { listName: 'Bestandskunden Süd', numCompanies: 1, url: '/lists/23', mode: 'existing' },
    });
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      '1 Unternehmen wurde der Firmenliste „Bestandskunden Süd“ hinzugefügt.',
    );
    rerender(
      <CompanyListDialog
        open
        onClose={vi.fn()}
        defaultName="Messe 2026"
        lists={lists}
        onSubmit={vi.fn()}
        result={{ listName: 'Bestandskunden Süd', url: '/lists/23', mode: 'existing' }}
      />,
    );
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Die Unternehmen wurden der Firmenliste „Bestandskunden Süd“ hinzugefügt.',
    );
  });

  it('starts over when it opens again', async () => {
    const { user, rerender, props } = renderDialog();
    await user.click(existingMode());
    rerender(<CompanyListDialog {...props} open={false} />);
    rerender(<CompanyListDialog {...props} open defaultName="Messe 2027" />);
    expect(within(dialog()).getByRole('radio', { name: 'Neue Firmenliste anlegen' })).toBeChecked();
    expect(nameField()).toHaveValue('Messe 2027');
  });

  it('speaks English and French', async () => {
    const { user, unmount } = renderDialog({}, 'en');
    const english = screen.getByRole('dialog', { name: 'Export to Target' });
    await user.click(within(english).getByRole('radio', { name: 'Add to an existing company list' }));
    await user.click(within(english).getByRole('button', { name: 'Export' }));
    expect(
      within(english).getByRole('combobox', { name: /Existing company list/ }),
    ).toHaveAccessibleDescription('Please select a company list.');
    unmount();
    renderDialog({ result: { listName: 'Salon 2026', numCompanies: 2500, url: '/lists/9' } }, 'fr');
    const french = screen.getByRole('dialog', { name: 'Exporter vers Target' });
    expect(within(french).getByRole('status')).toHaveTextContent(
      /La liste d’entreprises « Salon 2026 » a été créée avec 2\s500 entreprises\./,
    );
    expect(within(french).getByRole('link', { name: /Ouvrir la liste/ })).toBeVisible();
  });
});

describe('companyListSchema', () => {
  it('checks only the chosen mode and gives the value onSubmit receives', () => {
    const schema = companyListSchema();
    expect(schema.parse({ mode: 'new', name: ' Messe ', listId: null })).toEqual({
      mode: 'new',
      name: 'Messe',
    });
    expect(schema.parse({ mode: 'existing', name: '', listId: '17' })).toEqual({
      mode: 'existing',
      listId: '17',
    });
    const issue = (values: object) => schema.safeParse(values).error?.issues[0]?.message;
    expect(issue({ mode: 'new', name: '  ab  ', listId: null })).toBe('nameTooShort');
    expect(issue({ mode: 'new', name: '😀'.repeat(401), listId: null })).toBe('nameTooLong');
    expect(issue({ mode: 'new', name: '😀'.repeat(400), listId: null })).toBeUndefined();
    expect(issue({ mode: 'existing', name: '', listId: null })).toBe('listMissing');
  });

  it('applies the rule the app passes in', () => {
    const schema = companyListSchema({ validateName: (name) => (name === 'verboten' ? 'too_long' : 'ok') });
    expect(schema.safeParse({ mode: 'new', name: 'verboten', listId: null }).error?.issues[0]?.message).toBe(
      'nameTooLong',
    );
    expect(schema.safeParse({ mode: 'new', name: 'x', listId: null }).success).toBe(true);
  });
});
