import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { createLawyer } from '@batas/db/test';
import { insertLawyer, insertUser, insertVerifiedLawyer, type TestUser } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('lawyers API', () => {
  let t: TestApp;
  let pena: { id: string; rollNumber: string };
  let owner: TestUser & { lawyerId: string };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const names = (body: { data: { lawyers: Array<{ fullName: string }> } }) =>
    body.data.lawyers.map((lawyer) => lawyer.fullName);

  beforeAll(async () => {
    t = await createTestApp();
    pena = await insertLawyer(t.db, {
      rollNumber: '12345',
      firstName: 'JOSÉ',
      middleName: 'SANTOS',
      lastName: 'PEÑA',
      address: 'Makati City, Metro Manila',
      practiceAreas: ['Corporate Law'],
      averageRating: 4.5,
    });
    await insertLawyer(t.db, {
      firstName: 'JUAN',
      lastName: 'DELA CRUZ',
      address: 'Cebu City',
      practiceAreas: ['Criminal Law'],
      averageRating: 3.2,
    });
    await insertLawyer(t.db, {
      firstName: 'MARIA',
      lastName: 'PENAFLOR',
      address: 'Davao City',
      verified: false,
      profileStatus: 'unclaimed',
    });
    owner = await insertVerifiedLawyer(t.db, {
      firstName: 'ANA',
      lastName: 'REYES',
      address: 'Quezon City',
      averageRating: 5,
    });
  });
  afterAll(() => t.close());

  describe('search', () => {
    it('finds a name by any part, accent- and case-insensitively', async () => {
      expect(names((await get('/api/lawyers?search=pena')).json())).toEqual(['JOSÉ SANTOS PEÑA', 'MARIA PENAFLOR']);
      expect(names((await get('/api/lawyers?search=Jose%20Pena')).json())).toEqual(['JOSÉ SANTOS PEÑA']);
      expect(names((await get('/api/lawyers?q=cruz%20juan')).json())).toEqual(['JUAN DELA CRUZ']);
      expect(names((await get('/api/lawyers?search=santos')).json())).toEqual(['JOSÉ SANTOS PEÑA']);
      expect(names((await get('/api/lawyers?search=12345')).json())).toEqual(['JOSÉ SANTOS PEÑA']);
      expect(names((await get('/api/lawyers?search=%25')).json())).toEqual([]);
    });

    it('filters by location, practice area, verification and claim status', async () => {
      expect(names((await get('/api/lawyers?location=makati')).json())).toEqual(['JOSÉ SANTOS PEÑA']);
      expect(names((await get('/api/lawyers?practiceArea=Criminal')).json())).toEqual(['JUAN DELA CRUZ']);
      expect((await get('/api/lawyers?verified=false')).json().data.pagination.totalLawyers).toBe(1);
      expect(names((await get('/api/lawyers?status=claimed')).json())).toEqual(['ANA REYES']);
      expect((await get('/api/lawyers?status=verified&search=pena&limit=20')).json().data.lawyers).toHaveLength(1);
    });

    it('sorts by rating and pages through with totals', async () => {
      const body = (await get('/api/lawyers?sortBy=averageRating&sortOrder=desc&limit=2&verified=true')).json();
      expect(body.success).toBe(true);
      expect(names(body)).toEqual(['ANA REYES', 'JOSÉ SANTOS PEÑA']);
      expect(body.data.pagination).toEqual({ page: 1, limit: 2, totalPages: 2, totalLawyers: 3 });
      expect(body.data.lawyers[0]).toMatchObject({
        _id: expect.any(String),
        rollNumber: expect.any(String),
        profileStatus: 'claimed',
        verified: true,
        averageRating: 5,
      });
      const second = (
        await get('/api/lawyers?sortBy=averageRating&sortOrder=desc&limit=2&page=2&verified=true')
      ).json();
      expect(names(second)).toEqual(['JUAN DELA CRUZ']);
    });

    it.each([
      ['page=0', 'page'],
      ['limit=1000', 'limit'],
      ['sortBy=password', 'sortBy'],
      ['status=banned', 'status'],
      ['verified=maybe', 'verified'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const response = await get(`/api/lawyers?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    });

    it('suggests names and reports stats', async () => {
      const suggestions = (await get('/api/lawyers/search/suggestions?q=pen')).json().data.suggestions;
      expect(suggestions.map((entry: { fullName: string }) => entry.fullName)).toEqual(
        expect.arrayContaining(['JOSÉ SANTOS PEÑA', 'MARIA PENAFLOR']),
      );
      expect((await get('/api/lawyers/stats/overview')).json().data).toEqual({
        totalLawyers: 4,
        verifiedLawyers: 3,
        claimedProfiles: 1,
      });
    });
  });

  describe('profile', () => {
    it('reads one lawyer by id or by roll number', async () => {
      const byId = (await get(`/api/lawyers/${pena.id}`)).json().data.lawyer;
      const byRoll = (await get('/api/lawyers/12345')).json().data.lawyer;
      expect(byId).toEqual(byRoll);
      expect(byId).toMatchObject({
        _id: pena.id,
        rollNumber: '12345',
        lastName: 'PEÑA',
        fullName: 'JOSÉ SANTOS PEÑA',
        full_name: 'JOSÉ SANTOS PEÑA',
        education: [],
        averageRating: 4.5,
      });
      expect((await get('/api/lawyers/999999999')).statusCode).toBe(404);
    });

    it('serves profile entries as stored: a certification without expiry, a job without an end', async () => {
      const lawyer = await createLawyer(t.db, {
        certifications: [{ name: 'Mediation', issuingOrganization: 'IBP', issueDate: '2019-03-01', expiryDate: null }],
        experience: [
          { position: 'Partner', organization: 'Cruz & Reyes', startDate: '2015-01', endDate: null, current: true },
        ],
      });
      const response = await get(`/api/lawyers/${lawyer.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.lawyer.certifications).toEqual([
        { name: 'Mediation', issuingOrganization: 'IBP', issueDate: '2019-03-01', expiryDate: null },
      ]);
      expect((await get(`/api/lawyers?search=${encodeURIComponent(lawyer.last_name)}`)).statusCode).toBe(200);
    });

    it('lets only the verified owner or a profile admin edit it', async () => {
      const put = (user: TestUser | null, payload: object, id = owner.lawyerId) =>
        t.app.inject({ method: 'PUT', url: `/api/lawyers/${id}`, payload, headers: user?.auth ?? {} });
      const client = await insertUser(t.db);
      const otherLawyer = await insertVerifiedLawyer(t.db);
      // Registered with this roll number but not yet verified by an admin: typing a roll number proves nothing.
      const unverified = await insertUser(t.db, {
        role: 'lawyer',
        lawyerId: pena.id,
        lawyerVerificationStatus: 'documents_required',
      });
      const contentManager = await insertUser(t.db, { role: 'content_manager' });
      expect((await put(null, { bio: 'x' })).statusCode).toBe(401);
      expect((await put(client, { bio: 'x' })).statusCode).toBe(403);
      expect((await put(otherLawyer, { bio: 'x' })).statusCode).toBe(403);
      expect((await put(contentManager, { bio: 'x' })).statusCode).toBe(403);
      expect((await put(unverified, { bio: 'x' }, pena.id)).statusCode).toBe(403);

      const saved = await put(owner, {
        bio: 'Labor and corporate practice.',
        website: 'https://reyes.law',
        practiceAreas: ['Labor', 'Labor', 'Corporate'],
        education: [{ institution: 'UP College of Law', degree: 'JD', year: 2010 }],
        officeAddress: { city: 'Quezon City', province: 'Metro Manila' },
        socialMedia: { linkedin: 'https://linkedin.com/in/reyes' },
        isNotaryPublic: true,
        notaryCommissionExpiry: '2027-12-31',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        message: 'Profile updated successfully!',
        data: {
          lawyer: {
            bio: 'Labor and corporate practice.',
            practiceAreas: ['Labor', 'Corporate'],
            education: [{ institution: 'UP College of Law' }],
            officeAddress: { city: 'Quezon City' },
            notaryCommissionExpiry: '2027-12-31',
          },
        },
      });
      expect((await put(owner, { lastName: 'SANTOS' })).statusCode).toBe(403);

      const admin = await insertUser(t.db, { role: 'admin' });
      const renamed = await put(admin, { lastName: 'REYES-SANTOS' });
      expect(renamed.json().data.lawyer.fullName).toBe('ANA REYES-SANTOS');
      expect((await put(admin, { bio: 'x' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });

    it('answers 400 naming the field for bad profile input', async () => {
      const cases: Array<[object, string]> = [
        [{ bio: 'a'.repeat(1001) }, 'bio'],
        [{ website: 'javascript:alert(1)' }, 'website'],
        [{ socialMedia: { facebook: 'data:text/html,x' } }, 'socialMedia.facebook'],
        [{ notaryCommissionExpiry: 'next year' }, 'notaryCommissionExpiry'],
        [{ practiceAreas: 'Labor' }, 'practiceAreas'],
        [{ email: 'nope' }, 'email'],
      ];
      for (const [payload, field] of cases) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/lawyers/${owner.lawyerId}`,
          payload,
          headers: owner.auth,
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
      }
      const long = await t.app.inject({
        method: 'PUT',
        url: `/api/lawyers/${owner.lawyerId}`,
        payload: { bio: 'a'.repeat(1001) },
        headers: owner.auth,
      });
      expect(long.json().errors[0].message).toBe('Bio must be at most 1000 characters');
    });
  });
});
