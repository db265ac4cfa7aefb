import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_LOCALES, KIT_NAMESPACE, toKitLocale, type KitLocale } from '../i18n/resources.ts';

/** Props of `LanguageSelect`. Every text defaults to the kit catalogue and can be overridden. */
export interface LanguageSelectProps {
  /** The language chosen now (the user's `language`). */
  value: KitLocale;
  /** Called with the language the user picks; the app stores it and switches the UI. */
  onChange: (language: KitLocale) => void;
  /**
   * The choice is being saved: the options are disabled meanwhile.
   * @default false
   */
  saving?: boolean;
  /**
   * The languages offered, in this order.
   * @default KIT_LOCALES – de, en, fr
   */
  languages?: readonly KitLocale[];
  /**
   * Name of the group (its legend).
   * @default t('kit:languageSelect.label') – "Sprache"
   */
  label?: string;
  /**
   * A sentence under the options.
   * @default t('kit:languageSelect.description') – "Die Sprache der Oberfläche und der Meldungen."
   */
  description?: string;
  /**
   * Each language's name, written in that language so everybody finds their own.
   * @default the kit texts `languageSelect.names.de` "Deutsch", `en` "English", `fr` "Français"
   */
  languageNames?: Partial<Record<KitLocale, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The choice of the UI language (German, English, French) as a radio group. Each option names its
 * language in that language ("Deutsch", "English", "Français") and carries its `lang`, so screen
 * readers pronounce it right. Presentational: the app stores the choice and switches the language.
 *
 * ## Usage
 *
 * ```tsx
 * <LanguageSelect
 *   value={pendingLanguage ?? user.language}
 *   saving={pendingLanguage !== null}
 *   onChange={(language) => void saveLanguage(language)}
 * />
 * ```
 *
 * Texts come from `kit:languageSelect.*`; `label`, `description` and `languageNames` override them.
 *
 * ## Do
 *
 * - Save the choice in the app (the user's `language`) and switch the UI's language after saving; show the
 *   pending value meanwhile.
 * - Keep each language's name in its own language ("Deutsch", "English", "Français").
 *
 * ## Don't
 *
 * - Don't translate the language names into the current UI language: people look for their own.
 * - Don't turn it into a dropdown in the header: it is the account page's setting.
 */
export function LanguageSelect({
  value,
  onChange,
  saving = false,
  languages = KIT_LOCALES,
  languageNames = {},
  sx,
  ...texts
}: LanguageSelectProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const labelId = useId();
  const descriptionId = useId();
  return (
    // Only the options are disabled while saving: a disabled legend and description would fade below
    // readable contrast.
    <FormControl component="fieldset" sx={sx}>
      <FormLabel id={labelId} component="legend">
        {texts.label ?? t('languageSelect.label')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-busy={saving || undefined}
        value={value}
        onChange={(event) => onChange(toKitLocale(event.target.value))}
      >
        {languages.map((language) => (
          <FormControlLabel
            key={language}
            value={language}
            disabled={saving}
            control={<Radio />}
            label={
              <span lang={language}>{languageNames[language] ?? t(`languageSelect.names.${language}`)}</span>
            }
          />
        ))}
      </RadioGroup>
      <FormHelperText id={descriptionId} sx={{ mx: 0 }}>
        {texts.description ?? t('languageSelect.description')}
      </FormHelperText>
    </FormControl>
  );
}
