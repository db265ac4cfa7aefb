import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** Props of {@link AllCheckedMessage}. */
export interface AllCheckedMessageProps {
  /** Manual rows not yet checked; the message shows at 0. */
  remaining: number;
  /**
   * Adds a button to go on, e.g. to the quality report.
   * @default undefined – no button
   */
  onContinue?: () => void;
  /** @default t('kit:allCheckedMessage.text') – "Alle Unternehmen wurden geprüft" */
  text?: string;
  /** @default t('kit:allCheckedMessage.continue') – "Weiter zum Qualitätsbericht" */
  continueLabel?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The success message of the review (spec 4 Review): "Alle Unternehmen wurden geprüft" once the
 * remaining checks reach 0. Render it all the time: it is a polite live region that stays in the page
 * while empty, so screen readers announce the message the moment the last row is checked.
 */
export function AllCheckedMessage({
  remaining,
  onContinue,
  text,
  continueLabel,
  sx,
}: AllCheckedMessageProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const done = remaining <= 0;
  return (
    <Box role="status" sx={sx}>
      {done && (
        <Alert
          severity="success"
          role="none"
          action={
            onContinue && (
              <Button color="inherit" size="small" onClick={onContinue} sx={{ whiteSpace: 'nowrap' }}>
                {continueLabel ?? t('allCheckedMessage.continue')}
              </Button>
            )
          }
        >
          {text ?? t('allCheckedMessage.text')}
        </Alert>
      )}
    </Box>
  );
}
