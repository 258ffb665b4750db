import type { Queryable } from '@batas/db';
import { readLibraryHealth, refreshLibraryHealth, type LibraryHealth as StoredHealth } from '@batas/db/citator';
import { CITATION_FORM_LABELS } from '@batas/shared/citations';
import type { LibraryHealth } from '@batas/shared/contracts/admin-citator';

function present(health: StoredHealth): LibraryHealth {
  return {
    byForm: health.byForm.map((form) => ({ ...form, label: CITATION_FORM_LABELS[form.form] })),
    missing: health.missing.map(({ form, canonical, citing }) => ({ form, canonical, citing })),
    computedAt: health.computedAt,
    durationMs: health.durationMs,
  };
}

/** The latest figures (taken after each crosswalk build); on a new database, taken now. */
export const libraryHealth = async (db: Queryable) => present(await readLibraryHealth(db));

/** Figures taken again now, at an administrator's request (after decisions, edits or deletes since the last build). */
export const refreshedLibraryHealth = async (db: Queryable) => present(await refreshLibraryHealth(db));
