import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../api/test/support/accounts.ts';
import { renderRoute, signInAdminAs, signOut, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  // Two finished jobs: one whose source answered with nothing, one that found two documents.
  await api.db.query(
    `INSERT INTO scraping_jobs (name, categories, options, status, start_time, end_time, progress_completed, progress_total)
     VALUES ('Empty listing', '{republic-acts}', $1, 'completed', now() - interval '2 minutes', now() - interval '1 minute', 0, 0),
            ('Two acts', '{acts}', $1, 'completed', now() - interval '4 minutes', now() - interval '3 minutes', 2, 2)`,
    [JSON.stringify({ specificYear: 1950, maxDocuments: 10, delay: 500 })],
  );
  const superAdmin = await insertUser(api.db, { role: 'super_admin' });
  await signInAdminAs(api, superAdmin.email);
});
afterAll(async () => {
  signOut(api);
  await api.close();
});

/** The card of the job of this name in the dashboard's job list. */
async function jobCard(name: string) {
  const title = await screen.findByText(name, {}, { timeout: 10_000 });
  return title.closest<HTMLElement>('[data-testid="scraping-job"]')!;
}

describe('the scraping dashboard', () => {
  it('shows a job that found nothing as a warning with its reason, not as a plain completed job', async () => {
    renderRoute('/admin/scraping');
    const empty = within(await jobCard('Empty listing'));
    expect(empty.getByLabelText('Status: completed, nothing found')).toBeInTheDocument();
    expect(empty.queryByLabelText('Status: completed')).not.toBeInTheDocument();
    expect(empty.getByText(/The source answered, but no documents were found/)).toBeInTheDocument();

    const found = within(await jobCard('Two acts'));
    expect(found.getByLabelText('Status: completed')).toBeInTheDocument();
    expect(found.queryByText('Warning:')).not.toBeInTheDocument();
  });
});
