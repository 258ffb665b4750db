import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { notifyFailure } from './admin-notify';

/**
 * Every failed admin fetch or action is logged (as the spec's client does) AND shown to the admin: an action
 * that fails silently is a defect. The hook sits on the caches, so no screen can forget it. A mutation can set
 * meta.errorTitle to say what failed ('Could not delete the user').
 */
export function reportAdminError(error: unknown, title = 'Something went wrong'): void {
  console.error(`[admin] ${title}:`, error);
  const message = error instanceof Error ? error.message : String(error);
  notifyFailure(title, message);
}

const shouldRetry = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1;

export function createAdminQueryClient(): QueryClient {
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
    defaultOptions: { queries: { staleTime: 0, retry: shouldRetry, refetchOnWindowFocus: false } },
  });
}
