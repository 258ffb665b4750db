import type { Database } from '@batas/db';
import { createLawyer, createUser } from '@batas/db/test';

/**
 * The accounts flows' own data (apps/web/e2e/public/accounts-*.e2e.ts): roll entries nobody has registered or
 * claimed yet, a client who claims one, and a verified lawyer who writes articles. No other test touches them.
 */
export interface AccountsE2eData {
  password: string;
  /** An unclaimed roll entry for the three-step lawyer registration. */
  registrationRoll: { rollNumber: string; fullName: string };
  /** A verified, unclaimed roll entry and the client account that claims it. */
  claim: { rollNumber: string; fullName: string; searchText: string; claimant: { email: string; name: string } };
  /** A verified lawyer (claimed profile) who writes, publishes, unpublishes and deletes an article. */
  author: { email: string; lawyerId: string; rollNumber: string };
  /** An unclaimed roll entry claimed from its profile page by a client who signs in on the way. */
  profileClaim: { rollNumber: string; fullName: string; claimant: { email: string; name: string } };
  /** A client who forgets the password and resets it by e-mail. */
  forgetful: { email: string };
  /** A client who signs out, and signs out everywhere. */
  leaving: { email: string };
}

const PASSWORD = 'accounts-e2e-password';

export async function seedAccountsE2eData(db: Database): Promise<AccountsE2eData> {
  const verified = { verified: true, profile_status: 'verified', middle_name: null };
  await createLawyer(db, {
    ...verified,
    roll_number: '90201',
    first_name: 'ISABEL',
    last_name: 'SANTIAGO',
    admission_date: '2012-05-02',
  });
  await createLawyer(db, {
    ...verified,
    roll_number: '90202',
    first_name: 'RAMÓN',
    last_name: 'PEÑAFLORIDA',
    admission_date: '1999-04-15',
  });
  await createUser(db, {
    email: 'e2e-claimant@example.com',
    password: PASSWORD,
    first_name: 'Celia',
    last_name: 'Claimant',
  });

  const authorProfile = await createLawyer(db, {
    roll_number: '90203',
    first_name: 'TERESA',
    middle_name: null,
    last_name: 'ESCRITOR',
    verified: true,
    profile_status: 'claimed',
  });
  await createUser(db, {
    email: 'e2e-author@example.com',
    password: PASSWORD,
    first_name: 'TERESA',
    last_name: 'ESCRITOR',
    role: 'lawyer',
    user_type: 'lawyer',
    lawyer_id: authorProfile.id,
    claim_status: 'approved',
    lawyer_verification_status: 'verified',
  });

  await createLawyer(db, {
    roll_number: '90204',
    first_name: 'PRECIOSA',
    middle_name: null,
    last_name: 'DIMAGIBA',
    verified: false,
    profile_status: 'unclaimed',
    admission_date: '2016-06-01',
  });
  await createUser(db, {
    email: 'e2e-profile-claimant@example.com',
    password: PASSWORD,
    first_name: 'Preciosa',
    last_name: 'Dimagiba',
  });
  await createUser(db, { email: 'e2e-forgetful@example.com', password: PASSWORD, first_name: 'Felipe' });
  await createUser(db, { email: 'e2e-leaving@example.com', password: PASSWORD, first_name: 'Lea' });

  return {
    password: PASSWORD,
    registrationRoll: { rollNumber: '90201', fullName: 'ISABEL SANTIAGO' },
    claim: {
      rollNumber: '90202',
      fullName: 'RAMÓN PEÑAFLORIDA',
      searchText: 'ramon penaflorida',
      claimant: { email: 'e2e-claimant@example.com', name: 'Celia Claimant' },
    },
    author: { email: 'e2e-author@example.com', lawyerId: authorProfile.id, rollNumber: '90203' },
    profileClaim: {
      rollNumber: '90204',
      fullName: 'PRECIOSA DIMAGIBA',
      claimant: { email: 'e2e-profile-claimant@example.com', name: 'Preciosa Dimagiba' },
    },
    forgetful: { email: 'e2e-forgetful@example.com' },
    leaving: { email: 'e2e-leaving@example.com' },
  };
}
