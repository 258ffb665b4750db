import {
  IconChartBar,
  IconFileText,
  IconGauge,
  IconHistory,
  IconRobot,
  IconSettings,
  IconUserCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { AdminSection } from '@batas/shared/constants/admin-access';
import type { adminPaths } from '@/config/admin-paths';

export interface AdminNavItem {
  section: Exclude<AdminSection, 'approvals'> & keyof typeof adminPaths;
  label: string;
  icon: Icon;
}

/**
 * The sidebar, shown per role from ADMIN_ACCESS. The last two entries are ours: the claim and
 * verification review the public site leaves to the back-office, and the audit log for super admins.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { section: 'dashboard', label: 'Dashboard', icon: IconGauge },
  { section: 'users', label: 'User Management', icon: IconUsers },
  { section: 'documents', label: 'Document Management', icon: IconFileText },
  { section: 'scraping', label: 'Scraping Monitor', icon: IconRobot },
  { section: 'analytics', label: 'Analytics', icon: IconChartBar },
  { section: 'settings', label: 'Settings', icon: IconSettings },
  { section: 'claims', label: 'Claims & Verification', icon: IconUserCheck },
  { section: 'auditLog', label: 'Audit Log', icon: IconHistory },
];

/** The notifications bell's three sample notices . */
export const SAMPLE_NOTICES = [
  {
    id: 1,
    title: 'New user registration',
    body: 'A new lawyer account is waiting for approval.',
    time: '5 minutes ago',
  },
  { id: 2, title: 'Document verified', body: 'A Supreme Court decision was marked as verified.', time: '1 hour ago' },
  { id: 3, title: 'Scraping job completed', body: 'The latest Republic Acts import finished.', time: '3 hours ago' },
] as const;
