import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The export condition under which `@datacare/ui-kit` resolves to its TypeScript sources
 * (ui-kit/package.json `exports`). Inside this repository the app, the tests and Storybook use the
 * kit through the workspace, as sources; a sister product that installs the package gets `dist`
 * (docs/ui-kit/README.md). TypeScript reads the same condition (tsconfig.base.json
 * `customConditions`).
 */
export const KIT_SOURCE_CONDITION = '@datacare/source';

/** Vite's `resolve.conditions` for the browser, the kit's sources first. */
export const kitSourceConditions = [KIT_SOURCE_CONDITION, ...defaultClientConditions];

/**
 * The same for Vitest's jsdom project, whose modules Vite resolves as on a server: Vitest's own
 * default there is the server conditions without `module`.
 */
export const kitSourceTestConditions = [
  KIT_SOURCE_CONDITION,
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
];
