import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@batas/shared/constants/index';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/auth';
import { SiteUrlContext } from '@/lib/site-url';
import { cssVariablesResolver, theme } from './theme';

interface AppProviderProps {
  /** The browser's one cache, or the server's cache for one request. */
  queryClient: QueryClient;
  /** The site's public origin when the server said what it is (canonical links, structured data). */
  siteUrl?: string;
  children: ReactNode;
}

/** Everything every screen needs: theme, data cache, session and the notification area (top-right, 5 s). */
export function AppProvider({ queryClient, siteUrl, children }: AppProviderProps) {
  const tree = (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={LIMITS.notificationAutoCloseMs} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return siteUrl ? <SiteUrlContext.Provider value={siteUrl}>{tree}</SiteUrlContext.Provider> : tree;
}
