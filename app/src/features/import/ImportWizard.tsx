import { useEffect } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shortenForStepBar } from '@datacare/api-client';
import { WizardStepBar, type WizardStepKey } from '@datacare/ui-kit';
import { PageTitleFrame, usePageTitle } from '../../lib/usePageTitle.ts';
import { useCachedExportInfo } from '../export/api/get-export-info.ts';
import { ExportStep } from '../export/ExportStep.tsx';
import { useCachedStatistics } from '../report/api/get-statistics.ts';
import { QualityReportStep } from '../report/QualityReportStep.tsx';
import { isBatchNotFound, useCachedImportStatus, useImportName } from './api/status.ts';
import { ImportNotFoundPage } from './ImportNotFoundPage.tsx';
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
  const { t } = useTranslation();
  const location = useLocation();
  const active = stepOfPath(location.pathname);
  const batchId = useBatchId();
  const { upload, reset } = useImportWizard();
  // The batch this tab has just uploaded exists; any other id is checked with the server first.
  const uploadedHere = Boolean(batchId && upload?.batchId === batchId);
  // Never loaded here: the status link appears once the status step has loaded it.
  const cachedStatus = useCachedImportStatus(batchId);
  // Never loaded here either: the export link appears once the export step has loaded its data.
  const cachedExportInfo = useCachedExportInfo(batchId);
  // And the report link once the report has loaded its statistics.
  const cachedStatistics = useCachedStatistics(batchId);
  const name = useImportName(active === 'upload' || (active === 'mapping' && uploadedHere) ? null : batchId);

  // Every step after the upload belongs to one import. Mapping without a usable id goes back to the
  // upload (MappingStep, spec 2: the mapping is never restored); the other steps have nothing to
  // show without one and say so, like an id the server does not know (404 on name or status).
  const notFound =
    (!batchId && active !== 'upload' && active !== 'mapping') ||
    isBatchNotFound(name.error) ||
    isBatchNotFound(cachedStatus.error);
  // Until the server has answered for a restored id, no step renders: none may show made-up states.
  const checking = Boolean(batchId) && active !== 'upload' && !uploadedHere && !name.data && !name.error;

  // One title per step (and for an unknown import), set here for all steps: see PageTitleFrame.
  usePageTitle(notFound ? 'titles.importNotFound' : `titles.importSteps.${active}`);

  // /import without an id resets everything (spec 4 Wizard).
  useEffect(() => {
    if (active === 'upload' && !batchId) reset();
  }, [active, batchId, reset]);

  const fileName = notFound
    ? undefined
    : (name.data?.fileName ?? (upload && upload.batchId === batchId ? upload.fileName : undefined));
  const reachable = reachableSteps(active, {
    importName: Boolean(batchId && fileName),
    status: Boolean(batchId && cachedStatus.data),
    review: Boolean(batchId && cachedStatus.data?.isFinished),
    qualityreport: Boolean(batchId && cachedStatistics.data?.state === 'finished'),
    export: Boolean(batchId && cachedExportInfo.data),
  });
  if (notFound) for (const step of WIZARD_STEPS) reachable[step] = false;

  let content;
  if (notFound) content = <ImportNotFoundPage />;
  else if (checking) content = <LinearProgress aria-label={t('import.loading')} />;
  else
    content = (
      <Routes>
        <Route index element={<UploadStep />} />
        <Route path="mapping" element={<MappingStep />} />
        <Route path="status" element={<StatusStep />} />
        <Route path="review" element={<ReviewStep />} />
        <Route path="qualityreport" element={<QualityReportStep />} />
        <Route path="export" element={<ExportStep />} />
        <Route path="*" element={<Navigate to="/import" replace />} />
      </Routes>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Paper sx={{ p: 2 }}>
        <WizardStepBar
          // An unknown import has no step done and none to go to.
          activeStep={notFound ? -1 : stepIndex(active)}
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
      <PageTitleFrame>{content}</PageTitleFrame>
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
