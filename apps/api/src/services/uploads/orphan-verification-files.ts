import type { Queryable } from '@batas/db';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file this young may belong to an upload whose row is not committed yet: it is left for a later sweep. */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/**
 * Identity documents are kept only while a row names them. Files that no row names (a crash between writing a
 * file and committing its row, an account deleted while its files stayed) are removed once they are older than
 * ORPHAN_GRACE_MS. `userId` sweeps one account's folder (after each upload); without it every account's folder
 * is swept (once at start). Returns how many files were removed.
 */
export async function removeOrphanVerificationFiles(
  db: Queryable,
  uploadsDir: string,
  userId?: string,
  now = Date.now(),
) {
  const root = resolve(uploadsDir, 'verification');
  const folders = userId ? [userId] : await list(root);
  let removed = 0;
  for (const folder of folders.filter((name) => UUID.test(name))) {
    const files = await list(join(root, folder));
    if (!files.length) continue;
    const kept = await db.query<{ storage_key: string }>(
      'SELECT storage_key FROM verification_uploads WHERE user_id = $1',
      [folder],
    );
    const keys = new Set(kept.rows.map((row) => row.storage_key));
    let left = 0;
    for (const file of files) {
      const path = join(root, folder, file);
      const young = now - (await stat(path).catch(() => ({ mtimeMs: 0 }))).mtimeMs < ORPHAN_GRACE_MS;
      if (keys.has(`verification/${folder}/${file}`) || young) {
        left += 1;
        continue;
      }
      await rm(path, { force: true });
      removed += 1;
    }
    if (!left) await rm(join(root, folder), { recursive: true, force: true });
  }
  return removed;
}

async function list(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}
