import type { Database } from '@batas/db';
import { listDocuments } from '../services/documents/list-documents.ts';
import { extractTextCitations } from '../services/citations/extract-text-citations.ts';
import { startCitationReader } from '../services/citations/off-thread-extract.ts';

// A citation and a name: the ranked search's every tier (keyed, short name, name, opening, body) and its count.
const WARM_UP_SEARCH = 'Republic Act No. 386 civil code';
// Every kind of citation the reader knows, a G.R. range and a report page among them: each lookup path runs once.
const WARM_UP_TEXT =
  'G.R. No. 101083, July 30, 1993; G.R. Nos. 100000-100499; 224 SCRA 792; 63 Phil. 139; 40 O.G. 1234; ' +
  'Republic Act No. 7610, Sec. 5; Executive Order No. 292, s. 1987; Presidential Decree No. 1529.';
/** How long the start waits for the citation reader's thread; a slower machine answers on the server's thread. */
const READER_WAIT_MS = 20_000;

/**
 * Runs one ranked search on every connection of the pool before the server listens. A new PostgreSQL backend pays
 * for its first search statement (catalogs, the text-search configuration, the planner's statistics: 100–250 ms
 * measured at 100,000 documents), and so does this process (the search code's first run). Without this, the first
 * visitors after a start, one per connection, waited for it. Reads only: nothing is counted or written.
 *
 * Beside it, the citation reader's thread is started and a text read through it and looked up on every connection: loading the
 * thread and the first run of the lookups cost seconds of CPU on a fresh process, which the first texts pasted
 * after a start paid for, together with every request that arrived meanwhile.
 */
export async function warmUp(db: Database): Promise<void> {
  startCitationReader();
  await Promise.all(
    Array.from({ length: db.connections }, () => [
      listDocuments(db, { search: WARM_UP_SEARCH, limit: 10 }),
      withinTime(extractTextCitations(db, WARM_UP_TEXT), READER_WAIT_MS),
    ]).flat(),
  );
}

async function withinTime(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([work, late]).finally(() => clearTimeout(timer));
}
