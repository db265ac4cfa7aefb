import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import {
  additionalExportColumns,
  exportColumns,
  exportColumnsWithLockedFields,
} from '../test/exportFixtures.ts';
import type { ExportColumnRow } from '../utils/exportColumns.ts';
import { ConsolidatedColumnsTable, type ConsolidatedColumnsTableProps } from './ConsolidatedColumnsTable.tsx';

/** The table with its rows in state, as a form keeps them. */
function Stateful(props: ConsolidatedColumnsTableProps) {
  const [rows, setRows] = useState<Record<'mapping' | 'additionalCustomerColumnsMapping', ExportColumnRow[]>>(
    {
      mapping: [...props.rows],
      additionalCustomerColumnsMapping: [...(props.additionalRows ?? [])],
    },
  );
  const update = (list: keyof typeof rows, index: number, change: Partial<ExportColumnRow>) =>
    setRows((current) => ({
      ...current,
      [list]: current[list].map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));
  return (
    <ConsolidatedColumnsTable
      {...props}
      rows={rows.mapping}
      additionalRows={rows.additionalCustomerColumnsMapping}
      onActionChange={(list, index, action) => {
        props.onActionChange(list, index, action);
        update(list, index, { action });
      }}
      onCustomNameChange={(list, index, customName) => {
        props.onCustomNameChange(list, index, customName);
        update(list, index, { customName });
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Export/ConsolidatedColumnsTable',
  component: ConsolidatedColumnsTable,
  tags: ['autodocs'],
  args: {
    rows: exportColumns,
    additionalRows: additionalExportColumns,
    onActionChange: fn(),
    onCustomNameChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ConsolidatedColumnsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A street taken from Datacare unless empty, the name column renamed. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Exportmethode für Straße und Hausnummer' }));
    await userEvent.click(
      await screen.findByRole('option', { name: /^Datacare-Wert übernehmen, außer wenn leer/ }),
    );
    await expect(args.onActionChange).toHaveBeenCalledWith(
      'mapping',
      3,
      'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
    );
    await expect(canvas.getByText('Ist der Datacare-Wert leer, bleibt Ihr Wert erhalten.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Spaltenname für Firmenname' }), 'Unternehmen');
    await expect(args.onCustomNameChange).toHaveBeenLastCalledWith('mapping', 2, 'Unternehmen');
  },
};

/** A field that is not mapped: keeping own values and enriching are listed, but not available. */
export const UnavailableMethods: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Exportmethode für Telefon' }));
    const listbox = await screen.findByRole('listbox');
    const keepOwn = within(listbox).getByRole('option', { name: /^Eigene Werte behalten/ });
    await expect(keepOwn).toHaveAttribute('aria-disabled', 'true');
    await expect(keepOwn).toHaveTextContent('Nicht verfügbar: Das Feld ist nicht zugeordnet.');
    await userEvent.keyboard('{Escape}');
  },
};

/** Phone and revenue are not unlocked for the account: fixed to "do not export", with a lock. */
export const LockedFields: Story = {
  args: { rows: exportColumnsWithLockedFields, supportPhone: '+49 30 1234567-0' },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('combobox', { name: 'Exportmethode für Telefon' });
    await expect(phone).toHaveTextContent('Nicht exportieren');
    await expect(phone).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getAllByTitle('Gesperrt')).toHaveLength(2);
    await expect(canvas.getByRole('note')).toHaveTextContent('Der Kundensupport schaltet sie für Sie frei.');
  },
};

export const NameError: Story = {
  args: {
    rows: exportColumns.map((row) =>
      row.key === 'company_name' ? { ...row, customName: 'N'.repeat(257) } : row,
    ),
    nameError: (list, index) => (list === 'mapping' && index === 2 ? 'Höchstens 256 Zeichen.' : undefined),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Spaltenname für Firmenname' }),
    ).toHaveAccessibleDescription('Höchstens 256 Zeichen.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Exportmethode für Firmenname' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Colonnes de la vue consolidée' })).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: 'Méthode d’export pour Firmenname' }),
    ).toHaveTextContent('Enrichir si vide');
  },
};
