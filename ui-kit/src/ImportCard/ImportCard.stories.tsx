import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { ImportCard, type ImportCardProps } from './ImportCard.tsx';
import { importCardItems } from './fixtures.ts';

/** Keeps the saved tag, as the app does once saveTag has answered. */
function Controlled(props: ImportCardProps) {
  const [tag, setTag] = useState(props.item.tag);
  return (
    <ImportCard
      {...props}
      item={{ ...props.item, tag }}
      onSaveTag={(next) => {
        setTag(next);
        props.onSaveTag(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Lists/ImportCard',
  component: ImportCard,
  tags: ['autodocs'],
  args: {
    item: importCardItems[0]!,
    openHref: '/import/export?id=b_imp_01',
    onSaveTag: fn(),
    onDelete: fn(),
    timeZone: 'Europe/Berlin',
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ImportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exported at least once: open leads to the export step. */
export const Exported: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Kundenliste März 2026 (final).xlsx' })).toBeVisible();
    await expect(canvas.getByText('Exportiert')).toBeVisible();
    await expect(canvas.getByText('24.11.2026')).toBeVisible();
    await expect(canvas.getByText('14:05')).toBeVisible();
    await expect(canvas.getByText('1.234')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Zum Export: Kundenliste März 2026 (final)' }),
    ).toHaveAttribute('href', '/import/export?id=b_imp_01');
  },
};

/** Matched: open leads to the review. */
export const Matched: Story = {
  args: { item: importCardItems[1]!, openHref: '/import/review?id=b_imp_02' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zur Prüfung: Messe Hannover 2026' })).toBeVisible();
  },
};

/** Matching not finished (running, failed or stopped): open leads to the status page. */
export const NotFinished: Story = {
  args: { item: importCardItems[2]!, openHref: '/import/status?id=b_imp_04' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nicht abgeschlossen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Status: Lieferanten Bayern' })).toBeVisible();
  },
};

/** Matching never started: nothing to open; the card says so and offers delete. */
export const NotStarted: Story = {
  args: { item: importCardItems[3]!, openHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nicht gestartet')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText(/Der Abgleich wurde nie gestartet/)).toBeVisible();
  },
};

/** Renaming on the card. */
export const EditTag: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /bearbeiten/ }));
    const input = canvas.getByRole('textbox', { name: 'Tag' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Bestandskunden Süd{Enter}');
    await expect(args.onSaveTag).toHaveBeenCalledOnce();
    await expect(args.onSaveTag).toHaveBeenCalledWith('Bestandskunden Süd');
    await expect(canvas.getByRole('button', { name: 'Tag „Bestandskunden Süd“ bearbeiten' })).toBeVisible();
    await waitForRipples();
  },
};

/** Delete asks the app, which confirms first. */
export const Delete: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen: Kundenliste März 2026 (final)' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Being deleted: the buttons wait. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Löschen/ })).toBeDisabled();
  },
};

/** A long file name takes two lines at most and is shown whole on hover. */
export const LongNames: Story = {
  args: { item: importCardItems[4]!, openHref: '/import/review?id=b_imp_13' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading).toHaveAttribute('title', importCardItems[4]!.fileName);
    // Two lines at most: the rest is cut.
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Exported')).toBeVisible();
    await expect(canvas.getByText('Empty rows')).toBeVisible();
    await expect(canvas.getByText('1,234')).toBeVisible();
  },
};
