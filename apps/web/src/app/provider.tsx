import './mantine-styles';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredNotifications } from '@/components/layouts/deferred-notifications';
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
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return siteUrl ? <SiteUrlContext.Provider value={siteUrl}>{tree}</SiteUrlContext.Provider> : tree;
}
