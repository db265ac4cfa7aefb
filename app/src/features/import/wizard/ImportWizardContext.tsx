import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { defaultExportOptions, type ExportOptions, type UploadResponse } from '@datacare/api-client';
import { useUser } from '../../auth/api/get-user.ts';
import { reviewDependentKeys } from '../api/keys.ts';

/**
 * What the wizard keeps between steps in the tab: the upload's answer, which the mapping step
 * needs, and the export step's options. Neither is restorable from the server on purpose: opening
 * /import/mapping with an id resets the wizard (spec 2), and the export options start from their
 * defaults after a reset or a review change (spec 4). Everything else is loaded per step from the
 * batch id in the URL.
 */
interface ImportWizardState {
  upload: UploadResponse | null;
  setUpload: (upload: UploadResponse | null) => void;
  exportOptions: ExportOptions;
  setExportOptions: (options: ExportOptions) => void;
  /** Clears the step data and sets the default export options (spec 4 Wizard: reset). */
  reset: () => void;
  /**
   * A review decision or a threshold change reached the server (spec 4 Review): the batch's cached
   * quality report and export info are dropped (and loaded again where shown), and the export
   * options go back to their defaults.
   */
  reviewChanged: (batchId: string) => void;
}

const ImportWizardContext = createContext<ImportWizardState | null>(null);

/** One object per set of defaults, so resetting options that are already the defaults renders nothing. */
const DEFAULT_EXPORT_OPTIONS = defaultExportOptions();
const TARGET2_EXPORT_OPTIONS = defaultExportOptions('target2');

export function ImportWizardProvider({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const { data: user } = useUser();
  // A user who came from target 2 (and may export there) starts with the target 2 type (spec 4 Wizard).
  const defaults =
    user?.fromTarget && user.target2Permissions.ACCESS ? TARGET2_EXPORT_OPTIONS : DEFAULT_EXPORT_OPTIONS;
  const [upload, setUpload] = useState<UploadResponse | null>(null);
  // null: the defaults, whichever they are once the user is known (the user loads after the first render).
  const [chosenOptions, setChosenOptions] = useState<ExportOptions | null>(null);
  const exportOptions = chosenOptions ?? defaults;
  const setExportOptions = useCallback((options: ExportOptions) => setChosenOptions(options), []);
  const reset = useCallback(() => {
    setUpload(null);
    setChosenOptions(null);
  }, []);
  const reviewChanged = useCallback(
    (batchId: string) => {
      setChosenOptions(null);
      for (const key of reviewDependentKeys(batchId)) {
        void mutate(key, undefined, { revalidate: true });
      }
    },
    [mutate],
  );
  const value = useMemo(
    () => ({ upload, setUpload, exportOptions, setExportOptions, reset, reviewChanged }),
    [upload, exportOptions, setExportOptions, reset, reviewChanged],
  );
  return <ImportWizardContext.Provider value={value}>{children}</ImportWizardContext.Provider>;
}

export function useImportWizard(): ImportWizardState {
  const state = useContext(ImportWizardContext);
  if (!state) throw new Error('useImportWizard must be used inside ImportWizardProvider');
  return state;
}
