import { useState, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InputRowCard } from '@datacare/ui-kit/InputRowCard';
import { MatchesTable } from '@datacare/ui-kit/MatchesTable';
import { QuotaCounter } from '@datacare/ui-kit/QuotaCounter';
import { RankedBarChart } from '@datacare/ui-kit/RankedBarChart';

/** Legal forms of an uploaded file, in the order a server might send them. */
const legalForms = [
  { key: 'GmbH', label: 'GmbH', count: 1122 },
  { key: 'GmbH & Co. KG', label: 'GmbH & Co. KG', count: 301 },
  { key: 'AG', label: 'AG', count: 88 },
  { key: 'e.K.', label: 'e. K.', count: 141 },
  { key: 'UG', label: 'UG (haftungsbeschränkt)', count: 97 },
  { key: 'KG', label: 'KG', count: 64 },
  { key: 'OHG', label: 'OHG', count: 12 },
];

/** One row of the user's file, as the review step shows it. */
const row = {
  company_name: 'Müller Logistik GmbH',
  zip: '80331',
  location: 'München',
  street: 'Hauptstr. 3',
  country: 'Deutschland',
};

/** Two candidates of the row and the no-match entry, as the matching service ranks them. */
const initialMatches = [
  {
    pos: 0,
    probability: 0.82,
    isNoMatch: false,
    isUnlocked: true,
    isSelected: false,
    data: { ...row, country: 'Deutschland', url: 'mueller-logistik.de', status: 'active' },
    explanation: [
      { field: 'name', level: 'same', share: 0.4 },
      { field: 'zip', level: 'same', share: 0.2 },
    ],
  },
  {
    pos: 1,
    probability: 0.11,
    isNoMatch: false,
    isUnlocked: true,
    isSelected: false,
    data: { ...row, company_name: 'Müller Spedition GmbH', street: 'Elbweg 2', url: null, status: 'active' },
  },
  {
    pos: 2,
    probability: 0.07,
    isNoMatch: true,
    isUnlocked: true,
    isSelected: false,
    data: {
      company_name: null,
      zip: null,
      location: null,
      street: null,
      country: null,
      url: null,
      status: null,
    },
  },
] as const satisfies ComponentProps<typeof MatchesTable>['matches'];

/**
 * A page of the host product built from kit components imported by subpath: the quota counter,
 * the review card (the user's row with its candidates) and a report chart.
 */
export function App() {
  const { t } = useTranslation('portal');
  const [page, setPage] = useState(2);
  const [quotaOpened, setQuotaOpened] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const matches = initialMatches.map((match) => ({ ...match, isSelected: match.pos === selected }));
  return (
    <Container maxWidth="md" sx={{ py: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h1">{t('title')}</Typography>
      <Box component="section" aria-label={t('quota')} sx={{ width: 240 }}>
        <Paper variant="outlined">
          <QuotaCounter remaining={320} total={5000} onClick={() => setQuotaOpened(true)} />
        </Paper>
        {quotaOpened && <Typography role="status">{t('quota')}</Typography>}
      </Box>
      <Box component="section" aria-label={t('review')}>
        <InputRowCard rowId={4} row={row} page={page} count={40} onPageChange={setPage} />
        <MatchesTable
          matches={matches}
          input={row}
          selectable
          onToggle={(pos) => setSelected((current) => (current === pos ? null : pos))}
        />
      </Box>
      <Box component="section" aria-label={t('report')}>
        <RankedBarChart label="Rechtsformen" entries={legalForms} maxEntries={5} />
      </Box>
    </Container>
  );
}
