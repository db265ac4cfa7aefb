import { authSetLanguage, type Language, type User } from '@datacare/api-client';

/** Stores the user's UI language; resolves with the updated user for the `userKey` cache. */
export function setLanguage(language: Language): Promise<User> {
  return authSetLanguage({ language });
}
