import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { MatchTypePie } from './MatchTypePie.tsx';
import { matchTypeShares } from './matchTypeShares.ts';

const counts = { exactMatches: 1240, manualMatches: 310, noMatches: 45, notStarted: 0 };

describe('MatchTypePie', () => {
  it('lists every match type with count and share in a named group', () => {
    renderWithKit(<MatchTypePie counts={counts} />);
    const group = screen.getByRole('group', { name: 'Ergebnisse nach Trefferart' });
    const items = within(group).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Exakte Treffer1.24077,7\u00a0%',
      'Manuelle Treffer31019,4\u00a0%',
      'Kein Treffer452,8\u00a0%',
      'Noch nicht verarbeitet00\u00a0%',
    ]);
  });

  it('shows an empty text when there are no rows', () => {
    renderWithKit(
      <MatchTypePie counts={{ exactMatches: 0, manualMatches: 0, noMatches: 0, notStarted: 0 }} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByText('No results yet.')).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is busy with a placeholder while loading', () => {
    renderWithKit(<MatchTypePie counts={counts} loading />);
    expect(screen.getByRole('group', { name: 'Ergebnisse nach Trefferart' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Ergebnisse werden geladen')).toBeInTheDocument();
    expect(screen.queryByText('1.240')).not.toBeInTheDocument();
  });
});

describe('matchTypeShares', () => {
  it('labels only slices of at least 5 percent', () => {
    const { total, shares } = matchTypeShares({
      exactMatches: 90,
      manualMatches: 5,
      noMatches: 4,
      notStarted: 1,
    });
    expect(total).toBe(100);
    expect(shares.map((share) => [share.key, share.share, share.labelled])).toEqual([
      ['exact', 0.9, true],
      ['manual', 0.05, true],
      ['noMatch', 0.04, false],
      ['notStarted', 0.01, false],
    ]);
  });

  it('has no shares and no labels for an empty import', () => {
    const { total, shares } = matchTypeShares({
      exactMatches: 0,
      manualMatches: 0,
      noMatches: 0,
      notStarted: 0,
    });
    expect(total).toBe(0);
    expect(shares.every((share) => share.share === 0 && !share.labelled)).toBe(true);
  });
});
