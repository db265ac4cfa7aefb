import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** Props of `AllCheckedMessage`. */
export interface AllCheckedMessageProps {
  /** Manual rows not yet checked; the message shows at 0. */
  remaining: number;
  /**
   * Adds a button to go on, e.g. to the quality report.
   * @default undefined – no button
   */
  onContinue?: () => void;
  /**
   * The success message.
   * @default t('kit:allCheckedMessage.text') – "Alle Unternehmen wurden geprüft"
   */
  text?: string;
  /**
   * Label of the button shown with `onContinue`.
   * @default t('kit:allCheckedMessage.continue') – "Weiter zum Qualitätsbericht"
   */
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
 *
 * ## Usage
 *
 * ```tsx
 * <AllCheckedMessage remaining={remaining} onContinue={() => navigate(reportHref)} />
 * ```
 *
 * `remaining` is the number of manual rows not yet checked (the review's figures). Texts come from
 * `kit:allCheckedMessage.*`; `text` and `continueLabel` override them.
 *
 * ## Do
 *
 * - Render it all the time on the review's manual tab, also while rows remain: the live region must be in the
 *   page before the message appears, or screen readers miss it.
 * - Feed `remaining` from the same figures the review tabs count, so the message appears the moment the last
 *   row is checked.
 * - Give `onContinue` only where there is a next step to offer.
 *
 * ## Don't
 *
 * - Don't mount it conditionally (`remaining === 0 && <AllCheckedMessage …/>`): the announcement is lost.
 * - Don't add a second success toast for the same event: the message is the announcement.
 * - Don't give it outer margins: the parent spaces it (the review uses `sx={{ '&:not(:empty)': { my: 1 }
 *   }}`).
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
