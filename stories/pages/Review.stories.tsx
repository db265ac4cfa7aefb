import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { simulateThreshold, type Match, type ResultRow } from '@datacare/api-client';
import { roundExpected } from '@datacare/ui-kit';
import { sessionHandlers } from '../../app/src/testing/handlers.ts';
import {
  BATCH_ID,
  importHandlers,
  reviewHandlers,
  reviewRowPriority,
  reviewRows,
} from '../../app/src/testing/import-handlers.ts';
import { expectPageScreenshot, SCREENSHOT_VIEWPORT } from '../support/screenshot.ts';
import { StoryApp } from '../support/StoryApp.tsx';
import { decisionsSent } from '../support/storage.ts';
import { visualStory, type VisualPage } from '../support/visual.ts';

/** The review step (/import/review) with the server's calls answered by MSW, driven by keyboard. */
const meta = {
  title: 'Pages/Review',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [`/import/review?id=${BATCH_ID}&tab=manual&row=0`] },
    // The review handlers come first: they answer getThresholds with every row on the manual tab.
    msw: {
      handlers: [...sessionHandlers(), ...reviewHandlers(), ...importHandlers({ initialFinished: 1234 })],
    },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard is loaded lazily. */
const LAZY = { timeout: 10_000 };

/** The first card of the manual tab: the input row, its candidate with evidence, the no-match entry. */
export const ManualCard: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Treffer prüfen' }, LAZY),
    ).toBeVisible();
    await expect(await canvas.findByText('Zeile 1 von 20', {}, LAZY)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Treffer 1:/ })).not.toBeChecked();
  },
};

/** 1 selects the first match and checks the row; → moves on; Ctrl+Z undoes. */
export const KeyboardReview: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Zeile 1 von 20', {}, LAZY);
    await userEvent.keyboard('1');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /^Treffer 1:/ })).toBeChecked(), LAZY);
    await expect(canvas.getByLabelText('Zeile geprüft')).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByText('Zeile 2 von 20', {}, LAZY)).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await canvas.findByText('Zeile 1 von 20', {}, LAZY);
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(
      () => expect(canvas.getByRole('checkbox', { name: /^Treffer 1:/ })).not.toBeChecked(),
      LAZY,
    );
    await decisionsSent();
  },
};

/** The review header's simulator at a threshold, as the page formats it (de), over the rows' state. */
function simulatorTexts(rows: ResultRow[], threshold: number): [string, string] {
  const { expectedWrongExact, quotaNeeded } = simulateThreshold(rows.map(reviewRowPriority), threshold);
  const wrong = roundExpected(expectedWrongExact).toLocaleString('de-DE', { maximumFractionDigits: 1 });
  // Anna's quota covers 3,750 more companies plus the monthly expansion of 5,000.
  return [`≈ ${wrong} falsch erwartet`, `Kontingent ${quotaNeeded.toLocaleString('de-DE')} / 8.750`];
}

const simulatorRows = reviewRows();

/**
 * The threshold simulator beside the header's slider (issue 15): a decision counts once the
 * priorities are read again after a pause, and moving the slider with the keyboard changes the
 * figures live to what api-client's `simulateThreshold` says for the rows.
 */
export const ThresholdSimulator: Story = {
  parameters: {
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...reviewHandlers(simulatorRows),
        ...importHandlers({ initialFinished: 1234 }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Zeile 1 von 20', {}, LAZY);
    // Every row is manual at 70 %: nothing exact, nothing to charge.
    await expect(await canvas.findByText('≈ 0 falsch erwartet', {}, LAZY)).toBeVisible();
    await expect(await canvas.findByText('Kontingent 0 / 8.750', {}, LAZY)).toBeVisible();

    // Choosing the candidate of row 1: its company is exported whatever the threshold.
    await userEvent.keyboard('1');
    await expect(await canvas.findByText('Kontingent 1 / 8.750', {}, LAZY)).toBeVisible();

    const slider = canvas.getByRole('slider', { name: 'Schwellenwert für exakte Treffer' });
    slider.focus();
    for (let step = 0; step < 10; step += 1) await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '60\u00a0%'), LAZY);
    const [wrong, quota] = simulatorTexts(simulatorRows, 0.6);
    // 19 undecided rows at 64 % now exact, 20 companies to charge.
    await expect(wrong).toBe('≈ 6,8 falsch erwartet');
    await expect(await canvas.findByText(wrong, {}, LAZY)).toBeVisible();
    await expect(await canvas.findByText(quota, {}, LAZY)).toBeVisible();
    await expect(canvas.getByText('≈ 6,8 falsche exakte Treffer erwartet')).toBeInTheDocument();
    slider.blur();
    await decisionsSent();
  },
};

/** A row of the manual tab with three candidates and the no-match entry (fixed, for the baseline). */
function rowWithThreeCandidates(rowId: number): ResultRow {
  const [candidate, noMatch] = reviewRows(1)[0]!.matches as [Match, Match];
  const other = (pos: number, probability: number, name: string, street: string): Match => ({
    ...candidate,
    pos,
    probability,
    data: { ...candidate.data, company_name: name, street, url: null },
    explanation: [
      { field: 'name', level: 'partial', share: 0.3 },
      { field: 'zip', level: 'same', share: 0.2 },
      { field: 'city', level: 'same', share: 0.1 },
      { field: 'street', level: 'different', share: -0.25 },
      { field: 'country', level: 'same', share: 0 },
    ],
  });
  return {
    row_id: rowId,
    mappedRow: {
      company_name: 'Müller Logistik GmbH',
      zip: '01067',
      location: 'Dresden',
      street: 'Hafenstraße 1',
      country: 'DE',
    },
    manuallyChecked: false,
    remembered: false,
    matches: [
      { ...candidate, probability: 0.52 },
      other(1, 0.21, 'Müller Spedition GmbH', 'Elbweg 2'),
      other(2, 0.12, 'Logistik Müller & Partner KG', 'Pirnaer Landstraße 40'),
      { ...noMatch, pos: 3, probability: 0.15 },
    ],
  };
}

/** Rows of the no-match tab: the no-match entry leads, the next-best candidate is far below 0.1 %. */
function noMatchTabRows(): ResultRow[] {
  return reviewRows(2).map((row) => {
    const [candidate, noMatch] = row.matches as [Match, Match];
    return {
      ...row,
      row_id: 200 + row.row_id,
      matches: [
        { ...noMatch, pos: 0, probability: 0.99997 },
        { ...candidate, pos: 1, probability: 0.00003 },
      ],
    };
  });
}

/**
 * A false "no match" corrected on the no-match tab (issue 12): its next-best candidate is listed
 * with a checkbox and its number key, and selecting it replaces the no-match entry.
 */
export const NoMatchTab: Story = {
  parameters: {
    router: { initialEntries: [`/import/review?id=${BATCH_ID}&tab=noMatch&row=0`] },
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...reviewHandlers(reviewRows(3), noMatchTabRows()),
        ...importHandlers({ initialFinished: 1234 }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Zeile 1 von 2', {}, LAZY);
    await expect(canvas.getByRole('radio', { name: 'Kein Treffer (2)' })).toBeChecked();
    await userEvent.keyboard('2');
    await expect(canvas.getByRole('checkbox', { name: /^Treffer 2: Müller Logistik 1 GmbH/ })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Treffer 1: Kein passendes Unternehmen' }),
    ).not.toBeChecked();
    await decisionsSent();
  },
};

/**
 * Visual baseline of the review card (issue 12): the review step at a 1280 x 800 screen, where the
 * header, the card and three candidates must fit without scrolling. When the story runs as a test
 * (`npx vitest run --project storybook stories/pages/Review.stories.tsx`), Vitest's
 * `toMatchScreenshot` compares the review's section with the reference image in
 * `stories/pages/__screenshots__/Review/`; `-u` writes a new one after an intended
 * change. In Storybook itself the comparison is skipped.
 */
export const CardAt1280x800: Story = {
  parameters: {
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...reviewHandlers([rowWithThreeCandidates(1), rowWithThreeCandidates(2)]),
        ...importHandlers({ initialFinished: 1234 }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const review = await canvas.findByRole('region', { name: 'Treffer prüfen' }, LAZY);
    await canvas.findByText('Zeile 1 von 2', {}, LAZY);
    await expectPageScreenshot('review-card', {
      element: review,
      // Strict: a bold name turning regular already moves about 800 pixels.
      allowedMismatchedPixelRatio: 0,
      beforeCompare: async () => {
        // The third candidate ends within the screen: no scrolling to see it.
        const third = canvas.getByRole('checkbox', { name: /^Treffer 3:/ }).closest('tr')!;
        await waitFor(() =>
          expect(third.getBoundingClientRect().bottom).toBeLessThanOrEqual(SCREENSHOT_VIEWPORT.height),
        );
      },
    });
  },
};

/** A row that took the user's decision from an earlier import, whose first two candidates are one company twice. */
function rememberedRow(): ResultRow {
  const row = rowWithThreeCandidates(1);
  return {
    ...row,
    remembered: true,
    manuallyChecked: true,
    matches: row.matches.map((match) =>
      match.pos === 0 || match.pos === 1
        ? { ...match, isSelected: match.pos === 0, possibleDuplicate: true }
        : match,
    ),
  };
}

/**
 * Issue 15: a remembered decision says so on the card until the reviewer decides anew, and two
 * candidates that are one company entered twice in our data are marked as possible duplicates.
 */
export const RememberedAndDuplicate: Story = {
  parameters: {
    msw: {
      handlers: [
        ...sessionHandlers(),
        ...reviewHandlers([rememberedRow(), rowWithThreeCandidates(2)]),
        ...importHandlers({ initialFinished: 1234 }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Zeile 1 von 2', {}, LAZY);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Entscheidung aus einem früheren Import übernommen',
    );
    await expect(canvas.getAllByText('Mögliche Dublette in unseren Daten')).toHaveLength(2);
    await expect(canvas.getByRole('checkbox', { name: /^Treffer 1:/ })).toBeChecked();
    await userEvent.keyboard('2');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /^Treffer 2:/ })).toBeChecked(), LAZY);
    await expect(
      canvas.queryByText('Entscheidung aus einem früheren Import übernommen'),
    ).not.toBeInTheDocument();
    await decisionsSent();
  },
};

/**
 * The review page's visual baselines (stories/support/visual.ts) at 1280 x 800 and 1440 x 900 in de
 * and en: the first of two cards, whose third candidate must be on screen without scrolling.
 */
const reviewPage: VisualPage = {
  name: 'review',
  path: `/import/review?id=${BATCH_ID}&tab=manual&row=0`,
  handlers: (user) => [
    ...sessionHandlers({ user }),
    ...reviewHandlers([rowWithThreeCandidates(1), rowWithThreeCandidates(2)]),
    ...importHandlers({ initialFinished: 1234 }),
  ],
  ready: async ({ canvas }, say) => {
    await canvas.findByText(say({ de: 'Zeile 1 von 2', en: 'Row 1 of 2' }), {}, LAZY);
  },
  mainAction: ({ canvas }, say) =>
    canvas.getByRole('checkbox', { name: say({ de: /^Treffer 3:/, en: /^Match 3:/ }) }).closest('tr')!,
};

export const VisualDe = visualStory('de', reviewPage);
export const VisualEn = visualStory('en', reviewPage);
