import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { kitSourceConditions } from '../scripts/kit-source.ts';
import { storyDependencies } from './optimize-deps.ts';

/**
 * One Storybook for the kit (ui-kit/src), page and flow stories (stories/) and the kit docs (docs/).
 * Every story also runs as a test in headless chromium (vitest project "storybook").
 */
const config: StorybookConfig = {
  stories: ['../docs/**/*.mdx', '../ui-kit/src/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // ./public holds mockServiceWorker.js (regenerate with `npx msw init .storybook/public --save false`);
  // the app's own public files (the dashboard's teaser image) are served as the app serves them.
  staticDirs: ['./public', '../app/public'],
  // Our machines reach only the npm registry; telemetry would only time out.
  core: { disableTelemetry: true },
  viteFinal: (config) =>
    mergeConfig(config, {
      // The kit as sources through the workspace (ui-kit/package.json `exports`), not its build.
      resolve: { conditions: kitSourceConditions },
      // Pre-bundle every dependency up front, so a cold run never reloads mid-test.
      optimizeDeps: { include: storyDependencies() },
      build: {
        // MUI marks its modules 'use client': meaningless in a client-only bundle, one warning per module.
        rolldownOptions: { checks: { moduleLevelDirective: false } },
        // The preview bundles axe and MUI for a catalogue opened by developers, not end users.
        chunkSizeWarningLimit: 2500,
      },
    }),
};

export default config;
