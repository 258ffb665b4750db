import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { LIMITS } from '@batas/shared/constants/index';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** Everything every screen needs: theme, data cache, session and the notification area (top-right, 5 s). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={LIMITS.notificationAutoCloseMs} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
