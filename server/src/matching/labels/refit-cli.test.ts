import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, runMatchCli } from '../../cli/match.ts';
import { createDatabase } from '../../db/database.ts';
import { Matcher } from '../engine/matcher.ts';
import type { ModelParameters } from '../engine/model.ts';
import { defaultParameters, liveParametersFile, parametersIn } from '../model/parameters.ts';
import { companyFixture, noisySample, type CompanyFixture } from '../testing.ts';
import { encodeFeatures } from './features.ts';
import { exampleOfLabel, measure } from './refit.ts';

let fixture: CompanyFixture;
/** Reviewers' decisions on rows of the fixture: the features of each row's candidates and the right one. */
let decisions: { features: string[]; chosen: number }[];

beforeAll(async () => {
  fixture = await companyFixture(1_000);
  const matcher = new Matcher(fixture.index, defaultParameters());
  const { rows, truth } = await noisySample(fixture.store, 400, 99);
  decisions = rows.map((row) => {
    const { comparisons } = matcher.score(row);
    const company = truth.get(row.rowId) ?? null;
    return {
      features: comparisons.map(encodeFeatures),
      chosen: comparisons.findIndex((c) => fixture.index.display(c.company).provider_id === company),
    };
  });
}, 60_000);

afterAll(async () => {
  await fixture?.cleanup();
});

async function storeLabels(dataDir: string, labels: { features: string[]; chosen: number }[]) {
  const db = await createDatabase(dataDir);
  try {
    await db.deleteFrom('review_labels').execute();
    await db
      .insertInto('review_labels')
      .values(
        labels.map((l) => ({
          user_id: null,
          model_version: 'test',
          features: JSON.stringify(l.features),
          chosen: l.chosen,
          rejected: null,
          created_at: '2026-03-02T09:00:00.000Z',
        })),
      )
      .execute();
  } finally {
    await db.destroy();
  }
}

async function refit(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runMatchCli(['refit', '--generated', '600', ...args], {
    env: { LOG_LEVEL: 'silent', DATA_DIR: fixture.dir },
    cwd: fixture.dir,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    interactive: false,
  });
  return { code, stdout, stderr };
}

describe('npm run match -- refit', () => {
  it('refuses random labels and leaves the parameters in use', async () => {
    let state = 5;
    const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
    await storeLabels(
      fixture.dir,
      decisions.map((d) => ({ ...d, chosen: Math.floor(next() * (d.features.length + 1)) - 1 })),
    );
    const run = await refit();
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toContain('Held-out labels:');
    expect(run.stdout).toMatch(/exact precision [\d.]+ %/);
    expect(run.stdout).toMatch(/0\.\d–0\.\d: +\d+ rows, stated/);
    expect(run.stdout).toContain('Refit refused');
    expect(existsSync(liveParametersFile(fixture.dir))).toBe(false);
  }, 120_000);

  it('puts a refit live in DATA_DIR when reviewers correct weights that are wrong, and the engine loads it', async () => {
    // Weights in use that get names backwards: reviewers' decisions contradict them strongly.
    const wrong: ModelParameters = structuredClone(defaultParameters());
    wrong.version = 'wrong-names';
    wrong.levelWeights.name = { same: -4, similar: -2, partial: 2, different: 4 };
    const wrongFile = path.join(fixture.dir, 'wrong-parameters.json');
    writeFileSync(wrongFile, JSON.stringify(wrong));
    await storeLabels(fixture.dir, decisions);
    const run = await refit('--parameters', wrongFile);
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout, run.stdout).toContain('Refit accepted');
    const live = JSON.parse(readFileSync(liveParametersFile(fixture.dir), 'utf8')) as ModelParameters;
    expect(live.version).toMatch(/^wrong-names\+refit-/);
    const examples = decisions.flatMap((d) => exampleOfLabel({ ...d, rejected: null }) ?? []);
    expect(measure(live, examples).logLoss).toBeLessThan(measure(wrong, examples).logLoss / 2);
    expect(parametersIn(fixture.dir).version).toBe(live.version);
    // The repository's parameters are untouched.
    expect(defaultParameters().version).not.toBe(live.version);
  }, 120_000);
});
