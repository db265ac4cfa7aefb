import { authChangePassword, type AuthChangePasswordBody } from '@datacare/api-client';

/**
 * Changes the signed-in user's password at the built-in login service. The server ends the
 * account's other sessions; this one stays signed in. A wrong current password is a 403
 * `wrong_password` (never 401, so the session bridge does not sign the user out).
 */
export async function changePassword(body: AuthChangePasswordBody): Promise<void> {
  await authChangePassword(body);
}
