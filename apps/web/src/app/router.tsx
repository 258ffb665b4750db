import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { createRouteData } from './route-data';
import { createRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the routes the current address matches before the router starts, so that hydration renders
 * exactly what the server rendered instead of a loading fallback (React Router's advice for lazy routes).
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router. With `hydrationData` (a server-rendered page) the first page's loaders already ran on
 * the server and are not run again.
 */
export async function createAppRouter(hydrationData?: HydrationState): Promise<Router> {
  const routes = createRoutes(createRouteData(queryClient, { awaitLoads: false }));
  if (hydrationData) await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes, { hydrationData });
  // A 401 anywhere sends the visitor to /login without reloading the app.
  setUnauthorizedHandler(() => void router.navigate(paths.login.getHref()));
  return router;
}

export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}
