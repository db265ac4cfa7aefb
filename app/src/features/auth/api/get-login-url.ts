import useSWR from 'swr';
import { authGetLoginUrl, type Language } from '@datacare/api-client';

/** Asks the server where the login service is, carrying the path to come back to. */
export async function getLoginUrl(redirect: string, lang: Language): Promise<string> {
  const response = await authGetLoginUrl({ redirect, lang });
  return response.loginUrl;
}

/** SWR key of the login provider's links (the header's settings link). */
export const loginProviderLinksKey = (lang: Language) => ['auth', 'loginProviderLinks', lang] as const;

/**
 * The login provider's links for the signed-in shell: `settingsUrl`, the account settings page the
 * header links to (built in: the same-origin path /account; an external provider: its own absolute
 * URL). Asked once per language and tab, from the public getLoginUrl call.
 */
export function useLoginProviderLinks(lang: Language, enabled = true) {
  return useSWR(
    enabled ? loginProviderLinksKey(lang) : null,
    async ([, , language]) => {
      const { settingsUrl } = await authGetLoginUrl({ lang: language });
      return { settingsUrl };
    },
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}
