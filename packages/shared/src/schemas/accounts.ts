import { z } from 'zod';
import { safeText } from './safe-text.ts';
import { LIMITS } from '../constants/directory.ts';
import { PASSWORD_MESSAGES } from '../passwords/password-problem.ts';

/**
 * Account forms, shared by the API (request validation) and the web forms, so the
 * browser and the server say the same thing in the same words. Messages are the exact on-screen texts.
 */
/**
 * A bare address and nothing else: a dot-separated local part of the characters RFC 5322 allows unquoted, one '@',
 * and a domain of letters, digits and hyphens with a top-level name. No display name ('Name <a@b.org>'), no list
 * (','/';'), no quotes, comments or spaces: a mail library would otherwise deliver 'x<victim@example.org>' to the
 * victim. ASCII only, so that case folding is the same everywhere (normalizeEmail); a domain in another script is
 * written in its xn-- form.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;

/**
 * The one form an e-mail address is compared in: trimmed, ASCII letters lower-cased and nothing else. JavaScript's
 * and SQL's lower() disagree outside ASCII ('İ'), which once gave one address several throttle keys; ASCII folding
 * is the same in both, and the database's users.email_normalized (migration 0080) is this very function.
 */
export function normalizeEmail(email: string): string {
  return email.trim().replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

export const ACCOUNT_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordsDoNotMatch: 'Passwords do not match',
  rollNumberRequired: 'Roll number is required',
  selectLawyer: 'Please select a lawyer profile to claim',
  verificationDocumentsRequired: 'Verification documents are required',
} as const;

// Absent stays absent (undefined: leave the stored value alone); blank means 'clear it' (null).
const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

const required = (message: string, max: number) =>
  safeText({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `Must be at most ${max} characters`);

const optionalText = (max: number) =>
  safeText().trim().max(max, `Must be at most ${max} characters`).nullish().transform(emptyToNull);

export const emailField = required(ACCOUNT_MESSAGES.emailRequired, 254).regex(
  EMAIL_PATTERN,
  ACCOUNT_MESSAGES.emailInvalid,
);

export const newPasswordField = safeText({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired, abort: true })
  .min(LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

// Digits, spaces, +, -, parentheses and dots: Philippine numbers are written many ways.
export const phoneField = safeText()
  .trim()
  .max(30, 'Phone number must be at most 30 characters')
  .regex(/^[0-9+()\-.\s]*$/, 'Phone number may contain only digits, spaces and + - ( )')
  .nullish()
  .transform(emptyToNull);

export const loginSchema = z.object({
  email: required(ACCOUNT_MESSAGES.fillAllFields, 254),
  password: safeText({ error: ACCOUNT_MESSAGES.fillAllFields }).min(1, ACCOUNT_MESSAGES.fillAllFields).max(200),
});

export const basicRegistrationSchema = z.object({
  firstName: required(ACCOUNT_MESSAGES.firstNameRequired, 100),
  lastName: required(ACCOUNT_MESSAGES.lastNameRequired, 100),
  middleName: optionalText(100),
  email: emailField,
  password: newPasswordField,
  phone: phoneField,
});

export const rollNumberField = required(ACCOUNT_MESSAGES.rollNumberRequired, 40);

export const validateRollSchema = z.object({ rollNumber: rollNumberField });

export const lawyerRegistrationSchema = z.object({
  email: emailField,
  password: newPasswordField,
  rollNumber: rollNumberField,
  phone: phoneField,
});

export const profileUpdateSchema = z.object({
  firstName: required(ACCOUNT_MESSAGES.firstNameRequired, 100).optional(),
  lastName: required(ACCOUNT_MESSAGES.lastNameRequired, 100).optional(),
  middleName: optionalText(100),
  phone: phoneField,
});

export const changePasswordSchema = z.object({
  currentPassword: safeText({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  newPassword: newPasswordField,
});

export const claimSchema = z.object({
  lawyerId: safeText({ error: ACCOUNT_MESSAGES.selectLawyer }).trim().min(1, ACCOUNT_MESSAGES.selectLawyer).max(100),
  verificationDocuments: required(ACCOUNT_MESSAGES.verificationDocumentsRequired, 2000),
  additionalInfo: optionalText(2000),
});

export const rejectClaimSchema = z.object({
  reason: required('A reason is required', 1000),
});

/**
 * Approving a claim. A claim whose selfie or ID document is missing is approved only as an override, with the
 * reviewer's reason (kept in the audit log): `override: true` and `reason`. A complete claim needs neither.
 */
export const CLAIM_OVERRIDE_MESSAGES = {
  reasonRequired: 'A reason is required to approve without the documents',
} as const;
export const approveClaimSchema = z
  .object({
    override: z.boolean().optional(),
    reason: safeText().trim().max(1000, 'Must be at most 1000 characters').optional(),
  })
  .refine((body) => !body.override || (body.reason ?? '').length > 0, {
    message: CLAIM_OVERRIDE_MESSAGES.reasonRequired,
    path: ['reason'],
  });

export type ApproveClaimInput = z.infer<typeof approveClaimSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type BasicRegistrationInput = z.infer<typeof basicRegistrationSchema>;
export type LawyerRegistrationInput = z.infer<typeof lawyerRegistrationSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type ClaimInput = z.infer<typeof claimSchema>;
