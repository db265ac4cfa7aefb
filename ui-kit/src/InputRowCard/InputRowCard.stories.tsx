import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { muellerRow, schneiderRow } from '../ReviewCard/ReviewCard.fixtures.ts';
import { waitForRipples } from '../test/stories.ts';
import { InputRowCard, type InputRowCardProps } from './InputRowCard.tsx';

/** Keeps page and checked state, as the review page does. */
function Controlled(props: InputRowCardProps) {
  const [page, setPage] = useState(props.page);
  const [checked, setChecked] = useState(props.checked ?? false);
  return (
    <InputRowCard
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Review/InputRowCard',
  component: InputRowCard,
  tags: ['autodocs'],
  args: {
    rowId: muellerRow.row_id,
    row: muellerRow.mappedRow,
    page: 2,
    count: 40,
    onPageChange: fn(),
    onCheckedChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof InputRowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An exact or no-match row: the data and the position, no switch. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ihre Daten Zeilennummer 4' })).toBeVisible();
    await expect(canvas.getByText('Müller Logistik GmbH')).toBeVisible();
    await expect(canvas.getByText('Hauptstr. 3')).toBeVisible();
    await expect(canvas.getByText('Zeile 3 von 40')).toBeVisible();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** The manual tab: the row can be marked checked. */
export const Manual: Story = {
  args: { showCheckedSwitch: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Zeile geprüft' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};

/** A row already checked. */
export const Checked: Story = {
  args: { showCheckedSwitch: true, checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Zeile geprüft' })).toBeChecked();
  },
};

/** Previous and next page through the tab's rows. */
export const Paging: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Zeile' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Zeile 4 von 40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vorherige Zeile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vorherige Zeile' }));
    await expect(canvas.getByText('Zeile 2 von 40')).toBeVisible();
    await waitForRipples();
  },
};

/** On the first row "previous" is disabled, on the last "next". */
export const FirstRow: Story = {
  args: { page: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vorherige Zeile' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Nächste Zeile' })).toBeEnabled();
  },
};

export const LastRow: Story = {
  args: { page: 39 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Zeile 40 von 40')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nächste Zeile' })).toBeDisabled();
  },
};

/** Empty values show a dash, read as "keine Angabe". */
export const MissingValues: Story = {
  args: { rowId: schneiderRow.row_id, row: schneiderRow.mappedRow, page: 0, count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('keine Angabe')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Nächste Zeile' })).toBeDisabled();
  },
};

/** While the next rows load, paging and the switch wait. */
export const Disabled: Story = {
  args: { showCheckedSwitch: true, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Zeile geprüft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Nächste Zeile' })).toBeDisabled();
  },
};

/** A row whose matching failed: it counts as no match, and the card says so. */
export const MatchingFailed: Story = {
  args: { note: 'matching_failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Diese Zeile konnte nicht abgeglichen werden und gilt als kein Treffer.',
    );
  },
};

/** A row that took the user's decision from an earlier import (issue 15): the card says so. */
export const Remembered: Story = {
  args: { remembered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Entscheidung aus einem früheren Import übernommen',
    );
  },
};

/** Without `remembered` the card carries no note. */
export const NotRemembered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { showCheckedSwitch: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Row 3 of 40')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Row checked' })).toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ligne 3 sur 40')).toBeVisible();
  },
};

export const RememberedInEnglish: Story = {
  globals: { locale: 'en' },
  args: { remembered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Decision taken over from an earlier import');
  },
};
