import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatsTable, SupportContact } from '@datacare/ui-kit';
import { SUPPORT_CONTACT } from '../../config.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useUser } from '../auth/api/get-user.ts';
import { useUserStats } from './api/get-user-stats.ts';

const POINTS = ['upload', 'match', 'review', 'report'] as const;

/**
 * /dashboard (spec section 2 Dashboard): welcome and intro, four explanatory points, the support
 * contact, the quality-report teaser, the user's statistics and the way to the import.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle('titles.dashboard');
  const { data: user } = useUser();
  const stats = useUserStats();
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {user ? t('dashboard.welcomeUser', { name: user.fullName }) : t('dashboard.welcome')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('dashboard.intro')}</Typography>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('dashboard.pointsTitle')}
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
          {POINTS.map((point) => (
            <li key={point}>
              <Typography>{t(`dashboard.points.${point}`)}</Typography>
            </li>
          ))}
        </Box>
        <Button component={RouterLink} to="/import" variant="contained" size="large" sx={{ mt: 2 }}>
          {t('dashboard.startImport')}
        </Button>
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: 3, height: '100%' }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('dashboard.statsTitle')}
            </Typography>
            <StatsTable
              stats={stats.data ?? null}
              loading={!stats.data && !stats.error}
              showCaption={false}
              caption={t('dashboard.statsTitle')}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: 3, height: '100%' }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('dashboard.teaserTitle')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('dashboard.teaserText')}</Typography>
            <Box
              component="img"
              src={`${import.meta.env.BASE_URL}quality-report-teaser.svg`}
              alt={t('dashboard.teaserAlt')}
              sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}
            />
          </Paper>
        </Grid>
        <Grid size={12}>
          <Paper sx={{ p: 3 }}>
            <SupportContact phone={SUPPORT_CONTACT.phone} email={SUPPORT_CONTACT.email} />
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}
