import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import type { ReviewMappedRow } from '../utils/review.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Props of {@link InputRowCard}. */
export interface InputRowCardProps {
  /** The row's number in the file (result row `row_id`). */
  rowId: number;
  /** The row's mapped values (result row `mappedRow`). */
  row: ReviewMappedRow;
  /** 0-based position of the row within the tab. */
  page: number;
  /** Rows in the tab. */
  count: number;
  /** Receives the 0-based position to show (previous and next buttons). */
  onPageChange: (page: number) => void;
  /**
   * Shows the "Zeile geprüft" switch (manual tab).
   * @default false
   */
  showCheckedSwitch?: boolean;
  /**
   * The row is marked checked (result row `manuallyChecked`).
   * @default false
   */
  checked?: boolean;
  /**
   * Receives the new checked state from the switch.
   * @default undefined
   */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * While the app loads the next rows, paging and the switch wait.
   * @default false
   */
  disabled?: boolean;
  /**
   * Heading of the card.
   * @default t('kit:inputRowCard.title') – "Ihre Daten"
   */
  title?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/** One value with its label; an empty value shows a dash, read as "keine Angabe". */
function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={wide ? 'h5' : 'body1'}
        sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: wide ? 600 : undefined }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The input row under review as a card (spec 2 Review page): row number, company name, zip,
 * location, street and country, with the row's position in the tab ("Zeile 3 von 40") between a
 * previous and a next button. On the manual tab a "Zeile geprüft" switch marks the row checked.
 */
export function InputRowCard({
  rowId,
  row,
  page,
  count,
  onPageChange,
  showCheckedSwitch = false,
  checked = false,
  onCheckedChange,
  disabled = false,
  title,
  sx,
}: InputRowCardProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const headingId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const value = (text: string | null) =>
    text?.trim() ? (
      text.trim()
    ) : (
      <>
        <span aria-hidden="true">–</span>
        <Box component="span" sx={visuallyHidden}>
          {t('diffValue.empty')}
        </Box>
      </>
    );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={[{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }, ...extraSx]}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {title ?? t('inputRowCard.title')}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {t('inputRowCard.rowId', { rowId: format(rowId) })}
          </Box>
        </Typography>
        <Box
          role="group"
          aria-label={t('inputRowCard.pager')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <IconButton
            aria-label={t('inputRowCard.previous')}
            disabled={disabled || page <= 0}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {t('inputRowCard.position', { page: format(page + 1), total: format(count) })}
          </Typography>
          <IconButton
            aria-label={t('inputRowCard.next')}
            disabled={disabled || page >= count - 1}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        }}
      >
        <Field label={t('fields.company_name')} wide>
          {value(row.company_name)}
        </Field>
        <Field label={t('fields.street')}>{value(row.street)}</Field>
        <Field label={t('fields.zip')}>{value(row.zip)}</Field>
        <Field label={t('fields.location')}>{value(row.location)}</Field>
        <Field label={t('fields.country')}>{value(row.country)}</Field>
      </Box>
      {showCheckedSwitch && (
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              disabled={disabled}
              onChange={(_event, next) => onCheckedChange?.(next)}
            />
          }
          label={t('inputRowCard.checked')}
          sx={{ alignSelf: 'flex-start', ml: -1 }}
        />
      )}
    </Paper>
  );
}
