import { authLogout } from '@datacare/api-client';

/** Ends the session on the server. */
export async function logout(): Promise<void> {
  await authLogout({});
}
