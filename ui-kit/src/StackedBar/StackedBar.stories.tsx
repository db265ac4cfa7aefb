import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { waitForRipples } from '../test/stories.ts';
import { StackedBar } from './StackedBar.tsx';

/** The drawn segments (one SVG bar per segment with a count). */
function drawnBars(root: HTMLElement): Element[] {
  return [...root.querySelectorAll('.MuiBarChart-element')];
}

const registerStatus = [
  { key: 'active', label: 'Aktiv', count: 1624, tone: 'success' },
  { key: 'in_liquidation', label: 'In Liquidation', count: 58, tone: 'warning' },
  { key: 'deleted', label: 'Gelöscht', count: 131, tone: 'error' },
  { key: 'not_in_hr', label: 'Nicht im Handelsregister', count: 51, tone: 'neutral' },
] as const;

const meta = {
  title: 'ui-kit/Report/StackedBar',
  component: StackedBar,
  tags: ['autodocs'],
  args: {
    label: 'Handelsregisterstatus der exakten Treffer',
    segments: registerStatus,
    onShowExamples: fn(),
  },
} satisfies Meta<typeof StackedBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The register check of 1.864 exact matches, with examples per status. */
export const RegisterStatus: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const figure = canvas.getByRole('figure', { name: 'Handelsregisterstatus der exakten Treffer' });
    const items = within(figure).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Aktiv1.62487,1 %');
    await expect(items[2]).toHaveTextContent('Gelöscht1317 %');
    await expect(canvas.getByText('Gesamt: 1.864')).toBeVisible();
    await waitFor(() => expect(drawnBars(canvasElement)).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Beispiele anzeigen: Gelöscht' }));
    await expect(args.onShowExamples).toHaveBeenCalledWith('deleted');
    await waitForRipples();
  },
};

/** A category with nothing in it is listed with 0 but not drawn and offers no examples. */
export const EmptyCategory: Story = {
  args: {
    segments: [
      { key: 'active', label: 'Aktiv', count: 412, tone: 'success' },
      { key: 'in_liquidation', label: 'In Liquidation', count: 0, tone: 'warning' },
      { key: 'deleted', label: 'Gelöscht', count: 9, tone: 'error' },
      { key: 'not_in_hr', label: 'Nicht im Handelsregister', count: 3, tone: 'neutral' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('In Liquidation00 %');
    await expect(canvas.queryByRole('button', { name: 'Beispiele anzeigen: In Liquidation' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await waitFor(() => expect(drawnBars(canvasElement)).toHaveLength(3));
  },
};

/** Nothing counted at all: says so, draws nothing. */
export const Empty: Story = {
  args: { segments: registerStatus.map((segment) => ({ ...segment, count: 0 })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Keine Werte vorhanden.')).toBeVisible();
    await expect(drawnBars(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Printable: a fixed width and no buttons. */
export const ExportMode: Story = {
  args: { exportMode: true, width: 720 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(drawnBars(canvasElement)).toHaveLength(4));
    const bar = canvasElement.querySelector('.MuiBarChart-root')?.closest('svg');
    await expect(bar?.getBoundingClientRect().width).toBe(720);
  },
};

/** Labels from a file are shown as text, whatever they look like. */
export const HostileLabels: Story = {
  args: {
    segments: [
      { key: '__proto__', label: '__proto__', count: 7, tone: 'primary' },
      { key: 'constructor', label: '<img src=x onerror=alert(1)>', count: 3, tone: 'warning' },
      {
        key: 'long',
        label:
          'Gesellschaft mit beschränkter Haftung & Compagnie Kommanditgesellschaft auf Aktien (Zweigniederlassung Deutschland)',
        count: 2,
        tone: 'info',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('__proto__')).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvas.getByText('Gesamt: 12')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Register status',
    segments: [
      { key: 'active', label: 'Active', count: 1624, tone: 'success' },
      { key: 'deleted', label: 'Deleted', count: 131, tone: 'error' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total: 1,755')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show examples: Deleted' })).toBeVisible();
  },
};
