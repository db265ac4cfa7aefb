import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { SearchField, type SearchFieldProps } from './SearchField.tsx';

/** Keeps the search in force, as a list page does with its address. */
function Controlled(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchField
      {...props}
      value={value}
      onSearch={(term) => {
        setValue(term);
        props.onSearch(term);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Lists/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { value: '', onSearch: fn(), label: 'Importe durchsuchen', placeholder: 'Dateiname oder Tag' },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing does not search; Enter does. */
export const SearchOnEnter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: 'Importe durchsuchen' });
    await userEvent.type(field, 'Messe');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Messe');
  },
};

/** The button searches too. */
export const SearchWithButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'Kundenliste');
    await userEvent.click(canvas.getByRole('button', { name: 'Suchen' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Kundenliste');
    await waitForRipples();
  },
};

/** A search is in force: Esc empties the field and resets the list. */
export const EscapeResets: Story = {
  args: { value: 'Messe Hannover' },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('searchbox');
    await expect(field).toHaveValue('Messe Hannover');
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** The clear button does what Esc does. */
export const ClearButton: Story = {
  args: { value: 'Bestandskunden' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suche zurücksetzen' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Suche zurücksetzen' })).not.toBeInTheDocument();
  },
};

/** The kit's own texts, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: undefined, placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Enter a search term',
    );
  },
};
