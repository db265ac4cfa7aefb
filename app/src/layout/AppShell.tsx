import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The page frame: header with the product's name, then the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32, mr: 1.5 }} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {t('product.name')}
          </Typography>
          <Typography
            variant="body2"
            component="span"
            sx={{ ml: 2, opacity: 0.85, display: { xs: 'none', sm: 'inline' } }}
          >
            {t('product.tagline')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        {children}
      </Container>
    </Box>
  );
}
