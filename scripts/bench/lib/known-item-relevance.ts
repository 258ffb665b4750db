import type { KnownItem } from '../../../apps/api/test/search-known-items.ts';

interface Injectable {
  inject(request: { method: 'GET'; url: string }): Promise<{ statusCode: number; json(): unknown }>;
}

/**
 * The relevance table at scale: each query's first page of 10 through the API, the rank of the document it names
 * (by citation), the mean reciprocal rank (0 when not on the page), the share ranked first, and every miss with
 * what came first instead.
 */
export async function knownItemRelevance(
  app: Injectable,
  items: readonly KnownItem[],
  matches: (citation: string | null, expected: string) => boolean = (citation, expected) => citation === expected,
) {
  let reciprocal = 0;
  let first = 0;
  const misses: Array<{ query: string; expected: string; rank: number | null; top: string[] }> = [];
  const byKind: Record<string, { queries: number; first: number }> = {};
  for (const item of items) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/documents?${new URLSearchParams({ search: item.query, limit: '10' })}`,
    });
    if (response.statusCode !== 200) throw new Error(`${item.query}: HTTP ${response.statusCode}`);
    const { documents } = (
      response.json() as { data: { documents: Array<{ citation: string | null; title: string }> } }
    ).data;
    const index = documents.findIndex((document) => matches(document.citation, item.citation));
    const kind = (byKind[item.kind] ??= { queries: 0, first: 0 });
    kind.queries++;
    if (index >= 0) reciprocal += 1 / (index + 1);
    if (index === 0) {
      first++;
      kind.first++;
    } else {
      misses.push({
        query: item.query,
        expected: item.citation,
        rank: index >= 0 ? index + 1 : null,
        top: documents.slice(0, 3).map((document) => `${document.citation} — ${document.title.slice(0, 70)}`),
      });
    }
  }
  return {
    queries: items.length,
    mrr: Math.round((reciprocal / items.length) * 1000) / 1000,
    firstShare: Math.round((first / items.length) * 1000) / 10,
    byKind,
    misses,
  };
}
