import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';
import { readServerState } from './app/ssr-state';

/**
 * A public page arrives rendered by the server with the data it shows: the browser takes it over (hydration) from
 * the same cache. Account and admin pages arrive as an empty shell and are rendered here.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  const server = readServerState();
  if (server) hydrate(queryClient, server.queries);
  const router = await createAppRouter(server?.router);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient} siteUrl={server?.siteUrl}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds: the page, already visible,
  // stays responsive to taps and scrolling instead of freezing through one long task on a slow phone. A mismatch
  // between the server's HTML and the first render is a defect: say so plainly in the console.
  if (server) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('[hydration]', error) });
    });
  } else createRoot(container).render(app);
}

void start();
