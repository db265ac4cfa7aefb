// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Import direction (docs/adr/001-contract-first.md, DEVELOPERS.md):
 *   app -> ui-kit, app -> api-client, server -> api-client.
 * ui-kit never imports app, api-client or swr; nothing imports app or server (benchmarks may
 * time server modules in process).
 */
const neverAppOrServer = [
  { group: ['@datacare/app', '@datacare/app/*', '**/app/src/**'], message: 'Nothing imports app.' },
  {
    group: ['@datacare/server', '@datacare/server/*', '**/server/src/**'],
    message: 'Nothing imports server.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'e2e/output/**',
      '**/src/generated/**',
      '**/mockServiceWorker.js',
      'coverage/**',
      '.tmp/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: neverAppOrServer }],
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...neverAppOrServer,
            {
              group: ['@datacare/api-client', '@datacare/api-client/*', '**/api-client/**'],
              message: 'ui-kit is presentational: data comes in as props.',
            },
            { group: ['swr', 'swr/*'], message: 'ui-kit never fetches.' },
          ],
        },
      ],
    },
  },
  {
    files: ['api-client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...neverAppOrServer,
            {
              group: ['@datacare/ui-kit', '@datacare/ui-kit/*', 'react', 'react-dom', '@mui/*'],
              message: 'api-client is framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...neverAppOrServer.slice(0, 1),
            {
              group: ['@datacare/ui-kit', '@datacare/ui-kit/*', 'react', 'react-dom', '@mui/*'],
              message: 'The server does not render UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks time server modules in process where HTTP would hide the figure (like the
    // server's own tests do); they ship nothing, and never import app.
    files: ['bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: neverAppOrServer.slice(0, 1) }] },
  },
  {
    // Page and flow stories compose the app's pages; they are the one place allowed to import app.
    files: ['stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: neverAppOrServer.slice(1) }] },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
