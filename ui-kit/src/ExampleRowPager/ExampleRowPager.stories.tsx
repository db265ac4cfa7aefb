import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { ExampleRowPager, type ExampleRowPagerProps } from './ExampleRowPager.tsx';

/** Keeps the page, as `useMappingForm` does. */
function Controlled(props: ExampleRowPagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <ExampleRowPager
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Mapping/ExampleRowPager',
  component: ExampleRowPager,
  tags: ['autodocs'],
  args: { page: 1, count: 5, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ExampleRowPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Row 2 of 5: both directions open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beispielzeile 2 von 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vorherige Beispielzeile' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Nächste Beispielzeile' })).toBeEnabled();
  },
};

/** Paging to the last row disables "next". */
export const PageToEnd: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Nächste Beispielzeile' });
    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText('Beispielzeile 5 von 5')).toBeVisible();
    await expect(next).toBeDisabled();
    await waitForRipples();
  },
};

/** On the first row "previous" is disabled. */
export const FirstRow: Story = {
  args: { page: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vorherige Beispielzeile' })).toBeDisabled();
  },
};

/** A file with a single example row: nothing to page. */
export const SingleRow: Story = {
  args: { page: 0, count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beispielzeile 1 von 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nächste Beispielzeile' })).toBeDisabled();
  },
};

/** No example rows at all. */
export const Empty: Story = {
  args: { page: 0, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Beispielzeilen vorhanden')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Example row 2 of 5')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Example rows' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ligne d’exemple 2 sur 5')).toBeVisible();
  },
};
