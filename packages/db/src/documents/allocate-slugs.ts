import { randomBytes } from 'node:crypto';
import type { Queryable } from '../client.ts';

export interface SlugRequest {
  /** Caller's handle for the answer. */
  key: number;
  slug: string;
  /** The row that will carry the slug (updates): its own current slug is not a collision. */
  ownerId?: string;
}

const SUFFIXES_TRIED = 30;

/**
 * Gives every request a slug no OTHER document has. Two different documents can legitimately build
 * the same slug (same title, no citation; two resolutions in one docket on one day), and a slug is
 * a public URL, so the later one gets '-2', '-3', … The first one keeps the clean slug forever.
 * `reserved` holds slugs already handed out in the same batch but not yet written.
 */
export async function allocateSlugs(
  db: Queryable,
  requests: readonly SlugRequest[],
  reserved: Set<string>,
): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (requests.length === 0) return result;
  const owners = await slugOwners(
    db,
    requests.map((request) => request.slug),
  );
  const collided: SlugRequest[] = [];
  for (const request of requests) {
    const owner = owners.get(request.slug);
    const free = (owner === undefined || owner === request.ownerId) && !reserved.has(request.slug);
    if (!free) {
      collided.push(request);
      continue;
    }
    reserved.add(request.slug);
    result.set(request.key, request.slug);
  }
  if (collided.length === 0) return result;

  const candidatesOf = (slug: string) => {
    const base = slug.slice(0, 190);
    return Array.from({ length: SUFFIXES_TRIED }, (_, index) => `${base}-${index + 2}`);
  };
  const taken = await slugOwners(
    db,
    collided.flatMap((request) => candidatesOf(request.slug)),
  );
  for (const request of collided) {
    const choice =
      candidatesOf(request.slug).find((candidate) => !taken.has(candidate) && !reserved.has(candidate)) ??
      // Thirty namesakes: stop counting and make the slug unique by construction.
      `${request.slug.slice(0, 180)}-${randomBytes(4).toString('hex')}`;
    reserved.add(choice);
    result.set(request.key, choice);
  }
  return result;
}

async function slugOwners(db: Queryable, slugs: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM documents WHERE slug = ANY($1::text[])',
    [[...new Set(slugs)]],
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}
