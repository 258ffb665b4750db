/**
 * Anyone can type a real lawyer's roll number. A registration without proof must not lock the real lawyer out:
 * it holds the entry for 7 days at most, a rejection releases it at once, a second registration may name it
 * meanwhile (both go to review, the first verified wins), and reviewers see the competing claims side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertLawyer, insertUser, type TestUser } from './support/accounts.ts';
import { multipart, samplePdf, samplePng } from './support/multipart.ts';
import { releaseUnprovenRegistrations } from '../src/services/claims/roll-holds.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('roll-number squatting', () => {
  let t: TestApp;
  let reviewer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    reviewer = await insertUser(t.db, { role: 'moderator' });
    admin = await insertUser(t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const register = async (email: string, rollNumber: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/lawyer',
      payload: { email, password: 'puting sampaguita 77', rollNumber },
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    });
    return { response, auth: { authorization: `Bearer ${response.json().data?.token}` } };
  };
  const uploadProof = async (auth: Record<string, string>) => {
    const body = multipart([
      { field: 'selfie', filename: 'me.png', content: await samplePng() },
      { field: 'idDocument', filename: 'id.pdf', content: samplePdf() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/upload-verification',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const claimsOf = async () =>
    (await t.app.inject({ url: '/api/auth/pending-claims', headers: reviewer.auth })).json().data.claims as Array<{
      _id: string;
      user: { email: string };
      competing: Array<{ email: string; standing: string }>;
    }>;
  const userRow = async (email: string) =>
    (
      await t.db.query<{ lawyer_id: string | null; lawyer_verification_status: string }>(
        'SELECT lawyer_id, lawyer_verification_status FROM users WHERE email = $1',
        [email],
      )
    ).rows[0]!;

  it('lets a second registration name an unproven entry; both go to review side by side; the first verified wins', async () => {
    await insertLawyer(t.db, { rollNumber: '88001', profileStatus: 'verified' });
    const squatter = await register('squatter@example.com', '88001');
    expect(squatter.response.statusCode).toBe(201);
    const lawyer = await register('real.lawyer@example.com', '88001');
    expect(lawyer.response.statusCode).toBe(201);
    await uploadProof(squatter.auth);
    await uploadProof(lawyer.auth);

    const claims = (await claimsOf()).filter((claim) => claim.competing.length > 0);
    const real = claims.find((claim) => claim.user.email === 'real.lawyer@example.com')!;
    expect(real.competing).toEqual([expect.objectContaining({ email: 'squatter@example.com', standing: 'claim' })]);
    const fake = claims.find((claim) => claim.user.email === 'squatter@example.com')!;
    expect(fake.competing).toEqual([expect.objectContaining({ email: 'real.lawyer@example.com' })]);

    // The real lawyer opened the link of their welcome e-mail (email-verification.test.ts covers the link itself).
    await t.db.query(`UPDATE users SET email_verified_at = now() WHERE email = 'real.lawyer@example.com'`);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/auth/approve-claim/${real._id}`,
      headers: reviewer.auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await userRow('real.lawyer@example.com')).toMatchObject({ lawyer_verification_status: 'verified' });
    expect(await userRow('squatter@example.com')).toEqual({ lawyer_id: null, lawyer_verification_status: 'rejected' });
    expect((await register('late@example.com', '88001')).response.statusCode).toBe(409);
  });

  it('releases the entry at once when the registration is rejected in User Management', async () => {
    const entry = await insertLawyer(t.db, { rollNumber: '88002', profileStatus: 'verified' });
    await register('no.proof@example.com', '88002');
    const id = (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'no.proof@example.com'`)).rows[0]!
      .id;
    const rejected = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/reject`, headers: admin.auth });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await userRow('no.proof@example.com')).lawyer_id).toBeNull();
    const owner = await t.db.query('SELECT 1 FROM users WHERE lawyer_id = $1', [entry.id]);
    expect(owner.rows).toHaveLength(0);
  });

  it('lets go of an entry after 7 days without proof', async () => {
    await insertLawyer(t.db, { rollNumber: '88003', profileStatus: 'verified' });
    await register('slow@example.com', '88003');
    await register('recent@example.com', '88003');
    await t.db.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE email = 'slow@example.com'`);
    expect(await releaseUnprovenRegistrations(t.db)).toBe(1);
    expect(await userRow('slow@example.com')).toEqual({ lawyer_id: null, lawyer_verification_status: 'rejected' });
    expect((await userRow('recent@example.com')).lawyer_id).not.toBeNull();
  });
});
