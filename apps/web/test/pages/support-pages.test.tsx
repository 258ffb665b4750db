import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../../api/test/admin-support.ts';
import { expectPath, renderRoute, startApi, type TestApi } from '../support/render-route.tsx';

const SUPPORT = [
  ['Help Center', '/help', 'Searching the law library'],
  ['Contact Us', '/contact', 'We cannot give legal advice'],
  ['Privacy Policy', '/privacy', 'Verification uploads and claims'],
  ['Terms of Service', '/terms', 'Legal information, not legal advice'],
] as const;
const DEFAULTS = {
  siteName: 'Batas',
  contactEmail: null,
  socialLinks: { facebook: null, x: null, linkedin: null, youtube: null },
  scrapingDefaults: { maxDocuments: 100, delay: 1500 },
};

let api: TestApi;
let saveSettings: (changes: Partial<typeof DEFAULTS>) => Promise<void>;
beforeAll(async () => {
  api = await startApi();
  const { headers } = await addAccount(api.db, { role: 'super_admin' });
  saveSettings = async (changes) => {
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: { ...DEFAULTS, ...changes },
    });
    expect(response.statusCode).toBe(200);
  };
});
afterEach(() => saveSettings(DEFAULTS));
afterAll(() => api.close());

/** The page's footer, once the route has loaded. */
const footer = async () => within(await screen.findByRole('contentinfo'));

describe('the support pages', () => {
  it.each(SUPPORT)('%s (%s) has its heading and its first section', async (heading, path, section) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect((await screen.findAllByText(section, { exact: false }))[0]).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('links the four support pages, in order, each leading to its page; no social icon until one is set', async () => {
    const { router, user } = renderRoute('/firms');
    const support = within((await footer()).getByRole('navigation', { name: 'Support' }));
    expect(support.getAllByRole('link').map((link) => link.textContent)).toEqual(SUPPORT.map(([label]) => label));
    for (const [label, path] of SUPPORT) {
      await user.click((await footer()).getByRole('link', { name: label }));
      await expectPath(router, path);
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
    }
    expect((await footer()).queryByText('Follow us')).toBeNull();
    expect(screen.getByRole('contentinfo').querySelector('a[href="#"]')).toBeNull();
  });

  it('shows a configured social link with its address, and the configured site name', async () => {
    await saveSettings({
      siteName: 'Batas Test',
      socialLinks: { ...DEFAULTS.socialLinks, linkedin: 'https://www.linkedin.com/company/batas-test' },
    });
    renderRoute('/help');
    const linkedin = await (await footer()).findByRole('link', { name: 'LinkedIn' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/company/batas-test');
    expect((await footer()).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(await (await footer()).findByText('© 2024 Batas Test. All rights reserved.')).toBeInTheDocument();
  });
});
