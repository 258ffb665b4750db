import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDocument } from '@batas/db/documents';
import { createTestApp } from './helpers.ts';
import { addAccount, auditRows, type TestAccount, type TestApp } from './admin-support.ts';

describe('admin documents', () => {
  let t: TestApp;
  let editor: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await addAccount(t.db, { role: 'content_manager' });
    await upsertDocument(t.db, {
      title: 'People v. Older',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. 100001',
      grNumber: '100001',
      dateDecided: '1990-01-15',
      content: 'An older decision about estafa.',
      lawCategory: 'Criminal Law',
    });
    await upsertDocument(t.db, {
      title: 'People v. Newer',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. 200002',
      grNumber: '200002',
      dateDecided: '2015-06-30',
      content: 'A newer decision about illegal drugs.',
      htmlContent: '<p>A newer decision about <b>illegal drugs</b>.</p>',
    });
    await upsertDocument(t.db, {
      title: 'Data Privacy Act of 2012',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 10173',
      dateEnacted: '2012-08-15',
      content: 'Personal information.',
    });
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/documents${url}`,
      headers: editor.headers,
      ...(payload ? { payload } : {}),
    });

  it('lists newest decision first with data.documents and data.pagination.totalDocuments, and filters', async () => {
    const body = (await request('GET', '?page=1&limit=10&sortBy=dateDecided&sortOrder=desc')).json();
    expect(body.data.pagination.totalDocuments).toBe(3);
    expect(body.data.documents.map((document: { title: string }) => document.title).slice(0, 2)).toEqual([
      'People v. Newer',
      'People v. Older',
    ]);
    expect((await request('GET', '?documentType=Republic%20Act')).json().data.pagination.totalDocuments).toBe(1);
    expect((await request('GET', '?courtLevel=Supreme%20Court')).json().data.pagination.totalDocuments).toBe(2);
    expect((await request('GET', '?lawCategory=Criminal%20Law')).json().data.documents[0].title).toBe(
      'People v. Older',
    );
    expect((await request('GET', '?search=estafa')).json().data.documents[0].title).toBe('People v. Older');
  });

  it('offers the metadata lists: types by name, court levels and the law categories in use', async () => {
    const types = (await request('GET', '/types')).json();
    expect(types.success).toBe(true);
    expect(types.data.map((type: { name: string }) => type.name)).toEqual(
      expect.arrayContaining(['Supreme Court Decision', 'Republic Act']),
    );
    const levels = (await request('GET', '/court-levels')).json().data;
    expect(levels.find((level: { _id: string }) => level._id === 'Supreme Court')).toMatchObject({ count: 2 });
    expect((await request('GET', '/law-categories')).json().data).toEqual([
      { _id: 'Criminal Law', name: 'Criminal Law', count: 1 },
    ]);
  });

  it('creates a document from the form, with slug, search index and an audit row', async () => {
    const response = await request('POST', '', {
      title: 'Heirs of Santos v. Reyes',
      documentType: 'Supreme Court Decision',
      courtLevel: 'Supreme Court',
      citation: 'G.R. No. 300003',
      grNumber: '300003',
      dateDecided: '2020-02-20',
      ponente: 'Leonen, J.',
      petitioner: 'Heirs of Santos',
      respondent: 'Reyes',
      legalTopics: ['Succession', 'Succession', ' Property '],
      fullText: 'The heirs claim the usufruct over the fishpond.',
      summary: 'Usufruct',
      isVerified: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      title: 'Heirs of Santos v. Reyes',
      isVerified: true,
      legalTopics: ['Succession', 'Property'],
      dateDecided: '2020-02-20',
      content: 'The heirs claim the usufruct over the fishpond.',
    });
    expect(created.slug).toMatch(/300003/);
    expect((await request('GET', '?search=fishpond')).json().data.documents[0]._id).toBe(created._id);
    expect((await auditRows(t.db, created._id)).map((row) => row.action)).toEqual(['document.create']);
    const again = await request('POST', '', {
      title: 'Same case again',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. 300003',
      dateDecided: '2020-02-20',
    });
    expect(again.statusCode).toBe(409);
  });

  it('never overwrites a stored document on create, and gives different documents different slugs', async () => {
    const first = await request('POST', '', {
      title: 'Untitled Memorandum',
      documentType: 'Memorandum Circular',
      fullText: 'First text.',
    });
    expect(first.statusCode, first.body).toBe(201);
    // Without a citation a document is known by its title: a second one would be an edit of the first, so it is refused.
    const same = await request('POST', '', {
      title: 'Untitled Memorandum',
      documentType: 'Memorandum Circular',
      fullText: 'Other text.',
    });
    expect(same.statusCode).toBe(409);
    expect((await request('GET', `/${first.json().data._id}`)).json().data.content).toBe('First text.');
    const numbered = await request('POST', '', {
      title: 'Untitled Memorandum',
      documentType: 'Memorandum Circular',
      citation: 'Memorandum Circular No. 5',
    });
    expect(numbered.statusCode, numbered.body).toBe(201);
    expect(numbered.json().data.slug).not.toBe(first.json().data.slug);
  });

  it('updates: recomputes the slug and search index, keeps what the form does not edit, toggles isVerified', async () => {
    const [target] = (await request('GET', '?search=illegal%20drugs')).json().data.documents;
    const updated = await request('PUT', `/${target._id}`, {
      title: 'People v. Newest',
      citation: 'G.R. No. 200099',
      grNumber: '200099',
      isVerified: true,
      legalTopics: ['Drugs'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const body = updated.json().data;
    expect(body).toMatchObject({
      title: 'People v. Newest',
      isVerified: true,
      legalTopics: ['Drugs'],
      dateDecided: '2015-06-30',
    });
    expect(body.slug).toMatch(/200099/);
    expect(body.htmlContent).toContain('<b>illegal drugs</b>');
    expect((await request('GET', '?search=Newest')).json().data.documents[0]._id).toBe(target._id);

    const unchangedSlug = (await request('PUT', `/${target._id}`, { summary: 'Now with a summary' })).json().data.slug;
    expect(unchangedSlug).toBe(body.slug);
    const rewritten = (
      await request('PUT', `/${target._id}`, { fullText: 'Rewritten body text.', isVerified: false })
    ).json().data;
    expect(rewritten).toMatchObject({ content: 'Rewritten body text.', htmlContent: null, isVerified: false });
  });

  it('refuses a citation another document has (409) and bad input (400 naming the field)', async () => {
    const [target] = (await request('GET', '?documentType=Republic%20Act')).json().data.documents;
    const clash = await request('PUT', `/${target._id}`, {
      citation: 'G.R. No. 100001',
      documentType: 'Supreme Court Decision',
      dateDecided: '1990-01-15',
    });
    expect(clash.statusCode).toBe(409);
    const cases: Array<[object, string]> = [
      [{ documentType: 'Republic Act' }, 'title'],
      [{ title: 'x' }, 'documentType'],
      [{ title: '   ', documentType: 'Republic Act' }, 'title'],
      [{ title: 'x', documentType: 'Republic Act', dateDecided: '2020-02-30' }, 'dateDecided'],
      [{ title: 'x', documentType: 'Republic Act', dateDecided: 'yesterday' }, 'dateDecided'],
      [{ title: 'x', documentType: 'Republic Act', legalTopics: 'Privacy' }, 'legalTopics'],
      [{ title: 'x', documentType: 'Republic Act', isVerified: 'yes' }, 'isVerified'],
    ];
    for (const [payload, field] of cases) {
      const response = await request('POST', '', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const update = await request('PUT', `/${target._id}`, { title: '' });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors[0].field).toBe('title');
    expect((await request('PUT', '/not-a-uuid', { title: 'x' })).json().errors[0].field).toBe('id');
  });

  it('deletes with an audit row that keeps the title', async () => {
    const [target] = (await request('GET', '?search=estafa')).json().data.documents;
    expect((await request('DELETE', `/${target._id}`)).statusCode).toBe(200);
    expect((await request('GET', `/${target._id}`)).statusCode).toBe(404);
    expect((await request('DELETE', `/${target._id}`)).statusCode).toBe(404);
    const [row] = await auditRows(t.db, target._id);
    expect(row).toMatchObject({
      action: 'document.delete',
      actor_user_id: editor.id,
      details: { title: 'People v. Older' },
    });
  });
});
