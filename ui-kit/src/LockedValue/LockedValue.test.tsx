import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { LockedValue } from './LockedValue.tsx';

describe('LockedValue', () => {
  it('shows XXXX and tells screen readers it is locked', () => {
    const { container } = renderWithKit(<LockedValue />);
    expect(screen.getByText('XXXX')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('XXXXgesperrt');
  });

  it('takes its own label and speaks English', () => {
    const { unmount } = renderWithKit(<LockedValue label="nicht freigeschaltet" />);
    expect(screen.getByText('nicht freigeschaltet')).toBeInTheDocument();
    unmount();
    renderWithKit(<LockedValue />, { locale: 'en' });
    expect(screen.getByText('locked')).toBeInTheDocument();
  });
});
