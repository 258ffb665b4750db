import type { Queryable } from '@batas/db';
import { canAccessAdminSection, type AdminSection } from '@batas/shared/constants';
import {
  FAILED_JOBS_WINDOW_DAYS,
  type AdminNotice,
  type AdminNotifications,
  type NoticeKind,
} from '@batas/shared/contracts/admin-notifications';

interface NoticeSource {
  /** The section whose page handles it: a reader who cannot open that page is not told. */
  section: AdminSection;
  /** One row: how many, and when the newest happened (null when none). */
  sql: string;
}

function failedJobsOf(kind: 'scrape' | 'library-install'): string {
  return `SELECT count(*)::int AS count, max(coalesce(end_time, created_at)) AS latest FROM scraping_jobs
           WHERE kind = '${kind}' AND status = 'failed'
             AND coalesce(end_time, created_at) > now() - interval '${FAILED_JOBS_WINDOW_DAYS} days'`;
}

const SOURCES: Record<NoticeKind, NoticeSource> = {
  pendingClaims: {
    section: 'claims',
    sql: `SELECT count(*)::int AS count, max(created_at) AS latest FROM lawyer_claims WHERE status = 'pending'`,
  },
  pendingAccounts: {
    section: 'approvals',
    sql: `SELECT count(*)::int AS count, max(created_at) AS latest FROM users WHERE approval_status = 'pending'`,
  },
  failedJobs: {
    section: 'scraping',
    sql: failedJobsOf('scrape'),
  },
  failedInstalls: {
    section: 'library',
    sql: failedJobsOf('library-install'),
  },
};

/** The bell: what waits for this reader's role, counted live from the tables that hold it (nothing is stored). */
export async function listNotices(db: Queryable, role: string): Promise<AdminNotifications> {
  const kinds = (Object.keys(SOURCES) as NoticeKind[]).filter((kind) =>
    canAccessAdminSection(role, SOURCES[kind].section),
  );
  const counted = await Promise.all(
    kinds.map(async (kind): Promise<AdminNotice | null> => {
      const row = (await db.query<{ count: number; latest: Date | null }>(SOURCES[kind].sql)).rows[0];
      return row && row.count > 0 && row.latest
        ? { kind, count: row.count, latestAt: new Date(row.latest).toISOString() }
        : null;
    }),
  );
  const notices = counted.filter((notice): notice is AdminNotice => notice !== null);
  return { notices, total: notices.reduce((sum, notice) => sum + notice.count, 0) };
}
