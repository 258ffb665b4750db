import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { injectFetch } from '../../../api/src/services/web-pages/inject-fetch.ts';
import { renderRoute, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('the home page when the featured lawyers cannot be loaded', () => {
  it('shows the failure, and not "No featured lawyers yet." under it', async () => {
    const inject = injectFetch(api.app);
    // The directory's list answers 503; everything else as usual.
    setApiTransport(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/lawyers') return new Response('{"success":false}', { status: 503 });
      return inject(input, init);
    });
    try {
      renderRoute('/');
      expect(
        await screen.findByText('Featured Lawyers could not be loaded.', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText('Failed to load frontpage content.')).toBeInTheDocument();
      expect(screen.queryByText('No featured lawyers yet.')).not.toBeInTheDocument();
      // The sections that did load say what they hold.
      expect(await screen.findByText('Nothing has been read this week yet.')).toBeInTheDocument();
    } finally {
      setApiTransport(inject);
    }
  });
});
