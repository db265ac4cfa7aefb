import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { clickStar, findDialog, waitForRipples } from '../test/stories.ts';
import { SurveyDialog } from './SurveyDialog.tsx';

const meta = {
  title: 'ui-kit/Shell/SurveyDialog',
  component: SurveyDialog,
  tags: ['autodocs'],
  args: { open: true, onSubmit: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof SurveyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As offered: nothing chosen yet. */
export const Default: Story = {
  play: async () => {
    await findDialog('Ihre Meinung zu Datacare');
    await expect(
      screen.getByRole('group', { name: 'Wie zufrieden sind Sie insgesamt mit Datacare?' }),
    ).toBeVisible();
    await expect(screen.getAllByRole('radio', { name: /von 5 Sternen/ })).toHaveLength(5);
    await expect(screen.getByText('0/1.000 Zeichen')).toBeVisible();
  },
};

/** Four stars and a comment, sent. */
export const Answered: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Ihre Meinung zu Datacare');
    await clickStar(screen.getByRole('radio', { name: '4 von 5 Sternen: Zufrieden' }));
    await expect(screen.getByRole('radio', { name: '4 von 5 Sternen: Zufrieden' })).toBeChecked();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Was können wir besser machen? (optional)' }),
      'Der Export nach Target könnte schneller sein.',
    );
    await expect(screen.getByText('45/1.000 Zeichen')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      score: 4,
      comment: 'Der Export nach Target könnte schneller sein.',
    });
    await waitForRipples();
  },
};

/** Sending without a score asks for one and moves the focus to the star group. */
export const ScoreMissing: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Ihre Meinung zu Datacare');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Bewertung aus');
    await expect(screen.getByRole('group', { name: /Wie zufrieden/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitForRipples();
  },
};

/** Comments stop at 1.000 characters. */
export const LongComment: Story = {
  play: async ({ userEvent }) => {
    await findDialog('Ihre Meinung zu Datacare');
    const comment = screen.getByRole('textbox', { name: /Was können wir besser machen/ });
    await userEvent.click(comment);
    await userEvent.paste('Sehr hilfreich beim Bereinigen unserer CRM-Daten. '.repeat(25));
    await expect(screen.getByText('1.000/1.000 Zeichen')).toBeVisible();
  },
};

/** The answer is on its way: both buttons wait. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await findDialog('Ihre Meinung zu Datacare');
    await expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Jetzt nicht' })).toBeDisabled();
  },
};

/** "Jetzt nicht" hands over to the app, which records the dismissal. */
export const Dismissed: Story = {
  play: async ({ args, userEvent }) => {
    await findDialog('Ihre Meinung zu Datacare');
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt nicht' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitForRipples();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await findDialog('Your opinion of Datacare');
    await clickStar(screen.getByRole('radio', { name: '5 out of 5 stars: Very satisfied' }));
    await expect(screen.getByText('Very satisfied')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    await findDialog('Votre avis sur Datacare');
    await expect(
      screen.getByRole('radio', { name: 'Note de 1 sur 5\u00a0: Très insatisfait' }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Pas maintenant' })).toBeVisible();
  },
};
