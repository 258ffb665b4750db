import type { Database } from '@batas/db';
import { createUser } from '@batas/db/test';

/**
 * The research flows' own data (apps/web/e2e/public/research.e2e.ts): a reader per screen width who saves and
 * follows from scratch, and one whose alert on Tañada v. Tuvera dates from long ago, so that the library's decision
 * citing it (viewer-e2e-data.ts) is news to it when an admin runs the digests. No other test touches them.
 */
export interface ResearchE2eData {
  readers: Record<'375' | '1280', { email: string; password: string }>;
  digestReader: { email: string; password: string };
}

const PASSWORD = 'research-e2e-password';

export async function seedResearchE2eData(db: Database, followedSlug: string): Promise<ResearchE2eData> {
  const readers = {
    '375': { email: 'e2e-researcher-375@example.com', password: PASSWORD },
    '1280': { email: 'e2e-researcher-1280@example.com', password: PASSWORD },
  };
  for (const [width, reader] of Object.entries(readers)) {
    await createUser(db, { ...reader, first_name: 'Rita', last_name: `Researcher ${width}` });
  }
  const digestReader = { email: 'e2e-digest-reader@example.com', password: PASSWORD };
  const user = await createUser(db, { ...digestReader, first_name: 'Dina', last_name: 'Digest' });
  await db.query(
    `INSERT INTO alerts (user_id, kind, frequency, label, document_id, document_slug, created_at, next_run_at)
     SELECT $1, 'document', 'weekly', 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985', id, slug,
            '2001-01-01', now() + interval '30 days'
       FROM documents WHERE slug = $2`,
    [user.id, followedSlug],
  );
  return { readers, digestReader };
}
