import { expect, waitFor } from 'storybook/test';

/** Keys of the app in local and session storage (release notes read, pending decisions, ...). */
export const APP_STORAGE_PREFIX = 'datacare.';

/** The review's decisions not yet answered by the server (app/src/features/review/decisionQueue.ts). */
const PENDING_DECISIONS_PREFIX = `${APP_STORAGE_PREFIX}review.pending.`;

/**
 * Removes what the app keeps in the browser's storage, so a story does not start with what an
 * earlier one left (a decision still pending would be sent again by the next review page).
 * Every story runs it first (.storybook/preview.tsx).
 */
export function clearAppStorage(storages: Storage[] = [window.localStorage, window.sessionStorage]): void {
  for (const storage of storages)
    for (const key of Object.keys(storage)) if (key.startsWith(APP_STORAGE_PREFIX)) storage.removeItem(key);
}

/**
 * Waits until the review page's decisions are answered. A story that decides ends with it: a
 * decision still in flight when the story unmounts would refresh a cache that no longer exists.
 */
export async function decisionsSent(): Promise<void> {
  await waitFor(
    () =>
      expect(
        Object.keys(window.sessionStorage).filter((key) => key.startsWith(PENDING_DECISIONS_PREFIX)),
      ).toEqual([]),
    { timeout: 10_000 },
  );
}
