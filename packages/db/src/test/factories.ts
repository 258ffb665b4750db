import { randomBytes } from 'node:crypto';
import type { Database } from '../client.ts';
import type { DocumentInput } from '../documents/document-input.ts';
import { upsertDocument } from '../documents/upsert-document.ts';
import { hashPassword } from '../passwords.ts';

/**
 * Test data builders. Every call makes values no other call makes (a per-process prefix plus a
 * counter), so tests in one database never collide and never depend on the demo seed. Overrides
 * name columns in snake_case or camelCase; each factory returns the stored row as SELECT * gives it.
 */
export interface Row {
  id: string;
  [column: string]: unknown;
}
export interface LawyerRow extends Row {
  roll_number: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  full_name: string;
  profile_status: string;
  verified: boolean;
}
export interface UserRow extends Row {
  email: string;
  role: string;
  user_type: string;
  approval_status: string;
  is_active: boolean;
  lawyer_id: string | null;
  /** The plain password, for logging in as this user. */
  password: string;
}
export interface DocumentRow extends Row {
  slug: string;
  title: string;
  document_type: string;
  citation: string | null;
  gr_number: string | null;
  identity_key: string | null;
  date_decided: string | null;
  date_enacted: string | null;
}
export interface ArticleRow extends Row {
  slug: string;
  title: string;
  status: string;
  author_lawyer_id: string;
  published_at: Date | string | null;
}

export const DEFAULT_TEST_PASSWORD = 'correct-horse-battery';

const run = randomBytes(3).toString('hex');
let counter = 0;
const next = () => ++counter;

// scrypt is slow on purpose; a test suite creating fifty users should not pay for fifty hashes.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

// Overrides may name columns in snake_case (as stored) or camelCase (as the API speaks): rollNumber → roll_number.
const toColumn = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

async function insert<T extends Row>(db: Database, table: string, given: Record<string, unknown>): Promise<T> {
  const values = Object.fromEntries(Object.entries(given).map(([key, value]) => [toColumn(key), value]));
  const columns = Object.keys(values);
  const jsonColumns = new Set([
    'education',
    'experience',
    'certifications',
    'qualifications',
    'office_address',
    'social_media',
    'details',
    'options',
    'results',
    'cursor',
  ]);
  const params = columns.map((column) =>
    jsonColumns.has(column) && values[column] !== null ? JSON.stringify(values[column]) : values[column],
  );
  const { rows } = await db.query<T>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING *`,
    params,
  );
  return rows[0]!;
}

export async function createLawyer(db: Database, overrides: Record<string, unknown> = {}): Promise<LawyerRow> {
  const n = next();
  return insert<LawyerRow>(db, 'lawyers', {
    // Roll numbers are digits on the real roll; 9 digits keeps them apart from the demo's 5-digit ones.
    roll_number: String(900_000_000 + (Number.parseInt(run, 16) % 90_000_000) + n),
    first_name: `JUAN ${n}`,
    middle_name: 'SANTOS',
    last_name: `DELA CRUZ ${run.toUpperCase()}`,
    address: 'Quezon City, Metro Manila',
    admission_date: '2010-05-12',
    ...overrides,
  });
}

export async function createUser(
  db: Database,
  overrides: Record<string, unknown> & { password?: string } = {},
): Promise<UserRow> {
  const n = next();
  const { password = DEFAULT_TEST_PASSWORD, ...columns } = overrides;
  const row = await insert<UserRow>(db, 'users', {
    email: `user-${run}-${n}@example.test`,
    password_hash: await cachedHash(password),
    first_name: 'Maria',
    last_name: `Reyes ${n}`,
    role: 'basic',
    user_type: 'basic',
    approval_status: 'approved',
    ...columns,
  });
  return { ...row, password };
}

export async function createDocument(db: Database, overrides: Partial<DocumentInput> = {}): Promise<DocumentRow> {
  const n = next();
  const serial = 800_000 + (Number.parseInt(run, 16) % 100_000) * 10 + n;
  const { id } = await upsertDocument(db, {
    title: `JUAN DELA CRUZ ${n}, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.`,
    documentType: 'Supreme Court Decision',
    citation: `G.R. No. ${serial}, March 3, 2015`,
    dateDecided: '2015-03-03',
    ponente: 'LEONEN',
    division: 'THIRD DIVISION',
    content: `This is the body of test decision number ${n}. The petition is DENIED.\n\nSO ORDERED.`,
    source: 'test',
    ...overrides,
  });
  const { rows } = await db.query<DocumentRow>('SELECT * FROM documents WHERE id = $1', [id]);
  return rows[0]!;
}

export async function createArticle(db: Database, overrides: Record<string, unknown> = {}): Promise<ArticleRow> {
  const n = next();
  const authorLawyerId =
    overrides.author_lawyer_id ?? (await createLawyer(db, { profile_status: 'verified', verified: true })).id;
  const published = (overrides.status ?? 'published') === 'published';
  return insert<ArticleRow>(db, 'articles', {
    slug: `test-article-${run}-${n}`,
    title: `Test article ${n}`,
    summary: `Summary of test article ${n}.`,
    content: `<p>Body of test article ${n}.</p>`,
    author_lawyer_id: authorLawyerId,
    category: 'Corporate Law',
    practice_area: 'Business Law',
    difficulty: 'Beginner',
    tags: ['test'],
    status: 'published',
    published_at: published ? new Date().toISOString() : null,
    reading_time: 1,
    ...overrides,
  });
}
