import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRow } from '@batas/db/test';
import { createTestApp } from './helpers.ts';
import type { UserRole } from '@batas/shared/constants';
import { insertUser, insertVerifiedLawyer, type TestUser } from './support/accounts.ts';
import { insertTanada } from './support/research-documents.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Following searches and documents: /api/me/alerts, owner only, with its limits. */
describe('alerts', () => {
  let t: TestApp;
  let tanada: DocumentRow;
  const send = (method: Method, url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user?.auth ?? {} });
  const follow = async (user: TestUser, body: object, status = 201) => {
    const answer = await send('POST', '/api/me/alerts', user, body);
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json().data.alert;
  };

  beforeAll(async () => {
    t = await createTestApp();
    tanada = await insertTanada(t.db);
  });
  afterAll(() => t.close());

  it('asks an anonymous caller to sign in, for every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/me/alerts'],
      ['POST', '/api/me/alerts'],
      ['PATCH', `/api/me/alerts/${id}`],
      ['DELETE', `/api/me/alerts/${id}`],
    ] as const) {
      expect((await send(method, url, null, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
  });

  it.each(['basic', 'employee', 'lawyer', 'content_manager', 'moderator', 'admin', 'super_admin'] as const)(
    'lets a %s keep folders and alerts of its own',
    async (role: UserRole) => {
      const user = role === 'lawyer' ? await insertVerifiedLawyer(t.db) : await insertUser(t.db, { role });
      const folder = await send('POST', '/api/me/folders', user, { name: `Cases of a ${role}` });
      expect(folder.statusCode, folder.body).toBe(201);
      const saved = await send('PUT', `/api/me/folders/${folder.json().data.folder.id}/documents/${tanada.slug}`, user);
      expect(saved.statusCode).toBe(200);
      await follow(user, { kind: 'document', slug: tanada.slug, frequency: 'daily' });
      expect((await send('GET', '/api/me/alerts', user)).json().data.alerts).toHaveLength(1);
      expect((await send('GET', '/api/me/folders', user)).json().data.folders).toHaveLength(1);
    },
  );

  it('follows a search and a document, lists them, changes and deletes them', async () => {
    const user = await insertUser(t.db);
    const search = await follow(user, {
      kind: 'search',
      query: 'data privacy',
      filters: { documentType: ['Republic Act'], year: 2012 },
      frequency: 'daily',
    });
    expect(search).toMatchObject({
      kind: 'search',
      label: '“data privacy” · Republic Act · 2012',
      query: 'data privacy',
      filters: { documentType: ['Republic Act'], year: 2012 },
      document: null,
      status: 'active',
      lastRunAt: null,
      matchCount: 0,
      lastMatches: [],
    });
    // Next digest: 07:00 Manila (23:00 UTC), within a day.
    const next = new Date(search.nextRunAt);
    expect(next.getUTCHours()).toBe(23);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);

    const followed = await follow(user, { kind: 'document', slug: tanada.slug, frequency: 'weekly' });
    expect(followed).toMatchObject({
      kind: 'document',
      label: 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
      document: { slug: tanada.slug, citation: 'G.R. No. L-63915, April 24, 1985', inLibrary: true },
    });
    expect(new Date(followed.nextRunAt).getUTCDay()).toBe(0); // Monday 07:00 in Manila is Sunday 23:00 UTC
    // Following again gives back the same alert.
    expect((await follow(user, { kind: 'document', slug: tanada.slug, frequency: 'daily' }, 200)).id).toBe(followed.id);
    expect(
      (
        await follow(
          user,
          {
            kind: 'search',
            query: 'data privacy',
            filters: { year: 2012, documentType: ['Republic Act'] },
            frequency: 'weekly',
          },
          200,
        )
      ).id,
    ).toBe(search.id);

    const listed = (await send('GET', '/api/me/alerts', user)).json().data.alerts;
    expect(listed.map((alert: { id: string }) => alert.id)).toEqual([search.id, followed.id]);
    const bySlug = (await send('GET', `/api/me/alerts?slug=${tanada.slug}`, user)).json().data.alerts;
    expect(bySlug.map((alert: { id: string }) => alert.id)).toEqual([followed.id]);

    const weekly = await send('PATCH', `/api/me/alerts/${search.id}`, user, { frequency: 'weekly' });
    expect(weekly.json().data.alert).toMatchObject({ frequency: 'weekly', status: 'active' });
    const paused = await send('PATCH', `/api/me/alerts/${search.id}`, user, { active: false });
    expect(paused.json().data.alert.status).toBe('paused');
    expect((await send('PATCH', `/api/me/alerts/${search.id}`, user, { active: true })).json().data.alert.status).toBe(
      'active',
    );
    expect((await send('DELETE', `/api/me/alerts/${search.id}`, user)).json()).toEqual({
      success: true,
      data: { deleted: true },
    });
    expect((await send('DELETE', `/api/me/alerts/${search.id}`, user)).statusCode).toBe(404);
  });

  it("answers 404 for another account's alert and never lists it", async () => {
    const owner = await insertUser(t.db);
    const other = await insertUser(t.db);
    const alert = await follow(owner, { kind: 'search', query: 'writ of amparo', frequency: 'daily' });
    expect((await send('PATCH', `/api/me/alerts/${alert.id}`, other, { active: false })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/me/alerts/${alert.id}`, other)).statusCode).toBe(404);
    expect((await send('GET', '/api/me/alerts', other)).json().data.alerts).toEqual([]);
    expect((await send('GET', '/api/me/alerts', owner)).json().data.alerts[0].status).toBe('active');
  });

  it('refuses bad input and the limits with a 400 naming them', async () => {
    const user = await insertUser(t.db);
    const fieldOf = async (body: object) => {
      const answer = await send('POST', '/api/me/alerts', user, body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().errors[0];
    };
    expect(await fieldOf({ kind: 'search', query: 'x'.repeat(501), frequency: 'daily' })).toEqual({
      field: 'query',
      message: 'must be at most 500 characters',
    });
    expect(await fieldOf({ kind: 'search', frequency: 'daily' })).toMatchObject({ field: 'query' });
    expect(await fieldOf({ kind: 'search', query: 'bail', frequency: 'hourly' })).toMatchObject({ field: 'frequency' });
    expect(await fieldOf({ kind: 'folder', frequency: 'daily' })).toMatchObject({ field: 'kind' });
    expect(await fieldOf({ kind: 'document', frequency: 'daily' })).toMatchObject({ field: 'slug' });
    expect(
      await fieldOf({ kind: 'search', query: 'bail', filters: { color: 'red' }, frequency: 'daily' }),
    ).toMatchObject({
      field: 'filters',
    });
    expect(
      (await send('POST', '/api/me/alerts', user, { kind: 'document', slug: 'no-such-document', frequency: 'daily' }))
        .statusCode,
    ).toBe(404);
    expect((await send('PATCH', '/api/me/alerts/not-an-id', user, { active: false })).json().errors[0].field).toBe(
      'id',
    );
    // A filter alone is a search too: every new Republic Act.
    await follow(user, { kind: 'search', filters: { documentType: ['Republic Act'] }, frequency: 'weekly' });

    await t.db.query(
      `INSERT INTO alerts (user_id, kind, frequency, label, query, next_run_at)
       SELECT $1, 'search', 'daily', 'q' || n, 'q' || n, now() + interval '1 day' FROM generate_series(1, 49) n`,
      [user.id],
    );
    expect(await fieldOf({ kind: 'search', query: 'one too many', frequency: 'daily' })).toEqual({
      field: 'alerts',
      message: 'You can have at most 50 alerts',
    });
  });
});
