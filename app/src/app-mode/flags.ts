/**
 * The query flags of spec section 2 and the mode they select. Read once on entry: the flags
 * arrive on the first URL (from a sister product, an export link or an embedding tool) and the
 * mode must survive in-app navigation that drops them, so the app keeps them for the tab
 * (sessionStorage) until a new entry URL carries other flags.
 */
export type AppMode = 'default' | 'export' | 'integration';

export interface EntryFlags {
  mode: AppMode;
  /** isTargetImport: true | false, or undefined when absent. */
  isTargetImport: boolean | undefined;
  /** fromTarget: the session comes from the sister product. */
  fromTarget: boolean;
  /** A tool session token for integration-mode sign-in. */
  session: string | undefined;
  redirectUrl: string | undefined;
  lang: string | undefined;
}

function flag(params: URLSearchParams, name: string): boolean | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  return value === '' || value === 'true' || value === '1';
}

/** Parses the flags of one URL query. */
export function parseEntryFlags(search: string): EntryFlags {
  const params = new URLSearchParams(search);
  const mode: AppMode = flag(params, 'isExportMode')
    ? 'export'
    : flag(params, 'isIntegrationMode')
      ? 'integration'
      : 'default';
  return {
    mode,
    isTargetImport: flag(params, 'isTargetImport'),
    fromTarget: flag(params, 'fromTarget') ?? false,
    session: params.get('session') ?? undefined,
    redirectUrl: params.get('redirectUrl') ?? undefined,
    lang: params.get('lang') ?? undefined,
  };
}

const STORAGE_KEY = 'datacare.entryFlags';

/**
 * The flags as the tab keeps them: never the hand-over token (`session`), which is one-time and
 * travels only in the sign-in call's body (ADR 012).
 */
function storedFlags(flags: EntryFlags): string {
  return JSON.stringify({ ...flags, session: undefined });
}

/** True when the URL names a mode itself (then it replaces the stored one). */
function namesMode(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('isExportMode') || params.has('isIntegrationMode');
}

/**
 * The flags for this tab: those of the entry URL when it names a mode, else the ones stored for
 * the tab, else default mode.
 */
export function resolveEntryFlags(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): EntryFlags {
  const fromUrl = parseEntryFlags(search);
  if (namesMode(search) || !storage) {
    storage?.setItem(STORAGE_KEY, storedFlags(fromUrl));
    return fromUrl;
  }
  try {
    const stored = storage.getItem(STORAGE_KEY);
    if (stored) {
      const parsed = JSON.parse(stored) as Partial<EntryFlags>;
      if (parsed.mode === 'export' || parsed.mode === 'integration') {
        return {
          ...fromUrl,
          mode: parsed.mode,
          fromTarget: fromUrl.fromTarget || Boolean(parsed.fromTarget),
        };
      }
    }
  } catch {
    // A damaged entry falls back to the URL's flags.
  }
  storage.setItem(STORAGE_KEY, storedFlags(fromUrl));
  return fromUrl;
}
