/**
 * The middle layer between unit tables and the browser: a route of the real app rendered in jsdom, its API calls
 * handed to a real API in this process (the server renderer's own transport, `injectFetch`), on a real database.
 * What needs no layout engine is checked here: texts, headings, links, forms and their messages, what a click
 * shows. What does (widths, overflow, focus rings, axe's colour checks) stays in the browser suite.
 */
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// RouterProvider from 'react-router' itself: 'react-router/dom' loads as a second copy of the router under Node.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouteData } from '@/app/route-data';
import { createRoutes } from '@/app/routes';
import { setApiTransport } from '@/lib/api-client';
import { adminSession, siteSession } from '@/lib/session-store';
import { createQueryClient } from '@/lib/query-client';
import { injectFetch } from '../../../api/src/services/web-pages/inject-fetch.ts';
import { createTestApp } from '../../../api/test/helpers.ts';
import { TEST_PASSWORD } from '../../../api/test/support/accounts.ts';

export type TestApi = Awaited<ReturnType<typeof createTestApp>>;

/** A real API on its own empty database, which every request of the rendered routes reaches. Close it afterwards. */
export async function startApi(env: Record<string, string> = {}): Promise<TestApi> {
  const api = await createTestApp(env);
  setApiTransport(injectFetch(api.app));
  return api;
}

/**
 * Signed in as this account: its user kept where the site reads who is signed in, and every API call carrying its
 * credentials (a bearer token here, where a browser sends the session cookie), so the session check at start holds.
 * `signOut` puts back the anonymous transport.
 */
export async function signInAs(api: TestApi, auth: { authorization: string }) {
  const me = await api.app.inject({ url: '/api/auth/me', headers: auth });
  siteSession.store(me.json().user);
  sendCredentials(api, auth);
}

/**
 * Signed in to the back-office as this staff account (created with the test password), through its login: the
 * admin kept where the back-office reads it, and every API call carrying the session's token.
 */
export async function signInAdminAs(api: TestApi, email: string) {
  const login = await api.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: TEST_PASSWORD },
  });
  const { token, admin } = login.json().data;
  adminSession.store(admin);
  sendCredentials(api, { authorization: `Bearer ${token}` });
}

function sendCredentials(api: TestApi, auth: { authorization: string }) {
  const inject = injectFetch(api.app);
  setApiTransport((input, init) =>
    inject(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...auth } }),
  );
}

export function signOut(api: TestApi) {
  siteSession.clear();
  adminSession.clear();
  setApiTransport(injectFetch(api.app));
}

/** Renders the app's route table at `path`, as the browser would after loading the page there. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(createRouteData(queryClient, { awaitLoads: false })), {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient} siteUrl="https://batas.test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/** Waits until the router has moved to `pathname` (a navigation loads the next route's code and data first). */
export async function expectPath(
  router: { state: { location: { pathname: string; search: string } } },
  pathname: string,
) {
  await waitFor(() => {
    if (router.state.location.pathname !== pathname) throw new Error(`still at ${router.state.location.pathname}`);
  });
  return new URLSearchParams(router.state.location.search);
}
