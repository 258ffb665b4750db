import type { Queryable } from '@batas/db';
import sharp from 'sharp';
import { UPLOAD_MESSAGES } from '@batas/shared/schemas/uploads';
import { badRequest, notFound } from '../../lib/errors.ts';
import { detectFileType, isImage } from '../uploads/detect-file-type.ts';
import { newStorageKey, readStoredFile, removeStoredFile, sha256, storeFile } from '../uploads/file-store.ts';
import type { ReceivedFile } from '../uploads/read-multipart.ts';

const SIZE = 400;
// A small file can still decode to a huge bitmap ("decompression bomb"); refuse anything past 40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Stores a square, re-encoded copy of the picture: re-encoding drops EXIF (including GPS) and anything hidden
 * after the image data. The public URL carries a content hash, so a new picture is never served from an old cache.
 */
export async function replaceProfilePicture(
  db: Queryable,
  uploadsDir: string,
  lawyerId: string,
  file: ReceivedFile | undefined,
) {
  if (!file) throw badRequest('profilePicture', 'Please choose a picture to upload');
  if (!isImage(detectFileType(file.content))) throw badRequest(file.field, UPLOAD_MESSAGES.invalidImage);
  let resized: Buffer;
  try {
    resized = await sharp(file.content, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest(file.field, 'The picture could not be read. Please upload another JPG or PNG image.');
  }
  const key = newStorageKey('profile-pictures', 'jpg');
  await storeFile(uploadsDir, key, resized);
  const previous = await db.query<{ profile_image_key: string | null }>(
    'SELECT profile_image_key FROM lawyers WHERE id = $1',
    [lawyerId],
  );
  const url = `/api/lawyers/${lawyerId}/profile-picture?v=${sha256(resized).slice(0, 12)}`;
  await db.query('UPDATE lawyers SET profile_image = $2, profile_image_key = $3, updated_at = now() WHERE id = $1', [
    lawyerId,
    url,
    key,
  ]);
  const old = previous.rows[0]?.profile_image_key;
  if (old) await removeStoredFile(uploadsDir, old);
  return { profileImage: url };
}

export async function readProfilePicture(db: Queryable, uploadsDir: string, lawyerId: string): Promise<Buffer> {
  const result = await db.query<{ profile_image_key: string | null }>(
    'SELECT profile_image_key FROM lawyers WHERE id = $1',
    [lawyerId],
  );
  const key = result.rows[0]?.profile_image_key;
  const content = key ? await readStoredFile(uploadsDir, key) : null;
  if (!content) throw notFound('No profile picture');
  return content;
}
