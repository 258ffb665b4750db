import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * What a page's loader gets besides the request: the query cache the page will read, and a way to fill it. On the
 * server the loads are awaited, so the HTML carries the data and the browser hydrates from the same cache without
 * asking again; in the browser they only start the requests early, and the page shows its own loading states.
 */
export interface RouteData {
  queryClient: QueryClient;
  load<T, TKey extends QueryKey>(options: FetchQueryOptions<T, Error, T, TKey>): Promise<void>;
  loadInfinite<T, TKey extends QueryKey, TPage>(
    options: FetchInfiniteQueryOptions<T, Error, T, TKey, TPage>,
  ): Promise<void>;
}

/**
 * A page's loader. It returns null, or `notFound()` for a page whose subject does not exist: the router then answers
 * with that status (its `statusCode`, on the server the page's HTTP status), and a thrown `redirect()` moves the page.
 */
export type PageLoader = (args: LoaderFunctionArgs, data: RouteData) => Promise<unknown> | unknown;

/** The page is shown (its friendly "not found" state), with status 404. */
export const notFound = () => data(null, { status: 404 });

export function createRouteData(queryClient: QueryClient, { awaitLoads }: { awaitLoads: boolean }): RouteData {
  // prefetch* never throws: a failed request is kept in the cache as an error, and the page shows its error state.
  return {
    queryClient,
    async load(options) {
      const loading = queryClient.prefetchQuery(options);
      if (awaitLoads) await loading;
    },
    async loadInfinite(options) {
      const loading = queryClient.prefetchInfiniteQuery(options);
      if (awaitLoads) await loading;
    },
  };
}
