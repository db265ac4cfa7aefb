import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { customerColumns, detectedMapping } from '../MappingForm/MappingForm.fixtures.ts';
import { AdditionalColumnsSelect, type AdditionalColumnsSelectProps } from './AdditionalColumnsSelect.tsx';

/** Keeps the selection, as `useMappingForm` does on the mapping screen. */
function Controlled(props: AdditionalColumnsSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AdditionalColumnsSelect
      {...props}
      value={value}
      onChange={(columns) => {
        setValue(columns);
        props.onChange(columns);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Mapping/AdditionalColumnsSelect',
  component: AdditionalColumnsSelect,
  tags: ['autodocs'],
  args: {
    columns: customerColumns,
    value: ['Ansprechpartner'],
    onChange: fn(),
    mappedColumns: detectedMapping.map((pair) => pair.customerField),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AdditionalColumnsSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column chosen; mapped columns are listed but disabled. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /^Zusätzliche Spalten für den Export/ });
    await expect(select).toHaveTextContent('Ansprechpartner');
    await userEvent.click(select);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /^Firma/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: 'Ansprechpartner' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Adding two more columns keeps the file order. */
export const SelectMore: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^Zusätzliche Spalten/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bemerkung' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Vertriebsgebiet' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Ansprechpartner', 'Vertriebsgebiet', 'Bemerkung']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: /^Zusätzliche Spalten/ })).toHaveTextContent(
      'Ansprechpartner, Vertriebsgebiet, Bemerkung',
    );
  },
};

/** Nothing chosen. */
export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Zusätzliche Spalten/ })).not.toHaveTextContent(/\w/);
  },
};

/** A file without further columns: disabled with a note. */
export const NoColumns: Story = {
  args: { columns: [], value: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Zusätzliche Spalten/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText('Ihre Datei hat keine weiteren Spalten.')).toBeVisible();
  },
};

/** Many long column names wrap inside the field. */
export const LongSelection: Story = {
  args: {
    columns: [
      ...customerColumns,
      'Zuständiger Außendienstmitarbeiter (Region Nord)',
      'Letzter Kontakt laut CRM',
    ],
    value: [
      'Ansprechpartner',
      'Vertriebsgebiet',
      'Bemerkung',
      'Zuständiger Außendienstmitarbeiter (Region Nord)',
      'Letzter Kontakt laut CRM',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Zusätzliche Spalten/ })).toHaveTextContent(
      /Letzter Kontakt laut CRM$/,
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Additional columns for the export/ })).toBeVisible();
    await expect(canvas.getByText('These columns are carried into the export unchanged.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: /^Colonnes supplémentaires pour l’export/ }),
    ).toBeVisible();
  },
};
