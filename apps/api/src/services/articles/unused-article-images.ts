import type { Queryable } from '@batas/db';
import { removeStoredFile } from '../uploads/file-store.ts';

/** How long an uploaded image may wait for an article to use it: long enough to finish writing one. */
export const UNUSED_IMAGE_GRACE_HOURS = 24;

/**
 * Removes the article images that no article uses (its body or its featured image, any status: a draft keeps
 * its images) and that are older than a day: uploads abandoned with their article, or made only to store files.
 * Rows first, then files, so a reader never meets a row whose file is gone. Returns how many went.
 */
export async function removeUnusedArticleImages(db: Queryable, uploadsDir: string): Promise<number> {
  const { rows } = await db.query<{ storage_key: string }>(
    `WITH used AS (
       SELECT DISTINCT (regexp_matches(coalesce(content, '') || ' ' || coalesce(featured_image, ''),
                                       '/api/articles/images/([0-9a-fA-F-]{36})', 'g'))[1]::uuid AS id
         FROM articles
     )
     DELETE FROM article_images i
      WHERE i.created_at < now() - make_interval(hours => $1)
        AND NOT EXISTS (SELECT 1 FROM used WHERE used.id = i.id)
     RETURNING storage_key`,
    [UNUSED_IMAGE_GRACE_HOURS],
  );
  for (const row of rows) await removeStoredFile(uploadsDir, row.storage_key);
  return rows.length;
}
