import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Match, ResultRow } from '@datacare/api-client';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { BATCH_ID, importHandlers, reviewHandlers, reviewRows } from '../../testing/import-handlers.ts';
import { renderApp } from '../../testing/render.tsx';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Every card the page shows, as "position/row number" pairs, however briefly it is shown. */
function recordCards(): { cards: string[]; stop: () => void } {
  const cards: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.body.textContent ?? '';
    const position = /Zeile (\d+) von \d+/.exec(text);
    const rowId = /Zeilennummer (\d+)/.exec(text);
    if (position && rowId) cards.push(`${position[1]}/${rowId[1]}`);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { cards, stop: () => observer.disconnect() };
}

describe('ReviewStep paging', () => {
  it('shows every row with its own data, also across the 15-row chunks it loads', async () => {
    server.use(...sessionHandlers(), ...reviewHandlers(), ...importHandlers({ initialFinished: 1234 }));
    // The rows of the sample: row_id is the position within the tab plus one.
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=manual&row=12`);
    expect(await screen.findByText('Zeile 13 von 20')).toBeInTheDocument();
    const recorded = recordCards();
    for (const position of [14, 15, 16, 17]) {
      await user.keyboard('{ArrowRight}');
      expect(await screen.findByText(`Zeile ${position} von 20`)).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: `Ihre Daten Zeilennummer ${position}` }),
      ).toBeVisible();
    }
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Zeile 16 von 20')).toBeInTheDocument();
    recorded.stop();
    // Never the position of one row over the data of another (the next chunk loads meanwhile).
    expect(recorded.cards.filter((card) => card.split('/')[0] !== card.split('/')[1])).toEqual([]);
    expect(recorded.cards).toContain('16/16');
  });

  it('keeps the row in the address for a reload', async () => {
    server.use(...sessionHandlers(), ...reviewHandlers(), ...importHandlers({ initialFinished: 1234 }));
    window.history.replaceState(null, '', `/import/review?id=${BATCH_ID}&tab=manual&row=0`);
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=manual&row=0`);
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(await screen.findByText('Zeile 3 von 20')).toBeInTheDocument();
    await waitFor(() => expect(new URL(window.location.href).searchParams.get('row')).toBe('2'));
    expect(new URL(window.location.href).searchParams.get('tab')).toBe('manual');
  });

  it('starts a tab at its first row', async () => {
    server.use(...sessionHandlers(), ...reviewHandlers(), ...importHandlers({ initialFinished: 1234 }));
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=manual&row=0`);
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(await screen.findByText('Zeile 4 von 20')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Exakt/ }));
    await user.click(await screen.findByRole('radio', { name: /^Manuell/ }));
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Daten Zeilennummer 1' })).toBeVisible();
  });
});

describe('ReviewStep decisions', () => {
  it('shows the decisions still waiting to be sent after a reload, and sends them', async () => {
    const sent: unknown[] = [];
    server.use(
      // Before the sample's handlers, and leaves the rows as they are: the card can only show the
      // decision from the queue.
      http.post('*/backend/import/saveSingleMatchSelection', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          rowId: 1,
          manuallyChecked: true,
          selectedPositions: [0],
          checkedCount: 1,
        });
      }),
      ...sessionHandlers(),
      ...reviewHandlers(),
      ...importHandlers({ initialFinished: 1234 }),
    );
    // A decision the last page made but could not send (the session had run out).
    window.sessionStorage.setItem(
      `datacare.review.pending.${BATCH_ID}`,
      JSON.stringify([{ kind: 'select', batchId: BATCH_ID, rowId: 1, pos: 0, selected: true }]),
    );
    renderApp(`/import/review?id=${BATCH_ID}&tab=manual&row=0`);
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /^Treffer 1:/ })).toBeChecked();
    await waitFor(() =>
      expect(sent).toEqual([{ batchId: BATCH_ID, rowId: 1, pos: 0, isMatchSelected: true }]),
    );
    expect(window.sessionStorage.getItem(`datacare.review.pending.${BATCH_ID}`)).toBeNull();
  }, 20_000);
});

/** The sample's manual rows with a second, weaker candidate before the no-match entry. */
function rowsWithTwoCandidates(count = 20): ResultRow[] {
  return reviewRows(count).map((row) => {
    const [first, noMatch] = row.matches as [Match, Match];
    const second: Match = {
      ...first,
      pos: 1,
      probability: 0.3,
      data: { ...first.data, company_name: `Müller Spedition ${row.row_id} GmbH`, street: 'Elbweg 2' },
    };
    return { ...row, matches: [first, second, { ...noMatch, pos: 2, probability: 0.06 }] };
  });
}

/**
 * Rows of the no-match tab: the no-match entry leads with nearly all the probability, the next-best
 * candidate follows far below 0.1 % (as the matcher gives them).
 */
function noMatchTabRows(): ResultRow[] {
  return reviewRows(2).map((row) => {
    const [candidate, noMatch] = row.matches as [Match, Match];
    return {
      ...row,
      row_id: 100 + row.row_id,
      matches: [
        { ...noMatch, pos: 0, probability: 0.99998 },
        { ...candidate, pos: 1, probability: 0.00002 },
      ],
    };
  });
}

/** Records the bodies of the review writes, in the order the server received them. */
function recordWrites(): unknown[] {
  const writes: unknown[] = [];
  const record = async ({ request }: { request: Request }) => {
    writes.push(await request.clone().json());
    return undefined;
  };
  server.use(
    http.post('*/backend/import/saveSingleMatchSelection', record),
    http.post('*/backend/import/saveSingleManualCheck', record),
  );
  return writes;
}

const manualTab = () => screen.getByRole('radio', { name: /^Manuell/ });

describe('ReviewStep decisions on every tab (issue 12)', () => {
  it('selects a candidate of a false "no match" row by key and by checkbox, and the row counts as checked', async () => {
    const noMatchRows = noMatchTabRows();
    server.use(
      ...sessionHandlers(),
      ...reviewHandlers(reviewRows(3), noMatchRows),
      ...importHandlers({ initialFinished: 1234 }),
    );
    const writes = recordWrites();
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=noMatch&row=0`);
    expect(await screen.findByText('Zeile 1 von 2')).toBeInTheDocument();
    const candidate = screen.getByRole('checkbox', { name: 'Treffer 2: Müller Logistik 1 GmbH & Co. KG' });
    expect(candidate).not.toBeChecked();
    await user.keyboard('2');
    expect(candidate).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Treffer 1: Kein passendes Unternehmen' })).not.toBeChecked();
    await waitFor(() =>
      expect(writes).toEqual([{ batchId: BATCH_ID, rowId: 101, pos: 1, isMatchSelected: true }]),
    );
    await waitFor(() => expect(noMatchRows[0]!.manuallyChecked).toBe(true));

    // The second row by mouse.
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Zeile 2 von 2')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Treffer 2: Müller Logistik 2 GmbH & Co. KG' }));
    await waitFor(() => expect(noMatchRows[1]!.matches[1]!.isSelected).toBe(true));
  });

  it('keeps one company per row: selecting another candidate replaces the first at once', async () => {
    const rows = rowsWithTwoCandidates();
    server.use(...sessionHandlers(), ...reviewHandlers(rows), ...importHandlers({ initialFinished: 1234 }));
    const writes = recordWrites();
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=manual&row=0`);
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    const first = screen.getByRole('checkbox', { name: /^Treffer 1:/ });
    const second = screen.getByRole('checkbox', { name: /^Treffer 2:/ });
    const none = screen.getByRole('checkbox', { name: 'Treffer 3: Kein passendes Unternehmen' });
    await user.keyboard('1');
    expect(first).toBeChecked();
    await user.keyboard('2');
    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    await user.click(none);
    expect(none).toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(rows[0]!.matches.filter((m) => m.isSelected).map((m) => m.pos)).toEqual([2]);
  });
});

describe('ReviewStep undo (issue 12)', () => {
  it('after Enter moved on, Ctrl+Z brings the row back and undoes its selection with the check it set', async () => {
    const rows = rowsWithTwoCandidates();
    server.use(...sessionHandlers(), ...reviewHandlers(rows), ...importHandlers({ initialFinished: 1234 }));
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=manual&row=0`);
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    await waitFor(() => expect(manualTab()).toHaveAccessibleName('Manuell (20 / 20)'));
    await user.keyboard('1');
    expect(manualTab()).toHaveAccessibleName('Manuell (19 / 20)');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Zeile 2 von 20')).toBeInTheDocument();

    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Daten Zeilennummer 1' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /^Treffer 1:/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Zeile geprüft' })).not.toBeChecked();
    expect(manualTab()).toHaveAccessibleName('Manuell (20 / 20)');
    // The server ends where the row started.
    await waitFor(() => expect(rows[0]!.manuallyChecked).toBe(false));
    expect(rows[0]!.matches.some((m) => m.isSelected)).toBe(false);
  });

  it('undoes Enter’s check as one step, and a replaced selection back to the first candidate', async () => {
    const rows = rowsWithTwoCandidates();
    server.use(...sessionHandlers(), ...reviewHandlers(rows), ...importHandlers({ initialFinished: 1234 }));
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=manual&row=0`);
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Zeile 2 von 20')).toBeInTheDocument();
    expect(manualTab()).toHaveAccessibleName('Manuell (19 / 20)');
    await user.keyboard('12');
    expect(screen.getByRole('checkbox', { name: /^Treffer 2:/ })).toBeChecked();

    // Back to candidate 1 (still checked), then to nothing and unchecked, then row 1 unchecked.
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('checkbox', { name: /^Treffer 1:/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Treffer 2:/ })).not.toBeChecked();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('checkbox', { name: /^Treffer 1:/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Zeile geprüft' })).not.toBeChecked();
    expect(manualTab()).toHaveAccessibleName('Manuell (19 / 20)');
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Zeile geprüft' })).not.toBeChecked();
    expect(manualTab()).toHaveAccessibleName('Manuell (20 / 20)');
    await waitFor(() => expect(rows.filter((r) => r.manuallyChecked)).toEqual([]));
    expect(rows[1]!.matches.some((m) => m.isSelected)).toBe(false);
  });
});

describe('ReviewStep card', () => {
  it('says on the card that a row could not be matched', async () => {
    const [failed, other] = noMatchTabRows() as [ResultRow, ResultRow];
    server.use(
      ...sessionHandlers(),
      ...reviewHandlers(reviewRows(1), [
        { ...failed, note: 'matching_failed', matches: [failed.matches[0]!] },
        other,
      ]),
      ...importHandlers({ initialFinished: 1234 }),
    );
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=noMatch&row=0`);
    const card = await screen.findByRole('region', { name: 'Ihre Daten Zeilennummer 101' });
    expect(
      within(card).getByText('Diese Zeile konnte nicht abgeglichen werden und gilt als kein Treffer.'),
    ).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('region', { name: 'Ihre Daten Zeilennummer 102' })).toBeVisible();
    expect(screen.queryByText(/konnte nicht abgeglichen werden/)).not.toBeInTheDocument();
  });

  it('takes Enter as "checked and next" whatever has focus in the card', async () => {
    const rows = rowsWithTwoCandidates();
    server.use(...sessionHandlers(), ...reviewHandlers(rows), ...importHandlers({ initialFinished: 1234 }));
    const { user } = renderApp(`/import/review?id=${BATCH_ID}&tab=manual&row=0`);
    expect(await screen.findByText('Zeile 1 von 20')).toBeInTheDocument();
    // A click on the pager leaves the focus on its button.
    await user.click(screen.getByRole('button', { name: 'Nächste Zeile' }));
    expect(await screen.findByText('Zeile 2 von 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Zeile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('switch', { name: 'Zeile geprüft' })).toBeChecked();
    expect(await screen.findByText('Zeile 3 von 20')).toBeInTheDocument();
    await waitFor(() => expect(rows[1]!.manuallyChecked).toBe(true));
    expect(rows[2]!.manuallyChecked).toBe(false);

    // From the focused switch and from a focused candidate's checkbox.
    screen.getByRole('switch', { name: 'Zeile geprüft' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Zeile 4 von 20')).toBeInTheDocument();
    screen.getByRole('checkbox', { name: /^Treffer 2:/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Zeile 5 von 20')).toBeInTheDocument();
    await waitFor(() =>
      expect(rows.filter((r) => r.manuallyChecked).map((r) => r.row_id)).toEqual([2, 3, 4]),
    );
  });
});
