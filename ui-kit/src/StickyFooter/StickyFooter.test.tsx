import { describe, expect, it } from 'vitest';
import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { StickyFooter } from './StickyFooter.tsx';

describe('StickyFooter', () => {
  it('is a named region holding the action, pinned to the bottom of the window', () => {
    renderWithKit(
      <StickyFooter aria-label="Verarbeitung starten">
        <Button>Verarbeitung starten (250 Zeilen)</Button>
      </StickyFooter>,
    );
    const region = screen.getByRole('region', { name: 'Verarbeitung starten' });
    expect(region).toContainElement(
      screen.getByRole('button', { name: 'Verarbeitung starten (250 Zeilen)' }),
    );
    expect(region).toHaveStyle({ position: 'sticky', bottom: '0px' });
  });
});
