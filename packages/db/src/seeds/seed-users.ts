import type { Queryable } from '../client.ts';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SURNAMES } from './data/filipino-names.ts';
import type { ArticleAuthor } from './generate-articles.ts';
import { titleCaseName, type RollEntry } from './generate-lawyers.ts';
import { insertRows } from './insert-rows.ts';
import type { Random } from './prng.ts';

export interface DemoUsersInput {
  adminEmail: string;
  adminHash: string;
  demoHash: string;
  roll: readonly RollEntry[];
  lawyerIds: ReadonlyMap<string, string>;
  /** Profiled roll entries with the e-mail of their profile. */
  accounts: ReadonlyArray<{ rollNumber: string; email: string; status: 'verified' | 'claimed' }>;
}

const AUTHORS = 8;

/**
 * Accounts in every state the admin screens deal with: staff of each admin role, lawyers who
 * claimed and were verified, basic users (active, deactivated, rejected), and a queue of pending
 * registrations and claims for the approval screens.
 */
export async function insertDemoUsers(
  db: Queryable,
  random: Random,
  input: DemoUsersInput,
): Promise<{ adminCreated: boolean; authors: ArticleAuthor[] }> {
  const person = (index: number) => {
    const female = index % 2 === 0;
    return {
      first_name: titleCaseName(random.pick(female ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES)),
      last_name: titleCaseName(random.weighted(SURNAMES)),
    };
  };
  const base = {
    password_hash: input.demoHash,
    approval_status: 'approved',
    is_active: true,
    claim_status: 'none',
    lawyer_verification_status: 'not_required',
  };
  const login = (daysAgo: number) => new Date(Date.UTC(2025, 5, 30) - daysAgo * 86_400_000).toISOString();
  const rows: Array<Record<string, unknown>> = [
    {
      ...base,
      email: input.adminEmail,
      password_hash: input.adminHash,
      first_name: 'System',
      last_name: 'Administrator',
      role: 'super_admin',
      user_type: 'admin',
    },
    {
      ...base,
      ...person(1),
      email: 'admin.staff@example.com',
      role: 'admin',
      user_type: 'admin',
      last_login_at: login(1),
    },
    {
      ...base,
      ...person(2),
      email: 'moderator@example.com',
      role: 'moderator',
      user_type: 'admin',
      last_login_at: login(3),
    },
    {
      ...base,
      ...person(3),
      email: 'content.manager@example.com',
      role: 'content_manager',
      user_type: 'admin',
      last_login_at: login(2),
    },
    { ...base, ...person(4), email: 'employee@example.com', role: 'employee', user_type: 'employee' },
  ];
  for (const account of input.accounts) {
    const lawyerId = input.lawyerIds.get(account.rollNumber);
    if (!lawyerId) continue; // roll entry existed before (--force): leave that lawyer alone
    const entry = input.roll.find((candidate) => candidate.roll_number === account.rollNumber)!;
    rows.push({
      ...base,
      email: account.email,
      first_name: titleCaseName(entry.first_name),
      middle_name: entry.middle_name && titleCaseName(entry.middle_name),
      last_name: titleCaseName(entry.last_name),
      role: 'lawyer',
      user_type: 'lawyer',
      lawyer_id: lawyerId,
      claim_status: 'approved',
      lawyer_verification_status: account.status === 'verified' ? 'verified' : 'under_review',
      last_login_at: login(random.int(0, 60)),
    });
  }
  for (let index = 0; index < 8; index++) {
    rows.push({
      ...base,
      ...person(index),
      email: `member${index + 1}@example.com`,
      role: 'basic',
      user_type: 'basic',
      is_active: index !== 7,
      last_login_at: login(random.int(0, 90)),
    });
  }
  rows.push({
    ...base,
    ...person(9),
    email: 'rejected.user@example.com',
    role: 'basic',
    user_type: 'basic',
    approval_status: 'rejected',
  });
  for (let index = 0; index < 4; index++) {
    rows.push({
      ...base,
      ...person(index + 10),
      email: `pending.member${index + 1}@example.com`,
      role: 'basic',
      user_type: 'basic',
      approval_status: 'pending',
    });
  }
  // Lawyer registrations waiting for review: each names an unclaimed roll entry.
  const profiledRolls = new Set(input.accounts.map((account) => account.rollNumber));
  const unclaimed = input.roll.filter(
    (entry) =>
      !profiledRolls.has(entry.roll_number) && input.lawyerIds.has(entry.roll_number) && entry.admission_date >= '2015',
  );
  const [registering, claimable] = [unclaimed.slice(-3), unclaimed.slice(-6, -3)];
  registering.forEach((entry, index) =>
    rows.push({
      ...base,
      email: `pending.lawyer${index + 1}@example.com`,
      first_name: titleCaseName(entry.first_name),
      last_name: titleCaseName(entry.last_name),
      role: 'lawyer',
      user_type: 'lawyer',
      approval_status: 'pending',
      lawyer_id: input.lawyerIds.get(entry.roll_number),
      lawyer_verification_status: 'under_review',
    }),
  );

  const users = await insertRows(
    db,
    'users',
    USER_COLUMNS,
    rows.map((row) => ({ ...USER_DEFAULTS, ...row })),
    'id, email, lawyer_id',
  );
  const byEmail = new Map(users.map((row) => [row.email as string, row]));
  const adminCreated = byEmail.has(input.adminEmail);
  const admin = await db.query<{ id: string }>('SELECT id FROM users WHERE email_normalized = $1', [input.adminEmail]);
  const adminId = admin.rows[0]?.id ?? null;

  const claims: Array<Record<string, unknown>> = [];
  for (const row of users) {
    if (!row.lawyer_id || (row.email as string).startsWith('pending.lawyer')) continue;
    claims.push({
      user_id: row.id,
      lawyer_id: row.lawyer_id,
      verification_documents: 'IBP identification card and official receipt of annual dues (scanned).',
      status: 'approved',
      reviewed_by: adminId,
      reviewed_at: '2025-01-15T02:00:00Z',
    });
  }
  // Two signed-up members have asked to claim a roll entry: the admin's pending-claims queue.
  for (const [index, entry] of claimable.slice(0, 2).entries()) {
    const member = byEmail.get(`member${index + 1}@example.com`);
    if (!member) continue;
    claims.push({
      user_id: member.id,
      lawyer_id: input.lawyerIds.get(entry.roll_number),
      verification_documents: 'Roll of Attorneys certificate and Supreme Court ID.',
      additional_info: 'I was admitted to the Bar in the year shown; my name is spelled the same way.',
      status: 'pending',
    });
    await db.query(`UPDATE users SET claim_status = 'pending' WHERE id = $1`, [member.id]);
  }
  await insertRows(db, 'lawyer_claims', CLAIM_COLUMNS, claims);

  const authors = users
    .filter(
      (row) =>
        row.lawyer_id &&
        input.accounts.some(
          (account) => account.status === 'verified' && input.lawyerIds.get(account.rollNumber) === row.lawyer_id,
        ),
    )
    .slice(0, AUTHORS)
    .map((row) => ({ lawyerId: row.lawyer_id as string, userId: row.id as string }));
  return { adminCreated, authors };
}

const USER_DEFAULTS = { middle_name: null, lawyer_id: null, last_login_at: null };

const USER_COLUMNS = [
  ['email', 'text'],
  ['password_hash', 'text'],
  ['first_name', 'text'],
  ['middle_name', 'text'],
  ['last_name', 'text'],
  ['role', 'text'],
  ['user_type', 'text'],
  ['approval_status', 'text'],
  ['is_active', 'boolean'],
  ['last_login_at', 'timestamptz'],
  ['lawyer_id', 'uuid'],
  ['claim_status', 'text'],
  ['lawyer_verification_status', 'text'],
] as const;

const CLAIM_COLUMNS = [
  ['user_id', 'uuid'],
  ['lawyer_id', 'uuid'],
  ['verification_documents', 'text'],
  ['additional_info', 'text'],
  ['status', 'text'],
  ['reviewed_by', 'uuid'],
  ['reviewed_at', 'timestamptz'],
] as const;
