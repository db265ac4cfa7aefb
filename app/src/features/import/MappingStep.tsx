import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  mappingProblems,
  validateMapping,
  type MappingPair,
  type StartMatchingResponse,
  type TextEncoding,
  type UploadResponse,
} from '@datacare/api-client';
import {
  AdditionalColumnsSelect,
  ConfirmDialog,
  DuplicateExtIdsDialog,
  ExampleRowPager,
  MAPPING_BASE_FIELDS,
  MAPPING_METADATA_FIELDS,
  MappingFieldSelect,
  MappingSection,
  MappingValidationAlert,
  StartMatchingButton,
  StickyFooter,
  UploadRowLimitAlert,
  UploadSourceBar,
  useFormatNumber,
  useMappingForm,
  type MappingField,
  type MappingRules,
  type MappingValidation,
} from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import { rereadUpload } from './api/reread-upload.ts';
import { startMatching } from './api/status.ts';
import { useBatchId } from './ImportWizard.tsx';
import { useImportWizard } from './wizard/ImportWizardContext.tsx';
import { useWizardPaths } from './wizard/WizardPathsContext.tsx';

/** Step 1 (/import/mapping): map the file's columns to our fields and start matching (spec 2 Mapping screen). */
export function MappingStep() {
  const batchId = useBatchId();
  const { upload } = useImportWizard();
  // Opening /import/mapping with an id resets the wizard (spec 2): the mapping lives only in this tab.
  const paths = useWizardPaths();
  if (!upload || upload.batchId !== batchId) return <Navigate to={paths.href('upload', null)} replace />;
  return <MappingScreen upload={upload} />;
}

/**
 * api-client's mapping rules for the kit's mapping form, which the server applies too: whether the
 * mapping is good enough to start (a field mapped to a column without any value counts as unmapped),
 * and the structural mistakes the server refuses.
 */
export function mappingRules(upload: UploadResponse): MappingRules {
  const nonEmptyColumns = new Set(
    upload.customerColumns.filter((_, i) => (upload.nonEmptyCounts[i] ?? 0) > 0),
  );
  return {
    validate: (pairs) => validateMapping(pairs, { nonEmptyColumns }),
    problems: mappingProblems,
  };
}

function MappingScreen({ upload }: { upload: UploadResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { reset, setUpload } = useImportWizard();
  const paths = useWizardPaths();
  const format = useFormatNumber();
  const rules = useMemo(() => mappingRules(upload), [upload]);
  const form = useMappingForm({
    initialPairs: upload.detectedMapping,
    columns: upload.customerColumns,
    exampleRows: upload.exampleValues,
    rules,
  });
  // The server refused the Datacare IDs of this very mapping: one error state in the mapping box,
  // start disabled, until the mapping changes (issue 12).
  const pairsKey = JSON.stringify(form.pairs);
  const [refused, setRefused] = useState<{ pairsKey: string; rows: number[] } | null>(null);
  const validation: MappingValidation =
    refused && refused.pairsKey === pairsKey
      ? { status: 'error', messageKey: 'invalid_provider_ids', invalidRows: refused.rows }
      : form.validation;
  const [starting, setStarting] = useState(false);
  const [duplicates, setDuplicates] = useState<StartMatchingResponse | null>(null);
  // Matching again would discard this many review decisions: asked before (issue 12).
  // The request that was answered so is repeated with the confirmation.
  const [discard, setDiscard] = useState<{ decisions: number; checkDuplicateExtIds: boolean } | null>(null);
  const decisionsToDiscard = discard?.decisions ?? 0;
  const [showUnmappedMetadata, setShowUnmappedMetadata] = useState(false);
  const [rereading, setRereading] = useState(false);

  // The same upload read with another sheet or encoding (issue 21): its columns, examples, counts
  // and proposal replace the old ones, and the form starts over from them.
  const reread = async (choice: { sheetName: string } | { encoding: TextEncoding }) => {
    setRereading(true);
    try {
      const answer = await rereadUpload(upload.batchId, choice);
      form.reset(answer.detectedMapping);
      form.setExampleIndex(0);
      setRefused(null);
      setUpload(answer);
    } catch (error) {
      if (error instanceof ApiError && error.errors[0]?.type === 'import_started') {
        // Another tab started matching this import: its progress is the truth.
        notify({ severity: 'info', message: t('import.mapping.alreadyRunning') });
        void navigate(paths.href('status', upload.batchId));
      } else {
        notifyApiError(error);
      }
    } finally {
      setRereading(false);
    }
  };

  const start = async (options: { checkDuplicateExtIds: boolean; discardReviewDecisions?: boolean }) => {
    setStarting(true);
    try {
      const result = await startMatching({
        batchId: upload.batchId,
        mapping: form.pairs as MappingPair[],
        additionalCustomerColumns: form.additionalColumns,
        checkDuplicateExtIds: options.checkDuplicateExtIds,
        ...(options.discardReviewDecisions ? { discardReviewDecisions: true } : {}),
      });
      if (result.started) {
        setDuplicates(null);
        setDiscard(null);
        void navigate(paths.href('status', upload.batchId));
      } else if (result.hasInvalidProviderIds) {
        setRefused({ pairsKey, rows: result.invalidProviderIdRows });
      } else if (result.hasDuplicateExtIds) {
        setDuplicates(result);
      } else if (result.reviewDecisions > 0) {
        setDuplicates(null);
        setDiscard({ decisions: result.reviewDecisions, checkDuplicateExtIds: options.checkDuplicateExtIds });
      }
    } catch (error) {
      const type = error instanceof ApiError ? error.errors[0]?.type : undefined;
      if (type === 'no_valid_provider_id') {
        notify({ severity: 'error', message: t('import.mapping.noValidProviderId') });
      } else if (type === 'matching_running') {
        // Another tab or click started it already: its progress is the truth.
        notify({ severity: 'info', message: t('import.mapping.alreadyRunning') });
        void navigate(paths.href('status', upload.batchId));
      } else {
        notifyApiError(error);
      }
    } finally {
      setStarting(false);
    }
  };

  const cancel = () => {
    reset();
    void navigate(paths.href('upload', null));
  };

  const fieldSelect = (field: MappingField) => (
    <MappingFieldSelect
      key={field}
      field={field}
      columns={upload.customerColumns}
      value={form.mapping[field] ?? null}
      onChange={(column) => form.assign(field, column)}
      takenColumns={form.columnsTakenByOthers(field)}
      exampleValue={form.exampleValue(form.mapping[field])}
    />
  );

  return (
    <Paper sx={{ p: 3 }}>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('import.mapping.title')}
        </Typography>
        <Typography>
          {t('import.mapping.intro', {
            count: upload.stats.rows.total,
            columns: upload.customerColumns.length,
          })}
        </Typography>
        <UploadSourceBar
          fileName={upload.fileName}
          sheets={upload.sheets}
          sheetName={upload.sheetName}
          onSheetChange={(sheetName) => void reread({ sheetName })}
          encoding={upload.encoding}
          encodingConfident={upload.encodingConfident}
          onEncodingChange={(encoding) => void reread({ encoding })}
          busy={rereading}
          disabled={starting}
        />
        {upload.maxRowsExceeded && <UploadRowLimitAlert maxUploadRows={upload.maxUploadRows} />}
        {upload.warningCount > 0 && (
          <Alert severity="warning">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('import.mapping.warnings', { count: upload.warningCount })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {upload.warnings.slice(0, 10).map((warning, index) => (
                <li key={index}>
                  <Typography variant="body2">{warning.message}</Typography>
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <ExampleRowPager
          page={form.exampleIndex}
          count={form.exampleCount}
          onPageChange={form.setExampleIndex}
          sx={{ alignSelf: 'flex-end' }}
        />
        <Box>
          <MappingSection
            headingComponent="h2"
            section="base"
            count={form.assignedCount(MAPPING_BASE_FIELDS)}
            total={MAPPING_BASE_FIELDS.length}
          >
            {MAPPING_BASE_FIELDS.map(fieldSelect)}
          </MappingSection>
          <MappingSection
            headingComponent="h2"
            section="metadata"
            count={form.assignedCount(MAPPING_METADATA_FIELDS)}
            total={MAPPING_METADATA_FIELDS.length}
            foldedCount={MAPPING_METADATA_FIELDS.length - form.assignedCount(MAPPING_METADATA_FIELDS)}
            showFolded={showUnmappedMetadata}
            onShowFoldedChange={setShowUnmappedMetadata}
          >
            {/* Unmapped metadata fields are folded away until asked for (issue 12): the mapped ones
                stay in sight, in their usual order. */}
            {MAPPING_METADATA_FIELDS.filter((field) => showUnmappedMetadata || form.mapping[field]).map(
              fieldSelect,
            )}
          </MappingSection>
          <MappingSection headingComponent="h2" section="additional" count={form.additionalColumns.length}>
            <AdditionalColumnsSelect
              columns={upload.customerColumns}
              value={form.additionalColumns}
              onChange={form.setAdditionalColumns}
              mappedColumns={form.assignedColumns}
            />
          </MappingSection>
        </Box>
      </Stack>
      {/* The start button and the validation message stay in sight while the fields scroll. */}
      <StickyFooter aria-label={t('import.mapping.footer')} sx={{ mx: -3, mb: -3, mt: 3 }}>
        <MappingValidationAlert validation={validation} sx={{ flex: '1 1 24rem', py: 0.5 }} />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', ml: 'auto' }}>
          <Button variant="outlined" size="large" onClick={cancel}>
            {t('import.mapping.cancel')}
          </Button>
          <StartMatchingButton
            rowCount={upload.stats.rows.total}
            validation={validation}
            loading={starting || rereading}
            onClick={() => void form.submit(() => void start({ checkDuplicateExtIds: true }))}
          />
        </Stack>
      </StickyFooter>
      <DuplicateExtIdsDialog
        open={duplicates !== null}
        rowsIdentical={duplicates?.rowsIdentical ?? []}
        rowsDiffer={duplicates?.rowsDiffer ?? []}
        continuing={starting}
        onCancelImport={cancel}
        onEditMapping={() => setDuplicates(null)}
        onContinue={() => void start({ checkDuplicateExtIds: false })}
        onClose={() => setDuplicates(null)}
      />
      <ConfirmDialog
        open={decisionsToDiscard > 0}
        title={t('import.mapping.restart.title')}
        confirmLabel={t('import.mapping.restart.confirm', {
          count: decisionsToDiscard,
          decisions: format(decisionsToDiscard),
        })}
        confirming={starting}
        destructive
        onConfirm={() =>
          void start({
            checkDuplicateExtIds: discard?.checkDuplicateExtIds ?? true,
            discardReviewDecisions: true,
          })
        }
        onCancel={() => setDiscard(null)}
      >
        {t('import.mapping.restart.text', {
          count: decisionsToDiscard,
          decisions: format(decisionsToDiscard),
        })}
      </ConfirmDialog>
    </Paper>
  );
}
