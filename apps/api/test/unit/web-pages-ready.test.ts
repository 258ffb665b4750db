/**
 * The server renderer takes seconds to load (React and every page's code): the server is ready, and listens, only
 * once it has, so that the first requests after a start do not wait behind the loading.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ServerRenderer } from '@batas/shared/contracts/server-render';
import type { PageSource } from '../../src/services/web-pages/page-source.ts';
import { createWebPages } from '../../src/services/web-pages/web-pages.ts';

describe('the server renderer and the server’s start', () => {
  it('is loaded before the server is ready', async () => {
    let loaded = false;
    const source: PageSource = {
      entry: { script: '/assets/index.js', modules: [], styles: [] },
      renderer: () =>
        new Promise<ServerRenderer | null>((resolve) =>
          setTimeout(() => {
            loaded = true;
            resolve(null);
          }, 200),
        ),
      links: () => ({ styles: [], scripts: [] }),
      finish: async (_url, html) => html,
    };
    const app = Fastify();
    createWebPages(app, { source, siteUrl: 'http://localhost' });
    await app.ready();
    expect(loaded).toBe(true);
    await app.close();
  });
});
