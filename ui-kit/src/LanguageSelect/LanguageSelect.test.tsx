import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

describe('LanguageSelect', () => {
  it('offers the three languages by their own names, the chosen one checked', () => {
    renderWithKit(<LanguageSelect value="de" onChange={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Sprache' });
    expect(group).toHaveAccessibleDescription('Die Sprache der Oberfläche und der Meldungen.');
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Français' })).not.toBeChecked();
    // Each name is marked with its language, so screen readers pronounce it right.
    expect(screen.getByText('Français')).toHaveAttribute('lang', 'fr');
  });

  it('reports the language picked', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<LanguageSelect value="de" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('names the group in the UI language but the languages in their own', () => {
    renderWithKit(<LanguageSelect value="en" onChange={vi.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('radiogroup', { name: 'Langue' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).not.toBeChecked();
  });

  it('is disabled while saving', () => {
    renderWithKit(<LanguageSelect value="de" onChange={vi.fn()} saving />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('takes a subset of languages and other texts', () => {
    renderWithKit(
      <LanguageSelect
        value="de"
        onChange={vi.fn()}
        languages={['de', 'en']}
        label="Sprache der Oberfläche"
        languageNames={{ en: 'English (UK)' }}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Sprache der Oberfläche' })).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'English (UK)' })).toBeInTheDocument();
  });
});
