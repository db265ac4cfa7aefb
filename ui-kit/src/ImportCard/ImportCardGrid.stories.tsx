import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImportCard } from './ImportCard.tsx';
import { ImportCardGrid } from './ImportCardGrid.tsx';
import { importCardItems } from './fixtures.ts';

/** Nine cards as a page of the past-imports list shows them. */
const nine = Array.from({ length: 9 }, (_, index) => {
  const item = importCardItems[index % importCardItems.length]!;
  return { ...item, id: `${item.id}_${index}` };
});

const meta = {
  title: 'ui-kit/Lists/ImportCardGrid',
  component: ImportCardGrid,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImportCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full page: three rows of three on a laptop screen. */
export const NinePerPage: Story = {
  args: {
    children: nine.map((item) => (
      <ImportCard
        key={item.id}
        item={item}
        openHref={item.furthestStep === 'mapping' ? null : `/import/${item.furthestStep}?id=${item.id}`}
        onSaveTag={fn()}
        onDelete={fn()}
        timeZone="Europe/Berlin"
      />
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
  },
};

/** Nothing found. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Ergebnisse gefunden')).toBeVisible();
  },
};

/** The page is loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmptyFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun résultat trouvé')).toBeVisible();
  },
};
