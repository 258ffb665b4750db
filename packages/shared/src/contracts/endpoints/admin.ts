import type { analyticsRoute } from '../admin-analytics.ts';
import type { auditLogRoute } from '../admin-audit.ts';
import type { dashboardStatsRoute } from '../admin-dashboard.ts';
import type { notificationsRoute } from '../admin-notifications.ts';
import type * as settings from '../site-settings.ts';
import type * as users from '../admin-users.ts';
import type * as library from '../admin-library.ts';
import type { adminLoginRoute } from '../admin-login.ts';
import type * as documents from '../admin-documents.ts';
import type * as citator from '../admin-citator.ts';
import type * as scraping from '../admin-scraping.ts';
import { routeRef } from '../route.ts';

export const dashboardStats = routeRef<typeof dashboardStatsRoute>('GET', '/admin/dashboard/stats');
export const analytics = routeRef<typeof analyticsRoute>('GET', '/admin/analytics');
export const auditLog = routeRef<typeof auditLogRoute>('GET', '/admin/audit-log');
export const notifications = routeRef<typeof notificationsRoute>('GET', '/admin/notifications');
export const siteSettings = routeRef<typeof settings.siteSettingsRoute>('GET', '/admin/settings');
export const saveSiteSettings = routeRef<typeof settings.saveSiteSettingsRoute>('PUT', '/admin/settings');
export const testEmail = routeRef<typeof settings.testEmailRoute>('POST', '/admin/settings/test-email');
export const listUsers = routeRef<typeof users.listUsersRoute>('GET', '/admin/users');
export const activateUser = routeRef<typeof users.activateUserRoute>('PUT', '/admin/users/:id/activate');
export const deactivateUser = routeRef<typeof users.deactivateUserRoute>('PUT', '/admin/users/:id/deactivate');
export const approveUser = routeRef<typeof users.approveUserRoute>('PUT', '/admin/users/:id/approve');
export const rejectUser = routeRef<typeof users.rejectUserRoute>('PUT', '/admin/users/:id/reject');
export const deleteUser = routeRef<typeof users.deleteUserRoute>('DELETE', '/admin/users/:id');
export const adminLogin = routeRef<typeof adminLoginRoute>('POST', '/admin/login');
export const librarySources = routeRef<typeof library.librarySourcesRoute>('GET', '/admin/library');
export const installCollection = routeRef<typeof library.installCollectionRoute>(
  'POST',
  '/admin/library/:collection/install',
);
export const listDocuments = routeRef<typeof documents.adminListDocumentsRoute>('GET', '/admin/documents');
export const documentTypeOptions = routeRef<typeof documents.documentTypeOptionsRoute>('GET', '/admin/documents/types');
export const courtLevelOptions = routeRef<typeof documents.courtLevelOptionsRoute>(
  'GET',
  '/admin/documents/court-levels',
);
export const lawCategoryOptions = routeRef<typeof documents.lawCategoryOptionsRoute>(
  'GET',
  '/admin/documents/law-categories',
);
export const getDocument = routeRef<typeof documents.adminGetDocumentRoute>('GET', '/admin/documents/:id');
export const createDocument = routeRef<typeof documents.adminCreateDocumentRoute>('POST', '/admin/documents');
export const updateDocument = routeRef<typeof documents.adminUpdateDocumentRoute>('PUT', '/admin/documents/:id');
export const deleteDocument = routeRef<typeof documents.adminDeleteDocumentRoute>('DELETE', '/admin/documents/:id');
export const reportPages = routeRef<typeof citator.reportPagesRoute>('GET', '/admin/citator/pages');
export const reportPageDecision = routeRef<typeof citator.reportPageDecisionRoute>(
  'POST',
  '/admin/citator/pages/:key/decision',
);
export const decisionSearch = routeRef<typeof citator.decisionSearchRoute>('GET', '/admin/citator/decisions');
export const libraryHealth = routeRef<typeof citator.libraryHealthRoute>('GET', '/admin/citator/health');
export const refreshLibraryHealth = routeRef<typeof citator.refreshLibraryHealthRoute>(
  'POST',
  '/admin/citator/health/refresh',
);
export const startScraping = routeRef<typeof scraping.startScrapingRoute>('POST', '/admin/scraping/start');
export const stopScraping = routeRef<typeof scraping.stopScrapingRoute>('POST', '/admin/scraping/stop/:id');
export const resumeScraping = routeRef<typeof scraping.resumeScrapingRoute>('POST', '/admin/scraping/resume/:id');
export const scrapingDefaults = routeRef<typeof scraping.scrapingDefaultsRoute>('GET', '/admin/scraping/defaults');
export const scrapingJobs = routeRef<typeof scraping.scrapingJobsRoute>('GET', '/admin/scraping/jobs');
export const scrapingStats = routeRef<typeof scraping.scrapingStatsRoute>('GET', '/admin/scraping/stats');
export const scrapingLogs = routeRef<typeof scraping.scrapingLogsRoute>('GET', '/admin/scraping/logs');
export const scrapingResults = routeRef<typeof scraping.scrapingResultsRoute>(
  'GET',
  '/admin/scraping/jobs/:id/results',
);
