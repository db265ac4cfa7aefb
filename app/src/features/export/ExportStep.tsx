import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  isExportOptionsValid,
  validateCompanyListName,
  type ExportInfo,
} from '@datacare/api-client';
import {
  CompanyListDialog,
  ExportForm,
  ExportPreviewPanel,
  ExportProgress,
  LockedCompaniesNotice,
  QuotaCalculation,
  StickyFooter,
  TargetExportActions,
  useExportForm,
  useFormatNumber,
  type CompanyListDialogResult,
  type CompanyListSubmitValue,
} from '@datacare/ui-kit';
import { SUPPORT_CONTACT } from '../../config.ts';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { browser } from '../../lib/browser.ts';
import { downloads } from '../exports/downloads.ts';
import { HISTORY_EXPORTS_KEY } from '../exports/api/keys.ts';
import { useUser } from '../auth/api/get-user.ts';
import { importNameKey, saveTag, useImportName } from '../import/api/status.ts';
import { useBatchId } from '../import/ImportWizard.tsx';
import { useImportWizard } from '../import/wizard/ImportWizardContext.tsx';
import { exportInfoKey } from '../import/api/keys.ts';
import { fetchExportInfo, useExportInfo } from './api/get-export-info.ts';
import { useExportPreview } from './api/get-export-preview.ts';
import { useQuotaInfoForExport } from './api/get-quota-info-for-export.ts';
import {
  exportToExistingList,
  exportToNewList,
  handOverToTarget2,
  useTargetCompanyLists,
} from './api/targets.ts';
import { exportOptionsOf, exportRequestOf, formValuesOf } from './exportValues.ts';
import { useExportRun, type ExportDelivery } from './useExportRun.ts';

/** The preview is asked for once the methods have not changed for this long. */
const PREVIEW_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Step 5 (/import/export?id=…): the export form, the quota calculation, the preview of the
 * consolidated view and the export itself (spec 2 Export step form and footer, 4 Export, Export
 * options, Tag editing; issue 13). Restores from the id: the export info, the import's tag and the
 * batch's latest export; an unknown id never gets here (the wizard frame shows its own page).
 */
export function ExportStep() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const batchId = useBatchId();
  const info = useExportInfo(batchId);
  const name = useImportName(batchId);
  if (!batchId) return null;
  if (info.error && !info.data) {
    return (
      <Paper sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('export.title')}
          </Typography>
          <Alert
            severity="error"
            action={
              // Through the cache, not info.mutate(): the wizard frame's hook on this key has no fetcher.
              <Button
                color="inherit"
                size="small"
                onClick={() => void mutate(exportInfoKey(batchId), fetchExportInfo(batchId))}
              >
                {t('export.retry')}
              </Button>
            }
          >
            {t('export.loadFailed')}
          </Alert>
        </Stack>
      </Paper>
    );
  }
  if (!info.data || !name.data) return <LinearProgress aria-label={t('export.loading')} />;
  return <ExportScreen key={batchId} batchId={batchId} info={info.data} tag={name.data.tag} />;
}

interface ExportScreenProps {
  batchId: string;
  info: ExportInfo;
  tag: string;
}

function ExportScreen({ batchId, info, tag }: ExportScreenProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const { mutate } = useSWRConfig();
  const notifyApiError = useNotifyApiError();
  const { data: user } = useUser();
  const { exportOptions, setExportOptions } = useImportWizard();
  const access = {
    target1: Boolean(user?.target1Permissions.ACCESS),
    target2: Boolean(user?.target2Permissions.ACCESS),
  };
  const [defaultValues] = useState(() => formValuesOf(exportOptions, info, tag, access));
  const quota = useQuotaInfoForExport(batchId, info.numberOfCompanies);

  // The export's file is named after the tag: an export waits for a tag save on its way.
  const tagSave = useRef<Promise<unknown>>(Promise.resolve());
  const onTagSave = useCallback(
    (next: string) => {
      tagSave.current = saveTag(batchId, next)
        .then((saved) => mutate(importNameKey(batchId), saved, { revalidate: false }))
        .catch(notifyApiError);
    },
    [batchId, mutate, notifyApiError],
  );
  const controller = useExportForm({ defaultValues, onTagSave });
  const { values } = controller;

  // The wizard keeps the options while the user visits other steps; a review change resets them (spec 4).
  const options = useMemo(
    () => exportOptionsOf(values, info.numberOfCompanies),
    [values, info.numberOfCompanies],
  );
  useEffect(() => setExportOptions(options), [options, setExportOptions]);

  const refreshQuota = quota.mutate;
  const run = useExportRun({ batchId, onFinished: () => void refreshQuota() });

  const mapping = values.consolidatedView.export ? values.consolidatedView.mapping : null;
  const previewMapping = useDebounced(mapping, PREVIEW_DEBOUNCE_MS);
  const preview = useExportPreview(batchId, previewMapping);
  const fieldLabels = useMemo(
    () => new Map(values.consolidatedView.mapping.map((row) => [row.key, row.label])),
    [values.consolidatedView.mapping],
  );

  const optionsValid = isExportOptionsValid(options);
  const restQuota = quota.data?.restQuota;
  const quotaCovers = quota.data !== undefined && (restQuota === null || (restQuota ?? -1) >= 0);
  const toFile = values.exportType === 'file';
  const canStart = optionsValid && quotaCovers && !run.busy && toFile;
  let blockedReason: string | null = null;
  if (!toFile) blockedReason = null;
  else if (!optionsValid)
    blockedReason = t(
      controller.viewsError === 'csvOneView' ? 'export.blocked.csvOneView' : 'export.blocked.noView',
    );
  else if (quota.data && !quotaCovers) blockedReason = t('export.blocked.quota');

  // Exports to a company list (spec 2 Export footer, 4 Company list dialog, 8 Target): no quota, no file.
  const [listDialogOpen, setListDialogOpen] = useState(false);
  const [listResult, setListResult] = useState<CompanyListDialogResult | null>(null);
  const lists = useTargetCompanyLists(listDialogOpen);
  const [target2Busy, setTarget2Busy] = useState(false);
  const [target2Denied, setTarget2Denied] = useState(false);
  const fromTarget = Boolean(user?.fromTarget);
  const listExported = () => void mutate((key) => Array.isArray(key) && key[0] === HISTORY_EXPORTS_KEY);

  const openListDialog = () => {
    setListResult(null);
    setListDialogOpen(true);
  };
  const exportToList = async (value: CompanyListSubmitValue) => {
    await tagSave.current;
    if (value.mode === 'new') {
      const url = await exportToNewList(batchId, value.name);
      setListResult({ listName: value.name, url, numCompanies: info.numberOfCompanies, mode: 'new' });
    } else {
      const result = await exportToExistingList(batchId, value.listId);
      setListResult({
        listName: result.listName,
        url: result.listUrl,
        numCompanies: result.numCompaniesModified,
        mode: 'existing',
      });
    }
    listExported();
  };
  const switchToTarget2 = async () => {
    setTarget2Busy(true);
    setTarget2Denied(false);
    try {
      // Back to a target 2 session that is still open, or into target 2 in a new tab that needs a login.
      const answer = await handOverToTarget2(batchId, !fromTarget);
      if (!answer.hasTargetAccess || !answer.redirectUrl) {
        setTarget2Denied(true);
        return;
      }
      listExported();
      if (fromTarget) browser.assign(answer.redirectUrl);
      else downloads.open(answer.redirectUrl);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setTarget2Busy(false);
    }
  };

  const startExport = (how: ExportDelivery) =>
    void controller.submit(async (submitted) => {
      await tagSave.current;
      await run.start(exportRequestOf(batchId, submitted, info.numberOfCompanies), how);
    });

  return (
    <Paper sx={{ p: 3 }}>
      <Stack sx={{ gap: 3 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {t('export.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('export.intro', {
              count: info.numberOfRows,
              rows: format(info.numberOfRows),
              companies: format(info.numberOfCompanies),
            })}
          </Typography>
        </Box>
        <ExportForm
          controller={controller}
          showTarget1={access.target1}
          showTarget2={access.target2}
          unavailableFormats={[]}
          supportPhone={SUPPORT_CONTACT.phone}
          disabled={run.busy}
          aside={
            !toFile ? (
              // Spec 5: exports to company lists use no quota.
              // A standing note, not an alert: nothing happened.
              <Alert severity="info" role="note">
                {t('export.listNoQuota')}
              </Alert>
            ) : (
              <>
                <QuotaCalculation
                  companies={info.numberOfCompanies}
                  lockedCompanies={info.numberOfLockedCompanies}
                  alreadyCharged={info.numberOfAlreadyCharged}
                  info={quota.data ?? null}
                  loading={quota.isLoading}
                  error={Boolean(quota.error)}
                  onRetry={() => void quota.mutate()}
                />
                <LockedCompaniesNotice count={info.numberOfLockedCompanies} phone={SUPPORT_CONTACT.phone} />
              </>
            )
          }
          preview={
            <ExportPreviewPanel
              preview={preview.data ?? null}
              fieldLabels={fieldLabels}
              updating={preview.isValidating || previewMapping !== mapping}
              error={Boolean(preview.error)}
              onRetry={() => void preview.mutate()}
            />
          }
        />
      </Stack>
      {/* The export's buttons and where it stands stay in sight while the form scrolls. */}
      <StickyFooter aria-label={t('export.footer')} sx={{ mx: -3, mb: -3, mt: 3 }}>
        <Box sx={{ flex: '1 1 24rem', minWidth: 0 }}>
          {run.state !== 'idle' ? (
            <ExportProgress
              state={run.state}
              mailRequested={run.mailRequested}
              showMailHint={run.showMailHint}
              onSendMail={() => void run.sendMail()}
              sendingMail={run.sendingMail}
              fileName={run.status?.fileName}
              charged={run.status?.numCharged}
              downloadHref={run.downloadHref}
              onRetry={() => startExport('download')}
            />
          ) : (
            blockedReason && (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                {blockedReason}
              </Typography>
            )
          )}
        </Box>
        {!toFile ? (
          <TargetExportActions
            exportType={values.exportType}
            fromTarget={fromTarget}
            busy={target2Busy}
            target2Denied={target2Denied}
            onExportTarget1={openListDialog}
            onTarget2={() => void switchToTarget2()}
            sx={{ ml: 'auto' }}
          />
        ) : (
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', ml: 'auto' }}>
            <Button
              variant="outlined"
              size="large"
              startIcon={<EmailIcon />}
              disabled={!canStart}
              onClick={() => startExport('mail')}
            >
              {t('export.sendMail')}
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              disabled={!canStart}
              loading={run.state === 'starting'}
              loadingPosition="start"
              onClick={() => startExport('download')}
            >
              {t('export.download')}
            </Button>
          </Stack>
        )}
      </StickyFooter>
      <CompanyListDialog
        open={listDialogOpen}
        onClose={() => setListDialogOpen(false)}
        defaultName={values.tag.trim() || tag}
        lists={lists.data}
        listsError={Boolean(lists.error)}
        onRetryLists={() => void lists.mutate()}
        onSubmit={exportToList}
        result={listResult}
        validateName={validateCompanyListName}
        errorText={(error) => (error instanceof ApiError ? error.errors[0]?.message : undefined)}
      />
    </Paper>
  );
}
