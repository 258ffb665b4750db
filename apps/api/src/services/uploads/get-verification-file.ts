import type { Queryable } from '@batas/db';
import { notFound } from '../../lib/errors.ts';
import { readStoredFile } from './file-store.ts';

/** A verification document's bytes and type, for reviewers (the route checks the role). */
export async function getVerificationFile(db: Queryable, uploadsDir: string, uploadId: string) {
  const result = await db.query<{ storage_key: string; mime_type: string; kind: string }>(
    'SELECT storage_key, mime_type, kind FROM verification_uploads WHERE id = $1',
    [uploadId],
  );
  const row = result.rows[0];
  const content = row ? await readStoredFile(uploadsDir, row.storage_key) : null;
  if (!row || !content) throw notFound('File not found');
  const extension = row.storage_key.split('.').pop();
  return { content, mimeType: row.mime_type, filename: `${row.kind}-${uploadId}.${extension}` };
}
