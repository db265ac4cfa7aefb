import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { MappingSection } from './MappingSection.tsx';

describe('MappingSection', () => {
  it('shows the title and the mapped count and collapses on click', async () => {
    const onExpandedChange = vi.fn();
    const { user } = renderWithKit(
      <MappingSection section="base" count={3} total={13} onExpandedChange={onExpandedChange}>
        <p>Felder</p>
      </MappingSection>,
    );
    const toggle = screen.getByRole('button', { name: 'Stammdaten 3 von 13 zugeordnet' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Stammdaten 3 von 13 zugeordnet' })).toBeVisible();
    expect(screen.getByRole('region', { name: /Stammdaten/ })).toHaveTextContent('Felder');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange).toHaveBeenCalledWith(false);
  });

  it('counts selected columns without a total, and can start closed', () => {
    renderWithKit(
      <MappingSection section="additional" count={2} defaultExpanded={false}>
        <p>Spalten</p>
      </MappingSection>,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Additional columns 2 selected' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('can be controlled', () => {
    renderWithKit(
      <MappingSection section="metadata" count={0} total={9} expanded={false} headingComponent="h2">
        <p>Metadaten-Felder</p>
      </MappingSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: /Metadaten/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Metadaten 0 von 9 zugeordnet' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers the folded fields behind a button and folds them again', async () => {
    const onShowFoldedChange = vi.fn();
    const { user, rerender } = renderWithKit(
      <MappingSection
        section="metadata"
        count={1}
        total={9}
        foldedCount={8}
        onShowFoldedChange={onShowFoldedChange}
      >
        <p>E-Mail</p>
      </MappingSection>,
    );
    await user.click(screen.getByRole('button', { name: '8 nicht zugeordnete Felder anzeigen' }));
    expect(onShowFoldedChange).toHaveBeenLastCalledWith(true);
    rerender(
      <MappingSection
        section="metadata"
        count={1}
        total={9}
        foldedCount={8}
        showFolded
        onShowFoldedChange={onShowFoldedChange}
      >
        <p>E-Mail</p>
      </MappingSection>,
    );
    await user.click(screen.getByRole('button', { name: 'Nicht zugeordnete Felder ausblenden' }));
    expect(onShowFoldedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows no fold button when nothing is folded', () => {
    renderWithKit(
      <MappingSection section="metadata" count={9} total={9} foldedCount={0} onShowFoldedChange={vi.fn()}>
        <p>E-Mail</p>
      </MappingSection>,
    );
    expect(screen.queryByRole('button', { name: /Felder/ })).not.toBeInTheDocument();
  });
});
