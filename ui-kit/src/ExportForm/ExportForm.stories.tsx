import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LockedCompaniesNotice } from '../LockedCompaniesNotice/LockedCompaniesNotice.tsx';
import { QuotaCalculation } from '../QuotaCalculation/QuotaCalculation.tsx';
import { ExportPreviewPanel } from '../ExportPreviewPanel/ExportPreviewPanel.tsx';
import { waitForRipples } from '../test/stories.ts';
import {
  additionalExportColumns,
  exportColumnsWithLockedFields,
  exportFieldLabels,
  exportFormDefaults,
  exportPreview,
} from '../test/exportFixtures.ts';
import { ExportForm, type ExportFormProps } from './ExportForm.tsx';
import type { ExportFormValues } from './exportFormSchema.ts';
import { useExportForm } from './useExportForm.ts';

interface FormStoryProps extends Omit<ExportFormProps, 'controller'> {
  defaultValues: ExportFormValues;
  onTagSave: (tag: string) => void;
}

/** The form as the export step uses it: the hook with the view, and whether the views are valid. */
function FormStory({ defaultValues, onTagSave, ...props }: FormStoryProps) {
  const controller = useExportForm({ defaultValues, onTagSave });
  return (
    <>
      <ExportForm controller={controller} {...props} />
      <output>{controller.viewsValid ? 'Optionen gültig' : 'Optionen ungültig'}</output>
    </>
  );
}

const meta = {
  title: 'ui-kit/Export/ExportForm',
  // The docs page describes ExportForm (its JSDoc and props); the stories render it through
  // useExportForm, as the export step does (FormStory takes the hook's options as args).
  component: ExportForm as unknown as typeof FormStory,
  render: (args) => <FormStory {...args} />,
  tags: ['autodocs'],
  args: { defaultValues: exportFormDefaults(), onTagSave: fn() },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const quota = (
  <QuotaCalculation
    companies={1050}
    info={{ neededExport: 1050, neededOverused: 0, restQuota: 7700, numNotExported: 0, mExportQuota: 5000 }}
  />
);

/** The defaults after a reset (spec 4), with the quota calculation beside. */
export const Default: Story = {
  args: { aside: quota, showTarget1: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Standardansicht' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Konsolidierte Ansicht' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Optionen gültig');
  },
};

/** csv holds one view: turning the consolidated view on turns the default view off, and back. */
export const CsvRules: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'CSV' }));
    await expect(canvas.getByRole('radio', { name: 'Semikolon (;)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Konsolidierte Ansicht' }));
    await expect(canvas.getByRole('switch', { name: 'Standardansicht' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Standardansicht' }));
    await expect(canvas.getByRole('switch', { name: 'Konsolidierte Ansicht' })).not.toBeChecked();
    await expect(canvas.getByText(/Eine CSV-Datei enthält nur eine Ansicht/)).toBeVisible();
  },
};

/** No view: the options are invalid, and the form says so. */
export const NoView: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Standardansicht' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wählen Sie mindestens eine Ansicht aus.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Optionen ungültig');
  },
};

/** Both views in xlsx (two sheets), with the consolidated table and the preview below it. */
export const ConsolidatedWithPreview: Story = {
  args: {
    defaultValues: exportFormDefaults({
      consolidatedView: {
        export: true,
        mapping: exportFormDefaults().consolidatedView.mapping,
        additionalCustomerColumnsMapping: additionalExportColumns,
      },
    }),
    preview: <ExportPreviewPanel preview={exportPreview} fieldLabels={exportFieldLabels} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Spalten der konsolidierten Ansicht' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Vorschau der Änderungen' })).toBeVisible();
    await expect(canvas.getByText(/erhält jede ein eigenes Tabellenblatt/)).toBeVisible();
  },
};

/** Fields that are not unlocked, and locked companies beside. */
export const LockedFieldsAndCompanies: Story = {
  args: {
    defaultValues: exportFormDefaults({
      consolidatedView: {
        export: true,
        mapping: exportColumnsWithLockedFields,
        additionalCustomerColumnsMapping: additionalExportColumns,
      },
    }),
    supportPhone: '+49 30 1234567-0',
    aside: <LockedCompaniesNotice count={87} phone="+49 30 1234567-0" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Exportmethode für Umsatz' })).toHaveTextContent(
      'Nicht exportieren',
    );
    await expect(canvas.getAllByRole('note')).toHaveLength(2);
  },
};

/** A tag over 36 characters is refused with the spec's message; a valid one is saved on Enter. */
export const TagEditing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tag = canvas.getByRole('textbox', { name: 'Name des Exports' });
    await userEvent.clear(tag);
    await userEvent.type(tag, 'Kundenliste mit einem sehr langen Namen');
    await waitFor(() =>
      expect(tag).toHaveAccessibleDescription('Die maximale Zeichenanzahl für den Namen beträgt 36'),
    );
    await userEvent.clear(tag);
    await userEvent.type(tag, 'CRM-Abgleich Q1{Enter}');
    await expect(args.onTagSave).toHaveBeenCalledOnce();
    await expect(args.onTagSave).toHaveBeenCalledWith('CRM-Abgleich Q1');
  },
};

/** The company lists can be chosen once the page handles them (`unavailableFormats={[]}`). */
export const CompanyLists: Story = {
  args: { showTarget1: true, showTarget2: true, unavailableFormats: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Firmenliste in Target 2.0' }));
    await expect(canvas.getByRole('button', { name: 'Firmenliste in Target 2.0' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitForRipples();
  },
};

/** An export runs: nothing can be changed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Standardansicht' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Name des Exports' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Default view' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Export name' })).toBeVisible();
  },
};
