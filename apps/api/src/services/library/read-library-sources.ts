import type { Database } from '@batas/db';
import { collectionStatuses } from '@batas/db/library';
import { jobLogEntries, latestLibraryJobs } from '@batas/db/scraping-queue';
import { LIBRARY_COLLECTIONS } from '@batas/shared/constants';
import { presentLibraryCollection } from '../../presenters/library-collection.ts';

/** Every collection the library installs from, with what is installed of it and its latest install job. */
export async function readLibrarySources(db: Database) {
  const [statuses, jobs] = await Promise.all([collectionStatuses(db), latestLibraryJobs(db)]);
  return Promise.all(
    LIBRARY_COLLECTIONS.map(async (source) => {
      const job = jobs.get(source.id) ?? null;
      const log = job ? await jobLogEntries(db, job.id, 30) : [];
      return presentLibraryCollection(
        source,
        statuses.find((status) => status.id === source.id),
        job,
        log,
      );
    }),
  );
}
