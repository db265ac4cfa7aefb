/**
 * Mutation testing of the core rules (docs/testing.md): each group names the modules Stryker
 * mutates and the tests that must kill their mutants, the module's own tests and nothing else, so
 * a mutant survives unless a test of that module notices it. Every group keeps a mutation score of
 * at least 85 % (`break` below fails the run).
 */
import path from 'node:path';
import type { PartialStrykerOptions } from '@stryker-mutator/api/core';
import { defineConfig } from 'vitest/config';

export interface MutationGroup {
  /** Source files Stryker mutates (globs, `!` excludes). */
  mutate: string[];
  /** The tests run against each mutant (Vitest include globs). */
  tests: string[];
}

export const MUTATION_SCORE_MIN = 85;

export const groups = {
  /** The shared domain rules of api-client; quota.ts is in the quota group. */
  domain: {
    mutate: [
      'api-client/src/domain/*.ts',
      '!api-client/src/domain/*.test.ts',
      '!api-client/src/domain/index.ts',
      '!api-client/src/domain/quota.ts',
      // Being written in issue 14; added once they settle.
      '!api-client/src/domain/report.ts',
      '!api-client/src/domain/statistics.ts',
    ],
    tests: [
      'api-client/src/domain/constants.test.ts',
      'api-client/src/domain/exportOptions.test.ts',
      'api-client/src/domain/mapping.test.ts',
      'api-client/src/domain/matchType.test.ts',
      'api-client/src/domain/progress.test.ts',
      'api-client/src/domain/survey.test.ts',
      'api-client/src/domain/text.test.ts',
    ],
  },
  /** Company names: legal forms, CRM noise, word lists, and the text folding under them. */
  names: {
    mutate: ['server/src/matching/normalize/name.ts', 'server/src/matching/normalize/text.ts'],
    tests: ['server/src/matching/normalize/name.test.ts', 'server/src/matching/normalize/text.test.ts'],
  },
  /** Addresses: street and house number, postcode, city, country. */
  addresses: {
    mutate: [
      'server/src/matching/normalize/street.ts',
      'server/src/matching/normalize/postcode.ts',
      'server/src/matching/normalize/city.ts',
      'server/src/matching/normalize/country.ts',
    ],
    tests: ['server/src/matching/normalize/address.test.ts', 'server/src/matching/normalize/contact.test.ts'],
  },
  /** The quota: the shared arithmetic and the server's atomic charge and storage. */
  quota: {
    mutate: ['api-client/src/domain/quota.ts', 'server/src/quota/service.ts', 'server/src/quota/storage.ts'],
    tests: ['api-client/src/domain/quota.test.ts', 'server/src/quota/quota.test.ts'],
  },
} as const satisfies Record<string, MutationGroup>;

export type GroupName = keyof typeof groups;

const root = path.resolve(import.meta.dirname, '..');

/** The Stryker options of a group; `mutation/<group>.stryker.config.ts` exports them. */
export function strykerConfig(name: GroupName): PartialStrykerOptions {
  const group: MutationGroup = groups[name];
  return {
    testRunner: 'vitest',
    vitest: { configFile: `mutation/${name}.vitest.config.ts`, related: false, pool: 'forks' },
    coverageAnalysis: 'perTest',
    mutate: group.mutate,
    // The machine's two cores are shared; one test process at a time.
    concurrency: 1,
    // A busy machine slows a test run down several times: a mutant is a timeout only well past that.
    timeoutMS: 15_000,
    thresholds: { high: 95, low: MUTATION_SCORE_MIN, break: MUTATION_SCORE_MIN },
    reporters: ['clear-text', 'progress', 'html', 'json'],
    clearTextReporter: { reportTests: false, reportMutants: true, reportScoreTable: true },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    tempDirName: '.stryker-tmp',
    cleanTempDir: true,
  };
}

/** The Vitest config of a group's runs: the node project's settings, only the group's tests. */
export function vitestConfig(name: GroupName) {
  return defineConfig({
    root,
    test: {
      environment: 'node',
      include: [...groups[name].tests],
      setupFiles: ['./scripts/vitest/setup.node.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
