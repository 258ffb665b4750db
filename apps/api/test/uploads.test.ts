import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { ARTICLE_IMAGE_QUOTA_BYTES } from '../src/services/articles/article-images.ts';
import { removeUnusedArticleImages } from '../src/services/articles/unused-article-images.ts';
import { insertLawyer, insertUser, insertVerifiedLawyer, type TestUser } from './support/accounts.ts';
import { multipart, oversizedPng, sampleExe, sampleJpeg, samplePdf, samplePng } from './support/multipart.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('uploads: checked by content, stored privately', () => {
  let t: TestApp;
  let reviewer: TestUser;
  const upload = (url: string, user: TestUser | null, files: Parameters<typeof multipart>[0]) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(user?.auth ?? {}) },
    });
  };
  const fieldsOf = (response: { json: () => { errors?: Array<{ field: string; message: string }> } }) =>
    Object.fromEntries((response.json().errors ?? []).map((error) => [error.field, error.message]));

  beforeAll(async () => {
    t = await createTestApp();
    reviewer = await insertUser(t.db, { role: 'moderator' });
  });
  afterAll(() => t.close());

  describe('verification documents', () => {
    const url = '/api/auth/upload-verification';
    const pending = async () => {
      const lawyer = await insertLawyer(t.db);
      return {
        user: await insertUser(t.db, {
          role: 'lawyer',
          lawyerId: lawyer.id,
          lawyerVerificationStatus: 'documents_required',
          approvalStatus: 'pending',
        }),
        lawyer,
      };
    };

    it('refuses anonymous callers and requests that are not multipart', async () => {
      expect(
        (await upload(url, null, [{ field: 'selfie', filename: 'a.png', content: await samplePng() }])).statusCode,
      ).toBe(401);
      const { user } = await pending();
      const json = await t.app.inject({ method: 'POST', url, headers: user.auth, payload: { selfie: 'x' } });
      expect(json.statusCode).toBe(400);
      expect(json.json().errors[0].field).toBe('selfie');
    });

    it('needs both files', async () => {
      const { user } = await pending();
      const response = await upload(url, user, [{ field: 'selfie', filename: 'me.png', content: await samplePng() }]);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response).idDocument).toBe('Please upload both selfie and ID document');
    });

    it('decides the type by the bytes: a .png name with PDF bytes is a PDF; an .exe named .jpg is refused', async () => {
      const { user } = await pending();
      const exe = await upload(url, user, [
        { field: 'selfie', filename: 'me.jpg', content: sampleExe(), contentType: 'image/jpeg' },
        { field: 'idDocument', filename: 'id.pdf', content: samplePdf() },
      ]);
      expect(exe.statusCode).toBe(400);
      expect(fieldsOf(exe).selfie).toBe('Please upload a valid image (JPG, PNG)');
      const pdfSelfie = await upload(url, user, [
        { field: 'selfie', filename: 'me.png', content: samplePdf(), contentType: 'image/png' },
        { field: 'idDocument', filename: 'id.pdf', content: samplePdf() },
      ]);
      expect(fieldsOf(pdfSelfie).selfie).toBe('Please upload a valid image (JPG, PNG)');

      const ok = await upload(url, user, [
        { field: 'selfie', filename: 'me.exe', content: await sampleJpeg() },
        { field: 'idDocument', filename: 'id.png', content: samplePdf(), contentType: 'image/png' },
      ]);
      expect(ok.statusCode).toBe(201);
      const body = ok.json();
      expect(body.message).toBe('Documents uploaded. Your account is under review.');
      expect(
        body.data.uploads.map((entry: { kind: string; mimeType: string }) => [entry.kind, entry.mimeType]),
      ).toEqual([
        ['selfie', 'image/jpeg'],
        ['idDocument', 'application/pdf'],
      ]);
      expect(body.data.user).toMatchObject({ lawyerVerificationStatus: 'under_review', claimStatus: 'pending' });

      const stored = await t.db.query<{ storage_key: string }>(
        'SELECT storage_key FROM verification_uploads WHERE user_id = $1',
        [user.id],
      );
      for (const { storage_key } of stored.rows) {
        expect(storage_key).toMatch(/^verification\/[0-9a-f-]+\/[0-9a-f-]+\.(jpg|pdf)$/);
        expect(existsSync(join(t.app.config.uploadsDir, storage_key))).toBe(true);
        expect(join(t.app.config.uploadsDir, storage_key)).not.toMatch(/public|dist/);
      }
    });

    it('replaces the earlier upload, removes its files and orphans, and limits uploads to five an hour', async () => {
      const { user } = await pending();
      const files = async () => [
        { field: 'selfie', filename: 'me.png', content: await samplePng(32, 32) },
        { field: 'idDocument', filename: 'id.pdf', content: samplePdf() },
      ];
      const keys = async () =>
        (
          await t.db.query<{ storage_key: string }>('SELECT storage_key FROM verification_uploads WHERE user_id = $1', [
            user.id,
          ])
        ).rows.map((row) => row.storage_key);
      expect((await upload(url, user, await files())).statusCode).toBe(201);
      const first = await keys();
      // A file no row names, left by a crash long ago, and one being written right now by another upload.
      const folder = join(t.app.config.uploadsDir, 'verification', user.id);
      const stray = join(folder, 'left-by-a-crash.jpg');
      const fresh = join(folder, 'still-being-written.jpg');
      writeFileSync(stray, 'x');
      writeFileSync(fresh, 'x');
      const old = new Date(Date.now() - 3_600_000);
      utimesSync(stray, old, old);

      expect((await upload(url, user, await files())).statusCode).toBe(201);
      const second = await keys();
      expect(second).toHaveLength(2);
      expect(second.some((key) => first.includes(key))).toBe(false);
      for (const key of first) expect(existsSync(join(t.app.config.uploadsDir, key))).toBe(false);
      for (const key of second) expect(existsSync(join(t.app.config.uploadsDir, key))).toBe(true);
      expect(existsSync(stray)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      expect(readdirSync(folder).sort()).toEqual(
        [...second.map((key) => key.split('/').pop()), 'still-being-written.jpg'].sort(),
      );
      const claims = await t.db.query(`SELECT 1 FROM lawyer_claims WHERE user_id = $1 AND status = 'pending'`, [
        user.id,
      ]);
      expect(claims.rows).toHaveLength(1);

      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await upload(url, user, await files())).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(await keys()).toHaveLength(2);
    });

    it('refuses a file over 5 MB, naming it', async () => {
      const { user } = await pending();
      const response = await upload(url, user, [
        { field: 'selfie', filename: 'me.png', content: await samplePng() },
        { field: 'idDocument', filename: 'id.png', content: oversizedPng() },
      ]);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response).idDocument).toBe('File size must be less than 5MB');
    });

    it('shows the files to claim reviewers only', async () => {
      const { user } = await pending();
      const pdf = samplePdf();
      await upload(url, user, [
        { field: 'selfie', filename: 'me.png', content: await samplePng() },
        { field: 'idDocument', filename: 'id', content: pdf },
      ]);
      const claims = (
        await t.app.inject({ method: 'GET', url: '/api/auth/pending-claims', headers: reviewer.auth })
      ).json().data.claims;
      const mine = claims.find((claim: { user: { _id: string } }) => claim.user._id === user.id);
      const idUpload = mine.uploads.find((entry: { kind: string }) => entry.kind === 'idDocument');
      const contentManager = await insertUser(t.db, { role: 'content_manager' });
      for (const caller of [null, user, contentManager, await insertVerifiedLawyer(t.db)]) {
        const response = await t.app.inject({ method: 'GET', url: idUpload.url, headers: caller?.auth ?? {} });
        expect(response.statusCode).toBe(caller ? 403 : 401);
      }
      const file = await t.app.inject({ method: 'GET', url: idUpload.url, headers: reviewer.auth });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-security-policy']).toContain('sandbox');
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/auth/verification-files/00000000-0000-4000-8000-000000000000',
            headers: reviewer.auth,
          })
        ).statusCode,
      ).toBe(404);

      // A new tab opens the file at its own address, with its sandbox, through a one-minute link a reviewer asked for.
      const refused = await t.app.inject({ method: 'POST', url: `${idUpload.url}/link`, headers: user.auth });
      expect(refused.statusCode).toBe(403);
      const linked = await t.app.inject({ method: 'POST', url: `${idUpload.url}/link`, headers: reviewer.auth });
      const link = linked.json().data.url as string;
      expect(link).toMatch(new RegExp(`^${idUpload.url}\\?expires=\\d+&signature=[\\w-]+$`));
      const opened = await t.app.inject({ method: 'GET', url: link });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-security-policy']).toContain('sandbox');
      expect(opened.rawPayload.equals(pdf)).toBe(true);
      const other = mine.uploads.find((entry: { kind: string }) => entry.kind === 'selfie');
      const elsewhere = await t.app.inject({ method: 'GET', url: link.replace(idUpload.url, other.url) });
      expect(elsewhere.statusCode).toBe(403);
      const expired = link.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
      expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    });
  });

  describe('profile pictures', () => {
    it('lets only the owner or a profile admin upload, and serves a resized copy publicly', async () => {
      const owner = await insertVerifiedLawyer(t.db);
      const url = `/api/lawyers/${owner.lawyerId}/profile-picture`;
      const png = await samplePng(1200, 800);
      const file = [{ field: 'profilePicture', filename: 'me.png', content: png }];
      expect((await upload(url, null, file)).statusCode).toBe(401);
      expect((await upload(url, await insertUser(t.db), file)).statusCode).toBe(403);
      expect((await upload(url, await insertVerifiedLawyer(t.db), file)).statusCode).toBe(403);

      const response = await upload(url, owner, file);
      expect(response.statusCode).toBe(200);
      const { profileImage } = response.json().data;
      expect(profileImage).toMatch(new RegExp(`^/api/lawyers/${owner.lawyerId}/profile-picture\\?v=[0-9a-f]{12}$`));
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/lawyers/${owner.lawyerId}` })).json().data.lawyer.profileImage,
      ).toBe(profileImage);
      const served = await t.app.inject({ method: 'GET', url: profileImage });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 400, format: 'jpeg' });

      const admin = await insertUser(t.db, { role: 'admin' });
      expect(
        (await upload(url, admin, [{ field: 'profilePicture', filename: 'x.jpg', content: await sampleJpeg() }]))
          .statusCode,
      ).toBe(200);
    });

    it.each([
      ['a PDF', samplePdf, 'Please upload a valid image (JPG, PNG)'],
      ['an executable named .jpg', sampleExe, 'Please upload a valid image (JPG, PNG)'],
      ['a file over 5 MB', oversizedPng, 'File size must be less than 5MB'],
      [
        'a truncated PNG',
        () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
        /could not be read/,
      ],
    ])('refuses %s with 400 naming the field', async (_label, content, message) => {
      const owner = await insertVerifiedLawyer(t.db);
      const response = await upload(`/api/lawyers/${owner.lawyerId}/profile-picture`, owner, [
        { field: 'profilePicture', filename: 'me.jpg', content: await content() },
      ]);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response).profilePicture).toMatch(message);
    });

    it('answers 404 when there is no picture', async () => {
      const lawyer = await insertLawyer(t.db);
      expect((await t.app.inject({ method: 'GET', url: `/api/lawyers/${lawyer.id}/profile-picture` })).statusCode).toBe(
        404,
      );
    });
  });

  describe('article images', () => {
    it('are uploaded by verified lawyers only and usable in articles', async () => {
      const file = [{ field: 'image', filename: 'chart.png', content: await samplePng() }];
      expect((await upload('/api/articles/images', null, file)).statusCode).toBe(401);
      expect((await upload('/api/articles/images', await insertUser(t.db), file)).statusCode).toBe(403);
      const author = await insertVerifiedLawyer(t.db);
      const response = await upload('/api/articles/images', author, file);
      expect(response.statusCode).toBe(201);
      const { url } = response.json().data;
      expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/png');
      const article = await t.app.inject({
        method: 'POST',
        url: '/api/articles',
        headers: author.auth,
        payload: {
          title: 'With a chart',
          summary: 's',
          category: 'General Law',
          content: `<p>See:</p><img src="${url}" alt="chart">`,
          featuredImage: url,
        },
      });
      expect(article.json().data.article).toMatchObject({
        featuredImage: url,
        content: `<p>See:</p><img src="${url}" alt="chart" />`,
      });
    });

    it('are limited to 30 uploads an hour per account', async () => {
      const author = await insertVerifiedLawyer(t.db);
      const file = [{ field: 'image', filename: 'chart.png', content: await samplePng() }];
      for (let index = 0; index < 30; index++) {
        expect((await upload('/api/articles/images', author, file)).statusCode).toBe(201);
      }
      const refused = await upload('/api/articles/images', author, file);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many image uploads/);
      // Another account has its own allowance.
      expect((await upload('/api/articles/images', await insertVerifiedLawyer(t.db), file)).statusCode).toBe(201);
    });

    it('stop at the account quota', async () => {
      const author = await insertVerifiedLawyer(t.db);
      await t.db.query(
        `INSERT INTO article_images (storage_key, mime_type, size_bytes, uploaded_by)
         VALUES ('article-images/quota-filler.png', 'image/png', $1, $2)`,
        [ARTICLE_IMAGE_QUOTA_BYTES - 10, author.id],
      );
      const file = [{ field: 'image', filename: 'chart.png', content: await samplePng() }];
      const refused = await upload('/api/articles/images', author, file);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused).image).toMatch(/would take more than 50 MB/);
    });

    it('that no article uses are removed after a day, with their files', async () => {
      const author = await insertVerifiedLawyer(t.db);
      const file = [{ field: 'image', filename: 'chart.png', content: await samplePng() }];
      const urls: string[] = [];
      for (let index = 0; index < 4; index++)
        urls.push((await upload('/api/articles/images', author, file)).json().data.url);
      const [inBody, featured, abandoned, fresh] = urls as [string, string, string, string];
      await t.app.inject({
        method: 'POST',
        url: '/api/articles',
        headers: author.auth,
        payload: {
          title: 'A draft keeps its images',
          summary: 's',
          category: 'General Law',
          content: `<p><img src="${inBody}" alt="a"></p>`,
          featuredImage: featured,
        },
      });
      const idOf = (url: string) => url.split('/').at(-1)!;
      await t.db.query(
        `UPDATE article_images SET created_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`,
        [[inBody, featured, abandoned].map(idOf)],
      );
      const keyOf = async (url: string) =>
        (await t.db.query<{ storage_key: string }>('SELECT storage_key FROM article_images WHERE id = $1', [idOf(url)]))
          .rows[0]!.storage_key;
      const abandonedFile = join(t.app.config.uploadsDir, await keyOf(abandoned));
      expect(existsSync(abandonedFile)).toBe(true);
      expect(await removeUnusedArticleImages(t.db, t.app.config.uploadsDir)).toBe(1);
      expect(existsSync(abandonedFile)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
      for (const kept of [inBody, featured, fresh])
        expect((await t.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);
    });
  });
});
