import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectPath, renderRoute, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('the citation checker is found', () => {
  it('from the footer of every public page', async () => {
    const { router, user } = renderRoute('/firms');
    const services = within(await screen.findByRole('navigation', { name: 'Services' }));
    await user.click(services.getByRole('link', { name: 'Citation Checker' }));
    expectPath(router, '/citations');
  });

  it('from the law library', async () => {
    const { router, user } = renderRoute('/law-library');
    await user.click(await screen.findByRole('link', { name: 'Check the citations in a brief' }));
    expectPath(router, '/citations');
  });
});
