import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { notifyFailure } from './notify';

/**
 * Logs a failure and shows it to the admin: in the back-office an action that fails silently is a defect. A
 * query or mutation can set meta.errorTitle to say what failed ('Could not delete the user').
 */
export function reportAdminError(error: unknown, title = 'Something went wrong'): void {
  console.error(`[admin] ${title}:`, error);
  notifyFailure(title, error instanceof Error ? error.message : String(error));
}

/** Client errors (4xx) will not change on retry; network and server errors get more tries. */
const retryUpTo = (tries: number) => (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < tries;

/**
 * The one place query clients are made. The site's caches for a minute and retries twice (the server renderer's
 * does not retry); the back-office always
 * refetches, retries once, and reports every failed fetch or action on its caches, so no screen can forget to.
 */
export function createQueryClient({
  reportErrors = false,
  server = false,
}: {
  reportErrors?: boolean;
  server?: boolean;
} = {}): QueryClient {
  // Rendering a page on the server: one try (a failure shows the page's error state; the browser tries again).
  if (server) return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  if (!reportErrors) {
    return new QueryClient({
      defaultOptions: { queries: { staleTime: 60_000, retry: retryUpTo(2), refetchOnWindowFocus: false } },
    });
  }
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        reportAdminError(error, (query.meta?.errorTitle as string | undefined) ?? 'Could not load data'),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A form that shows its own failure in place (the login form) opts out with meta.silent; it is still logged.
        if (mutation.meta?.silent) return console.error('[admin] request failed:', error);
        reportAdminError(error, (mutation.meta?.errorTitle as string | undefined) ?? 'The action failed');
      },
    }),
    defaultOptions: { queries: { staleTime: 0, retry: retryUpTo(1), refetchOnWindowFocus: false } },
  });
}

/** The site's client in the browser. */
export const queryClient = createQueryClient();
