import type { CollectionStatus } from '@batas/db/library';
import type { JobRow } from '@batas/db/scraping-queue';
import type { LibraryCollection } from '@batas/shared/contracts/admin-library';
import type { LibraryCollectionSource } from '@batas/shared/constants';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type LogEntry = { level: string; message: string; at: string };

/** Where a collection stands, from its install record and its latest install job (the job wins while it runs). */
function stateOf(status: CollectionStatus | undefined, job: JobRow | null): LibraryCollection['state'] {
  if (job?.status === 'pending') return 'queued';
  if (job?.status === 'running' || job?.status === 'paused') return 'installing';
  if (job?.status === 'failed' || status?.status === 'failed') return 'failed';
  if (status?.status === 'installing') return 'installing';
  return status?.status === 'installed' ? 'installed' : 'not-installed';
}

export function presentLibraryCollection(
  source: LibraryCollectionSource,
  status: CollectionStatus | undefined,
  job: JobRow | null,
  log: LogEntry[],
): LibraryCollection {
  return {
    id: source.id,
    label: source.label,
    repository: source.repository,
    pinnedCommit: source.commit,
    state: stateOf(status, job),
    installedCommit: status?.status === 'installed' ? status.commitSha : null,
    counts: Object.fromEntries(Object.entries(status?.counts ?? {}).filter(([, value]) => typeof value === 'number')),
    installedAt: status?.status === 'installed' ? status.finishedAt : null,
    job: job ? presentLibraryJob(job, log) : null,
  };
}

export function presentLibraryJob(job: JobRow, log: LogEntry[] = []) {
  return {
    id: job.id,
    status: job.status,
    progress: { completed: job.progress_completed, total: job.progress_total },
    results: job.results as unknown as Record<string, number>,
    startedAt: iso(job.start_time),
    endedAt: iso(job.end_time),
    error: job.error,
    log,
  };
}
