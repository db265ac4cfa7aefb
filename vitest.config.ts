import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { kitSourceConditions, kitSourceTestConditions } from './scripts/kit-source.ts';

/**
 * Five projects (docs/adr/003-test-stack.md):
 * - node: api-client rules and the server (route tests with app.inject on a temporary database);
 * - postgres: the server's tests again, each test app on a PostgreSQL schema of its own;
 * - dom: ui-kit and app components in jsdom with Testing Library and MSW;
 * - storybook: every story rendered in headless Debian chromium, play functions and a11y checks;
 * - storybook-sister: the kit's stories again under a sister brand's theme (.storybook/themes.ts),
 *   failing on any house colour a component shows instead of reading the theme.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'api-client/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'server/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./scripts/vitest/setup.node.ts'],
          pool: 'forks',
          // A timeout only catches a hang. Route and job tests start worker threads and databases;
          // on 2 shared cores under a full suite they take up to 4x their quiet time, past the
          // default 5 s (a job test timed out so in CI).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server's tests again on PostgreSQL (docs/adr/013-two-databases-one-job-interface.md):
        // `node scripts/postgres.ts -- npx vitest run --project postgres` starts a throwaway cluster
        // and sets TEST_DATABASE_URL; every test app then gets a schema of its own there.
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          setupFiles: ['./scripts/vitest/setup.node.ts', './scripts/vitest/setup.postgres.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        // The kit as sources through the workspace (ui-kit/package.json `exports`), not its build.
        resolve: { conditions: kitSourceTestConditions },
        ssr: { resolve: { conditions: kitSourceTestConditions } },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['ui-kit/src/**/*.test.{ts,tsx}', 'app/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest/setup.dom.ts'],
          // Only catches a hang: page tests that step through several screens reach 4 s under a
          // loaded suite, close to the default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { conditions: kitSourceConditions },
        test: {
          name: 'storybook',
          // Only catches a hang: flow stories with several screens reach 4 s in a loaded run.
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            expect: {
              toMatchScreenshot: {
                // Reference images of stories/pages/X.stories.tsx land in
                // stories/pages/__screenshots__/X/: a folder named like a story file would be
                // indexed by Storybook's watcher as one (docs/adr/003-test-stack.md).
                resolveScreenshotPath: ({
                  root,
                  testFileDirectory,
                  testFileName,
                  arg,
                  browserName,
                  platform,
                  ext,
                }) =>
                  path.join(
                    root,
                    testFileDirectory,
                    '__screenshots__',
                    testFileName.replace(/\.stories\.tsx?$/, ''),
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
              },
            },
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              // Times on the pages (export dates, list changes) are drawn in the browser's time zone:
              // fixed, so the visual baselines do not depend on the machine's zone.
              contextOptions: { timezoneId: 'UTC' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Every kit story with `globals.theme = 'sister'`: another brand's colours, compact density
        // and font, made with createKitTheme. Page stories (stories/) show the app: house only.
        plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { theme: 'sister' } })],
        resolve: { conditions: kitSourceConditions },
        test: {
          name: 'storybook-sister',
          // The plugin takes its files from .storybook/main.ts and ignores `include`.
          exclude: ['stories/**'],
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              contextOptions: { timezoneId: 'UTC' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
