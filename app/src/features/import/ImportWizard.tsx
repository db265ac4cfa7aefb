import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { shortenForStepBar } from '@datacare/api-client';
import { WizardStepBar, type WizardStepKey } from '@datacare/ui-kit';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { NotYetAvailablePage } from '../placeholder/NotYetAvailablePage.tsx';
import { statusKey, useImportName } from './api/status.ts';
import { ImportWizardProvider, useImportWizard } from './wizard/ImportWizardContext.tsx';
import {
  reachableSteps,
  stepHref,
  stepIndex,
  stepOfPath,
  WIZARD_STEPS,
  type WizardStep,
} from './wizard/steps.ts';
import { ReviewStep } from '../review/ReviewStep.tsx';
import { MappingStep } from './MappingStep.tsx';
import { StatusStep } from './StatusStep.tsx';
import { UploadStep } from './UploadStep.tsx';

const KIT_STEP: Record<WizardStep, WizardStepKey> = {
  upload: 'upload',
  mapping: 'mapping',
  status: 'status',
  review: 'review',
  qualityreport: 'qualityReport',
  export: 'export',
};

function stepOfKit(key: WizardStepKey): WizardStep {
  return (Object.keys(KIT_STEP) as WizardStep[]).find((step) => KIT_STEP[step] === key) ?? 'upload';
}

/** The batch id of the URL (`?id=`), or null. */
export function useBatchId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

function WizardFrame() {
  usePageTitle('titles.import');
  const location = useLocation();
  const active = stepOfPath(location.pathname);
  const batchId = useBatchId();
  const { upload, reset } = useImportWizard();
  // Read from the cache only (no fetcher): the status link appears once the status has loaded.
  const cachedStatus = useSWR(batchId ? statusKey(batchId) : null, null);
  const name = useImportName(active === 'upload' || active === 'mapping' ? null : batchId);

  // /import without an id resets everything (spec 4 Wizard).
  useEffect(() => {
    if (active === 'upload' && !batchId) reset();
  }, [active, batchId, reset]);

  const fileName =
    name.data?.fileName ?? (upload && upload.batchId === batchId ? upload.fileName : undefined);
  const reachable = reachableSteps(active, {
    importName: Boolean(batchId && fileName),
    status: Boolean(batchId && cachedStatus.data),
    review: Boolean(batchId && cachedStatus.data?.isFinished),
    qualityreport: false,
    export: false,
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Paper sx={{ p: 2 }}>
        <WizardStepBar
          activeStep={stepIndex(active)}
          reachable={Object.fromEntries(WIZARD_STEPS.map((step) => [KIT_STEP[step], reachable[step]]))}
          getStepHref={(key) => stepHref(stepOfKit(key), stepOfKit(key) === 'upload' ? null : batchId)}
          renderLink={({ href, children, ...rest }) => (
            <RouterLink to={href} {...rest}>
              {children}
            </RouterLink>
          )}
          {...(fileName ? { fileName, fileLabel: shortenForStepBar(fileName) } : {})}
        />
      </Paper>
      <Routes>
        <Route index element={<UploadStep />} />
        <Route path="mapping" element={<MappingStep />} />
        <Route path="status" element={<StatusStep />} />
        <Route path="review" element={<ReviewStep />} />
        <Route path="qualityreport" element={<NotYetAvailablePage titleKey="qualityreport" />} />
        <Route path="export" element={<NotYetAvailablePage titleKey="import" />} />
        <Route path="*" element={<Navigate to="/import" replace />} />
      </Routes>
    </Box>
  );
}

/** /import* (spec 2 Import wizard): the step bar and the step of the path. */
export function ImportWizard() {
  return (
    <ImportWizardProvider>
      <WizardFrame />
    </ImportWizardProvider>
  );
}
