import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** How good the mapping is (spec 4 Mapping validation): error blocks starting, warning only warns. */
export type MappingValidationStatus = 'ok' | 'warning' | 'error';

/** Why it is not ok (spec 5 Mapping): no company name or Datacare ID, or no identifying combination. */
export type MappingValidationMessageKey = 'required_missing' | 'missing_infos';

/**
 * The outcome of the api-client's mapping rule (`validateMapping`), which the app computes from the
 * mapping and passes to the kit as it is; the kit never decides it.
 */
export interface MappingValidation {
  status: MappingValidationStatus;
  /** @default undefined – null or absent for `ok` */
  messageKey?: MappingValidationMessageKey | null;
}

/** The catalogue key of an outcome; a warning or error without a key gets the usual one of its status. */
function messageKeyOf(validation: MappingValidation): MappingValidationMessageKey | 'ok' {
  if (validation.messageKey) return validation.messageKey;
  if (validation.status === 'error') return 'required_missing';
  return validation.status === 'warning' ? 'missing_infos' : 'ok';
}

/**
 * The sentence for a validation outcome: "Mindestens 1 Pflichtfeld ist nicht zugeordnet",
 * "Es sind nicht genügend Felder zugeordnet", or the ok text. Shared by the alert and the start button.
 */
export function mappingValidationText(t: TFunction, validation: MappingValidation): string {
  return t(`${KIT_NAMESPACE}:mappingValidation.${messageKeyOf(validation)}`);
}

/** Props of {@link MappingValidationAlert}. */
export interface MappingValidationAlertProps {
  /** The app's validation result for the current mapping. */
  validation: MappingValidation;
  /**
   * Shows a success note when the mapping is ok; otherwise nothing is shown then.
   * @default true
   */
  showOk?: boolean;
  /**
   * Adds a sentence on how to fix it under the message.
   * @default true
   */
  showHint?: boolean;
  /**
   * Styles for the alert. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const severities = { ok: 'success', warning: 'warning', error: 'error' } as const;

/**
 * The mapping's validation state in words above the start button: an error when a mandatory field is
 * not mapped (starting is blocked), a warning when too few fields identify the companies, and
 * optionally a success note. A polite live region, because it changes with every select.
 */
export function MappingValidationAlert({
  validation,
  showOk = true,
  showHint = true,
  sx,
}: MappingValidationAlertProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  if (validation.status === 'ok' && !showOk) return null;
  const key = messageKeyOf(validation);
  const message = mappingValidationText(t, validation);
  return (
    <Alert severity={severities[validation.status]} role="status" sx={sx}>
      {key !== 'ok' && showHint ? (
        <>
          <AlertTitle>{message}</AlertTitle>
          {t(`mappingValidation.${key}Hint`)}
        </>
      ) : (
        message
      )}
    </Alert>
  );
}
