import { useCallback, useState } from 'react';
import { CURRENT_VERSION } from '@datacare/api-client';

const STORAGE_KEY = 'datacare.releaseNotes.lastRead';

function readLastRead(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The release-notes dot (spec section 1): shown while the locally stored last-read version differs
 * from the current version. Opening the notes marks them read.
 */
export function useReleaseNotes() {
  const [lastRead, setLastRead] = useState<string | null>(readLastRead);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    setOpen(true);
    setLastRead(CURRENT_VERSION);
    try {
      window.localStorage.setItem(STORAGE_KEY, CURRENT_VERSION);
    } catch {
      // Private mode without storage: the dot comes back next time, nothing else breaks.
    }
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { hasUnread: lastRead !== CURRENT_VERSION, open, show, close };
}
