import { createContext, useContext } from 'react';
import { IMPORT_PATHS, type WizardPaths } from './steps.ts';

/** The paths of the flow the shared steps run in; the import wizard's unless a connect import says otherwise. */
export const WizardPathsContext = createContext<WizardPaths>(IMPORT_PATHS);

/** Where the upload, mapping and status steps lead in the current flow. */
export function useWizardPaths(): WizardPaths {
  return useContext(WizardPathsContext);
}
