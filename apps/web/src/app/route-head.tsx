import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useMatches, type Params } from 'react-router';
import type { PageHead } from '@batas/shared/contracts/server-render';
import { pageHead, useDocumentHead, type PageMeta } from '@/lib/page-meta';
import { useSiteUrl } from '@/lib/site-url';

/** What a route's head is made from: its address, and the page's query cache as its loader left it. */
export interface HeadArgs {
  params: Params;
  searchParams: URLSearchParams;
  siteUrl: string;
  /** Read with getQueryState: a query may still be pending in the browser, or have failed. */
  queryClient: QueryClient;
}

/**
 * A route module's `head` export: the page's title, description and canonical address, from the same data its
 * page shows. The server writes it into the HTML after the loaders ran; in the browser DocumentHead keeps the
 * document's head on it as the data arrives and the visitor moves on.
 */
export type RouteHead = (args: HeadArgs) => PageMeta;

interface Match {
  handle?: unknown;
  params: Params;
}

/** The head of the deepest matched route that declares one. */
function headOf(
  matches: readonly Match[],
  { url, siteUrl, queryClient }: { url: URL; siteUrl: string; queryClient: QueryClient },
): PageHead | null {
  const match = matches.findLast((candidate) => (candidate.handle as { head?: RouteHead } | undefined)?.head);
  const head = (match?.handle as { head?: RouteHead } | undefined)?.head;
  if (!match || !head) return null;
  const meta = head({ params: match.params, searchParams: url.searchParams, siteUrl, queryClient });
  return pageHead(meta, { siteUrl, pathname: url.pathname });
}

/** The server's side: the head of the page the static handler matched, once its loaders have run. */
export function serverRouteHead(
  matches: ReadonlyArray<{ route: { handle?: unknown }; params: Params }>,
  context: { url: URL; siteUrl: string; queryClient: QueryClient },
): PageHead | null {
  return headOf(
    matches.map((match) => ({ handle: match.route.handle, params: match.params })),
    context,
  );
}

/** The browser's side: the matched route's head, computed again whenever the query cache changes. */
export function DocumentHead() {
  const matches = useMatches();
  const location = useLocation();
  const siteUrl = useSiteUrl();
  const queryClient = useQueryClient();
  const subscribe = useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient]);
  const read = () => {
    const url = new URL(`${location.pathname}${location.search}`, 'http://localhost');
    return JSON.stringify(headOf(matches, { url, siteUrl, queryClient }));
  };
  // A string, so that an unchanged head is the same snapshot however often the cache changes. On the server (and
  // while hydrating) nothing: the server writes the head itself, and effects do not run there.
  const json = useSyncExternalStore(subscribe, read, () => 'null');
  const head = useMemo(() => JSON.parse(json) as PageHead | null, [json]);
  useDocumentHead(head);
  return null;
}
