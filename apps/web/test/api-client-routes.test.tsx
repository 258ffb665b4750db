/**
 * The web client's calls of declared routes, against the real API in process: a success answer typed from the
 * declaration, the answers other than success that pages read (the resolver's 300 candidates, its 404's citation,
 * a 400's fields), failures thrown as ApiError, and a file answer read as a download.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test';
import { resolveDocument } from '@batas/shared/contracts/endpoints/document-resolve';
import { createFolder, exportFolder } from '@batas/shared/contracts/endpoints/research-folders';
import { api as client, ApiError } from '@/lib/api-client';
import { insertUser } from '../../api/test/support/accounts.ts';
import { signInAs, signOut, startApi, type TestApi } from './support/render-route.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  for (const [date, part] of [
    ['2015-03-03', 'DECISION'],
    ['2016-01-12', 'RESOLUTION'],
  ] as const) {
    await createDocument(api.db, {
      documentType: 'Supreme Court Decision',
      court: 'Supreme Court',
      title: `[ G.R. No. 300001, ${date} ] SANTOS v. REYES (${part})`,
      citation: `G.R. No. 300001, ${date}`,
      dateDecided: date,
    });
  }
});
afterAll(() => api.close());
afterEach(() => signOut(api));

describe('answer: every declared answer of a route, each with its body', () => {
  it('gives the 300 with its candidates', async () => {
    const answer = await client.answer(resolveDocument, { params: { citation: 'GR-300001' } }, [300]);
    expect(answer.body.data.because).toBe('several');
    expect(answer.body.data.candidates.map((candidate) => candidate.date)).toHaveLength(2);
  });

  it('gives the 404 with the citation to search for, and the 400 with its field', async () => {
    const missing = await client.answer(resolveDocument, { params: { citation: 'GR-300999' } }, [404]);
    expect(missing.body.data?.citation).toMatchObject({ searchNumber: '300999' });
    const invalid = await client.answer(resolveDocument, { params: { citation: 'GR-63915-1985-13-45' } }, [400]);
    expect(invalid.body).toMatchObject({ message: '1985-13-45 is not a date' });
    expect(invalid.body.errors).toEqual([{ field: 'citation', message: '1985-13-45 is not a date' }]);
  });
});

describe('call: the success answer, anything else thrown', () => {
  it('throws an answer the caller did not list', async () => {
    const failure = await client
      .answer(resolveDocument, { params: { citation: 'GR-300001' } }, [200, 404])
      .catch((e) => e);
    expect(failure).toMatchObject({ status: 300 });
  });

  it('throws the 300 as an ApiError with the server message', async () => {
    const failure = await client.call(resolveDocument, { params: { citation: 'GR-300001' } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 300, message: 'Several documents match this citation' });
  });

  it('reads a file answer as a download with the server’s file name', async () => {
    const user = await insertUser(api.db);
    await signInAs(api, user.auth);
    const { folder } = (await client.call(createFolder, { body: { name: 'Cases' } })).data;
    const file = await client.download(exportFolder, { params: { id: folder.id }, query: { format: 'csv' } });
    expect(file.contentType).toContain('text/csv');
    expect(file.filename).toMatch(/\.csv$/);
    expect((await file.blob.text()).split('\n')[0]).toContain('Citation');

    const gone = await client
      .download(exportFolder, { params: { id: '00000000-0000-4000-8000-000000000000' }, query: { format: 'csv' } })
      .catch((e) => e);
    expect(gone).toMatchObject({ status: 404 });
  });
});
