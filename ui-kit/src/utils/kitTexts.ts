import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** Values a text may interpolate (`{{name}}`), already formatted; `count` picks the plural form. */
export type TextValues = Record<string, string | number>;

function interpolate(template: string, values: TextValues): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/**
 * The texts of a kit component: its catalogue entries under `prefix`, each of which the app may
 * replace through the component's `texts` prop (a replacement may use the same `{{variables}}`).
 * Keys are the catalogue keys without plural suffix; a replacement serves every plural form.
 */
export function useKitTexts<Key extends string>(
  prefix: string,
  overrides: Partial<Record<Key, string>> | undefined,
): (key: Key, values?: TextValues) => string {
  const { t } = useTranslation(KIT_NAMESPACE);
  // The keys are built at run time, so the catalogue's key types cannot check them here.
  const translate = t as unknown as (key: string, values: TextValues) => string;
  return useCallback(
    (key: Key, values: TextValues = {}) => {
      const override = overrides?.[key];
      return override === undefined ? translate(`${prefix}.${key}`, values) : interpolate(override, values);
    },
    [overrides, prefix, translate],
  );
}
