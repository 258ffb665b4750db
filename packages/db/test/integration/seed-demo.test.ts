import { DOCUMENT_TYPES } from '@batas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/passwords.ts';
import { SeedRefusedError, seedDemo, type SeedDemoResult } from '../../src/seeds/seed-demo.ts';
import { openTestDatabase, type TestDatabase } from '../../src/test/open-test-database.ts';

describe('seedDemo', () => {
  let db: TestDatabase;
  let result: SeedDemoResult;
  beforeAll(async () => {
    db = await openTestDatabase();
    result = await seedDemo(db);
  }, 300_000);
  afterAll(async () => {
    await db?.close();
  });

  const count = async (sql: string) => (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`)).rows[0]!.n;

  it('creates the super admin with a generated password, returned once', async () => {
    expect(result.adminEmail).toBe('admin@example.com');
    expect(result.generatedAdminPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    const { rows } = await db.query<{ role: string; approval_status: string; password_hash: string }>(
      `SELECT role, approval_status, password_hash FROM users WHERE email = 'admin@example.com'`,
    );
    expect(rows[0]).toMatchObject({ role: 'super_admin', approval_status: 'approved' });
    expect(await verifyPassword(result.generatedAdminPassword!, rows[0]!.password_hash)).toBe(true);
  });

  it('fills the roll with at least 2,000 lawyers whose roll numbers follow their admission dates', async () => {
    expect(await count('SELECT count(*) FROM lawyers')).toBeGreaterThanOrEqual(2000);
    expect(
      await count(`SELECT count(*) FROM lawyers WHERE admission_date < '1950-01-01' OR admission_date > '2025-12-31'`),
    ).toBe(0);
    // Sorted by roll number, admission dates never go backwards.
    expect(
      await count(
        `SELECT count(*) FROM (SELECT admission_date < lag(admission_date) OVER (ORDER BY roll_number::int) AS backwards FROM lawyers) x WHERE backwards`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM lawyers WHERE last_name = upper(last_name)`)).toBeGreaterThan(1000); // the roll's ALL CAPS
    expect(
      await count(
        `SELECT count(*) FROM lawyers WHERE last_name IN ('PEÑA', 'NUÑEZ', 'DE LOS SANTOS', 'DELA CRUZ', 'MACARAEG')`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(`SELECT count(DISTINCT split_part(address, ', ', 2)) FROM lawyers`)).toBeGreaterThan(30);
  });

  it('gives about sixty verified lawyers full profiles and accounts', async () => {
    expect(await count(`SELECT count(*) FROM lawyers WHERE verified AND profile_status = 'verified'`)).toBe(60);
    expect(
      await count(`SELECT count(*) FROM lawyers WHERE verified AND (jsonb_array_length(education) = 0 OR jsonb_array_length(experience) = 0
      OR cardinality(practice_areas) = 0 OR office_address IS NULL OR social_media IS NULL OR bio IS NULL)`),
    ).toBe(0);
    // No invented reviews: the demo has none to show, so no lawyer carries a rating or a review count.
    expect(await count(`SELECT count(*) FROM lawyers WHERE average_rating <> 0 OR total_reviews <> 0`)).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM users u JOIN lawyers l ON l.id = u.lawyer_id WHERE l.verified AND u.lawyer_verification_status = 'verified'`,
      ),
    ).toBe(60);
  });

  it('loads the real starter library, with sample documents only for the types it lacks', async () => {
    expect(await count(`SELECT count(*) FROM documents WHERE source = 'starter-library'`)).toBe(436);
    const { rows } = await db.query<{ document_type: string }>('SELECT DISTINCT document_type FROM documents');
    // Every type of the category map but the generic lower-court 'Decision'.
    expect(rows.map((row) => row.document_type).sort()).toEqual(DOCUMENT_TYPES.filter((t) => t !== 'Decision').sort());
    expect(
      await count(
        `SELECT count(*) FROM documents WHERE source = 'demo' AND document_type IN
           (SELECT document_type FROM documents WHERE source = 'starter-library')`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM documents WHERE source_name IS NULL`)).toBe(0);
    expect(
      await count(`SELECT min(length(content)) FROM documents WHERE document_type = 'Supreme Court Decision'`),
    ).toBeGreaterThan(2000);
  });

  it('publishes at least 20 articles by several lawyers, with a couple of drafts', async () => {
    expect(
      await count(`SELECT count(*) FROM articles WHERE status = 'published' AND published_at IS NOT NULL`),
    ).toBeGreaterThanOrEqual(20);
    expect(await count(`SELECT count(*) FROM articles WHERE status = 'draft'`)).toBeGreaterThanOrEqual(2);
    expect(await count(`SELECT count(DISTINCT author_lawyer_id) FROM articles`)).toBeGreaterThanOrEqual(5);
  });

  it('leaves users in every state the admin screens deal with', async () => {
    expect(
      await count(`SELECT count(*) FROM users WHERE role = 'basic' AND approval_status = 'approved'`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(`SELECT count(*) FROM users WHERE approval_status = 'pending' AND role = 'basic'`),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) FROM users WHERE approval_status = 'pending' AND role = 'lawyer'`),
    ).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) FROM lawyer_claims WHERE status = 'pending'`)).toBeGreaterThan(0);
  });

  it('refuses a database that is not empty, and with force only adds what is missing', {
    timeout: 300_000,
  }, async () => {
    await expect(seedDemo(db)).rejects.toBeInstanceOf(SeedRefusedError);
    const before = await count('SELECT count(*) FROM documents');
    const again = await seedDemo(db, { force: true, adminPassword: 'another-password' });
    expect(again.adminCreated).toBe(false);
    expect(again.generatedAdminPassword).toBeUndefined();
    expect(again.counts.documents).toBe(before);
    expect(again.counts.lawyers).toBe(result.counts.lawyers);
  });
});
