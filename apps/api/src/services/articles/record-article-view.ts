import type { Queryable } from '@batas/db';
import { firstViewToday, type Visitor } from '../analytics/daily-visitors.ts';

/** Counts a view once per visitor per article per day (daily-visitors.ts); true when this one counted. */
export async function recordArticleView(db: Queryable, articleId: string, visitor: Visitor): Promise<boolean> {
  if (!(await firstViewToday(db, 'article', articleId, visitor))) return false;
  await db.query('UPDATE articles SET views = views + 1 WHERE id = $1', [articleId]);
  return true;
}
