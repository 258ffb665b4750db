import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to a verification file works: long enough for the new tab to load it. */
export const FILE_LINK_SECONDS = 60;

const sign = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`verification-file:${id}:${expires}`).digest('base64url');

/**
 * A short-lived address of one verification file, made for a reviewer who asked for it. The browser opens it as
 * a plain page load, so the file arrives with its own headers (the sandboxing CSP among them) at a served URL:
 * read through fetch and shown from a blob: URL it ran in the admin page's origin with no sandbox at all.
 */
export function verificationFileLink(secret: string, id: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + FILE_LINK_SECONDS;
  return `/api/auth/verification-files/${id}?expires=${expires}&signature=${sign(secret, id, expires)}`;
}

/** Whether a link's expiry and signature are this server's, for this file, and not past. */
export function isValidFileLink(
  secret: string,
  id: string,
  link: { expires?: number; signature?: string },
  now = Date.now(),
): boolean {
  if (link.expires === undefined || !link.signature || link.expires < now / 1000) return false;
  const expected = Buffer.from(sign(secret, id, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
