import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmSlug, SAMPLE_FIRMS } from '@batas/shared/samples/firms';
import { renderRoute, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Every listing card on the page, after the list has rendered. */
async function listingCards() {
  await screen.findByText('Sample listings:');
  const cards = screen.getAllByRole('article');
  expect(cards.length).toBeGreaterThan(0);
  return cards;
}

describe('the fixed sample firms and jobs are labelled as samples', () => {
  it('on the firms list: a note under the count, a badge on every card, and no rating', async () => {
    renderRoute('/firms');
    expect(await screen.findByText(/these firms show how listings will look; they are not real firms/)).toBeVisible();
    for (const card of await listingCards()) {
      expect(within(card).getByText('Sample listing')).toBeInTheDocument();
      expect(card).not.toHaveTextContent(/reviews\)/);
    }
  });

  it("on a firm's own page", async () => {
    const { name } = SAMPLE_FIRMS[0]!;
    renderRoute(`/firms/${firmSlug(name)}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText('Sample listing: not a real firm')).toBeInTheDocument();
  });

  it('on the jobs list: a note under the count and a badge on every card', async () => {
    renderRoute('/jobs');
    expect(await screen.findByText(/these jobs show how listings will look; they are not real jobs/)).toBeVisible();
    for (const card of await listingCards()) expect(within(card).getByText('Sample listing')).toBeInTheDocument();
  });
});
