import { useRef, useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, importGetSampleFileUrl } from '@datacare/api-client';
import { UploadArea } from '@datacare/ui-kit';
import { newUploadKey, uploadFile } from './api/upload.ts';
import { useImportWizard } from './wizard/ImportWizardContext.tsx';
import { useWizardPaths } from './wizard/WizardPathsContext.tsx';

/** The message of a failed upload: the server's first error, with the line or row when it names one (spec 8 Upload). */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const [first] = error.errors;
    if (first) return first.message;
    return error.bodyText || fallback;
  }
  return error instanceof Error ? error.message : fallback;
}

/**
 * Step 0 (/import): drop or choose a file; the upload bar shows how much has been sent, then the
 * area says that the server reads the file until the mapping screen opens.
 */
export function UploadStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setUpload } = useImportWizard();
  const paths = useWizardPaths();
  const [progress, setProgress] = useState<number | null>(null);
  // The last byte is sent: the server reads and checks the file (seconds for a large one).
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const onFile = async (file: File) => {
    // One import per click: a second drop while one is on its way is ignored (bad-inputs 36).
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setProgress(0);
    try {
      const response = await uploadFile(file, {
        uploadKey: newUploadKey(),
        onProgress: (share) => {
          setProgress(Math.round(share * 100));
          if (share >= 1) setProcessing(true);
        },
      });
      setUpload(response);
      void navigate(paths.href('mapping', response.batchId));
    } catch (failure) {
      // A 401 goes to the login page through the session handler; everything else is shown here.
      if (!(failure instanceof ApiError && failure.status === 401)) {
        setError(uploadErrorMessage(failure, t('import.upload.failed')));
      }
    } finally {
      busy.current = false;
      setProgress(null);
      setProcessing(false);
    }
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('import.upload.title')}
        </Typography>
        <Typography>{t('import.upload.intro')}</Typography>
        <UploadArea
          onFile={(file) => void onFile(file)}
          progress={progress}
          processing={processing}
          error={error}
          disabled={progress !== null}
          sampleFileHref={importGetSampleFileUrl({ format: 'xlsx' })}
        />
      </Stack>
    </Paper>
  );
}
