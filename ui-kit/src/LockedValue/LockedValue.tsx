import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** What a locked value shows in place of the data (spec 2 Review page). */
export const LOCKED_PLACEHOLDER = 'XXXX';

/** Props of {@link LockedValue}. */
export interface LockedValueProps {
  /**
   * What screen readers hear instead of "XXXX".
   * @default t('kit:lockedValue.label') – "gesperrt"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The placeholder of a locked company's value: "XXXX" for sighted users, "gesperrt" for screen
 * readers (who would otherwise hear four letters). The data of locked matches never reaches the
 * browser; see {@link LockDialog} for the explanation.
 */
export function LockedValue({ label, sx }: LockedValueProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box component="span" sx={[{ color: 'text.secondary', letterSpacing: '0.08em' }, ...extraSx]}>
      <span aria-hidden="true">{LOCKED_PLACEHOLDER}</span>
      <Box component="span" sx={visuallyHidden}>
        {label ?? t('lockedValue.label')}
      </Box>
    </Box>
  );
}
