import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { SurveyDialog } from './SurveyDialog.tsx';

function renderSurvey(props: Partial<Parameters<typeof SurveyDialog>[0]> = {}, locale: 'de' | 'en' = 'de') {
  const onSubmit = vi.fn();
  const onDismiss = vi.fn();
  const result = renderWithKit(<SurveyDialog open onSubmit={onSubmit} onDismiss={onDismiss} {...props} />, {
    locale,
  });
  return { ...result, onSubmit, onDismiss };
}

describe('SurveyDialog', () => {
  it('asks for a 1–5 score in a labelled group and sends it with the comment', async () => {
    const { user, onSubmit } = renderSurvey();
    expect(screen.getByRole('dialog', { name: 'Ihre Meinung zu Datacare' })).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Wie zufrieden sind Sie insgesamt mit Datacare?' }),
    ).toBeVisible();
    expect(
      screen.getAllByRole('radio', { name: /von 5 Sternen/ }).map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    // jsdom has no layout, so MUI Rating cannot map a pointer position to a star: choose by keyboard,
    // as keyboard users do (the pointer is covered by the story tests in chromium).
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Keine Bewertung' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2 von 5 Sternen: Unzufrieden' })).toBeChecked();
    await user.type(
      screen.getByRole('textbox', { name: /Was können wir besser machen/ }),
      ' Mehr Exportformate ',
    );
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledWith({ score: 2, comment: 'Mehr Exportformate' });
  });

  it('speaks English', async () => {
    const { user, onSubmit } = renderSurvey({}, 'en');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '5 out of 5 stars: Very satisfied' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ score: 5, comment: '' });
    expect(screen.getByRole('button', { name: 'Not now' })).toBeVisible();
  });

  it('asks for a score instead of sending without one', async () => {
    const { user, onSubmit } = renderSurvey();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Bewertung aus');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Bitte wählen Sie eine Bewertung aus');
    expect(screen.getByRole('group')).toHaveFocus();
  });

  it('counts the comment and stops at 1000 characters', async () => {
    const { user } = renderSurvey();
    expect(screen.getByText('0/1.000 Zeichen')).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: /Was können wir besser machen/ }));
    await user.paste('x'.repeat(1200));
    expect(screen.getByRole('textbox', { name: /Was können wir besser machen/ })).toHaveValue(
      'x'.repeat(1000),
    );
    expect(screen.getByText('1.000/1.000 Zeichen')).toBeVisible();
  });

  it('is dismissed by "Jetzt nicht" and by Escape, but not while sending', async () => {
    const { user, onDismiss, rerender, onSubmit } = renderSurvey();
    await user.click(screen.getByRole('button', { name: 'Jetzt nicht' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
    rerender(<SurveyDialog open submitting onSubmit={onSubmit} onDismiss={onDismiss} />);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Jetzt nicht' })).toBeDisabled();
  });

  it('starts empty when opened again', async () => {
    const { user, rerender, onSubmit, onDismiss } = renderSurvey();
    await user.tab();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '3 von 5 Sternen: Teils, teils' })).toBeChecked();
    rerender(<SurveyDialog open={false} onSubmit={onSubmit} onDismiss={onDismiss} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<SurveyDialog open onSubmit={onSubmit} onDismiss={onDismiss} />);
    expect(screen.getByRole('radio', { name: '3 von 5 Sternen: Teils, teils' })).not.toBeChecked();
  });
});
