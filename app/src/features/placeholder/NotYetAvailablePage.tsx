import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/**
 * A route of spec section 2 whose page is not in this release yet. It says so plainly instead of
 * showing anything made up, and leads back to the dashboard.
 */
export function NotYetAvailablePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  usePageTitle(`titles.${titleKey}`);
  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {t(`pages.${titleKey}`)}
        </Typography>
        <Alert severity="info">{t('notYetAvailable.text')}</Alert>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          {t('notYetAvailable.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
