import { verificationFileLink } from '@batas/shared/contracts/endpoints/auth';
import { adminApi } from '@/lib/api-client';
import { reportAdminError } from '@/lib/query-client';

/**
 * A verification file opens in a new tab at its own address, so that the browser applies its headers (a sandboxing
 * CSP: a hostile PDF runs no script and cannot reach the back-office). The tab cannot send the reviewer's session,
 * so the server first gives a one-minute signed link. The window is opened first (inside the click) so that pop-up
 * blockers allow it.
 */
export async function openVerificationFile(id: string): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const link = (await adminApi.call(verificationFileLink, { params: { id } })).data.url;
    if (target) target.location.href = link;
    else window.location.assign(link);
  } catch (error) {
    target?.close();
    reportAdminError(error, 'Could not open the file');
  }
}
