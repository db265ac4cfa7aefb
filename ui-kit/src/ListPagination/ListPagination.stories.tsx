import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ListPagination, type ListPaginationProps } from './ListPagination.tsx';

function Controlled(props: ListPaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <ListPagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Lists/ListPagination',
  component: ListPagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 3, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 23 imports at 9 per page: three pages. */
export const ThreePages: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gehe zu Seite 3' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Many pages: the pages around the current one, first and last. */
export const ManyPages: Story = {
  args: { page: 12, pageCount: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Seiten' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gehe zu Seite 40' })).toBeVisible();
  },
};

/** Everything fits on one page: no paging control at all. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  },
};
