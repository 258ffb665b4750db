import './mantine-styles';
import '@mantine/notifications/styles.css';
// The theme's CSS variables and breakpoint classes, computed at build time (vite/mantine-theme-css.ts).
import 'virtual:mantine-theme.css';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ContextType, ReactNode } from 'react';
import { DeferredNotifications } from '@/components/layouts/deferred-notifications';
import { SessionProvider } from '@/lib/auth';
import { SiteUrlContext } from '@/lib/site-url';
import { theme } from './theme';

interface AppProviderProps {
  /** The browser's one cache, or the server's cache for one request. */
  queryClient: QueryClient;
  /** The site's public origin when the server said what it is (canonical links, structured data). */
  siteUrl?: string;
  children: ReactNode;
}

/**
 * What Mantine's components read from MantineProvider, for a site that is light only. MantineProvider itself also
 * computes the theme's stylesheet in the browser and manages a colour scheme; the stylesheet is built once instead
 * (vite/mantine-theme-css.ts) and the page's <html> element sets the light scheme (apps/api/src/services/web-pages/page-document.ts), which saves every page 2.5 KB of gzipped
 * JavaScript and the style element it wrote into each server-rendered page.
 */
const mantineContext: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

/** Everything every screen needs: theme, data cache, session, and the toast area once a toast is raised. */
export function AppProvider({ queryClient, siteUrl, children }: AppProviderProps) {
  const tree = (
    <MantineContext.Provider value={mantineContext}>
      <MantineThemeProvider theme={theme}>
        <DeferredNotifications />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </MantineThemeProvider>
    </MantineContext.Provider>
  );
  return siteUrl ? <SiteUrlContext.Provider value={siteUrl}>{tree}</SiteUrlContext.Provider> : tree;
}
