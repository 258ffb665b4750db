import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDocument } from '@batas/db/documents';
import { expectPath, renderRoute, startApi, type TestApi } from '../support/render-route.tsx';

// jsdom has no IntersectionObserver; the citator's deferred panels (and the History with them) watch their place with
// one. Here it never fires, as for a reader who never scrolls down: a keyboard user's first Tab loads them.
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NeverIntersecting as unknown as typeof IntersectionObserver;

let api: TestApi;
let ra7610: string;
let ra9231: string;
let ra8180: string;
let tatad: string;

beforeAll(async () => {
  api = await startApi();
  const add = async (input: Parameters<typeof upsertDocument>[1]) =>
    ((await upsertDocument(api.db, input)) as { slug: string }).slug;
  ra7610 = await add({
    title: 'SPECIAL PROTECTION OF CHILDREN AGAINST CHILD ABUSE, EXPLOITATION AND DISCRIMINATION ACT',
    documentType: 'Republic Act',
    citation: 'Republic Act No. 7610',
    dateEnacted: '1992-06-17',
    content:
      'Section 1. Title. – This Act shall be known as the Special Protection of Children Act.\n\nSection 2. Declaration of State Policy and Principles. – It is the policy of the State to protect children.\n\nSection 3. Definition of Terms. – As used in this Act, children refers to persons below eighteen.',
  });
  ra9231 = await add({
    title:
      'AN ACT PROVIDING FOR THE ELIMINATION OF THE WORST FORMS OF CHILD LABOR, AMENDING FOR THIS PURPOSE REPUBLIC ACT NO. 7610, AS AMENDED',
    documentType: 'Republic Act',
    citation: 'Republic Act No. 9231',
    dateEnacted: '2003-12-19',
    content: 'SECTION 1. Section 2 of Republic Act No. 7610, as amended, is hereby amended to read as follows:',
  });
  ra8180 = await add({
    title: 'DOWNSTREAM OIL INDUSTRY DEREGULATION ACT OF 1996',
    documentType: 'Republic Act',
    citation: 'Republic Act No. 8180',
    dateEnacted: '1996-03-28',
    content: 'Section 1. Title.',
  });
  tatad = await add({
    title:
      'FRANCISCO S. TATAD, petitioner, vs. THE SECRETARY OF THE DEPARTMENT OF ENERGY AND THE SECRETARY OF THE DEPARTMENT OF FINANCE, respondents.',
    documentType: 'Supreme Court Decision',
    citation: 'G.R. No. 124360, November 5, 1997',
    dateDecided: '1997-11-05',
    content:
      'IN VIEW WHEREOF, the petitions are granted. R.A. No. 8180 is declared unconstitutional and E.O. No. 372 void.\n\nSO ORDERED.',
  });
});
afterAll(() => api.close());

describe('a law’s status line and History panel', () => {
  it('says what amended the law, links to it, and lists it with its provision and sentence', async () => {
    const { router, user } = renderRoute(`/law-library/${ra7610}`);
    const status = await screen.findByTestId('law-status');
    expect(status).toHaveTextContent('Amended by R.A. No. 9231 (2003)');
    // The contents list marks the amended section and links to the amending law.
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByText(/Amended by/)).toHaveTextContent('— Amended by R.A. No. 9231');
    expect(within(contents).getAllByRole('link', { name: 'R.A. No. 9231' })).toHaveLength(1);
    // The History comes with the citator's panels: a keyboard user's first Tab brings them.
    await user.keyboard('{Tab}');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText('Provision: Section 2')).toBeInTheDocument();
    expect(within(history).getByText(/is hereby amended to read as follows/)).toBeInTheDocument();
    await user.click(within(status).getByRole('link', { name: 'R.A. No. 9231' }));
    await expectPath(router, `/law-library/${ra9231}`);
    await screen.findByRole('heading', { level: 1, name: /Worst Forms of Child Labor/i });
    await user.keyboard('{Tab}');
    // The amending law says nothing of its own status, and its History lists what it amends.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Amends R.A. No. 7610 (1992)'),
    );
    expect(screen.queryByTestId('law-status')).not.toBeInTheDocument();
  });

  it('names the decision that struck a law down, and the decision lists the law', async () => {
    const law = renderRoute(`/law-library/${ra8180}`);
    expect(await screen.findByTestId('law-status')).toHaveTextContent(
      'Declared unconstitutional in Tatad v. Secretary of the Department of Energy (1997)',
    );
    law.unmount();
    const decision = renderRoute(`/law-library/${tatad}`);
    await within(decision.container).findByRole('heading', { level: 1 });
    await decision.user.keyboard('{Tab}');
    const history = await within(decision.container).findByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Declares unconstitutional R.A. No. 8180 (1996)');
  });

  it('says nothing when nothing is known (never "in force")', async () => {
    const { container, user } = renderRoute(`/law-library/${ra9231}`);
    await within(container).findByRole('heading', { level: 1 });
    await user.keyboard('{Tab}');
    await within(container).findByRole('region', { name: 'History' });
    expect(within(container).queryByText(/in force/i)).not.toBeInTheDocument();
    expect(within(container).queryByTestId('law-status')).not.toBeInTheDocument();
  });
});
