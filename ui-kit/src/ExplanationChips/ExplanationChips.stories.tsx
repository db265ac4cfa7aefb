import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { absentExplanation, strongExplanation, weakExplanation } from '../ReviewCard/ReviewCard.fixtures.ts';
import { ExplanationChips } from './ExplanationChips.tsx';

const meta = {
  title: 'ui-kit/Review/ExplanationChips',
  component: ExplanationChips,
  tags: ['autodocs'],
  args: { explanation: strongExplanation },
} satisfies Meta<typeof ExplanationChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A strong, near-exact candidate: name, zip, city and country the same, the street similar. The
 * three strongest reasons show; "+3" lists all six on hover or focus.
 */
export const StrongCandidate: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Begründung der Wahrscheinlichkeit' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Firmenname gleich Anteil an der Wahrscheinlichkeit: +38 %');
    await expect(items[1]).toHaveTextContent('Postleitzahl gleich');
    await expect(items[2]).toHaveTextContent('Ort gleich');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '+3: alle 6 Felder anzeigen' })).toHaveFocus();
    const all = await screen.findByRole('list', { name: 'Alle Felder' });
    await expect(within(all).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(all).getAllByRole('listitem')[5]).toHaveTextContent(/^Telefon fehlt zählt nicht$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/**
 * A weak candidate: only part of the name, another place. The strongest reason for it (the name)
 * and the strongest against it (the postcode) show, then the next strongest (the place).
 */
export const WeakCandidate: Story = {
  args: { explanation: weakExplanation },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Firmenname teilweise');
    await expect(items[1]).toHaveTextContent(/Postleitzahl abweichend.*-22 %/);
    await expect(items[2]).toHaveTextContent(/Ort abweichend.*-18 %/);
    await expect(items[3]).toHaveTextContent('+2');
  },
};

/**
 * A row with a common name and a phone number our record lacks: the name agrees (but many
 * companies share its words), the phone the row states is not on record and counts against the
 * company, the country agrees but weighs nothing and is never a chip while others weigh.
 */
export const AbsentFieldAndCommonName: Story = {
  args: { explanation: absentExplanation },
  play: async ({ canvas, userEvent }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(
      'Firmenname gleich, häufiger Name Anteil an der Wahrscheinlichkeit: +46 %',
    );
    await expect(items[1]).toHaveTextContent('Postleitzahl gleich');
    await expect(items[2]).toHaveTextContent(
      'Telefon nicht hinterlegt Anteil an der Wahrscheinlichkeit: -24 %',
    );
    await userEvent.hover(canvas.getByRole('button', { name: '+2: alle 5 Felder anzeigen' }));
    const all = await screen.findByRole('list', { name: 'Alle Felder' });
    await expect(within(all).getByText('Land').closest('li')).toHaveTextContent(/^Land gleich zählt nicht$/);
    await expect(within(all).getByText('E-Mail').closest('li')).toHaveTextContent(/E-Mail ähnlich.*\+<1 %$/);
  },
};

/** Every field as chips (the tooltip's list, or a place with room for all). */
export const AllChips: Story = {
  args: { explanation: weakExplanation, max: Number.POSITIVE_INFINITY },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
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
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('différent');
  },
};
