import type { Database } from '@batas/db';
import { queueLibraryInstall, type JobRow } from '@batas/db/scraping-queue';
import type { LibraryCollectionId } from '@batas/shared/contracts/admin-library';
import { libraryCollectionSource } from '@batas/shared/constants';
import type { CurrentUser } from '../auth/current-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Queues an install (or an update) of one collection at its pinned commit: the back-office never names an archive
 * or an address, only the collection. Refused with 409 while an install of it is queued or running.
 */
export async function startLibraryInstall(
  db: Database,
  id: LibraryCollectionId,
  actor: Pick<CurrentUser, 'id' | 'email'>,
): Promise<JobRow> {
  const source = libraryCollectionSource(id)!;
  const answer = await queueLibraryInstall(db, {
    collection: id,
    name: `Install ${source.label} (${source.repository}@${source.commit.slice(0, 7)})`,
    createdBy: actor.id,
  });
  if ('alreadyQueued' in answer)
    throw conflict(`An install of ${source.label} is already ${answer.alreadyQueued.status}`);
  await recordAudit(db, actor, {
    action: 'library.install',
    targetType: 'library_collection',
    targetId: id,
    details: { repository: source.repository, commit: source.commit, jobId: answer.queued.id },
  });
  return answer.queued;
}
