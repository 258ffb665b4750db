import type { Queryable } from '@batas/db';
import sharp from 'sharp';
import { UPLOAD_MESSAGES } from '@batas/shared/schemas/uploads';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { detectFileType, isImage } from '../uploads/detect-file-type.ts';
import { newStorageKey, readStoredFile, storeFile } from '../uploads/file-store.ts';
import type { ReceivedFile } from '../uploads/read-multipart.ts';
import { assertCanWrite } from './article-access.ts';

const MAX_WIDTH = 1600;

/**
 * What one account's article images may take in all (re-encoded sizes). Images no article uses are removed after
 * a day (unused-article-images.ts), so this bounds what an account keeps, not what it writes over time.
 */
export const ARTICLE_IMAGE_QUOTA_BYTES = 50 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function assertWithinQuota(db: Queryable, userId: string, adding: number): Promise<void> {
  const { rows } = await db.query<{ used: string }>(
    'SELECT coalesce(sum(size_bytes), 0)::text AS used FROM article_images WHERE uploaded_by = $1',
    [userId],
  );
  if (Number(rows[0]!.used) + adding <= ARTICLE_IMAGE_QUOTA_BYTES) return;
  throw badRequest(
    'image',
    `Your article images would take more than ${megabytes(ARTICLE_IMAGE_QUOTA_BYTES)}. Images no article uses are removed after a day; remove some from your drafts or try again tomorrow.`,
  );
}

/**
 * An image for an article body or its featured image. Re-encoded (drops metadata and anything appended to the file)
 * and served from our own route: the sanitiser admits no other image source.
 */
export async function saveArticleImage(
  db: Queryable,
  uploadsDir: string,
  user: CurrentUser | null,
  file: ReceivedFile | undefined,
) {
  assertCanWrite(user);
  if (!file) throw badRequest('image', 'Please choose an image to upload');
  const type = detectFileType(file.content);
  if (!isImage(type)) throw badRequest(file.field, UPLOAD_MESSAGES.invalidImage);
  let content: Buffer;
  try {
    const pipeline = sharp(file.content, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true });
    content = await (type.kind === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch {
    throw badRequest(file.field, 'The image could not be read. Please upload another JPG or PNG image.');
  }
  await assertWithinQuota(db, user.id, content.length);
  const key = newStorageKey('article-images', type.extension);
  await storeFile(uploadsDir, key, content);
  const row = await db.query<{ id: string }>(
    'INSERT INTO article_images (storage_key, mime_type, size_bytes, uploaded_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [key, type.mimeType, content.length, user.id],
  );
  return { url: `/api/articles/images/${row.rows[0]!.id}` };
}

export async function readArticleImage(db: Queryable, uploadsDir: string, imageId: string) {
  const row = (
    await db.query<{ storage_key: string; mime_type: string }>(
      'SELECT storage_key, mime_type FROM article_images WHERE id = $1',
      [imageId],
    )
  ).rows[0];
  const content = row ? await readStoredFile(uploadsDir, row.storage_key) : null;
  if (!row || !content) throw notFound('Image not found');
  return { content, mimeType: row.mime_type };
}
