import { authSignIn, type AuthSignInBody } from '@datacare/api-client';

/** Signs in at the built-in login service; resolves with the same-origin path to continue at. */
export async function signIn(body: AuthSignInBody): Promise<string> {
  const response = await authSignIn(body);
  return response.redirectUrl;
}
