import type { Database } from '@batas/db';

/** The most URLs one sitemap file may list (the sitemaps.org limit). */
export const SITEMAP_PAGE_SIZE = 50_000;

export const SITEMAP_KINDS = ['documents', 'lawyers', 'articles'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  /** The page's path on the site ('/law-library/GR-L-63915-1985-04-24'). */
  path: string;
  lastmod: string;
}

/** Each kind's public pages, in a stable order (the unique key its address is built from). */
const SOURCES: Record<SitemapKind, { count: string; page: string; path: (key: string) => string }> = {
  documents: {
    count: 'SELECT count(*)::int AS n FROM documents',
    page: 'SELECT slug AS key, updated_at FROM documents ORDER BY slug LIMIT $1 OFFSET $2',
    path: (slug) => `/law-library/${encodeURIComponent(slug)}`,
  },
  lawyers: {
    count: 'SELECT count(*)::int AS n FROM lawyers',
    page: 'SELECT roll_number AS key, updated_at FROM lawyers ORDER BY roll_number LIMIT $1 OFFSET $2',
    path: (roll) => `/lawyers/${encodeURIComponent(roll)}`,
  },
  articles: {
    count: `SELECT count(*)::int AS n FROM articles WHERE status = 'published'`,
    page: `SELECT slug AS key, updated_at FROM articles WHERE status = 'published' ORDER BY slug LIMIT $1 OFFSET $2`,
    path: (slug) => `/articles/${encodeURIComponent(slug)}`,
  },
};

/** How many sitemap files each kind needs (at least one, so the index always names every kind). */
export async function sitemapPageCounts(db: Database): Promise<Record<SitemapKind, number>> {
  const counts = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const { rows } = await db.query<{ n: number }>(SOURCES[kind].count);
      return [kind, Math.max(1, Math.ceil(rows[0]!.n / SITEMAP_PAGE_SIZE))] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<SitemapKind, number>;
}

/** One sitemap file's entries (page 1 is the first); empty past the last page. */
export async function sitemapEntries(db: Database, kind: SitemapKind, page: number): Promise<SitemapEntry[]> {
  const source = SOURCES[kind];
  const { rows } = await db.query<{ key: string; updated_at: Date | string }>(source.page, [
    SITEMAP_PAGE_SIZE,
    (page - 1) * SITEMAP_PAGE_SIZE,
  ]);
  return rows.map((row) => ({ path: source.path(row.key), lastmod: new Date(row.updated_at).toISOString() }));
}
