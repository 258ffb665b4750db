import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/passwords.ts';
import {
  createArticle,
  createDocument,
  createLawyer,
  createUser,
  DEFAULT_TEST_PASSWORD,
} from '../../src/test/factories.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

describe('test factories', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('build unique rows on every call and accept overrides', async () => {
    const [a, b] = [
      await createLawyer(db),
      await createLawyer(db, {
        last_name: 'PEÑA',
        verified: true,
        education: [{ institution: 'UP', degree: 'JD', year: 2009 }],
      }),
    ];
    expect(a.roll_number).not.toBe(b.roll_number);
    expect(b).toMatchObject({ last_name: 'PEÑA', verified: true, education: [{ institution: 'UP' }] });

    const [d1, d2] = [
      await createDocument(db),
      await createDocument(db, {
        documentType: 'Republic Act',
        citation: 'Republic Act No. 9165',
        dateDecided: null,
        dateEnacted: '2002-06-07',
      }),
    ];
    expect(d1.slug).not.toBe(d2.slug);
    expect(d2).toMatchObject({ document_type: 'Republic Act', slug: 'REPUBLIC_ACT-9165-2002-06-07' });

    const article = await createArticle(db, { status: 'draft' });
    expect(article).toMatchObject({ status: 'draft', published_at: null });
    expect(article.author_lawyer_id).toBeTruthy();
  });

  it('creates users with a known password', async () => {
    const user = await createUser(db, { role: 'admin', user_type: 'admin' });
    const other = await createUser(db, { password: 'another secret' });
    expect(user.email).not.toBe(other.email);
    expect(user.password).toBe(DEFAULT_TEST_PASSWORD);
    expect(await verifyPassword(DEFAULT_TEST_PASSWORD, user.password_hash as string)).toBe(true);
    expect(await verifyPassword('another secret', other.password_hash as string)).toBe(true);
  });
});
