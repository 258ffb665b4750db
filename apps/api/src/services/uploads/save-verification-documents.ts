import type { Database, Transaction } from '@batas/db';
import { UPLOAD_MESSAGES } from '@batas/shared/schemas/uploads';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { detectFileType, isImage } from './detect-file-type.ts';
import type { ReceivedFile } from './read-multipart.ts';
import { newStorageKey, removeStoredFile, sha256, storeFile } from './file-store.ts';
import { removeOrphanVerificationFiles } from './orphan-verification-files.ts';

export const VERIFICATION_FIELDS = ['selfie', 'idDocument'] as const;
export const UPLOAD_NOT_ALLOWED =
  'Only lawyers and accounts with a profile claim under review can upload verification documents';
const KIND_OF = { selfie: 'selfie', idDocument: 'id_document' } as const;

/**
 * Stores a selfie and an ID document (both required; the selfie must be a photo, the ID may also be a PDF) and puts
 * the account under review. A lawyer who registered with a roll number gets a review request (a claim of that roll
 * entry) opened here; someone claiming a profile attaches the files to their claim (docs/accounts.md). Only those
 * two kinds of account may upload. A new upload replaces the earlier one: its rows go in the same transaction and
 * its files, and any file of the account that no row names, are removed once that is committed.
 */
export async function saveVerificationDocuments(
  db: Database,
  uploadsDir: string,
  user: CurrentUser,
  files: Map<string, ReceivedFile>,
) {
  const selfie = files.get('selfie');
  const idDocument = files.get('idDocument');
  if (!selfie || !idDocument) throw badRequest(!selfie ? 'selfie' : 'idDocument', UPLOAD_MESSAGES.bothRequired);
  if (user.lawyerVerificationStatus === 'verified') throw conflict('Your account is already verified');
  if (user.role !== 'lawyer' && !(await hasPendingClaim(db, user.id))) throw forbidden(UPLOAD_NOT_ALLOWED);

  const checked = [selfie, idDocument].map((file) => {
    const type = detectFileType(file.content);
    // The selfie is a photo: anything else, a PDF included, gets the images-only message.
    if (file.field === 'selfie' && !isImage(type)) throw badRequest('selfie', UPLOAD_MESSAGES.invalidImage);
    if (!type) throw badRequest(file.field, UPLOAD_MESSAGES.invalidType);
    return { file, type, key: newStorageKey(`verification/${user.id}`, type.extension) };
  });

  for (const { file, key } of checked) await storeFile(uploadsDir, key, file.content);
  let uploads;
  let replaced: string[] = [];
  try {
    uploads = await db.transaction(async (tx) => {
      const earlier = await tx.query<{ storage_key: string }>(
        'DELETE FROM verification_uploads WHERE user_id = $1 RETURNING storage_key',
        [user.id],
      );
      replaced = earlier.rows.map((row) => row.storage_key);
      const uploads = [];
      for (const { file, type, key } of checked) {
        const row = await tx.query<{ id: string }>(
          `INSERT INTO verification_uploads (user_id, kind, storage_key, mime_type, size_bytes, original_name, sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            user.id,
            KIND_OF[file.field as keyof typeof KIND_OF],
            key,
            type.mimeType,
            file.content.length,
            file.filename.slice(0, 200),
            sha256(file.content),
          ],
        );
        uploads.push({
          id: row.rows[0]!.id,
          kind: file.field,
          mimeType: type.mimeType,
          sizeBytes: file.content.length,
        });
      }
      await openRegistrationReview(tx, user);
      return uploads;
    });
  } catch (error) {
    for (const { key } of checked) await removeStoredFile(uploadsDir, key);
    throw error;
  }
  for (const key of replaced) await removeStoredFile(uploadsDir, key);
  await removeOrphanVerificationFiles(db, uploadsDir, user.id);
  return uploads;
}

async function hasPendingClaim(db: Database, userId: string): Promise<boolean> {
  const result = await db.query(`SELECT 1 FROM lawyer_claims WHERE user_id = $1 AND status = 'pending'`, [userId]);
  return result.rows.length > 0;
}

/** A registered lawyer's roll entry goes to the admins' review queue once the documents are in. */
async function openRegistrationReview(tx: Transaction, user: CurrentUser) {
  const pending = await tx.query('SELECT 1 FROM lawyer_claims WHERE user_id = $1 AND status = $2', [
    user.id,
    'pending',
  ]);
  if (pending.rows.length === 0 && user.lawyerId) {
    await tx.query(
      `INSERT INTO lawyer_claims (user_id, lawyer_id, verification_documents)
       SELECT $1, l.id, 'Lawyer registration with roll number ' || l.roll_number || ': selfie and ID document uploaded'
         FROM lawyers l WHERE l.id = $2`,
      [user.id, user.lawyerId],
    );
  }
  const hasReview = pending.rows.length !== 0 || !!user.lawyerId;
  await tx.query(
    `UPDATE users SET lawyer_verification_status = CASE WHEN $2 THEN 'under_review' ELSE lawyer_verification_status END,
                      claim_status = CASE WHEN $2 THEN 'pending' ELSE claim_status END, updated_at = now()
      WHERE id = $1`,
    [user.id, hasReview],
  );
}
