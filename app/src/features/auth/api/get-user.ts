import useSWR from 'swr';
import { ApiError, authGetUser, type User } from '@datacare/api-client';

/** SWR key of the signed-in user. */
export const userKey = ['auth', 'user'] as const;

/**
 * A sister product's hand-over token on its way in (ADR 012): the first look at the session waits
 * for it instead of asking without a session and getting a 401 that means nothing.
 */
let handoverGate: { promise: Promise<void>; open: () => void } | null = null;

/** The tab arrived with a hand-over token: hold the user check until {@link openHandoverGate}. */
export function closeHandoverGate(): void {
  if (handoverGate) return;
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  handoverGate = { promise, open };
}

/** The hand-over has succeeded or failed: user checks go ahead. */
export function openHandoverGate(): void {
  handoverGate?.open();
  handoverGate = null;
}

/** The signed-in user, or null when there is no session (401). Other failures throw. */
export async function getUser(): Promise<User | null> {
  if (handoverGate) await handoverGate.promise;
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
