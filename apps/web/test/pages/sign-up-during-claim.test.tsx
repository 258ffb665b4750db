import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { siteSession } from '@/lib/session-store';
import { injectFetch } from '../../../api/src/services/web-pages/inject-fetch.ts';
import { insertLawyer, insertUser } from '../../../api/test/support/accounts.ts';
import { expectPath, renderRoute, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  setApiTransport(withCookies(injectFetch(api.app)));
});
afterAll(() => api.close());

/** The browser's cookie jar over the in-process API: the session cookie a registration sets is sent back after. */
function withCookies(inner: typeof fetch): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await inner(input, { ...init, headers: Object.fromEntries(headers) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
}

const PASSWORD = 'Kalamansi-Harbor-Lantern-42';

async function fillRegistration(user: ReturnType<typeof renderRoute>['user'], email: string) {
  for (const [label, value] of [
    ['First name', 'Ligaya'],
    ['Last name', 'Bautista'],
    ['Email', email],
  ] as const) {
    const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
    await user.clear(field);
    await user.type(field, value);
  }
  for (const label of ['Password', 'Confirm password']) {
    const field = screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await user.clear(field);
    await user.type(field, PASSWORD);
  }
}

describe('signing up in the middle of a claim', () => {
  it('comes back to the claim of the same profile, and a failure message goes when the next attempt succeeds', async () => {
    const entry = await insertLawyer(api.db, { firstName: 'LIGAYA', lastName: 'BAUTISTA', profileStatus: 'unclaimed' });
    const taken = (await insertUser(api.db)).email;
    siteSession.clear();
    const { router, user } = renderRoute(`/claim-profile?lawyer=${entry.id}`);

    // Signed out: asked to sign in; no account yet, so on to sign up, as a client.
    await expectPath(router, '/login');
    // The form's own link (the header's Sign up carries the same state).
    await user.click(await within(screen.getByRole('main')).findByRole('link', { name: 'Sign up' }));
    await expectPath(router, '/register');
    await user.click(await screen.findByRole('link', { name: 'Register as a client' }));
    await expectPath(router, '/register/basic');

    // A first attempt with an address already registered fails, and says so.
    await screen.findByRole('button', { name: 'Create account' });
    await fillRegistration(user, taken);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Registration failed');

    await fillRegistration(user, 'ligaya.bautista@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const search = await expectPath(router, '/claim-profile');
    expect(search.get('lawyer')).toBe(entry.id);
    await screen.findByText(/Registration successful/);
    await waitFor(() => expect(screen.queryByText('Registration failed')).not.toBeInTheDocument());
    await screen.findByRole('heading', { name: 'Claim your lawyer profile', level: 1 });
    expect((await screen.findAllByText(/Ligaya Bautista/i)).length).toBeGreaterThan(0);
  });
});
