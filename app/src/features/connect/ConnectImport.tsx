import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shortenForStepBar } from '@datacare/api-client';
import { CONNECT_WIZARD_STEPS, WizardStepBar, type WizardStepKey } from '@datacare/ui-kit';
import { PageTitleFrame, usePageTitle } from '../../lib/usePageTitle.ts';
import { isBatchNotFound, useCachedImportStatus, useImportName } from '../import/api/status.ts';
import { useBatchId } from '../import/ImportWizard.tsx';
import { ImportNotFoundPage } from '../import/ImportNotFoundPage.tsx';
import { MappingStep } from '../import/MappingStep.tsx';
import { StatusStep } from '../import/StatusStep.tsx';
import { UploadStep } from '../import/UploadStep.tsx';
import { ImportWizardProvider, useImportWizard } from '../import/wizard/ImportWizardContext.tsx';
import {
  CONNECT_STEPS,
  connectPaths,
  connectStepHref,
  connectStepOfPath,
  type ConnectStep,
  type ConnectTarget,
} from '../import/wizard/steps.ts';
import { WizardPathsContext } from '../import/wizard/WizardPathsContext.tsx';
import { ConnectFinishStep } from './ConnectFinishStep.tsx';
import { parseConnectTarget, type ConnectTargetProblem } from './connectTarget.ts';

/**
 * /connect-import* (spec 2 Connect import, 4 Connect import steps): the reduced import that adds
 * the matched companies of a file to a company list, or removes them, usually opened from a sister
 * product's tool session in integration mode. Upload, mapping and status are the import wizard's
 * own steps in this flow's paths; the fourth step finishes the list change. Step links go back
 * only to upload and status (spec 2).
 */
export function ConnectImport() {
  const location = useLocation();
  const parsed = useMemo(() => parseConnectTarget(location.search), [location.search]);
  if (parsed.problem !== null) return <ConnectTargetError problem={parsed.problem} />;
  return (
    <ImportWizardProvider>
      <ConnectFrame target={parsed.target} />
    </ImportWizardProvider>
  );
}

/** A connect URL that cannot be carried out says why, before a file is uploaded for nothing. */
function ConnectTargetError({ problem }: { problem: ConnectTargetProblem }) {
  const { t } = useTranslation();
  usePageTitle('titles.connectImport');
  return (
    <Paper sx={{ p: 3 }}>
      <Alert severity="error">
        <AlertTitle>{t('connect.invalidLink.title')}</AlertTitle>
        {t(`connect.invalidLink.${problem}`)}
      </Alert>
    </Paper>
  );
}

function ConnectFrame({ target }: { target: ConnectTarget }) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = connectStepOfPath(location.pathname);
  const batchId = useBatchId();
  const { upload, reset } = useImportWizard();
  const paths = useMemo(() => connectPaths(target), [target]);
  const uploadedHere = Boolean(batchId && upload?.batchId === batchId);
  const cachedStatus = useCachedImportStatus(batchId);
  const name = useImportName(active === 'upload' || (active === 'mapping' && uploadedHere) ? null : batchId);

  const notFound =
    (!batchId && active !== 'upload' && active !== 'mapping') ||
    isBatchNotFound(name.error) ||
    isBatchNotFound(cachedStatus.error);
  const checking = Boolean(batchId) && active !== 'upload' && !uploadedHere && !name.data && !name.error;
  usePageTitle(notFound ? 'titles.importNotFound' : `titles.connectSteps.${active}`);

  // /connect-import without an id starts over, like /import (spec 4 Wizard).
  useEffect(() => {
    if (active === 'upload' && !batchId) reset();
  }, [active, batchId, reset]);

  const fileName = notFound
    ? undefined
    : (name.data?.fileName ?? (upload && upload.batchId === batchId ? upload.fileName : undefined));
  // In the connect flow, step links go back only to upload and status once their data has loaded (spec 2).
  const reachable: Record<ConnectStep, boolean> = {
    upload: !notFound && Boolean(batchId && fileName) && active !== 'upload',
    mapping: false,
    status: !notFound && Boolean(batchId && cachedStatus.data) && active !== 'status',
    finished: false,
  };

  let content;
  if (notFound) content = <ImportNotFoundPage uploadHref={connectStepHref('upload', null, target)} />;
  else if (checking) content = <LinearProgress aria-label={t('import.loading')} />;
  else
    content = (
      <Routes>
        <Route index element={<UploadStep />} />
        <Route path="mapping" element={<MappingStep />} />
        <Route path="status" element={<StatusStep />} />
        <Route path="finished" element={<ConnectFinishStep target={target} />} />
        <Route path="*" element={<Navigate to={connectStepHref('upload', null, target)} replace />} />
      </Routes>
    );

  return (
    <WizardPathsContext.Provider value={paths}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Paper sx={{ p: 2 }}>
          <WizardStepBar
            steps={CONNECT_WIZARD_STEPS}
            activeStep={notFound ? -1 : CONNECT_STEPS.indexOf(active)}
            reachable={Object.fromEntries(
              CONNECT_STEPS.map((step) => [step as WizardStepKey, reachable[step]]),
            )}
            getStepHref={(key) =>
              connectStepHref(key as ConnectStep, key === 'upload' ? null : batchId, target)
            }
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
    </WizardPathsContext.Provider>
  );
}
