import { SWRConfig } from 'swr';
import { AppModeProvider } from '../../app/src/app-mode/AppModeProvider.tsx';
import { parseEntryFlags } from '../../app/src/app-mode/flags.ts';
import { NotificationsProvider } from '../../app/src/lib/notifications/NotificationsProvider.tsx';
import { AppRoutes } from '../../app/src/routes/AppRoutes.tsx';

/**
 * The whole app as main.tsx renders it, inside Storybook's theme, i18n and router decorators:
 * a page story sets `parameters.router.initialEntries` and MSW handlers, and gets the real routes,
 * shell and data hooks. `search` stands for the entry URL's query flags (mode, fromTarget).
 */
export function StoryApp({ search = '' }: { search?: string }) {
  return (
    <AppModeProvider initial={parseEntryFlags(search)}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
        <NotificationsProvider>
          <AppRoutes />
        </NotificationsProvider>
      </SWRConfig>
    </AppModeProvider>
  );
}
