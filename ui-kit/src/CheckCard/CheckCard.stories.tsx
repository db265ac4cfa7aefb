import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { CheckCard } from './CheckCard.tsx';

const emailResults = [
  { key: 'available', label: 'Erreichbar', count: 1204, tone: 'success' },
  { key: 'unavailable', label: 'Nicht erreichbar', count: 87, tone: 'error' },
  { key: 'unknown', label: 'Unbekannt', count: 12, tone: 'neutral', hasExamples: false },
] as const;

const websiteResults = [
  { key: 'available', label: 'Erreichbar', count: 1490, tone: 'success', hasExamples: false },
  { key: 'intRedirect', label: 'Interne Weiterleitung', count: 204, tone: 'info' },
  { key: 'extRedirect', label: 'Externe Weiterleitung', count: 61, tone: 'warning' },
  { key: 'unavailable', label: 'Nicht erreichbar', count: 95, tone: 'error' },
  { key: 'blocked', label: 'Gesperrte Adresse', count: 2, tone: 'neutral' },
] as const;

const meta = {
  title: 'ui-kit/Report/CheckCard',
  component: CheckCard,
  tags: ['autodocs'],
  args: { kind: 'email', state: 'idle', onStart: fn(), onShowExamples: fn() },
} satisfies Meta<typeof CheckCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'E-Mail-Prüfung' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Prüfung starten' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** The start request is on its way: the button is busy and cannot be pressed twice. */
export const Starting: Story = {
  args: { state: 'starting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Wird gestartet/ })).toBeDisabled();
  },
};

export const Running: Story = {
  args: { state: 'processing', progress: { checked: 1240, total: 3810, percent: 32 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Fortschritt der Prüfung' });
    await expect(bar).toHaveAttribute('aria-valuenow', '32');
    await expect(canvas.getByText(/^1\.240 von 3\.810 geprüft \(32\s%\)$/)).toBeVisible();
    await expect(canvas.getByText(/bis zu einer Stunde dauern/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Finished: Story = {
  args: { state: 'finished', segments: emailResults },
  play: async ({ args, canvas, userEvent }) => {
    await waitFor(() =>
      expect(canvas.getByRole('figure', { name: 'Ergebnis der E-Mail-Prüfung' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('button', { name: 'Beispiele anzeigen: Unbekannt' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Beispiele anzeigen: Nicht erreichbar' }));
    await expect(args.onShowExamples).toHaveBeenCalledWith('unavailable');
    await waitForRipples();
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Prüfung ist fehlgeschlagen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut starten' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await waitForRipples();
  },
};

/** No e-mail address in the whole file: nothing to start. */
export const NoEmails: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ihre Datei enthält keine E-Mail-Adressen.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoWebsites: Story = {
  args: { kind: 'website', state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Website-Prüfung' })).toBeVisible();
    await expect(canvas.getByText('Ihre Datei enthält keine Websites.')).toBeVisible();
  },
};

export const WebsiteFinished: Story = {
  args: { kind: 'website', state: 'finished', segments: websiteResults },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Ergebnis der Website-Prüfung' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

/** Printable: a check that never ran says so, without a button. */
export const ExportModeIdle: Story = {
  args: { exportMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Die Prüfung wurde nicht durchgeführt.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ExportModeFinished: Story = {
  args: { exportMode: true, state: 'finished', segments: websiteResults, kind: 'website', width: 720 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Gesamt: 1.852')).toBeVisible();
  },
};

export const ExportModeFailed: Story = {
  args: { exportMode: true, state: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { kind: 'website', state: 'processing', progress: { checked: 1240, total: 3810, percent: 32 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^1,240 of 3,810 checked \(32%\)$/)).toBeVisible();
  },
};
