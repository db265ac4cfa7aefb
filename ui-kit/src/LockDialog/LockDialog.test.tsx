import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { LockDialog } from './LockDialog.tsx';

describe('LockDialog', () => {
  it('explains the lock and links the phone number', () => {
    renderWithKit(<LockDialog open onClose={vi.fn()} phone="+49 89 2154 773-0" />);
    const dialog = screen.getByRole('dialog', { name: 'Unternehmensdaten gesperrt' });
    expect(dialog).toHaveAccessibleDescription(
      'Die Daten dieses Unternehmens sind für Ihr Konto gesperrt, weil das Datenpaket seines Landes nicht zu Ihrem Vertrag gehört. Rufen Sie uns an, wir schalten die Daten gerne für Sie frei:',
    );
    expect(within(dialog).getByRole('link', { name: '+49 89 2154 773-0' })).toHaveAttribute(
      'href',
      'tel:+498921547730',
    );
  });

  it('closes with the button and with Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(<LockDialog open onClose={onClose} phone="0800 123" />);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('takes its own texts', () => {
    renderWithKit(
      <LockDialog open onClose={vi.fn()} phone="0800 123" title="Gesperrt" text="Bitte anrufen" />,
    );
    expect(screen.getByRole('dialog', { name: 'Gesperrt' })).toHaveAccessibleDescription('Bitte anrufen');
  });

  it('renders nothing while closed', () => {
    renderWithKit(<LockDialog open={false} onClose={vi.fn()} phone="0800 123" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithKit(<LockDialog open onClose={vi.fn()} phone="0800 123" />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Company data locked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
