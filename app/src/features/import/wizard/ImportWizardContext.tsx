import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { UploadResponse } from '@datacare/api-client';

/**
 * What the wizard keeps between steps in the tab: the upload's answer, which the mapping step
 * needs. It is not restorable from the server on purpose: opening /import/mapping with an id
 * resets the wizard (spec 2). Everything else is loaded per step from the batch id in the URL.
 */
interface ImportWizardState {
  upload: UploadResponse | null;
  setUpload: (upload: UploadResponse | null) => void;
}

const ImportWizardContext = createContext<ImportWizardState | null>(null);

export function ImportWizardProvider({ children }: { children: ReactNode }) {
  const [upload, setUpload] = useState<UploadResponse | null>(null);
  const value = useMemo(() => ({ upload, setUpload }), [upload]);
  return <ImportWizardContext.Provider value={value}>{children}</ImportWizardContext.Provider>;
}

export function useImportWizard(): ImportWizardState {
  const state = useContext(ImportWizardContext);
  if (!state) throw new Error('useImportWizard must be used inside ImportWizardProvider');
  return state;
}
