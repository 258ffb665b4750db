import type { analyticsRoute } from '../admin-analytics.ts';
import type { auditLogRoute } from '../admin-audit.ts';
import type { dashboardStatsRoute } from '../admin-dashboard.ts';
import type { notificationsRoute } from '../admin-notifications.ts';
import type * as settings from '../site-settings.ts';
import { routeRef } from '../route.ts';

export const dashboardStats = routeRef<typeof dashboardStatsRoute>('GET', '/admin/dashboard/stats');
export const analytics = routeRef<typeof analyticsRoute>('GET', '/admin/analytics');
export const auditLog = routeRef<typeof auditLogRoute>('GET', '/admin/audit-log');
export const notifications = routeRef<typeof notificationsRoute>('GET', '/admin/notifications');
export const siteSettings = routeRef<typeof settings.siteSettingsRoute>('GET', '/admin/settings');
export const saveSiteSettings = routeRef<typeof settings.saveSiteSettingsRoute>('PUT', '/admin/settings');
export const testEmail = routeRef<typeof settings.testEmailRoute>('POST', '/admin/settings/test-email');
