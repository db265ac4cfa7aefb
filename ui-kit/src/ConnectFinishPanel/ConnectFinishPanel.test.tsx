import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ConnectFinishPanel, type ConnectFinishPanelResult } from './ConnectFinishPanel.tsx';

const added: ConnectFinishPanelResult = {
  type: 'add',
  listId: '4711',
  listName: 'Messe Hannover 2026',
  numCompaniesModified: 1180,
  numCompaniesMatched: 1234,
  newlyCreated: false,
};

/** The value of a term in the result's description list. */
const valueOf = (term: string) => {
  const dt = screen.getAllByRole('term').find((candidate) => candidate.textContent === term);
  return dt?.nextElementSibling ?? null;
};

describe('ConnectFinishPanel', () => {
  it('shows a progress bar with its text while the import is finished', () => {
    renderWithKit(<ConnectFinishPanel state="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Der Import wird abgeschlossen …');
    expect(screen.getByRole('progressbar', { name: 'Der Import wird abgeschlossen …' })).toBeVisible();
  });

  it('says the import could not be processed, with retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithKit(<ConnectFinishPanel state="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Import konnte nicht verarbeitet werden');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says what was added, and shows list, id and counts formatted for the language', async () => {
    const onRename = vi.fn();
    const { user } = renderWithKit(
      <ConnectFinishPanel
        state="done"
        result={added}
        listHref="https://target.example/lists/4711"
        onRename={onRename}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Import abgeschlossen' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1.180 Unternehmen wurden der Liste „Messe Hannover 2026“ hinzugefügt.',
    );
    expect(screen.queryByText('Die Liste wurde neu angelegt.')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Messe Hannover 2026 (öffnet in neuem Tab)' });
    expect(link).toHaveAttribute('href', 'https://target.example/lists/4711');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(valueOf('Listen-ID')).toHaveTextContent('4711');
    expect(valueOf('Erkannte Unternehmen')).toHaveTextContent('1.234');
    expect(valueOf('Geänderte Unternehmen')).toHaveTextContent('1.180');
    expect(screen.getByText('Sie können diese Seite jetzt verlassen.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Liste umbenennen' }));
    expect(onRename).toHaveBeenCalledOnce();
  });

  it('says what was removed, that a list was created, and names the list without a link', () => {
    renderWithKit(
      <ConnectFinishPanel
        state="done"
        result={{ ...added, type: 'remove', numCompaniesModified: 1, newlyCreated: true }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 Unternehmen wurde aus der Liste „Messe Hannover 2026“ entfernt.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Die Liste wurde neu angelegt.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(valueOf('Liste')).toHaveTextContent('Messe Hannover 2026');
    expect(screen.queryByRole('button', { name: 'Liste umbenennen' })).not.toBeInTheDocument();
  });

  it('names another change as a change', () => {
    renderWithKit(<ConnectFinishPanel state="done" result={{ ...added, type: 'other' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1.180 Unternehmen der Liste „Messe Hannover 2026“ wurden geändert.',
    );
  });

  it('shows nothing when done without a result', () => {
    const { container } = renderWithKit(<ConnectFinishPanel state="done" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks English and French', () => {
    const { unmount } = renderWithKit(<ConnectFinishPanel state="done" result={added} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(
      '1,180 companies were added to the list “Messe Hannover 2026”.',
    );
    expect(within(screen.getByRole('note')).getByText('You may leave this page now.')).toBeVisible();
    unmount();
    renderWithKit(<ConnectFinishPanel state="error" />, { locale: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent('L’import n’a pas pu être traité');
  });
});
