import type { UserRole } from '@batas/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertLawyer, insertUser, insertVerifiedLawyer, type TestUser } from './support/accounts.ts';
import { multipart, samplePdf, samplePng } from './support/multipart.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Caller =
  | 'anonymous'
  | 'basic'
  | 'employee'
  | 'lawyer'
  | 'verified lawyer'
  | Exclude<UserRole, 'basic' | 'employee' | 'lawyer'>;
const CALLERS: Caller[] = [
  'anonymous',
  'basic',
  'employee',
  'lawyer',
  'verified lawyer',
  'content_manager',
  'moderator',
  'admin',
  'super_admin',
];

/** The new account routes against every kind of caller: what each may do is decided on the server. */
describe('account routes, per role', () => {
  let t: TestApp;
  const callerOf = async (caller: Caller): Promise<TestUser | null> => {
    if (caller === 'anonymous') return null;
    if (caller === 'verified lawyer') return insertVerifiedLawyer(t.db);
    if (caller === 'lawyer') {
      const entry = await insertLawyer(t.db, { profileStatus: 'unclaimed' });
      return insertUser(t.db, {
        role: 'lawyer',
        lawyerId: entry.id,
        lawyerVerificationStatus: 'documents_required',
        approvalStatus: 'pending',
      });
    }
    return insertUser(t.db, { role: caller });
  };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user?.auth ?? {} });
  const uploadAs = async (user: TestUser | null) => {
    const body = multipart([
      { field: 'selfie', filename: 'me.png', content: await samplePng(64, 64) },
      { field: 'idDocument', filename: 'id.pdf', content: samplePdf() },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/upload-verification',
      payload: body.payload,
      headers: { ...body.headers, ...(user?.auth ?? {}) },
    });
  };
  const claim = async (user: TestUser) => {
    const entry = await insertLawyer(t.db, { profileStatus: 'unclaimed' });
    const response = await send('POST', '/api/auth/claim-lawyer', user, {
      lawyerId: entry.id,
      verificationDocuments: 'IBP ID',
    });
    return response.json().data.claim.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('POST /auth/logout and /auth/logout-all: any signed-in account, nobody else', async () => {
    for (const caller of CALLERS) {
      for (const url of ['/api/auth/logout', '/api/auth/logout-all']) {
        const response = await send('POST', url, await callerOf(caller));
        expect(response.statusCode, `${caller} ${url}`).toBe(caller === 'anonymous' ? 401 : 200);
      }
    }
  });

  it('GET /auth/claim-search: any signed-in account', async () => {
    for (const caller of CALLERS) {
      const response = await send('GET', '/api/auth/claim-search?q=dela', await callerOf(caller));
      expect(response.statusCode, caller).toBe(caller === 'anonymous' ? 401 : 200);
    }
  });

  it('POST /auth/upload-verification: lawyers and accounts with a claim under review only', async () => {
    const expected: Record<Caller, number> = {
      anonymous: 401,
      basic: 403,
      employee: 403,
      lawyer: 201,
      'verified lawyer': 409,
      content_manager: 403,
      moderator: 403,
      admin: 403,
      super_admin: 403,
    };
    for (const caller of CALLERS) {
      const response = await uploadAs(await callerOf(caller));
      expect(response.statusCode, caller).toBe(expected[caller]);
      if (expected[caller] === 403)
        expect(response.json().message).toMatch(/Only lawyers and accounts with a profile claim/);
    }
    const client = await insertUser(t.db);
    await claim(client);
    expect((await uploadAs(client)).statusCode).toBe(201);
  });

  it('GET /auth/pending-claims?userId=: claim reviewers only, one account at a time', async () => {
    const claimant = await insertUser(t.db);
    await claim(claimant);
    const url = `/api/auth/pending-claims?userId=${claimant.id}`;
    for (const caller of CALLERS) {
      const response = await send('GET', url, await callerOf(caller));
      const allowed = ['moderator', 'admin', 'super_admin'].includes(caller);
      expect(response.statusCode, caller).toBe(caller === 'anonymous' ? 401 : allowed ? 200 : 403);
      if (allowed) {
        const claims = response.json().data.claims;
        expect(claims).toHaveLength(1);
        expect(claims[0]).toMatchObject({ user: { _id: claimant.id }, canDecide: true, decisionNote: null });
      }
    }
    const bad = await send('GET', '/api/auth/pending-claims?userId=nope', await insertUser(t.db, { role: 'admin' }));
    expect(bad.statusCode).toBe(400);
  });

  it('a reviewer never decides their own claim, and only a super admin decides a staff claim', async () => {
    const moderator = await insertUser(t.db, { role: 'moderator' });
    const otherModerator = await insertUser(t.db, { role: 'moderator' });
    const admin = await insertUser(t.db, { role: 'admin' });
    const superAdmin = await insertUser(t.db, { role: 'super_admin' });
    const claimId = await claim(moderator);

    const own = await send('POST', `/api/auth/approve-claim/${claimId}`, moderator);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot decide your own claim');
    for (const reviewer of [otherModerator, admin]) {
      for (const [url, body] of [
        [`/api/auth/approve-claim/${claimId}`, undefined],
        [`/api/auth/reject-claim/${claimId}`, { reason: 'No' }],
      ] as const) {
        const response = await send('POST', url, reviewer, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe('Claims by staff accounts are decided by a super admin');
      }
    }
    // The queue says so before anyone tries.
    const listed = (await send('GET', `/api/auth/pending-claims?userId=${moderator.id}`, admin)).json().data.claims[0];
    expect(listed).toMatchObject({
      canDecide: false,
      decisionNote: 'Claims by staff accounts are decided by a super admin',
    });
    // This claim has no selfie or ID (claims.test.ts): the super admin approves it as an override.
    const override = { override: true, reason: 'Identity checked in person' };
    expect((await send('POST', `/api/auth/approve-claim/${claimId}`, superAdmin, override)).statusCode).toBe(200);

    const superClaim = await claim(superAdmin);
    expect((await send('POST', `/api/auth/approve-claim/${superClaim}`, superAdmin)).statusCode).toBe(403);
  });

  it('approving a lawyer in User Management is one decision: the account is verified and the claim granted', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const entry = await insertLawyer(t.db, { profileStatus: 'unclaimed' });
    const lawyer = await insertUser(t.db, {
      role: 'lawyer',
      lawyerId: entry.id,
      lawyerVerificationStatus: 'documents_required',
      approvalStatus: 'pending',
    });
    expect((await uploadAs(lawyer)).statusCode).toBe(201);
    const approved = await send('PUT', `/api/admin/users/${lawyer.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ approvalStatus: 'approved', lawyerVerificationStatus: 'verified' });
    const claims = (await send('GET', `/api/auth/pending-claims?status=all&userId=${lawyer.id}`, admin)).json().data;
    expect(claims.claims.map((entry: { status: string }) => entry.status)).toEqual(['approved']);
    expect((await send('GET', `/api/lawyers/${entry.id}`, null)).json().data.lawyer.profileStatus).toBe('claimed');

    // The same reviewer rules hold there: a moderator cannot approve a fellow staff member's claim that way.
    const staff = await insertUser(t.db, { role: 'content_manager', approvalStatus: 'pending' });
    await claim(staff);
    const moderator = await insertUser(t.db, { role: 'moderator' });
    expect((await send('PUT', `/api/admin/users/${staff.id}/approve`, moderator)).statusCode).toBe(403);
  });
});

describe('the claim search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds unclaimed roll entries by name or roll number and says which cannot be claimed', async () => {
    const user = await insertUser(t.db);
    const open = await insertLawyer(t.db, {
      rollNumber: '61001',
      firstName: 'ROSARIO',
      lastName: 'MAGBANUA',
      profileStatus: 'unclaimed',
      verified: false,
    });
    const owned = await insertVerifiedLawyer(t.db, { rollNumber: '61002', firstName: 'ROSARIO', lastName: 'MAGBANUA' });
    const reserved = await insertLawyer(t.db, { rollNumber: '61003', firstName: 'ROSARIO', lastName: 'MAGBANUAN' });
    await insertUser(t.db, { role: 'lawyer', lawyerId: reserved.id, lawyerVerificationStatus: 'under_review' });
    const search = async (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/claim-search?${query}`, headers: user.auth });

    const byName: Array<{ rollNumber: string }> = (await search('q=rosario%20magbanua')).json().data.lawyers;
    const entry = (roll: string) => byName.find((found) => found.rollNumber === roll);
    expect(byName.map((found) => found.rollNumber).sort()).toEqual(['61001', '61002', '61003']);
    // The exact names (MAGBANUA) come before the partial one (MAGBANUAN).
    expect(byName[2]!.rollNumber).toBe('61003');
    expect(entry('61001')).toMatchObject({ _id: open.id, claimable: true, unavailableReason: null });
    expect(entry('61002')).toMatchObject({
      _id: owned.lawyerId,
      claimable: false,
      unavailableReason: 'Already claimed by a verified account',
    });
    // Another account's registration under review does not own the entry: a claim competes with it in review.
    expect(entry('61003')).toMatchObject({ claimable: true, unavailableReason: null });

    const byRoll = (await search('q=61%2C001')).json().data.lawyers;
    expect(byRoll[0]).toMatchObject({ rollNumber: '61001', claimable: true });
    const byId = (await search(`lawyerId=${open.id}`)).json().data.lawyers;
    expect(byId).toEqual([expect.objectContaining({ _id: open.id, fullName: expect.stringContaining('MAGBANUA') })]);

    const nothing = await search('');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors[0].field).toBe('q');
    expect((await search('q=a')).statusCode).toBe(400);
    expect((await search('q=rosario&limit=500')).statusCode).toBe(400);
  });
});
