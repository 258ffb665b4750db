/**
 * The small library and the accounts the contract probes read (scripts/contracts/probes/), made through the API
 * where it can, on a fresh embedded database.
 */
import { createArticle, createDocument } from '@batas/db/test';
import type { RouteDeclaration } from '@batas/shared/contracts/route';
import { type createTestApp } from '../../../apps/api/test/helpers.ts';
import { insertLawyer, insertUser, insertVerifiedLawyer } from '../../../apps/api/test/support/accounts.ts';
import { multipart, samplePng } from '../../../apps/api/test/support/multipart.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Method = RouteDeclaration['method'];

export interface Probe {
  route: RouteDeclaration;
  url: string;
  /** The answer this request must get (it proves the probe reached the branch it means). */
  status: number;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}

export const NO_ID = '00000000-0000-4000-8000-000000000000';

export type ProbeFixtures = Awaited<ReturnType<typeof probeFixtures>>;

export async function probeFixtures(t: TestApp) {
  const inject = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  for (const date of ['2015-03-03', '2016-01-12']) {
    await createDocument(t.db, {
      documentType: 'Supreme Court Decision',
      court: 'Supreme Court',
      title: `[ G.R. No. 300001, ${date} ] SANTOS v. REYES`,
      citation: `G.R. No. 300001, ${date}`,
      dateDecided: date,
    });
  }
  const statute = await createDocument(t.db, { documentType: 'Republic Act', title: 'A probe act' });
  const member = (await insertUser(t.db)).auth;
  const reviewer = (await insertUser(t.db, { role: 'admin' })).auth;
  const lawyer = await insertLawyer(t.db);
  const claimantOf = async (lawyerId: string) =>
    (
      await insertUser(t.db, {
        role: 'lawyer',
        lawyerId,
        lawyerVerificationStatus: 'documents_required',
        approvalStatus: 'pending',
      })
    ).auth;
  const claimant = await claimantOf(lawyer.id);
  const secondClaimant = await claimantOf((await insertLawyer(t.db)).id);

  const folder = (await inject('POST', '/api/me/folders', member, { name: 'Probe' })).json().data.folder.id as string;
  const spare = (await inject('POST', '/api/me/folders', member, { name: 'Spare' })).json().data.folder.id as string;
  const png = await samplePng();
  const upload = () =>
    multipart([
      { field: 'selfie', filename: 'selfie.png', content: png, contentType: 'image/png' },
      { field: 'idDocument', filename: 'id.png', content: png, contentType: 'image/png' },
    ]);
  const { payload: uploadBody, headers: uploadHeaders } = upload();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/auth/upload-verification',
    headers: { ...claimant, ...uploadHeaders },
    payload: uploadBody,
  });
  const fileId = uploaded.json().data.uploads[0].id as string;
  const again = upload();

  const author = await insertVerifiedLawyer(t.db);
  const article = await createArticle(t.db, { author_lawyer_id: author.lawyerId, title: 'A probe article' });
  const draft = {
    title: 'A probe draft',
    summary: 'What a probe says.',
    content: '<p>Words enough for a draft.</p>',
    category: 'Labor Law',
  };
  const written = (await inject('POST', '/api/articles', author.auth, draft)).json().data.article.id as string;
  const gone = (await inject('POST', '/api/articles', author.auth, draft)).json().data.article.id as string;
  const image = upload();

  const claimer = (await insertUser(t.db)).auth;
  const claimed = await insertLawyer(t.db);
  const claimBody = { lawyerId: claimed.id, verificationDocuments: 'IBP card' };
  const secondClaimed = await insertLawyer(t.db);

  const follow = { kind: 'search', query: 'data privacy', frequency: 'weekly' };
  const alert = (await inject('POST', '/api/me/alerts', member, follow)).json().data.alert.id as string;
  const dropped = (await inject('POST', '/api/me/alerts', member, { ...follow, query: 'x' })).json().data.alert.id;

  const signer = await insertUser(t.db, { email: 'signer@example.com' });
  const [rollA, rollB, rollC] = [await insertLawyer(t.db), await insertLawyer(t.db), await insertLawyer(t.db)];
  const person = (email: string) => ({ firstName: 'Maria', lastName: 'Clara', email, password: 'kalayaan-1898' });

  const superAdmin = (await insertUser(t.db, { role: 'super_admin' })).auth;
  const target = await insertUser(t.db);
  const doomed = await insertUser(t.db);
  const usersUrl = '/api/admin/users';
  await insertUser(t.db, { role: 'admin', email: 'boss@example.com' });

  const folderUrl = `/api/me/folders/${folder}`;
  const entryUrl = `${folderUrl}/documents/${statute.slug}`;
  return {
    again,
    alert,
    article,
    author,
    claimBody,
    claimer,
    doomed,
    draft,
    dropped,
    entryUrl,
    fileId,
    folderUrl,
    follow,
    gone,
    image,
    lawyer,
    member,
    person,
    reviewer,
    rollA,
    rollB,
    rollC,
    secondClaimant,
    secondClaimed,
    signer,
    spare,
    statute,
    superAdmin,
    t,
    target,
    upload,
    usersUrl,
    written,
  };
}
