import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { expect, within } from 'storybook/test';
import { ReportSection } from './ReportSection.tsx';

const meta = {
  title: 'ui-kit/Report/ReportSection',
  component: ReportSection,
  tags: ['autodocs'],
  args: {
    id: 'checks',
    title: 'Prüfungen',
    description: 'Wie aktuell und vollständig sind Ihre Unternehmensdaten?',
    children: <Typography>Inhalt des Abschnitts</Typography>,
  },
} satisfies Meta<typeof ReportSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section: an h2 region with the class the PDF's page breaks use. */
export const Section: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Prüfungen' });
    await expect(section).toHaveClass('report-section');
    await expect(section).toHaveAttribute('id', 'checks');
    await expect(within(section).getByRole('heading', { level: 2, name: 'Prüfungen' })).toBeVisible();
  },
};

/** A part of a section (h3), kept on one page, with an action beside the heading. */
export const Subsection: Story = {
  args: {
    variant: 'subsection',
    title: 'Dubletten',
    description: 'Zeilen, die dasselbe Unternehmen beschreiben.',
    actions: <Button size="small">Beispiele</Button>,
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Dubletten' });
    await expect(section).toHaveClass('report-subsection');
    await expect(section).not.toHaveClass('report-section');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dubletten' })).toBeVisible();
    await expect(getComputedStyle(section).breakInside).toBe('avoid');
  },
};

/** Printable at a fixed width. */
export const ExportMode: Story = {
  args: { width: 760 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region').getBoundingClientRect().width).toBe(760);
  },
};

export const LongTitle: Story = {
  args: {
    title: `__proto__ ${'Sehr lange Überschrift eines Abschnitts ohne Umbruchmöglichkeit '.repeat(3)}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};
