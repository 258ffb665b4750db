import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of an e-mailed link (password reset, e-mail confirmation): 32 random bytes, base64url, of which the
 * database keeps only the SHA-256. A stolen database copy opens no link.
 */
export const newOneTimeToken = (): string => randomBytes(32).toString('base64url');
export const hashOneTimeToken = (token: string): string => createHash('sha256').update(token).digest('hex');
