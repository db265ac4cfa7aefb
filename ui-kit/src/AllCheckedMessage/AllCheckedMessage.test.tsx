import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { AllCheckedMessage } from './AllCheckedMessage.tsx';

describe('AllCheckedMessage', () => {
  it('keeps an empty live region while rows are left', () => {
    renderWithKit(<AllCheckedMessage remaining={3} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so in the live region at 0', () => {
    const { rerender } = renderWithKit(<AllCheckedMessage remaining={1} />);
    rerender(<AllCheckedMessage remaining={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Alle Unternehmen wurden geprüft');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a way on when asked', async () => {
    const onContinue = vi.fn();
    const { user } = renderWithKit(<AllCheckedMessage remaining={0} onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Weiter zum Qualitätsbericht' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('takes its own text and speaks English', () => {
    const { unmount } = renderWithKit(<AllCheckedMessage remaining={0} text="Fertig" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fertig');
    unmount();
    renderWithKit(<AllCheckedMessage remaining={0} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('All companies have been checked');
  });
});
