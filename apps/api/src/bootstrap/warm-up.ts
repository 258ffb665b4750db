import type { Database } from '@batas/db';
import { listDocuments } from '../services/documents/list-documents.ts';
import { extractTextCitationsJson } from '../services/citations/extract-text-citations.ts';
import { startCitationReader } from '../services/citations/off-thread-extract.ts';

// A citation and a name: the ranked search's every tier (keyed, short name, name, opening, body) and its count.
const WARM_UP_SEARCH = 'Republic Act No. 386 civil code';
// Every kind of citation the reader knows, a G.R. range and a report page among them: each lookup path runs once.
const WARM_UP_TEXT =
  'G.R. No. 101083, July 30, 1993; G.R. Nos. 100000-100499; 224 SCRA 792; 63 Phil. 139; 40 O.G. 1234; ' +
  'Republic Act No. 7610, Sec. 5; Executive Order No. 292, s. 1987; Presidential Decree No. 1529.';
/**
 * A long text of the same kinds (about 1,000 citations, 20 KB): the lookups' code, in this thread and in the
 * embedded database's compiled code, runs often enough to be compiled to its fast tier before the first visitor.
 * With the short text alone, the first long texts after a start (three 100 KB texts of G.R. ranges) held health
 * checks for 300 ms at p50 while that code warmed up, against 20-60 ms once warm.
 */
const WARM_UP_LONG_TEXT = Array.from(
  { length: 250 },
  (_, index) =>
    `G.R. No. ${200_000 + index}-${200_000 + index + 99}; ${100 + (index % 900)} SCRA ${1 + index}; ` +
    `${10 + (index % 90)} Phil. ${100 + index}; Republic Act No. ${1000 + index}.`,
).join(' ');
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
      withinTime(extractTextCitationsJson(db, WARM_UP_TEXT), READER_WAIT_MS),
    ]).flat(),
  );
  // Once: what it warms is this process's code and the embedded database's, not a connection's own caches.
  await withinTime(extractTextCitationsJson(db, WARM_UP_LONG_TEXT), READER_WAIT_MS);
}

async function withinTime(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([work, late]).finally(() => clearTimeout(timer));
}
