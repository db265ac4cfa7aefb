import type { TFunction } from 'i18next';
import type { KIT_NAMESPACE } from '../i18n/resources.ts';

/** The kit namespace's translate function, as `useTranslation(KIT_NAMESPACE)` returns it. */
export type KitT = TFunction<typeof KIT_NAMESPACE>;

const caches = new WeakMap<KitT, Map<string, string>>();

/**
 * `t(key, { defaultValue })` remembered per translate function. The review card translates the same
 * few dozen labels (field names, levels, column headers) on every key press (issue 7: next card
 * within 50 ms), and i18next's lookup is the slow part of that. A language change gives a new `t`
 * from `useTranslation` and with it a new cache. Only for texts without interpolation (see
 * `cachedInterpolate`); `lookUp` replaces the lookup of `key`.
 */
export function cachedT(t: KitT, key: string, defaultValue?: string, lookUp?: () => string): string {
  let cache = caches.get(t);
  if (!cache) {
    cache = new Map();
    caches.set(t, cache);
  }
  const cacheKey = defaultValue === undefined ? key : `${key}\u0000${defaultValue}`;
  let text = cache.get(cacheKey);
  if (text === undefined) {
    text = lookUp ? lookUp() : defaultValue === undefined ? t(key) : t(key, { defaultValue });
    cache.set(cacheKey, text);
  }
  return text;
}

/** A private-use character marks where a value goes; it does not occur in texts. */
const MARK = '\uE000';
const PLACEHOLDER = /\uE000([^\uE000]+)\uE000/gu;

/**
 * `t(key, values)` for texts with plain `{{name}}` placeholders (no plurals, no formatters): the
 * translation is looked up once per translate function with markers for the values, which are then
 * put in by string replacement. As with the kit's i18next options (`escapeValue: false`), values
 * are not escaped; React escapes what it renders.
 */
export function cachedInterpolate(
  t: KitT,
  key: string,
  values: Readonly<Record<string, string | number>>,
): string {
  const names = Object.keys(values);
  const template = cachedT(t, `${key}\u0001${names.join(',')}`, undefined, () =>
    t(key, Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]))),
  );
  return template.replace(PLACEHOLDER, (_match, name: string) => String(values[name] ?? ''));
}
