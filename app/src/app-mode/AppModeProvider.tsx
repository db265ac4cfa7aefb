import { createContext, useContext, useState, type ReactNode } from 'react';
import { resolveEntryFlags, type EntryFlags } from './flags.ts';

const AppModeContext = createContext<EntryFlags | null>(null);

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the entry flags once, when the app starts in this tab (see flags.ts). */
export function AppModeProvider({ children, initial }: { children: ReactNode; initial?: EntryFlags }) {
  const [flags] = useState<EntryFlags>(
    () => initial ?? resolveEntryFlags(window.location.search, sessionStorageOrNull()),
  );
  return <AppModeContext.Provider value={flags}>{children}</AppModeContext.Provider>;
}

/** The mode and entry flags of this tab. */
export function useAppMode(): EntryFlags {
  const flags = useContext(AppModeContext);
  if (!flags) throw new Error('useAppMode must be used inside AppModeProvider');
  return flags;
}
