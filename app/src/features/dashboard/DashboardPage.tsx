import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../system/api/get-health.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** The landing page (/dashboard): what the product does and whether the server answers. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle('titles.dashboard');
  const health = useHealth();
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('dashboard.welcome')}
        </Typography>
        <Typography>{t('dashboard.intro')}</Typography>
      </Paper>
      <section aria-label={t('system.status')}>
        {health.error ? (
          <Alert severity="error">{t('system.down')}</Alert>
        ) : health.data ? (
          <Alert severity="success">{t('system.ok', { version: health.data.version })}</Alert>
        ) : (
          <Alert severity="info">{t('system.checking')}</Alert>
        )}
      </section>
    </Stack>
  );
}
