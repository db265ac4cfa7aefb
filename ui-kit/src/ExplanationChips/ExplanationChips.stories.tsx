import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { strongExplanation, weakExplanation } from '../ReviewCard/ReviewCard.fixtures.ts';
import { ExplanationChips } from './ExplanationChips.tsx';

const meta = {
  title: 'ui-kit/Review/ExplanationChips',
  component: ExplanationChips,
  tags: ['autodocs'],
  args: { explanation: strongExplanation },
} satisfies Meta<typeof ExplanationChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A strong, near-exact candidate: name, zip, city and country the same, the street similar. */
export const StrongCandidate: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Begründung der Wahrscheinlichkeit' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('Firmenname gleich Anteil an der Wahrscheinlichkeit: +38 %');
    await expect(items[3]).toHaveTextContent('Straße und Hausnummer ähnlich');
    await expect(items[5]).toHaveTextContent('Telefon fehlt');
    await expect(items[5]).toHaveTextContent(/0 %$/);
  },
};

/** A weak candidate: only part of the name, another place; negative shares pull the probability down. */
export const WeakCandidate: Story = {
  args: { explanation: weakExplanation },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Firmenname teilweise');
    await expect(items[1]).toHaveTextContent('Rechtsform abweichend');
    await expect(items[2]).toHaveTextContent(/Postleitzahl abweichend.*-22 %/);
  },
};

/** No explanation (e.g. an older result): nothing is rendered. */
export const Empty: Story = {
  args: { explanation: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Reasons for the probability' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Company name same');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { explanation: weakExplanation },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent('différent');
  },
};
