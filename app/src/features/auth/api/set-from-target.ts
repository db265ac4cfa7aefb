import { authSetFromTarget } from '@datacare/api-client';

/** Marks the session as coming from the sister product (query flag fromTarget). */
export async function setFromTarget(): Promise<void> {
  await authSetFromTarget({});
}
