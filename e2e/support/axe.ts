import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's own bundle, evaluated in the page through the DevTools protocol: a `<script>` tag
 * (page.addScriptTag) would be refused by the app's content security policy (`script-src 'self'`).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules the story tests run (.storybook/preview.tsx, `a11y: { test: 'error' }`): axe-core's
 * default set, WCAG 2.0 and 2.1 levels A and AA plus axe's best practices. The stories switch off
 * `region` (a component alone has no landmarks); a whole page must have them, so it stays on here.
 */
const RUN_OPTIONS = { resultTypes: ['violations'] } as const;

/**
 * Left out on every screen: an open tooltip (the control under the pointer after a click shows
 * one). MUI renders it at the end of `<body>`, outside the landmarks, so axe's `region` flags it,
 * though it only repeats the name or description its control already has; the tooltip itself is
 * judged in the kit's story tests.
 */
const ALWAYS_EXCLUDED = ['[role="tooltip"]'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Every screen checked in this process, in order: `screen (lang) path`; A11Y_REPORT=1 prints each. */
export const checkedScreens: string[] = [];

/** Lets running CSS transitions and animations end (a dialog's fade-in, a slide), not endless ones. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
          const html = node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html;
          return `    - ${node.target.map(String).join(' > ')}: ${html}${summary ? `\n      ${summary}` : ''}`;
        })
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/** One run of axe on the whole document (axe injected first when the page has none yet). */
async function runAxe(page: Page) {
  await settle(page);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const context = {
    include: [['html']],
    exclude: ALWAYS_EXCLUDED.map((selector) => [selector]),
  };
  return page.evaluate(
    async ({ context, options }) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
      const { violations } = (await axe.run(context, options)) as { violations: Violation[] };
      return { violations, lang: document.documentElement.lang, path: location.pathname + location.search };
    },
    { context, options: RUN_OPTIONS },
  );
}

/**
 * Runs axe-core on the page as it is now (the whole document) and fails with a readable list of the
 * violations: rule, impact, what it asks for, and every element with axe's summary of its fault.
 * Call it once per screen a journey reaches, after the screen has loaded (`screen` names it in the
 * failure).
 *
 * A screen that changes while axe reads it (a button turning from disabled to enabled fades its
 * colours for 250 ms) can show a contrast between two states: when the first run finds anything,
 * axe runs again once the page has settled, and only what it finds then fails the journey.
 */
export async function checkA11y(page: Page, screen: string): Promise<void> {
  const first = await runAxe(page);
  const result = first.violations.length > 0 ? await runAxe(page) : first;
  checkedScreens.push(`${screen} (${result.lang}) ${result.path}`);
  if (process.env.A11Y_REPORT) {
    const settled =
      result === first ? '' : ` (${first.violations.length} on the first run, before the page settled)`;
    console.log(`axe: ${checkedScreens.at(-1)}: ${result.violations.length} violations${settled}`);
  }
  if (result.violations.length > 0) {
    throw new Error(
      `axe: ${result.violations.length} accessibility rule(s) violated on "${screen}" ` +
        `(lang ${result.lang}, ${result.path}):\n${describeViolations(result.violations)}`,
    );
  }
}
