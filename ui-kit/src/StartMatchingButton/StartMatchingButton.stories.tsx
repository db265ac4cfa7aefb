import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { StartMatchingButton } from './StartMatchingButton.tsx';

const meta = {
  title: 'ui-kit/Mapping/StartMatchingButton',
  component: StartMatchingButton,
  tags: ['autodocs'],
  args: { rowCount: 1234, validation: { status: 'ok' }, onClick: fn() },
  // Room above the button for the tooltip, so the a11y check sees it inside the page.
  parameters: { layout: 'centered' },
} satisfies Meta<typeof StartMatchingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mapping ok: the label names the formatted row count. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Verarbeitung starten (1.234 Zeilen)' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** Not enough identifying fields: a warning icon and tooltip; starting is still possible. */
export const Warning: Story = {
  args: { validation: { status: 'warning', messageKey: 'missing_infos' } },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Verarbeitung starten (1.234 Zeilen)' });
    await expect(button).toHaveAccessibleDescription('Es sind nicht genügend Felder zugeordnet');
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Es sind nicht genügend Felder zugeordnet',
    );
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** A mandatory field is missing: disabled, and the tooltip still explains why. */
export const Error: Story = {
  args: { validation: { status: 'error', messageKey: 'required_missing' } },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Verarbeitung starten/ });
    await expect(button).toBeDisabled();
    await userEvent.hover(button.parentElement as HTMLElement);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Mindestens 1 Pflichtfeld ist nicht zugeordnet');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

/** The start request is running. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Verarbeitung starten/ })).toBeDisabled();
  },
};

/** One row: singular. */
export const SingleRow: Story = {
  args: { rowCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verarbeitung starten (1 Zeile)' })).toBeVisible();
  },
};

/** The biggest imports: the label grows with the number. */
export const ManyRows: Story = {
  args: { rowCount: 1250000 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Verarbeitung starten (1.250.000 Zeilen)' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { validation: { status: 'error', messageKey: 'required_missing' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Start processing (1,234 rows)' }),
    ).toHaveAccessibleDescription('At least 1 mandatory field is not mapped');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Lancer le traitement (1\u202f234 lignes)' }),
    ).toBeVisible();
  },
};
