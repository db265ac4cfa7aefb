import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MappingFieldSelect } from '../MappingFieldSelect/MappingFieldSelect.tsx';
import { customerColumns } from '../MappingForm/MappingForm.fixtures.ts';
import { waitForRipples } from '../test/stories.ts';
import { MappingSection } from './MappingSection.tsx';

const meta = {
  title: 'ui-kit/Mapping/MappingSection',
  component: MappingSection,
  tags: ['autodocs'],
  args: {
    section: 'base',
    count: 2,
    total: 13,
    onExpandedChange: fn(),
    children: (
      <>
        <MappingFieldSelect field="ext_id" columns={customerColumns} value="Kd-Nr." onChange={fn()} />
        <MappingFieldSelect field="company_name" columns={customerColumns} value="Firma" onChange={fn()} />
        <MappingFieldSelect field="street" columns={customerColumns} value={null} onChange={fn()} />
      </>
    ),
  },
} satisfies Meta<typeof MappingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with the count of mapped fields in the summary. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Stammdaten 2 von 13 zugeordnet' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: /^Firmenname/ })).toBeVisible();
  },
};

/** Collapsing hides the selects; the summary still tells how many fields are mapped. */
export const Collapse: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /^Stammdaten/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    await waitForRipples();
  },
};

/** Metadata with nothing mapped, closed at first. */
export const MetadataClosed: Story = {
  args: {
    section: 'metadata',
    count: 0,
    total: 9,
    defaultExpanded: false,
    children: <MappingFieldSelect field="email" columns={customerColumns} value={null} onChange={fn()} />,
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Metadaten 0 von 9 zugeordnet' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('combobox', { name: /^E-Mail/ })).toBeVisible();
    await waitForRipples();
  },
};

/** Additional columns count what is selected. */
export const AdditionalColumns: Story = {
  args: { section: 'additional', count: 3, total: undefined, children: <p>…</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Zusätzliche Spalten 3 ausgewählt' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Base data 2 of 13 mapped' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { section: 'additional', count: 1, total: undefined, children: <p>…</p> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Colonnes supplémentaires Sélection\u00a0: 1' }),
    ).toBeVisible();
  },
};
