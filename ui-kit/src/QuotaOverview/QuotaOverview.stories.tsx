import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { findDialog, waitForRipples } from '../test/stories.ts';
import { QuotaOverview } from './QuotaOverview.tsx';

const meta = {
  title: 'ui-kit/Quota/QuotaOverview',
  component: QuotaOverview,
  tags: ['autodocs'],
  // A contract with the default quota of 5.000 exports (spec 9), 1.750 used.
  args: { used: 1750, total: 5000, remaining: 3250 },
  argTypes: {
    used: { control: { type: 'number', min: 0 } },
    total: { control: { type: 'number', min: 0 } },
    remaining: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof QuotaOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Export-Kontingent' })).toBeVisible();
    await expect(canvas.getByText('Verbraucht').nextElementSibling).toHaveTextContent('1.750');
    await expect(canvas.getByText('Gesamtkontingent').nextElementSibling).toHaveTextContent('5.000');
    await expect(canvas.getByText('Verbleibend').nextElementSibling).toHaveTextContent('3.250');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * Contract quota used up, the account has the monthly expansion: a notice, what is left this month
 * and a help popover (opened by the play function) explaining the 5.000 extra companies per month.
 */
export const MonthlyExpansion: Story = {
  args: { used: 5000, remaining: 0, monthlyExpand: true, monthlyRemaining: 3800 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/Weitere Exporte werden aus der monatlichen Erweiterung/)).toBeVisible();
    await expect(canvas.getByText('In diesem Monat noch verfügbar: 3.800')).toBeVisible();
    const help = canvas.getByRole('button', { name: 'Was ist die monatliche Erweiterung?' });
    await userEvent.click(help);
    const popover = await findDialog('Monatliche Erweiterung');
    await expect(popover).toHaveTextContent('zusätzlich 5.000 Unternehmen pro Kalendermonat');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The help popover closes with Escape and gives the focus back to its button. */
export const MonthlyExpansionHelpClosed: Story = {
  args: { used: 2100, remaining: 2900, monthlyExpand: true },
  play: async ({ canvas, userEvent }) => {
    const help = canvas.getByRole('button', { name: 'Was ist die monatliche Erweiterung?' });
    await userEvent.click(help);
    await findDialog('Monatliche Erweiterung');
    await userEvent.keyboard('{Escape}');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
  },
};

/** No limit: "Unbegrenzt" as total, a dash for remaining, no bar. */
export const Unlimited: Story = {
  args: { used: 18420, total: 0, remaining: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verbraucht').nextElementSibling).toHaveTextContent('18.420');
    await expect(canvas.getByText('Unbegrenzt')).toBeVisible();
    await expect(canvas.getByText('–')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Nothing left and no monthly expansion: a warning. */
export const Exhausted: Story = {
  args: { used: 5000, remaining: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verbleibend').nextElementSibling).toHaveTextContent('0');
    await expect(canvas.getByText(/Ihr Export-Kontingent ist aufgebraucht/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Export-Kontingent' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Export-Kontingent wird geladen')).toBeInTheDocument();
    await expect(canvas.queryByText('1.750')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Das Export-Kontingent konnte nicht geladen werden.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

export const English: Story = {
  args: { used: 5000, remaining: 0, monthlyExpand: true, monthlyRemaining: 5000 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Used').nextElementSibling).toHaveTextContent('5,000');
    await expect(canvas.getByText('Still available this month: 5,000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'What is the monthly expansion?' })).toBeVisible();
  },
};

export const French: Story = {
  args: { used: 18420, total: 0, remaining: null },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Quota d’export' })).toBeVisible();
    await expect(canvas.getByText('Illimité')).toBeVisible();
  },
};
