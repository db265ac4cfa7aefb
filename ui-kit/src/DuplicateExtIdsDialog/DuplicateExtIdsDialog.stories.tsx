import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { DuplicateExtIdsDialog } from './DuplicateExtIdsDialog.tsx';

const rowsIdentical = [
  { ext_id: 'K-10017', row_id: 4, company_name: 'Müller Logistik GmbH' },
  { ext_id: 'K-10017', row_id: 187, company_name: 'Müller Logistik GmbH' },
];
const rowsDiffer = [
  { ext_id: 'K-10233', row_id: 52, company_name: 'Schneider & Söhne Feinmechanik KG' },
  { ext_id: 'K-10233', row_id: 53, company_name: 'Schneider und Söhne GmbH' },
  { ext_id: 'K-20001', row_id: 911, company_name: 'Bäckerei Köhler e.K.' },
  { ext_id: 'K-20001', row_id: 1204, company_name: null },
];

const meta = {
  title: 'ui-kit/Mapping/DuplicateExtIdsDialog',
  component: DuplicateExtIdsDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    rowsIdentical,
    rowsDiffer,
    onCancelImport: fn(),
    onEditMapping: fn(),
    onContinue: fn(),
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 620 } } },
} satisfies Meta<typeof DuplicateExtIdsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Identical and differing duplicates, grouped by id. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Doppelte externe IDs');
    await expect(dialog).toHaveTextContent('3 externe IDs kommen in Ihrer Datei mehrfach vor.');
    const table = within(dialog).getByRole('table', { name: 'Zeilen mit doppelter externer ID' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getAllByText('abweichend')).toHaveLength(4);
    await expect(within(table).getByText('1.204')).toBeVisible();
  },
};

/** "Trotzdem fortfahren" hands over to the app, which starts without the check. */
export const ContinueAnyway: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Doppelte externe IDs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trotzdem fortfahren' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Back to the mapping, e.g. to map another id column. */
export const EditMapping: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Doppelte externe IDs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zuordnung bearbeiten' }));
    await expect(args.onEditMapping).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Cancel the import or upload a corrected file. */
export const CancelImport: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Doppelte externe IDs');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Import abbrechen oder neu hochladen' }),
    );
    await expect(args.onCancelImport).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Matching is being started: only the waiting button. */
export const Continuing: Story = {
  args: { continuing: true },
  play: async () => {
    const dialog = await findDialog('Doppelte externe IDs');
    await expect(within(dialog).getByRole('button', { name: 'Trotzdem fortfahren' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Zuordnung bearbeiten' })).toBeDisabled();
  },
};

/** Hundreds of duplicates: the table scrolls and can be scrolled with the keyboard. */
export const ManyRows: Story = {
  args: {
    rowsIdentical: [],
    rowsDiffer: Array.from({ length: 240 }, (_, index) => ({
      ext_id: `K-${30000 + Math.floor(index / 2)}`,
      row_id: 100 + index,
      company_name: index % 7 === 0 ? null : `Handelsgesellschaft Nord ${index} GmbH & Co. KG`,
    })),
  },
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Doppelte externe IDs');
    await expect(dialog).toHaveTextContent('120 externe IDs');
    const region = within(dialog).getByRole('region', { name: 'Zeilen mit doppelter externer ID' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    region.focus();
    await userEvent.keyboard('{PageDown}');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await findDialog('Duplicate external IDs');
    await expect(within(dialog).getByRole('button', { name: 'Cancel import or re-upload' })).toBeVisible();
    await expect(within(dialog).getAllByText('differing')).toHaveLength(4);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    const dialog = await findDialog('ID externes en double');
    await expect(within(dialog).getByRole('button', { name: 'Continuer quand même' })).toBeVisible();
  },
};
