/**
 * Input no schema used to stop: a NUL character in any text field (PostgreSQL text cannot hold one) and a date
 * of the right shape that does not exist. Each is a 400 naming the field, never a 500. And the backstop: a value
 * PostgreSQL itself refuses (codes 22021, 22007, 22008, 22P05) is a 400 too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp } from './helpers.ts';
import { insertVerifiedLawyer } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const NUL = '\u0000';

describe('bad input is refused with 400 naming the field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fieldsOf = (response: { json: () => { errors?: Array<{ field: string }> } }) =>
    (response.json().errors ?? []).map((error) => error.field);

  it.each([
    [
      'POST',
      '/api/auth/register/basic',
      { firstName: `Ma${NUL}ria`, lastName: 'C', email: 'm@example.com', password: 'secret1' },
      'firstName',
    ],
    ['POST', '/api/auth/login', { email: `a${NUL}@example.com`, password: 'whatever' }, 'email'],
    ['POST', '/api/admin/login', { email: 'a@example.com', password: `x${NUL}` }, 'password'],
    ['POST', '/api/citations/extract', { text: `G.R. No. 1${NUL}` }, 'text'],
    ['GET', `/api/documents?search=due${encodeURIComponent(NUL)}process`, undefined, 'search'],
    ['GET', `/api/documents?documentType=Republic${encodeURIComponent(NUL)}Act`, undefined, 'documentType'],
    ['GET', `/api/lawyers?search=dela${encodeURIComponent(NUL)}cruz`, undefined, 'search'],
    ['GET', `/api/articles?category=x${encodeURIComponent(NUL)}`, undefined, 'category'],
  ] as const)('%s %s with a NUL character', async (method, url, payload, field) => {
    const response = await t.app.inject({ method, url, payload: payload as object | undefined });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });

  it('a NUL in a path parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/documents/slug/GR-1${encodeURIComponent(NUL)}` });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain('slug');
  });

  it('the lawyer profile: an impossible date, a NUL in the bio or in a nested entry', async () => {
    const owner = await insertVerifiedLawyer(t.db);
    const cases: Array<[object, string]> = [
      [{ notaryCommissionExpiry: '2024-13-45' }, 'notaryCommissionExpiry'],
      [{ notaryCommissionExpiry: '2023-02-29' }, 'notaryCommissionExpiry'],
      [{ bio: `Litigator${NUL}` }, 'bio'],
      [{ education: [{ institution: `UP${NUL}`, degree: 'LLB' }] }, 'education.0.institution'],
      [{ officeAddress: { city: `Manila${NUL}` } }, 'officeAddress.city'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/lawyers/${owner.lawyerId}`,
        payload,
        headers: owner.auth,
      });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    const valid = await t.app.inject({
      method: 'PUT',
      url: `/api/lawyers/${owner.lawyerId}`,
      payload: { notaryCommissionExpiry: '2028-02-29' },
      headers: owner.auth,
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data.lawyer.notaryCommissionExpiry).toBe('2028-02-29');
  });
});

describe('values the database refuses are a 400 as well', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    // A route that hands the client's value to the database unchecked, as a route with a missed schema would.
    app = await buildApp({ config: t.app.config, db: t.db });
    app.post('/api/test/unchecked', async (request) => {
      const { sql, value } = request.body as { sql: string; value: string };
      await t.db.query(sql, [value]);
      return { success: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it.each([
    ['SELECT $1::date', '2024-13-45'],
    ['SELECT $1::date', 'the day after tomorrow'],
    ['SELECT $1::timestamptz', '2024-01-01 25:61'],
    ['SELECT $1::text', `a${NUL}b`],
    ['SELECT $1::jsonb', '{"a":"\\u0000"}'],
  ])('%s with %j', async (sql, value) => {
    const response = await app.inject({ method: 'POST', url: '/api/test/unchecked', payload: { sql, value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ field: 'request' }] });
  });
});
