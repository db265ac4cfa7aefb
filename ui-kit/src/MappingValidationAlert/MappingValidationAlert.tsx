import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/** How good the mapping is (spec 4 Mapping validation): error blocks starting, warning only warns. */
export type MappingValidationStatus = 'ok' | 'warning' | 'error';

/**
 * Why it is not ok (spec 5 Mapping): no company name or Datacare ID, no identifying combination, or
 * the Datacare-ID column holds ids the server refused (startMatching's invalidProviderIdRows).
 */
export type MappingValidationMessageKey = 'required_missing' | 'missing_infos' | 'invalid_provider_ids';

/**
 * The outcome of the api-client's mapping rule (`validateMapping`), which the app computes from the
 * mapping and passes to the kit as it is; the kit never decides it.
 */
export interface MappingValidation {
  status: MappingValidationStatus;
  /** @default undefined – null or absent for `ok` */
  messageKey?: MappingValidationMessageKey | null;
  /**
   * With `invalid_provider_ids`: the rows (file row numbers) whose Datacare ID is invalid, listed in
   * the hint (the first 20, then how many more).
   * @default undefined
   */
  invalidRows?: readonly number[];
}

/** Rows named in the invalid-ids hint; the rest are counted. */
const LISTED_ROWS = 20;

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
  const key = messageKeyOf(validation);
  if (key === 'invalid_provider_ids') {
    return t(`${KIT_NAMESPACE}:mappingValidation.invalid_provider_ids`, {
      count: validation.invalidRows?.length ?? 0,
    });
  }
  return t(`${KIT_NAMESPACE}:mappingValidation.${key}`);
}

/** The hint under the message: how to fix it; for invalid ids also which rows. */
function hintText(
  t: TFunction,
  validation: MappingValidation,
  key: MappingValidationMessageKey,
  format: (value: number) => string,
): string {
  if (key !== 'invalid_provider_ids') return t(`mappingValidation.${key}Hint`);
  const rows = validation.invalidRows ?? [];
  const listed = rows.slice(0, LISTED_ROWS).map(format).join(', ');
  const more = rows.length - LISTED_ROWS;
  return t('mappingValidation.invalid_provider_idsHint', {
    count: rows.length,
    total: format(rows.length),
    rows: more > 0 ? t('mappingValidation.rowsAndMore', { rows: listed, more: format(more) }) : listed,
  });
}

/** Props of `MappingValidationAlert`. */
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
 * The mapping's validation state in words beside the start button: an error when a mandatory field
 * is not mapped or the Datacare-ID column holds invalid ids (starting is blocked until the mapping
 * changes), a warning when too few fields identify the companies, and optionally a success note. A polite live region, because it changes with every select.
 *
 * ## Usage
 *
 * ```tsx
 * <StickyFooter aria-label={t('import.mapping.footer')}>
 *   <MappingValidationAlert validation={form.validation} />
 *   <StartMatchingButton rowCount={rows} validation={form.validation} onClick={start} />
 * </StickyFooter>
 * ```
 *
 * `validation` is what api-client's `validateMapping` returns (the app passes it to `useMappingForm` as
 * `rules.validate`, the form gives the result as `validation`); after the server refused Datacare IDs
 * the app passes `{ status: 'error', messageKey: 'invalid_provider_ids', invalidRows }`. The sentences
 * come from `kit:mappingValidation.*`, chosen by `messageKey`.
 *
 * ## Do
 *
 * - Place it beside `StartMatchingButton` and give both the same `validation`, so the message and the
 *   disabled button agree.
 * - Keep it rendered while the user edits: it is a polite live region that announces each change.
 * - Pass `showOk={false}` where an ok mapping needs no note, `showHint={false}` where space is short.
 *
 * ## Don't
 *
 * - Don't decide the status in the page or the kit: the rule is api-client's, and the server applies
 *   the same one.
 * - Don't wrap it in another live region or give it `role="alert"`: every select would then be
 *   announced twice, or interrupt the user.
 */
export function MappingValidationAlert({
  validation,
  showOk = true,
  showHint = true,
  sx,
}: MappingValidationAlertProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  if (validation.status === 'ok' && !showOk) return null;
  const key = messageKeyOf(validation);
  const message = mappingValidationText(t, validation);
  return (
    <Alert severity={severities[validation.status]} role="status" sx={sx}>
      {key !== 'ok' && showHint ? (
        <>
          <AlertTitle>{message}</AlertTitle>
          {hintText(t, validation, key, format)}
        </>
      ) : (
        message
      )}
    </Alert>
  );
}
