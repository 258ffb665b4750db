import type { Database } from '@batas/db';
import { listDocuments } from '../services/documents/list-documents.ts';

// A citation and a name: the ranked search's every tier (keyed, short name, name, opening, body) and its count.
const WARM_UP_SEARCH = 'Republic Act No. 386 civil code';

/**
 * Runs one ranked search on every connection of the pool before the server listens. A new PostgreSQL backend pays
 * for its first search statement (catalogs, the text-search configuration, the planner's statistics: 100–250 ms
 * measured at 100,000 documents), and so does this process (the search code's first run). Without this, the first
 * visitors after a start, one per connection, waited for it. Reads only: nothing is counted or written.
 */
export async function warmUp(db: Database): Promise<void> {
  await Promise.all(
    Array.from({ length: db.connections }, () => listDocuments(db, { search: WARM_UP_SEARCH, limit: 10 })),
  );
}
