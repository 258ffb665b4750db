import { env } from '@/config/env';
import { adminSession } from '@/lib/session-store';
import { reportAdminError } from '@/lib/query-client';

/**
 * Verification files are readable only with a reviewer's token, so a plain link cannot open them: the file is
 * fetched with the bearer header and shown from a blob URL in a new tab. The window is opened first (inside the
 * click) so that pop-up blockers allow it.
 */
export async function openVerificationFile(url: string): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const path = url.replace(/^\/api/, '');
    const response = await fetch(`${env.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${adminSession.readToken() ?? ''}` },
    });
    if (!response.ok) throw new Error(`The file could not be opened (HTTP ${response.status})`);
    const blobUrl = URL.createObjectURL(await response.blob());
    if (target) target.location.href = blobUrl;
    else window.location.assign(blobUrl);
    // Long enough for the new tab to load it; then the memory is released.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  } catch (error) {
    target?.close();
    reportAdminError(error, 'Could not open the file');
  }
}
