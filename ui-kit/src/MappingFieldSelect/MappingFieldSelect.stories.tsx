import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { customerColumns, exampleRows } from '../MappingForm/MappingForm.fixtures.ts';
import { MappingFieldSelect, type MappingFieldSelectProps } from './MappingFieldSelect.tsx';

/** The example value of a column in the first example row, as `useMappingForm().exampleValue` gives it. */
function exampleOf(column: string | null): string | null {
  const index = column === null ? -1 : customerColumns.indexOf(column);
  return index < 0 ? null : (exampleRows[0]?.[index] ?? null);
}

/** Keeps the chosen column and shows its example value, as the mapping screen does. */
function Controlled(props: MappingFieldSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MappingFieldSelect
      {...props}
      value={value}
      exampleValue={props.exampleValue === undefined ? exampleOf(value) : props.exampleValue}
      onChange={(column) => {
        setValue(column);
        props.onChange(column);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Mapping/MappingFieldSelect',
  component: MappingFieldSelect,
  tags: ['autodocs'],
  args: {
    field: 'company_name',
    columns: customerColumns,
    value: 'Firma',
    onChange: fn(),
    takenColumns: ['Kd-Nr.', 'Straße', 'PLZ', 'Ort'],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MappingFieldSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Company name, required (asterisk), mapped to "Firma" with the example beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /^Firmenname/ });
    await expect(select).toHaveTextContent('Firma');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription('Beispiel: Müller Logistik GmbH');
  },
};

/** Picking a column: columns of other fields are disabled; the example follows the choice. */
export const ChooseColumn: Story = {
  args: { field: 'hr_id', value: null },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^Handelsregisternummer/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /^PLZ/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'HRB' }));
    await expect(args.onChange).toHaveBeenCalledWith('HRB');
    await expect(canvas.getByRole('combobox', { name: /^Handelsregisternummer/ })).toHaveTextContent('HRB');
    await expect(canvas.getByText('HRB 123456')).toBeVisible();
  },
};

/** Not mapped: the select says so and the example shows a dash. */
export const NotAssigned: Story = {
  args: { field: 'vat_id', value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^USt-IdNr\./ })).toHaveTextContent('Nicht zugeordnet');
    await expect(canvas.getByText('–')).toBeVisible();
  },
};

/** Unassigning a mapped field with "Nicht zugeordnet". */
export const Unassign: Story = {
  args: { field: 'url', value: 'Webseite' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^Website/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nicht zugeordnet' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

/** The mapped column is empty in this example row. */
export const EmptyExample: Story = {
  args: { field: 'description', value: 'Bemerkung' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('kein Wert')).toBeVisible();
  },
};

/** A long example value wraps inside its column. */
export const LongExample: Story = {
  args: {
    field: 'description',
    value: 'Bemerkung',
    exampleValue:
      'Rahmenvertrag läuft bis 12/2025, Ansprechpartner wechselt im Frühjahr; Lieferadresse abweichend: Logistikzentrum Hallbergmoos, Tor 4',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Logistikzentrum Hallbergmoos/)).toBeVisible();
  },
};

/** Disabled while matching starts. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Firmenname/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { field: 'provider_id', value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Datacare ID/ })).toHaveTextContent('Not mapped');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /^Raison sociale/ })).toHaveAccessibleDescription(
      'Exemple\u00a0: Müller Logistik GmbH',
    );
  },
};
