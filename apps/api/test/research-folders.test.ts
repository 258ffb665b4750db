import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, type DocumentRow } from '@batas/db/test';
import { createTestApp } from './helpers.ts';
import { insertUser, type TestUser } from './support/accounts.ts';
import { insertDataPrivacyAct, insertTanada } from './support/research-documents.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const PUBLIC_URL = 'https://batas.example.test';

/** Research folders: save, note, move, reorder, rename, delete, export; each account sees only its own. */
describe('research folders', () => {
  let t: TestApp;
  let tanada: DocumentRow;
  let privacyAct: DocumentRow;
  const send = (method: Method, url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user?.auth ?? {} });
  const newFolder = async (user: TestUser, name: string) => {
    const answer = await send('POST', '/api/me/folders', user, { name });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.folder.id as string;
  };
  const folder = async (user: TestUser, id: string) =>
    (await send('GET', `/api/me/folders/${id}`, user)).json().data.folder;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    tanada = await insertTanada(t.db);
    privacyAct = await insertDataPrivacyAct(t.db);
  });
  afterAll(() => t.close());

  it('describes its routes in the OpenAPI document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      '/api/me/folders/{id}/documents/{slug}',
      '/api/me/folders/{id}/export',
      '/api/me/alerts/',
      '/api/alerts/unsubscribe',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('asks an anonymous caller to sign in, for every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/me/folders'],
      ['POST', '/api/me/folders'],
      ['GET', `/api/me/folders/${id}`],
      ['PATCH', `/api/me/folders/${id}`],
      ['DELETE', `/api/me/folders/${id}`],
      ['PUT', `/api/me/folders/${id}/documents/x`],
      ['DELETE', `/api/me/folders/${id}/documents/x`],
      ['GET', `/api/me/folders/${id}/export`],
    ] as const) {
      expect((await send(method, url, null, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
  });

  it('saves two documents with notes and exports the folder as a list of authorities and as CSV', async () => {
    const user = await insertUser(t.db);
    const id = await newFolder(user, 'Publication of laws');
    const saved = await send('PUT', `/api/me/folders/${id}/documents/${tanada.slug}`, user, {
      note: 'Publication is indispensable.\r\nSee p. 5',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.entry).toMatchObject({
      slug: tanada.slug,
      authority: 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
      note: 'Publication is indispensable.\nSee p. 5',
      inLibrary: true,
      position: 0,
    });
    await send('PUT', `/api/me/folders/${id}/documents/${privacyAct.slug}`, user, { note: '=consent, sec. 12' });

    const view = await folder(user, id);
    expect(view).toMatchObject({ name: 'Publication of laws', documentCount: 2 });
    expect(view.documents.map((entry: { authority: string }) => entry.authority)).toEqual([
      'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
      'Republic Act No. 10173 (Data Privacy Act of 2012)',
    ]);

    const text = await send('GET', `/api/me/folders/${id}/export?format=text`, user);
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.headers['content-disposition']).toBe('attachment; filename="publication-of-laws.txt"');
    // Grouped by kind in the order of the hierarchy of laws; the private notes stay out of a list meant for a brief.
    expect(text.body).toBe(
      [
        'LIST OF AUTHORITIES',
        'Publication of laws',
        '',
        'Statutes',
        'Republic Act No. 10173 (Data Privacy Act of 2012)',
        '',
        'Cases',
        'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
        '',
      ].join('\n'),
    );

    const csv = await send('GET', `/api/me/folders/${id}/export?format=csv`, user);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Heading,Authority,Title,Type,Citation,Date,Note,Link,Saved,In library');
    expect(lines[1]).toContain('"Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985"');
    expect(lines[1]).toContain('"Publication is indispensable.\nSee p. 5"');
    expect(lines[1]).toContain(`${PUBLIC_URL}/law-library/${tanada.slug}`);
    // A note that looks like a formula is kept as text.
    expect(lines[2]).toContain(',"\'=consent, sec. 12",');
    expect((await send('GET', `/api/me/folders/${id}/export?format=pdf`, user)).json()).toMatchObject({
      errors: [{ field: 'format' }],
    });
  });

  it('moves, reorders, renames and deletes, keeping each list numbered in order', async () => {
    const user = await insertUser(t.db);
    const first = await newFolder(user, 'First');
    const second = await newFolder(user, 'Second');
    const extra = await createDocument(t.db);
    for (const doc of [tanada, privacyAct, extra])
      await send('PUT', `/api/me/folders/${first}/documents/${doc.slug}`, user);
    // Reorder: the third to the top.
    await send('PUT', `/api/me/folders/${first}/documents/${extra.slug}`, user, { position: 0 });
    expect((await folder(user, first)).documents.map((entry: { slug: string }) => entry.slug)).toEqual([
      extra.slug,
      tanada.slug,
      privacyAct.slug,
    ]);
    // Move, note and all.
    await send('PUT', `/api/me/folders/${first}/documents/${tanada.slug}`, user, { note: 'key case' });
    const moved = await send('PUT', `/api/me/folders/${second}/documents/${tanada.slug}`, user, { from: first });
    expect(moved.json().data.entry).toMatchObject({ note: 'key case', position: 0 });
    expect((await folder(user, first)).documents.map((entry: { position: number }) => entry.position)).toEqual([0, 1]);
    expect((await folder(user, second)).documentCount).toBe(1);
    const notThere = await send('PUT', `/api/me/folders/${second}/documents/${extra.slug}`, user, {
      from: randomUUID(),
    });
    expect(notThere.statusCode).toBe(400);

    // Rename, reorder folders, refuse a name already used.
    const renamed = await send('PATCH', `/api/me/folders/${second}`, user, {
      name: 'Cases on publication',
      position: 0,
    });
    expect(renamed.json().data.folder).toMatchObject({ name: 'Cases on publication', position: 0 });
    const list = (await send('GET', '/api/me/folders', user)).json().data.folders;
    expect(list.map((entry: { name: string }) => entry.name)).toEqual(['Cases on publication', 'First']);
    const clash = await send('PATCH', `/api/me/folders/${first}`, user, { name: 'CASES ON PUBLICATION' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ field: 'name', message: 'You already have a folder with this name' }]);

    // ?slug= tells which folders hold a document (the Save dialog).
    const holding = (await send('GET', `/api/me/folders?slug=${tanada.slug}`, user)).json().data.folders;
    expect(holding.map((entry: { saved: unknown }) => entry.saved)).toEqual([
      { note: 'key case', savedAt: expect.any(String) },
      null,
    ]);

    expect((await send('DELETE', `/api/me/folders/${first}/documents/${extra.slug}`, user)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/me/folders/${first}/documents/${extra.slug}`, user)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/me/folders/${second}`, user)).statusCode).toBe(200);
    const left = (await send('GET', '/api/me/folders', user)).json().data.folders;
    expect(left).toEqual([expect.objectContaining({ name: 'First', position: 0, documentCount: 1 })]);
  });

  it('cites a document as its page does, by its short title where it has one', async () => {
    const user = await insertUser(t.db);
    const id = await newFolder(user, 'Intergenerational responsibility');
    // The caption names the minors first; the case is known by their surname (documents.short_title).
    const oposa = await createDocument(t.db, {
      title:
        'JUAN ANTONIO, ANNA ROSARIO and JOSE ALFONSO, all surnamed OPOSA, minors, and represented by their parents ANTONIO and RIZALINA OPOSA, petitioners, vs. THE HONORABLE FULGENCIO S. FACTORAN, JR., in his capacity as the Secretary of the Department of Environment and Natural Resources, respondents.',
      citation: 'G.R. No. 101083, July 30, 1993',
      dateDecided: '1993-07-30',
    });
    await t.db.query("UPDATE documents SET short_title = 'Oposa v. Factoran' WHERE id = $1", [oposa.id]);
    const saved = await send('PUT', `/api/me/folders/${id}/documents/${oposa.slug}`, user, { note: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await send('GET', `/api/documents/resolve/${oposa.slug}`, null)).json().data.document;
    expect(saved.json().data.entry.authority).toBe('Oposa v. Factoran, G.R. No. 101083, July 30, 1993');
    expect(page.citeAs).toBe(saved.json().data.entry.authority);
    const text = (await send('GET', `/api/me/folders/${id}/export?format=text`, user)).body;
    expect(text).toContain('Oposa v. Factoran, G.R. No. 101083, July 30, 1993');
  });

  it('keeps a deleted document in the folder, saying so, with its citation', async () => {
    const user = await insertUser(t.db);
    const id = await newFolder(user, 'Gone');
    const doomed = await insertDataPrivacyAct(t.db, { citation: 'Republic Act No. 10175', dateEnacted: '2012-09-12' });
    await send('PUT', `/api/me/folders/${id}/documents/${doomed.slug}`, user, { note: 'check' });
    const admin = await insertUser(t.db, { role: 'super_admin' });
    expect((await send('DELETE', `/api/admin/documents/${doomed.id}`, admin)).statusCode).toBe(200);
    const [entry] = (await folder(user, id)).documents;
    expect(entry).toMatchObject({
      slug: doomed.slug,
      inLibrary: false,
      removedAt: expect.any(String),
      citation: 'Republic Act No. 10175',
      authority: 'Republic Act No. 10175 (Data Privacy Act of 2012)',
      note: 'check',
    });
    const text = (await send('GET', `/api/me/folders/${id}/export`, user)).body;
    expect(text).toContain('Republic Act No. 10175 (Data Privacy Act of 2012)');
    // Its note can still be changed, and it can be taken out.
    expect((await send('PUT', `/api/me/folders/${id}/documents/${doomed.slug}`, user, { note: '' })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/api/me/folders/${id}/documents/${doomed.slug}`, user)).statusCode).toBe(200);
  });

  it('shows another account nothing: its folders are 404', async () => {
    const owner = await insertUser(t.db);
    const other = await insertUser(t.db);
    const id = await newFolder(owner, 'Mine');
    await send('PUT', `/api/me/folders/${id}/documents/${tanada.slug}`, owner, { note: 'private' });
    for (const [method, url, body] of [
      ['GET', `/api/me/folders/${id}`, undefined],
      ['PATCH', `/api/me/folders/${id}`, { name: 'Taken' }],
      ['DELETE', `/api/me/folders/${id}`, undefined],
      ['PUT', `/api/me/folders/${id}/documents/${privacyAct.slug}`, {}],
      ['DELETE', `/api/me/folders/${id}/documents/${tanada.slug}`, undefined],
      ['GET', `/api/me/folders/${id}/export?format=csv`, undefined],
    ] as const) {
      const answer = await send(method, url, other, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.body).not.toContain('private');
    }
    // Nor can it move the owner's entry out by naming the folder.
    const mine = await newFolder(other, 'Theirs');
    expect(
      (await send('PUT', `/api/me/folders/${mine}/documents/${tanada.slug}`, other, { from: id })).statusCode,
    ).toBe(400);
    expect((await send('GET', '/api/me/folders', other)).json().data.folders).toHaveLength(1);
    expect((await folder(owner, id)).documents).toHaveLength(1);
  });

  it('refuses bad input and each limit with a 400 naming it', async () => {
    const user = await insertUser(t.db);
    const id = await newFolder(user, 'Limits');
    const fieldOf = async (method: Method, url: string, body?: object) => {
      const answer = await send(method, url, user, body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().errors[0];
    };
    expect(await fieldOf('POST', '/api/me/folders', { name: '  ' })).toMatchObject({ field: 'name' });
    expect(await fieldOf('POST', '/api/me/folders', { name: 'x'.repeat(101) })).toMatchObject({ field: 'name' });
    expect(await fieldOf('GET', '/api/me/folders/not-an-id')).toMatchObject({ field: 'id' });
    expect(await fieldOf('PATCH', `/api/me/folders/${id}`, {})).toMatchObject({ field: 'name' });
    expect(await fieldOf('PUT', `/api/me/folders/${id}/documents/${tanada.slug}`, { note: 'é'.repeat(5001) })).toEqual({
      field: 'note',
      message: 'must be at most 5,000 characters',
    });
    expect(
      (await send('PUT', `/api/me/folders/${id}/documents/${tanada.slug}`, user, { note: '😀'.repeat(5000) }))
        .statusCode,
    ).toBe(200);
    expect((await send('PUT', `/api/me/folders/${id}/documents/no-such-document`, user)).statusCode).toBe(404);

    // 200 folders: 198 more, then the 200th, then one too many.
    await t.db.query(
      `INSERT INTO research_folders (user_id, name, position) SELECT $1, 'Folder ' || n, n FROM generate_series(1, 198) n`,
      [user.id],
    );
    await newFolder(user, 'The 200th');
    expect(await fieldOf('POST', '/api/me/folders', { name: 'One too many' })).toEqual({
      field: 'folders',
      message: 'You can have at most 200 folders',
    });

    // 5,000 saved documents across folders.
    await t.db.query(
      `INSERT INTO folder_documents (folder_id, user_id, slug, title, document_type, position)
       SELECT $1, $2, 'gone-' || n, 'Gone ' || n, 'Act', n FROM generate_series(1, 4999) n`,
      [id, user.id],
    );
    expect(await fieldOf('PUT', `/api/me/folders/${id}/documents/${privacyAct.slug}`)).toEqual({
      field: 'documents',
      message: 'You can keep at most 5,000 saved documents',
    });
  });
});
