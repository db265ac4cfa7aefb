import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { BATCH_ID, importHandlers, reviewHandlers } from '../../testing/import-handlers.ts';
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
