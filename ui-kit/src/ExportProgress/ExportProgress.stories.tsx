import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { ExportProgress } from './ExportProgress.tsx';

const meta = {
  title: 'ui-kit/Export/ExportProgress',
  component: ExportProgress,
  tags: ['autodocs'],
  args: {
    state: 'running',
    fileName: 'Kundenliste März 2026 (final).xlsx',
    onSendMail: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ExportProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {
  args: { state: 'queued' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Fortschritt des Exports' })).toHaveAttribute(
      'aria-valuetext',
      'Der Export wartet auf seinen Start …',
    );
  },
};

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Die Datei wird erstellt …')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** After 10 s of waiting: mail delivery is offered. */
export const MailHint: Story = {
  args: { showMailHint: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Sollen wir Ihnen die Datei per E-Mail senden/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Per E-Mail senden' }));
    await expect(args.onSendMail).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

export const MailRequested: Story = {
  args: { mailRequested: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Die Datei wird nun erstellt und Ihnen per E-Mail zugesandt'),
    ).toBeVisible();
  },
};

export const Finished: Story = {
  args: { state: 'finished', charged: 1050, downloadHref: '/backend/export/getHistoryExport?id=41' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Der Export ist fertig: Kundenliste März 2026 (final).xlsx.',
    );
    await expect(canvas.getByRole('link', { name: 'Erneut herunterladen' })).toBeVisible();
  },
};

export const FinishedByMail: Story = {
  args: { state: 'finished', mailRequested: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('an Ihre E-Mail-Adresse gesendet');
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Es wurde nichts von Ihrem Kontingent abgezogen.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

export const English: Story = {
  args: { showMailHint: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send by e-mail' })).toBeVisible();
  },
};
