import { authGetLoginUrl, type Language } from '@datacare/api-client';

/** Asks the server where the login service is, carrying the path to come back to. */
export async function getLoginUrl(redirect: string, lang: Language): Promise<string> {
  const response = await authGetLoginUrl({ redirect, lang });
  return response.loginUrl;
}
