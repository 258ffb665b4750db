import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDocument } from '@batas/db/documents';
import { renderRoute, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  // The library lacks Oposa v. Factoran; a later decision quotes its number.
  await upsertDocument(api.db, {
    title: 'MMDA v. CONCERNED RESIDENTS OF MANILA BAY',
    documentType: 'Supreme Court Decision',
    citation: 'G.R. Nos. 171947-48, December 18, 2008',
    dateDecided: '2008-12-18',
    content: 'The right to a balanced ecology, as held in Oposa v. Factoran, G.R. No. 101083, binds the State.',
  });
});
afterAll(() => api.close());

/** The suggestions a missing citation gets, wherever it is asked for. */
async function expectSuggestions(region: HTMLElement) {
  expect(region).toHaveTextContent('The library does not hold G.R. No. 101083 yet.');
  const suggestions = within(region).getByRole('region', { name: 'Suggestions' });
  expect(await within(suggestions).findByRole('link', { name: /MMDA v\. Concerned Residents/i })).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'Search the library for “101083”' })).toHaveAttribute(
    'href',
    '/law-library?q=101083',
  );
}

describe('a case or citation the library lacks', () => {
  it('typed in the search box, is said at the top of the results with the address’s suggestions', async () => {
    const { container } = renderRoute(`/law-library?${new URLSearchParams({ q: 'G.R. No. 101083' })}`);
    const notice = await within(container).findByRole('region', { name: 'Not in the library' });
    await expectSuggestions(notice);
    // At the top: before the count and the first result.
    const results = container.querySelector('#library-results')!;
    expect(results.firstElementChild).toBe(notice);
  });

  it('asked for by its address, gets the same suggestions', async () => {
    const { container } = renderRoute(`/law-library/${encodeURIComponent('G.R. No. 101083')}`);
    await within(container).findByRole('heading', { level: 1, name: 'Not in the library' });
    await expectSuggestions(container);
  });

  it('says nothing above the results of words that name nothing missing', async () => {
    const { container } = renderRoute(`/law-library?${new URLSearchParams({ q: 'balanced ecology' })}`);
    await within(container).findByRole('link', { name: /MMDA v\. Concerned Residents/i });
    expect(screen.queryByRole('region', { name: 'Not in the library' })).not.toBeInTheDocument();
  });
});
