import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { StartMatchingButton } from './StartMatchingButton.tsx';

describe('StartMatchingButton', () => {
  it('names the formatted row count and starts when the mapping is ok', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <StartMatchingButton rowCount={1234} validation={{ status: 'ok' }} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Verarbeitung starten (1.234 Zeilen)' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-describedby');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('uses the singular for one row and the English format', () => {
    const { unmount } = renderWithKit(
      <StartMatchingButton rowCount={1} validation={{ status: 'ok' }} onClick={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Verarbeitung starten (1 Zeile)' })).toBeVisible();
    unmount();
    renderWithKit(<StartMatchingButton rowCount={12500} validation={{ status: 'ok' }} onClick={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: 'Start processing (12,500 rows)' })).toBeVisible();
  });

  it('is disabled on error and shows the message as tooltip over the disabled button', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <StartMatchingButton
        rowCount={300}
        validation={{ status: 'error', messageKey: 'required_missing' }}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: /Verarbeitung starten/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Mindestens 1 Pflichtfeld ist nicht zugeordnet');
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Mindestens 1 Pflichtfeld ist nicht zugeordnet',
    );
    expect(onClick).not.toHaveBeenCalled();
  });

  it('warns but still starts on a warning', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <StartMatchingButton
        rowCount={300}
        validation={{ status: 'warning', messageKey: 'missing_infos' }}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Verarbeitung starten (300 Zeilen)' });
    expect(button).toHaveAccessibleDescription('Es sind nicht genügend Felder zugeordnet');
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Es sind nicht genügend Felder zugeordnet');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('waits while starting', () => {
    renderWithKit(
      <StartMatchingButton rowCount={300} validation={{ status: 'ok' }} onClick={vi.fn()} loading />,
    );
    expect(screen.getByRole('button', { name: /Verarbeitung starten/ })).toBeDisabled();
  });
});
