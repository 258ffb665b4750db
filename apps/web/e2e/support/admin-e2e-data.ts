import type { Database } from '@batas/db';
import { createLawyer, createUser } from '@batas/db/test';

/**
 * The back-office tests' accounts (apps/web/e2e/admin). Each flow acts on its own users, so the tests do not
 * depend on each other's order and the public tests' accounts are never touched.
 */
export interface AdminE2eData {
  password: string;
  accounts: Record<'admin' | 'moderator' | 'contentManager', { email: string; name: string }>;
  /** Pending users decided from the dashboard and from User Management. */
  people: Record<
    'dashboardApprove' | 'dashboardReject' | 'listApprove' | 'toggle' | 'remove' | 'lawyer' | 'bellWaiting',
    { email: string; name: string }
  >;
  /** approve and reject are decided by the claims test; bell stays pending for the notifications bell's test. */
  claims: Record<'approve' | 'reject' | 'bell', { claimant: string; email: string; lawyer: string }>;
}

const PASSWORD = 'admin-e2e-password-1';

async function account(
  db: Database,
  email: string,
  firstName: string,
  lastName: string,
  fields: Record<string, unknown>,
) {
  await createUser(db, { email, password: PASSWORD, first_name: firstName, last_name: lastName, ...fields });
  const row = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { id: row.rows[0]!.id, email, name: `${firstName} ${lastName}` };
}

export async function seedAdminE2eData(db: Database): Promise<AdminE2eData> {
  const staff = { user_type: 'admin', approval_status: 'approved' };
  const admin = await account(db, 'e2e-admin@example.com', 'Arturo', 'Admin', { ...staff, role: 'admin' });
  const moderator = await account(db, 'e2e-moderator@example.com', 'Mona', 'Moderator', {
    ...staff,
    role: 'moderator',
  });
  const contentManager = await account(db, 'e2e-content@example.com', 'Connie', 'Content', {
    ...staff,
    role: 'content_manager',
  });

  const pending = { role: 'basic', user_type: 'basic', approval_status: 'pending' };
  const dashboardApprove = await account(db, 'e2e-dash-approve@example.com', 'Paolo', 'Pending', pending);
  const dashboardReject = await account(db, 'e2e-dash-reject@example.com', 'Rita', 'Rejectme', pending);
  const listApprove = await account(db, 'e2e-list-approve@example.com', 'Lorna', 'Listapprove', pending);
  // Nobody decides this one: the bell always has a registration to point at.
  const bellWaiting = await account(db, 'e2e-bell-waiting@example.com', 'Benny', 'Bellwaiting', pending);
  const toggle = await account(db, 'e2e-toggle@example.com', 'Ivan', 'Toggle', {
    role: 'basic',
    user_type: 'basic',
    approval_status: 'approved',
  });
  const remove = await account(db, 'e2e-remove@example.com', 'Dana', 'Deleteme', {
    role: 'basic',
    user_type: 'basic',
    approval_status: 'approved',
  });

  // A lawyer account linked to a roll entry, for the details modal's profile block.
  await createLawyer(db, {
    roll_number: '90010',
    first_name: 'LEANDRO',
    last_name: 'ABOGADO',
    law_firm: 'Abogado & Partners',
    specializations: ['Labor'],
    admission_date: '2005-04-01',
  });
  const lawyer = await account(db, 'e2e-lawyer-user@example.com', 'Leandro', 'Abogado', {
    role: 'lawyer',
    user_type: 'lawyer',
    approval_status: 'approved',
  });
  await db.query(`UPDATE users SET lawyer_id = (SELECT id FROM lawyers WHERE roll_number = '90010') WHERE id = $1`, [
    lawyer.id,
  ]);

  // Enough accounts for a second page of User Management (10 a page).
  for (let index = 1; index <= 6; index++) {
    await account(db, `e2e-bulk-${index}@example.com`, 'Bulk', `User${index}`, {
      role: 'basic',
      user_type: 'basic',
      approval_status: 'approved',
    });
  }

  const claims = {
    approve: await claim(db, '90011', 'Clara', 'Claimant'),
    reject: await claim(db, '90012', 'Rodel', 'Refused'),
    bell: await claim(db, '90013', 'Bella', 'Bellclaim'),
  };
  return {
    password: PASSWORD,
    accounts: { admin, moderator, contentManager },
    people: { dashboardApprove, dashboardReject, listApprove, toggle, remove, lawyer, bellWaiting },
    claims,
  };
}

/** A client account with a pending claim on an unclaimed roll entry (the accounts feature's lawyer_claims table). */
async function claim(db: Database, rollNumber: string, firstName: string, lastName: string) {
  await createLawyer(db, {
    roll_number: rollNumber,
    first_name: firstName.toUpperCase(),
    middle_name: null,
    last_name: lastName.toUpperCase(),
  });
  const user = await account(db, `e2e-claim-${rollNumber}@example.com`, firstName, lastName, {
    role: 'basic',
    user_type: 'basic',
    approval_status: 'approved',
  });
  await db.query(
    `INSERT INTO lawyer_claims (user_id, lawyer_id, verification_documents, status)
     SELECT $1, id, 'IBP ID and PTR attached', 'pending' FROM lawyers WHERE roll_number = $2`,
    [user.id, rollNumber],
  );
  await db.query(`UPDATE users SET claim_status = 'pending' WHERE id = $1`, [user.id]);
  return { claimant: user.name, email: user.email, lawyer: `${firstName.toUpperCase()} ${lastName.toUpperCase()}` };
}
