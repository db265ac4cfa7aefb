import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { exportColumnsWithLockedFields, exportFormDefaults } from '../test/exportFixtures.ts';
import { renderWithKit } from '../test/render.tsx';
import { ExportForm, type ExportFormProps } from './ExportForm.tsx';
import { exportFormSchema, type ExportFormValues } from './exportFormSchema.ts';
import { useExportForm, type ExportFormOptions } from './useExportForm.ts';

interface HarnessProps extends Partial<ExportFormOptions>, Omit<ExportFormProps, 'controller'> {
  onSubmit?: (values: ExportFormValues) => void;
}

/** The form as a page uses it: the hook, the view, and a submit button of the page's own. */
function Harness({
  defaultValues = exportFormDefaults(),
  onTagSave,
  onSubmit = () => {},
  ...props
}: HarnessProps) {
  const controller = useExportForm({ defaultValues, onTagSave });
  return (
    <>
      <ExportForm controller={controller} {...props} />
      <output>{controller.viewsValid ? 'gültig' : 'ungültig'}</output>
      <button type="button" onClick={() => void controller.submit(onSubmit)}>
        Exportieren
      </button>
    </>
  );
}

const standard = () => screen.getByRole('switch', { name: 'Standardansicht' });
const consolidated = () => screen.getByRole('switch', { name: 'Konsolidierte Ansicht' });

describe('ExportForm', () => {
  it('starts from the given values: xlsx, default view with both options, consolidated off', () => {
    renderWithKit(<Harness />);
    expect(screen.getByRole('button', { name: 'Excel (xlsx)' })).toHaveAttribute('aria-pressed', 'true');
    expect(standard()).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ihre Spalten' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Unterschiede' })).toBeChecked();
    expect(consolidated()).not.toBeChecked();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('gültig');
  });

  it('shows the consolidated table and the preview slot only with the consolidated view', async () => {
    const { user } = renderWithKit(<Harness preview={<p>Vorschau</p>} />);
    expect(screen.queryByText('Vorschau')).not.toBeInTheDocument();
    await user.click(consolidated());
    expect(screen.getByRole('table', { name: 'Spalten der konsolidierten Ansicht' })).toBeVisible();
    expect(screen.getByText('Vorschau')).toBeVisible();
  });

  it('is invalid without a view, and says so', async () => {
    const { user } = renderWithKit(<Harness />);
    await user.click(standard());
    expect(screen.getByRole('alert')).toHaveTextContent('Wählen Sie mindestens eine Ansicht aus.');
    expect(screen.getByRole('status')).toHaveTextContent('ungültig');
  });

  it('in csv turns one view off when the other is turned on (spec 4)', async () => {
    const { user } = renderWithKit(<Harness />);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(screen.getByRole('radio', { name: 'Semikolon (;)' })).toBeChecked();
    await user.click(consolidated());
    expect(standard()).not.toBeChecked();
    await user.click(standard());
    expect(consolidated()).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('gültig');
  });

  it('keeps the view turned on last when switching to csv with both views on', async () => {
    const { user } = renderWithKit(<Harness />);
    await user.click(consolidated());
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(consolidated()).toBeChecked();
    expect(standard()).not.toBeChecked();
    // And the other way round.
    await user.click(screen.getByRole('button', { name: 'Excel (xlsx)' }));
    await user.click(standard());
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    expect(standard()).toBeChecked();
    expect(consolidated()).not.toBeChecked();
  });

  it('submits the chosen values', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await user.click(screen.getByRole('radio', { name: 'Komma (,)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unterschiede' }));
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      exportFileType: 'csv',
      exportType: 'file',
      delimiter: ',',
      defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
      consolidatedView: { export: false },
    });
  });

  it('offers the company lists as not yet available, until the page takes them', async () => {
    const onSubmit = vi.fn();
    const { user, rerender } = renderWithKit(<Harness showTarget1 showTarget2 onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: /Firmenliste in Target 2.0/ })).toBeDisabled();
    rerender(<Harness showTarget1 showTarget2 onSubmit={onSubmit} unavailableFormats={[]} />);
    await user.click(screen.getByRole('button', { name: 'Firmenliste in Target' }));
    expect(screen.getByRole('button', { name: 'Firmenliste in Target' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A list carries companies, not a file: the file's views are not offered.
    expect(screen.queryByRole('switch', { name: 'Standardansicht' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ exportType: 'target1_companyList' });
    await user.click(screen.getByRole('button', { name: 'Excel (xlsx)' }));
    expect(screen.getByRole('switch', { name: 'Standardansicht' })).toBeChecked();
  });

  it('saves a changed tag on blur or Enter, trimmed; not an empty one', async () => {
    const onTagSave = vi.fn();
    const { user } = renderWithKit(<Harness onTagSave={onTagSave} />);
    const tag = screen.getByRole('textbox', { name: 'Name des Exports' });
    expect(tag).toHaveAccessibleDescription('29/36 Zeichen · Enter speichert');
    await user.clear(tag);
    await user.type(tag, ' CRM Q1 {Enter}');
    expect(onTagSave).toHaveBeenCalledExactlyOnceWith('CRM Q1');
    expect(tag).toHaveValue('CRM Q1');
    await user.tab();
    expect(onTagSave).toHaveBeenCalledOnce();
    await user.clear(tag);
    await user.tab();
    expect(tag).toHaveValue('CRM Q1');
    expect(onTagSave).toHaveBeenCalledOnce();
  });

  it('refuses a tag over 36 characters with the spec’s message, and blocks the submit', async () => {
    const onTagSave = vi.fn();
    const onSubmit = vi.fn();
    const { user } = renderWithKit(<Harness onTagSave={onTagSave} onSubmit={onSubmit} />);
    const tag = screen.getByRole('textbox', { name: 'Name des Exports' });
    await user.clear(tag);
    await user.type(tag, 'x'.repeat(37));
    expect(tag).toHaveAccessibleDescription('Die maximale Zeichenanzahl für den Namen beträgt 36');
    await user.keyboard('{Enter}');
    expect(onTagSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(tag).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a column name over 256 characters', async () => {
    const { user } = renderWithKit(<Harness />);
    await user.click(consolidated());
    const name = screen.getByRole('textbox', { name: 'Spaltenname für Firmenname' });
    await user.click(name);
    await user.paste('N'.repeat(257));
    expect(name).toHaveAccessibleDescription('Höchstens 256 Zeichen.');
  });

  it('disables everything while an export runs', () => {
    renderWithKit(<Harness disabled />);
    expect(standard()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name des Exports' })).toBeDisabled();
  });

  it('shows the aside beside the options', () => {
    renderWithKit(<Harness aside={<section aria-label="Kontingent">1.050</section>} />);
    expect(within(screen.getByRole('region', { name: 'Kontingent' })).getByText('1.050')).toBeVisible();
  });
});

describe('the export form schema', () => {
  const schema = exportFormSchema();
  const issues = (values: ExportFormValues) =>
    (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts the defaults', () => {
    expect(issues(exportFormDefaults())).toEqual([]);
  });

  it('needs a view, and only one in csv', () => {
    expect(
      issues(
        exportFormDefaults({
          defaultView: { export: false, exportCustomerColumns: true, exportDiffs: true },
        }),
      ),
    ).toEqual([['defaultView.export', 'noView']]);
    const both = exportFormDefaults();
    both.consolidatedView = { ...both.consolidatedView, export: true };
    expect(issues({ ...both, exportFileType: 'csv' })).toEqual([['consolidatedView.export', 'csvOneView']]);
    expect(issues(both)).toEqual([]);
  });

  it('refuses a locked field with another method than "do not export", and a name for a fixed row', () => {
    const values = exportFormDefaults();
    values.consolidatedView = {
      ...values.consolidatedView,
      mapping: exportColumnsWithLockedFields.map((row) =>
        row.key === 'phone'
          ? { ...row, action: 'ACTION_KEEP_PROVIDER_VALUE' }
          : row.key === 'wz_code'
            ? { ...row, customName: 'Branche' }
            : row,
      ),
    };
    expect(issues(values)).toEqual([
      ['consolidatedView.mapping.7.action', 'actionUnavailable'],
      ['consolidatedView.mapping.9.customName', 'nameNotAllowed'],
    ]);
  });

  it('counts an emoji as one character of the 36', () => {
    expect(issues(exportFormDefaults({ tag: '😀'.repeat(36) }))).toEqual([]);
    expect(issues(exportFormDefaults({ tag: '😀'.repeat(37) }))).toEqual([['tag', 'tagTooLong']]);
  });
});
