import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { LIMITS } from '../constants/directory.ts';

/** What the password field says, on the server's 400 and under the field as the user types: the same words. */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  siteName: "A password must not contain the site's name.",
  common: 'This password is too common and appears in lists of leaked passwords. Please choose a less predictable one.',
  personal: 'A password must not be built from your e-mail address or your name.',
  weak: 'This password is too easy to guess. Add another word or two, or make it longer.',
} as const;

/** What the password is checked against besides the dictionaries: the account's own words and the site's name. */
export interface PasswordContext {
  email?: string | null;
  names?: ReadonlyArray<string | null | undefined>;
  /** The configured site name; 'Batas' is always refused too. */
  siteName?: string | null;
}

/** zxcvbn's score (0–4) a password needs: 3 resists an offline attack on a slow hash, per its authors. */
export const MIN_PASSWORD_SCORE = 3;

type Checker = { zxcvbn: ZxcvbnFactory; common: Set<string> };
let loading: Promise<Checker> | undefined;

/**
 * zxcvbn with the common-password dictionary of @zxcvbn-ts/language-common (about 49,000 passwords from breach
 * corpora, keyboard patterns), loaded on first use: the server pays for it once, the browser only on a page with
 * a new-password field.
 */
const checker = () =>
  (loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => ({
      zxcvbn: new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
      common: new Set(common.dictionary['passwords-common'].map((word) => word.toLowerCase())),
    }),
  ));

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Why a new password is refused, or null when it is fine (NIST SP 800-63B: a length, a check against passwords
 * known to attackers, nothing else). In order: shorter than LIMITS.passwordMin; holding the site's name; a common
 * password, also once its trailing digits and symbols are dropped ('Password123!'), or one character repeated;
 * made of the account's e-mail name or names; scored below MIN_PASSWORD_SCORE by zxcvbn, which also sees
 * the account's words and the site's name.
 */
export async function passwordProblem(password: string, context: PasswordContext = {}): Promise<string | null> {
  if (password.length < LIMITS.passwordMin) return PASSWORD_MESSAGES.tooShort;
  const squashed = squash(password);
  const siteNames = ['batas', context.siteName ? squash(context.siteName) : ''].filter((name) => name.length >= 3);
  if (siteNames.some((name) => squashed.includes(name))) return PASSWORD_MESSAGES.siteName;

  const { zxcvbn, common } = await checker();
  const lower = password.trim().toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (common.has(lower) || (stem.length >= 4 && common.has(stem)) || /^(.)\1*$/u.test(lower))
    return PASSWORD_MESSAGES.common;

  const personal = [context.email?.split('@')[0], ...(context.names ?? [])]
    .map((word) => squash(word ?? ''))
    .filter((word) => word.length >= 4);
  const withoutDigits = squashed.replace(/\d+/g, '');
  if (personal.some((word) => withoutDigits === word || squashed === word)) return PASSWORD_MESSAGES.personal;

  const inputs = [...personal, ...siteNames];
  if (zxcvbn.check(password.slice(0, 100), inputs).score < MIN_PASSWORD_SCORE) return PASSWORD_MESSAGES.weak;
  return null;
}
