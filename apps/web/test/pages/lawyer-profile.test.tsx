import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '@batas/db/test';
import { insertLawyer, insertUser, insertVerifiedLawyer } from '../../../api/test/support/accounts.ts';
import { renderRoute, signInAs, signOut, startApi, type TestApi } from '../support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => signOut(api));

describe('a lawyer profile a verified account owns', () => {
  it('says Verified and Claimed, offers no claim, and lists the published articles only', async () => {
    const owner = await insertVerifiedLawyer(api.db, { profileStatus: 'verified', lastName: 'OWNED' });
    await createArticle(api.db, { author_lawyer_id: owner.lawyerId, title: 'Annulment in plain words' });
    await createArticle(api.db, { author_lawyer_id: owner.lawyerId, title: 'A draft', status: 'draft' });
    renderRoute(`/lawyers/${owner.rollNumber}`);
    await screen.findByRole('heading', { level: 1, name: /Owned/ });
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByText('Is this you?')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim this profile' })).not.toBeInTheDocument();

    const articles = await screen.findByRole('region', { name: 'Articles' });
    const link = await within(articles).findByRole('link', { name: 'Annulment in plain words' });
    expect(link.getAttribute('href')).toMatch(/^\/articles\/test-article-/);
    expect(within(articles).queryByText('A draft')).not.toBeInTheDocument();
    // A visitor is not offered the edit form.
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('offers its owner Edit, and nobody else', async () => {
    const owner = await insertVerifiedLawyer(api.db, { lastName: 'EDITABLE' });
    await signInAs(api, owner.auth);
    renderRoute(`/lawyers/${owner.rollNumber}`);
    await screen.findByRole('heading', { level: 1, name: /Editable/ });
    const edit = await screen.findByRole('link', { name: 'Edit profile' });
    expect(edit.getAttribute('href')).toBe(`/lawyers/${owner.rollNumber}/edit`);
  });

  it('does not offer Edit to another verified lawyer', async () => {
    const owner = await insertVerifiedLawyer(api.db, { lastName: 'SOMEONE' });
    const other = await insertVerifiedLawyer(api.db, { lastName: 'ELSE' });
    await signInAs(api, other.auth);
    renderRoute(`/lawyers/${owner.rollNumber}`);
    await screen.findByRole('heading', { level: 1, name: /Someone/ });
    await waitFor(() => expect(screen.queryByText('Loading articles')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });
});

describe('a roll entry nobody owns', () => {
  it('offers a claim and does not say Claimed, even when the team verified the entry', async () => {
    const entry = await insertLawyer(api.db, { profileStatus: 'verified', lastName: 'UNOWNED' });
    // A claim under review does not make the profile claimed.
    await insertUser(api.db, { role: 'lawyer', lawyerId: entry.id, lawyerVerificationStatus: 'under_review' });
    renderRoute(`/lawyers/${entry.rollNumber}`);
    await screen.findByRole('heading', { level: 1, name: /Unowned/ });
    expect(screen.getByRole('link', { name: 'Claim this profile' })).toBeInTheDocument();
    expect(screen.queryByText('Claimed')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Articles' })).not.toBeInTheDocument();
  });
});
