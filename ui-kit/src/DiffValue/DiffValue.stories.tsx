import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DiffValue } from './DiffValue.tsx';

const meta = {
  title: 'ui-kit/Review/DiffValue',
  component: DiffValue,
  tags: ['autodocs'],
  args: { input: 'Hauptstr. 3', value: 'Hauptstraße 3' },
} satisfies Meta<typeof DiffValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The candidate's street differs: red with an icon and a dotted underline, and said in words. */
export const Different: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hauptstraße 3')).toBeVisible();
    await expect(canvas.getByText('weicht von Ihren Daten ab: Hauptstr. 3')).toBeInTheDocument();
  },
};

/** The input has no zip: the candidate's would complete it (green, with a plus icon). */
export const MissingOnInput: Story = {
  args: { input: null, value: '70173' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('70173')).toBeVisible();
    await expect(canvas.getByText('fehlt in Ihren Daten')).toBeInTheDocument();
  },
};

/** Same value apart from case and spaces: shown plainly. */
export const Same: Story = {
  args: { input: 'münchen ', value: 'München' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('München')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/^München$/);
  },
};

/**
 * Spelt differently but known to mean the same (the matcher graded the country 'same'): shown
 * plainly, like the chip that says "Land gleich".
 */
export const Equivalent: Story = {
  args: { input: 'AT', value: 'Österreich', equivalent: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Österreich')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/^Österreich$/);
  },
};

/** The candidate has no value: a dash, read as "keine Angabe". */
export const MissingOnCandidate: Story = {
  args: { input: 'Hauptstr. 3', value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('–keine Angabe');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('differs from your data: Hauptstr. 3')).toBeInTheDocument();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { input: null, value: 'Allemagne' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('absent de vos données')).toBeInTheDocument();
  },
};
