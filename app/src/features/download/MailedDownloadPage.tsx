import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FileDownloadOffIcon from '@mui/icons-material/FileDownloadOff';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, exportGetMailedExportUrl, sanitizeDisplayName } from '@datacare/api-client';
import { useFormatDateTime } from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { downloads } from '../exports/downloads.ts';
import { MAIL_LINK_TOKEN, useMailedExportInfo } from './api/get-mailed-export-info.ts';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Starts the download of a link once per tab: reloading the page or coming back to it offers the
 * button instead of downloading the file again.
 */
function startOnce(token: string, url: string): void {
  const key = `datacare.mailedDownload.${token}`;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): starting once per page visit is still right.
  }
  downloads.start(url);
}

/** A state of the page: an icon, the heading, what it means, and the way on. */
function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: 'text.secondary', display: 'flex', '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Stack spacing={1.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * /download?token=… (docs/exports.md, issue 13 item 6): the page behind the link in the export
 * mail, signed in like every page (RequireAuth sends a signed-out user to the login and back). It
 * asks getMailedExportInfo what the link leads to, shows the export's name and file and starts the
 * download once by itself, with a button to start it again. An expired link, a file removed after
 * the retention time and an unknown or another user's link (404) each say so and lead to /exports.
 */
export function MailedDownloadPage() {
  const { t } = useTranslation();
  usePageTitle('titles.download');
  const formatDate = useFormatDateTime();
  const notifyApiError = useNotifyApiError();
  const [params] = useSearchParams();
  const raw = params.get('token');
  const token = raw && MAIL_LINK_TOKEN.test(raw) ? raw : null;
  const { data, error, isLoading, mutate } = useMailedExportInfo(token);
  const downloadUrl = token ? exportGetMailedExportUrl({ token }) : '';
  const ready = Boolean(token && data && !data.expired && data.fileAvailable);

  useEffect(() => {
    if (error && !isNotFound(error)) notifyApiError(error);
  }, [error, notifyApiError]);

  useEffect(() => {
    if (ready && token) startOnce(token, downloadUrl);
  }, [ready, token, downloadUrl]);

  const toExports = (
    <Button component={RouterLink} to="/exports" variant="outlined">
      {t('download.toExports')}
    </Button>
  );

  let content: ReactNode;
  if (!token || isNotFound(error)) {
    content = (
      <Outcome icon={<LinkOffIcon />} title={t('download.invalid.title')}>
        <Typography sx={{ color: 'text.secondary' }}>{t('download.invalid.text')}</Typography>
        {toExports}
      </Outcome>
    );
  } else if (error) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void mutate()}>
            {t('download.retry')}
          </Button>
        }
      >
        {t('download.loadFailed')}
      </Alert>
    );
  } else if (isLoading || !data) {
    content = <LinearProgress aria-label={t('download.loading')} />;
  } else {
    const name = sanitizeDisplayName(data.name);
    const fileName = sanitizeDisplayName(data.fileName);
    const expiresAt = formatDate(new Date(data.expiresAt), 'dateTime');
    if (data.expired) {
      content = (
        <Outcome icon={<EventBusyIcon />} title={t('download.expired.title')}>
          <Typography>{t('download.expired.text', { name, date: expiresAt })}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {data.fileAvailable
              ? t('download.expired.fileKept', { fileName })
              : t('download.expired.fileRemoved')}
          </Typography>
          {toExports}
        </Outcome>
      );
    } else if (!data.fileAvailable) {
      content = (
        <Outcome icon={<FileDownloadOffIcon />} title={t('download.removed.title')}>
          <Typography>{t('download.removed.text', { name, fileName })}</Typography>
          {toExports}
        </Outcome>
      );
    } else {
      content = (
        <Outcome icon={<DownloadIcon />} title={t('download.ready.title')}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
          >
            {(
              [
                [t('download.ready.name'), name],
                [t('download.ready.fileName'), fileName],
                [t('download.ready.validUntil'), expiresAt],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography sx={{ color: 'text.secondary' }}>{t('download.ready.automatic')}</Typography>
          <Button variant="contained" href={downloadUrl} download={fileName} startIcon={<DownloadIcon />}>
            {t('download.ready.download')}
          </Button>
        </Outcome>
      );
    }
  }

  return <Paper sx={{ p: 3 }}>{content}</Paper>;
}
