import type { Database } from '../client.ts';
import { normalizeEmail } from '@batas/shared/schemas/accounts';
import { upsertDocuments } from '../documents/upsert-document.ts';
import { generatePassword, hashPassword } from '../passwords.ts';
import { generateArticles } from './generate-articles.ts';
import { generateSampleDocuments } from './generate-documents.ts';
import { generateRoll, type RollEntry } from './generate-lawyers.ts';
import { generateProfile, type LawyerProfile } from './generate-profiles.ts';
import { insertRows } from './insert-rows.ts';
import { Random } from './prng.ts';
import { loadStarterLibrary } from './load-starter-library.ts';
import { insertDemoUsers } from './seed-users.ts';

export interface SeedDemoOptions {
  adminEmail?: string;
  adminPassword?: string;
  /** Seed even though the database holds data (rows that already exist are left alone). */
  force?: boolean;
  /** Size of the synthetic roll (default 2,400). */
  lawyers?: number;
  seed?: number | string;
}

export interface SeedDemoResult {
  adminEmail: string;
  /** Set only when the password was generated here: the caller must show it once. */
  generatedAdminPassword?: string;
  /** Shared password of the synthetic demo accounts (lawyers, basic and pending users). */
  demoUserPassword: string;
  adminCreated: boolean;
  counts: {
    lawyers: number;
    verifiedLawyers: number;
    users: number;
    documents: number;
    articles: number;
    publishedArticles: number;
  };
  ms: number;
}

export class SeedRefusedError extends Error {
  constructor(readonly counts: ContentCounts) {
    super(
      `The database is not empty (${Object.entries(counts)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ')}); ` + 'the demo seed only runs on an empty database. Use --force to add the demo data anyway.',
    );
    this.name = 'SeedRefusedError';
  }
}

const VERIFIED = 60;
const CLAIMED = 12;

export interface ContentCounts {
  users: number;
  lawyers: number;
  documents: number;
  articles: number;
}

/**
 * Counts of the tables the demo fills: all zero means the demo seed may run. The super admins are not counted:
 * a server started before `npm run db:seed` has created one, and the demo can still be added around it.
 */
export async function contentCounts(db: Database): Promise<ContentCounts> {
  const { rows } = await db.query<ContentCounts>(
    `SELECT (SELECT count(*) FROM users WHERE role <> 'super_admin')::int AS users,
            (SELECT count(*) FROM lawyers)::int AS lawyers,
            (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM articles)::int AS articles`,
  );
  return rows[0]!;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return Object.values(await contentCounts(db)).every((count) => count === 0);
}

/**
 * Fills an empty database with the demo: a super admin, the synthetic roll with some claimed and
 * verified profiles, the real starter library plus sample documents of the types it lacks, articles,
 * and users in every state the admin screens show. Deterministic: the same seed gives the same data
 * (but fresh password hashes).
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = Date.now();
  const before = await contentCounts(db);
  if (!options.force && Object.values(before).some((count) => count > 0)) throw new SeedRefusedError(before);

  const random = new Random(options.seed ?? 'batas-demo-v1');
  const adminEmail = normalizeEmail(options.adminEmail ?? 'admin@example.com');
  const generatedAdminPassword = options.adminPassword ? undefined : generatePassword();
  const demoUserPassword = generatePassword(16);
  // Two hashes in all: scrypt is deliberately slow, and the synthetic accounts share one password.
  // They run on libuv's thread pool while the generators below keep the main thread busy.
  const hashes = Promise.all([
    hashPassword(options.adminPassword ?? generatedAdminPassword!),
    hashPassword(demoUserPassword),
  ]);

  const roll = generateRoll(random.fork('roll'), options.lawyers ?? 2400);
  const profiled = pickProfiled(random.fork('profiled'), roll);
  const samples = generateSampleDocuments(random.fork('documents'));
  const [adminHash, demoHash] = await hashes;

  const result = await db.transaction(async (tx) => {
    const lawyerRows = roll.map((entry) => lawyerRow(entry, profiled.get(entry.roll_number)));
    const inserted = await insertRows(tx, 'lawyers', LAWYER_COLUMNS, lawyerRows, 'id, roll_number');
    const lawyerIds = new Map(inserted.map((row) => [row.roll_number as string, row.id as string]));
    const users = await insertDemoUsers(tx, random.fork('users'), {
      adminEmail,
      adminHash,
      demoHash,
      roll,
      lawyerIds,
      accounts: [...profiled].map(([rollNumber, value]) => ({
        rollNumber,
        email: value.profile.email,
        status: value.status,
      })),
    });
    if (users.authors.length > 0) {
      await insertRows(tx, 'articles', ARTICLE_COLUMNS, generateArticles(random.fork('articles'), users.authors));
    }
    return { users, lawyerCount: inserted.length };
  });
  // Documents go through the library's single entry path (its own transactions, chunked): the real starter
  // library first, then sample documents for the types it lacks.
  await loadStarterLibrary(db);
  await upsertDocuments(db, samples);

  const counts = await db.query<SeedDemoResult['counts']>(
    `SELECT (SELECT count(*) FROM lawyers)::int AS lawyers, (SELECT count(*) FROM lawyers WHERE verified)::int AS "verifiedLawyers",
            (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM documents)::int AS documents,
            (SELECT count(*) FROM articles)::int AS articles, (SELECT count(*) FROM articles WHERE status = 'published')::int AS "publishedArticles"`,
  );
  return {
    adminEmail,
    generatedAdminPassword: result.users.adminCreated ? generatedAdminPassword : undefined,
    demoUserPassword,
    adminCreated: result.users.adminCreated,
    counts: counts.rows[0]!,
    ms: Date.now() - started,
  };
}

function pickProfiled(
  random: Random,
  roll: readonly RollEntry[],
): Map<string, { status: 'verified' | 'claimed'; profile: LawyerProfile }> {
  // Lawyers who claim profiles are in active practice: admitted between 1975 and 2023.
  const active = roll.filter((entry) => entry.admission_date >= '1975' && entry.admission_date < '2024');
  const chosen = random.sample(active, VERIFIED + CLAIMED);
  return new Map(
    chosen.map((entry, index) => [
      entry.roll_number,
      { status: index < VERIFIED ? 'verified' : 'claimed', profile: generateProfile(random, entry, index + 1) },
    ]),
  );
}

function lawyerRow(
  entry: RollEntry,
  profiled?: { status: 'verified' | 'claimed'; profile: LawyerProfile },
): Record<string, unknown> {
  const { place: _place, gender: _gender, ...fields } = entry;
  // jsonb_to_recordset turns a missing key into an explicit NULL, which bypasses column defaults.
  const roll = { ...UNCLAIMED_DEFAULTS, ...fields };
  if (!profiled) return roll;
  const verified = profiled.status === 'verified';
  return {
    ...roll,
    ...profiled.profile,
    profile_status: profiled.status,
    verified,
    verified_at: verified ? '2025-01-15T02:00:00Z' : null,
  };
}

const UNCLAIMED_DEFAULTS = {
  profile_status: 'unclaimed',
  verified: false,
  specializations: [],
  practice_areas: [],
  languages: [],
  average_rating: 0,
  total_reviews: 0,
  education: [],
  experience: [],
  certifications: [],
  qualifications: [],
  is_notary_public: false,
};

const LAWYER_COLUMNS = [
  ['roll_number', 'text'],
  ['first_name', 'text'],
  ['middle_name', 'text'],
  ['last_name', 'text'],
  ['suffix', 'text'],
  ['address', 'text'],
  ['admission_date', 'date'],
  ['profile_status', 'text'],
  ['verified', 'boolean'],
  ['verified_at', 'timestamptz'],
  ['email', 'text'],
  ['phone', 'text'],
  ['website', 'text'],
  ['bio', 'text'],
  ['law_firm', 'text'],
  ['specializations', 'text[]'],
  ['practice_areas', 'text[]'],
  ['languages', 'text[]'],
  ['average_rating', 'numeric'],
  ['total_reviews', 'integer'],
  ['education', 'jsonb'],
  ['experience', 'jsonb'],
  ['certifications', 'jsonb'],
  ['qualifications', 'jsonb'],
  ['is_notary_public', 'boolean'],
  ['notary_commission_number', 'text'],
  ['notary_commission_expiry', 'date'],
  ['office_address', 'jsonb'],
  ['social_media', 'jsonb'],
] as const;

const ARTICLE_COLUMNS = [
  ['slug', 'text'],
  ['title', 'text'],
  ['summary', 'text'],
  ['content', 'text'],
  ['author_lawyer_id', 'uuid'],
  ['author_user_id', 'uuid'],
  ['category', 'text'],
  ['practice_area', 'text'],
  ['difficulty', 'text'],
  ['tags', 'text[]'],
  ['status', 'text'],
  ['published_at', 'timestamptz'],
  ['reading_time', 'integer'],
  ['views', 'integer'],
  ['likes', 'integer'],
  ['comments', 'integer'],
  ['is_premium', 'boolean'],
  ['is_featured', 'boolean'],
  ['meta_description', 'text'],
  ['created_at', 'timestamptz'],
] as const;
