import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPath, renderRoute, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('an unknown address', () => {
  it('shows the 404 page inside the layout, titled so, with a way home', async () => {
    const { router, user } = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Page Not Found'));
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await expectPath(router, '/');
  });
});

describe('the generic author page', () => {
  it('names the author from the address and leads to the directory search for the name', async () => {
    const { router, user } = renderRoute('/authors/maria-clara-santos');
    expect(await screen.findByRole('heading', { name: 'Maria Clara Santos', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find in the Lawyers Directory' }));
    expect((await expectPath(router, '/lawyers')).get('search')).toBe('Maria Clara Santos');
  });
});
