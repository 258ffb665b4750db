import {
  IconChartBar,
  IconFileText,
  IconGauge,
  IconHistory,
  IconBooks,
  IconQuote,
  IconRobot,
  IconSettings,
  IconUserCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { AdminSection } from '@batas/shared/constants';
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
  { section: 'library', label: 'Library Sources', icon: IconBooks },
  { section: 'citator', label: 'Citator', icon: IconQuote },
  { section: 'analytics', label: 'Analytics', icon: IconChartBar },
  { section: 'settings', label: 'Settings', icon: IconSettings },
  { section: 'claims', label: 'Claims & Verification', icon: IconUserCheck },
  { section: 'auditLog', label: 'Audit Log', icon: IconHistory },
];
