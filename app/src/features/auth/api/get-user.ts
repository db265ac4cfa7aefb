import useSWR from 'swr';
import { ApiError, authGetUser, type User } from '@datacare/api-client';

/** SWR key of the signed-in user. */
export const userKey = ['auth', 'user'] as const;

/** The signed-in user, or null when there is no session (401). Other failures throw. */
export async function getUser(): Promise<User | null> {
  try {
    return (await authGetUser({})) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user: `data` is undefined while loading, null when signed out. */
export function useUser() {
  return useSWR(userKey, getUser, { revalidateOnFocus: true, dedupingInterval: 5000 });
}
