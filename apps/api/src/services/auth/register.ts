import { nameCaseParts } from '@batas/shared/names';
import type { Database } from '@batas/db';
import type { BasicRegistrationInput, LawyerRegistrationInput } from '@batas/shared/schemas/accounts';
import { issueSessionToken } from './tokens.ts';
import { createAccount } from './create-account.ts';
import { findRollEntry } from './find-roll-entry.ts';

/** A client account: usable at once, nothing to verify (docs/accounts.md). */
export async function registerBasic(db: Database, secret: string, input: BasicRegistrationInput) {
  const user = await db.transaction((tx) =>
    createAccount(tx, {
      ...input,
      role: 'basic',
      approvalStatus: 'approved',
      lawyerVerificationStatus: 'not_required',
    }),
  );
  return { token: await issueSessionToken(user, secret), user };
}

/**
 * A lawyer account tied to a roll entry. The entry is reserved for this account at once (so nobody else can register
 * with it), but anyone can type a roll number: the account stays 'documents_required' until the selfie and ID are
 * uploaded and an admin approves them. Until then it cannot edit the profile or write articles.
 */
export async function registerLawyer(db: Database, secret: string, input: LawyerRegistrationInput) {
  const user = await db.transaction(async (tx) => {
    const entry = await findRollEntry(tx, input.rollNumber);
    // The roll keeps names in capitals; the account carries them as the person writes them ('Juan', 'dela Cruz').
    const names = nameCaseParts({
      firstName: entry.first_name,
      middleName: entry.middle_name,
      lastName: entry.last_name,
    });
    return createAccount(tx, {
      email: input.email,
      password: input.password,
      phone: input.phone,
      firstName: names.firstName,
      middleName: names.middleName,
      lastName: names.lastName,
      role: 'lawyer',
      approvalStatus: 'pending',
      lawyerId: entry.id,
      lawyerVerificationStatus: 'documents_required',
    });
  });
  return { token: await issueSessionToken(user, secret), user, requiresVerification: true };
}
