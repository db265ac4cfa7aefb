import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { ExampleList } from './ExampleList.tsx';

interface Duplicate {
  company_name: string | null;
  row_ids: number[];
}

const names = [
  'Müller & Söhne Metallbau GmbH',
  'Brandt Logistik GmbH',
  'Kaiser Elektrotechnik e. K.',
  'Schulz Bau AG',
  'Weber Gartenbau GmbH & Co. KG',
  'Hoffmann IT-Service UG (haftungsbeschränkt)',
  'Bäckerei Schneider OHG',
  'Fischer Transporte GmbH',
  'Koch Sanitär GmbH',
  'Wagner Druck GmbH',
  'Becker Immobilien KG',
  'Zimmermann Holzbau GmbH',
  'Richter Steuerberatung',
  'Krüger Maschinenbau GmbH',
  'Hartmann Consulting GmbH',
];

const duplicates: Duplicate[] = names.map((company_name, index) => ({
  company_name,
  row_ids: [index * 7 + 2, index * 7 + 40],
}));

const meta = {
  title: 'ui-kit/Report/ExampleList',
  component: ExampleList<Duplicate>,
  tags: ['autodocs'],
  args: {
    label: 'Beispiele für Dubletten',
    items: duplicates,
    renderItem: (item: Duplicate) => `${item.company_name ?? '–'} (Zeilen ${item.row_ids.join(', ')})`,
  },
} satisfies Meta<typeof ExampleList<Duplicate>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 15 duplicates: 3 shown, "show more" adds 10, never the last 2 (spec 9). */
export const ShowMore: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Beispiele für Dubletten' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const more = canvas.getByRole('button', { name: '10 weitere anzeigen' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(13);
    await expect(list).toHaveTextContent('Becker Immobilien KG');
    await expect(list).not.toHaveTextContent('Krüger Maschinenbau GmbH');
    await userEvent.click(canvas.getByRole('button', { name: 'Weniger anzeigen' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await waitForRipples();
  },
};

/** Exactly 4: "show more" appears and adds one. */
export const FourExamples: Story = {
  args: { items: duplicates.slice(0, 4) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '1 weiteres anzeigen' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await waitForRipples();
  },
};

/** Exactly 3: no button. */
export const ThreeExamples: Story = {
  args: { items: duplicates.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Beispiele vorhanden.')).toBeVisible();
  },
};

/** Printable: the first 3, no button. */
export const ExportMode: Story = {
  args: { exportMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const HostileText: Story = {
  args: {
    items: [
      { company_name: '__proto__', row_ids: [1, 2] },
      { company_name: '<img src=x onerror=alert(1)>', row_ids: [3, 4] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('__proto__ (Zeilen 1, 2)')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show 10 more' })).toBeVisible();
  },
};
