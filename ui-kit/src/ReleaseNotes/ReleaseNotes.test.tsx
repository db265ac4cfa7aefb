import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ReleaseNotes } from './ReleaseNotes.tsx';
import { germanReleaseNotes } from './ReleaseNotes.fixtures.ts';

describe('ReleaseNotes', () => {
  it('lists every release with date and changes and marks the current one', () => {
    renderWithKit(<ReleaseNotes open onClose={vi.fn()} notes={germanReleaseNotes} currentVersion="V1.21" />);
    const dialog = screen.getByRole('dialog', { name: 'Versionshinweise' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['V1.21', 'V1.20', 'V1.19']);
    const current = within(dialog).getByRole('region', { name: 'V1.21' });
    expect(within(current).getByText('Aktuelle Version')).toBeVisible();
    expect(within(current).getByText('12. März 2026')).toHaveAttribute('datetime', '2026-03-12');
    expect(within(current).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(within(dialog).getByRole('region', { name: 'V1.19' })).queryByText('Aktuelle Version'),
    ).toBeNull();
  });

  it('speaks English', () => {
    renderWithKit(<ReleaseNotes open onClose={vi.fn()} notes={germanReleaseNotes.slice(0, 1)} />, {
      locale: 'en',
    });
    expect(screen.getByRole('dialog', { name: 'Release notes' })).toBeVisible();
    expect(screen.getByText('Current version')).toBeVisible();
    expect(screen.getByText('March 12, 2026')).toBeVisible();
  });

  it('closes by button and Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(<ReleaseNotes open onClose={onClose} notes={germanReleaseNotes} />);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says when there are no notes and renders nothing when closed', async () => {
    const { rerender } = renderWithKit(<ReleaseNotes open onClose={vi.fn()} notes={[]} />);
    expect(screen.getByText('Es liegen noch keine Versionshinweise vor.')).toBeVisible();
    rerender(<ReleaseNotes open={false} onClose={vi.fn()} notes={[]} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
