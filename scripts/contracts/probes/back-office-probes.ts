import * as adminDocuments from '@batas/shared/contracts/admin-documents';
import * as adminUsers from '@batas/shared/contracts/admin-users';
import * as alerts from '@batas/shared/contracts/alerts';
import * as citator from '@batas/shared/contracts/admin-citator';
import * as library from '@batas/shared/contracts/admin-library';
import * as scraping from '@batas/shared/contracts/admin-scraping';
import * as settings from '@batas/shared/contracts/site-settings';
import { TEST_PASSWORD } from '../../../apps/api/test/support/accounts.ts';
import { adminLoginRoute } from '@batas/shared/contracts/admin-login';
import { NO_ID, type Probe, type ProbeFixtures } from './probe-fixtures.ts';

/** The back-office: settings, users, the library, alert runs, documents, the citator, scraping. */
export function backOfficeProbes({
  statute,
  member,
  reviewer,
  superAdmin,
  target,
  doomed,
  usersUrl,
}: ProbeFixtures): Probe[] {
  return [
    { route: settings.siteSettingsRoute, url: '/api/admin/settings', headers: superAdmin, status: 200 },
    { route: settings.siteSettingsRoute, url: '/api/admin/settings', headers: reviewer, status: 403 },
    {
      route: settings.saveSiteSettingsRoute,
      url: '/api/admin/settings',
      headers: superAdmin,
      payload: {},
      status: 400,
    },
    { route: settings.testEmailRoute, url: '/api/admin/settings/test-email', headers: superAdmin, status: 202 },

    { route: adminUsers.listUsersRoute, url: `${usersUrl}?search=user`, headers: reviewer, status: 200 },
    { route: adminUsers.listUsersRoute, url: usersUrl, headers: member, status: 403 },
    { route: adminUsers.getUserRoute, url: `${usersUrl}/${target.id}`, headers: reviewer, status: 200 },
    { route: adminUsers.getUserRoute, url: `${usersUrl}/${NO_ID}`, headers: reviewer, status: 404 },
    {
      route: adminUsers.deactivateUserRoute,
      url: `${usersUrl}/${target.id}/deactivate`,
      headers: superAdmin,
      status: 200,
    },
    { route: adminUsers.activateUserRoute, url: `${usersUrl}/${target.id}/activate`, headers: superAdmin, status: 200 },
    { route: adminUsers.approveUserRoute, url: `${usersUrl}/${NO_ID}/approve`, headers: reviewer, status: 404 },
    { route: adminUsers.rejectUserRoute, url: `${usersUrl}/${NO_ID}/reject`, headers: reviewer, status: 404 },
    { route: adminUsers.deleteUserRoute, url: `${usersUrl}/${doomed.id}`, headers: superAdmin, status: 200 },
    { route: adminUsers.deleteUserRoute, url: `${usersUrl}/${doomed.id}`, headers: superAdmin, status: 404 },

    {
      route: adminLoginRoute,
      url: '/api/admin/login',
      payload: { email: 'boss@example.com', password: TEST_PASSWORD },
      status: 200,
    },
    {
      route: adminLoginRoute,
      url: '/api/admin/login',
      payload: { email: 'boss@example.com', password: 'not the password' },
      status: 401,
    },
    { route: library.librarySourcesRoute, url: '/api/admin/library', headers: superAdmin, status: 200 },
    { route: library.librarySourcesRoute, url: '/api/admin/library', headers: reviewer, status: 403 },
    {
      route: library.installCollectionRoute,
      url: '/api/admin/library/nowhere/install',
      headers: superAdmin,
      status: 400,
    },
    { route: alerts.runAlertsRoute, url: '/api/admin/alerts/run', headers: superAdmin, payload: {}, status: 200 },
    { route: alerts.runAlertsRoute, url: '/api/admin/alerts/run', headers: reviewer, payload: {}, status: 403 },

    { route: adminDocuments.adminListDocumentsRoute, url: '/api/admin/documents', headers: reviewer, status: 200 },
    { route: adminDocuments.adminListDocumentsRoute, url: '/api/admin/documents', headers: member, status: 403 },
    {
      route: adminDocuments.documentTypeOptionsRoute,
      url: '/api/admin/documents/types',
      headers: reviewer,
      status: 200,
    },
    {
      route: adminDocuments.courtLevelOptionsRoute,
      url: '/api/admin/documents/court-levels',
      headers: reviewer,
      status: 200,
    },
    {
      route: adminDocuments.lawCategoryOptionsRoute,
      url: '/api/admin/documents/law-categories',
      headers: reviewer,
      status: 200,
    },
    {
      route: adminDocuments.adminGetDocumentRoute,
      url: `/api/admin/documents/${statute.id}`,
      headers: reviewer,
      status: 200,
    },
    {
      route: adminDocuments.adminGetDocumentRoute,
      url: `/api/admin/documents/${NO_ID}`,
      headers: reviewer,
      status: 404,
    },
    {
      route: adminDocuments.adminCreateDocumentRoute,
      url: '/api/admin/documents',
      headers: reviewer,
      payload: {},
      status: 400,
    },
    {
      route: adminDocuments.adminUpdateDocumentRoute,
      url: `/api/admin/documents/${statute.id}`,
      headers: reviewer,
      payload: { title: '' },
      status: 400,
    },
    {
      route: adminDocuments.adminDeleteDocumentRoute,
      url: `/api/admin/documents/${NO_ID}`,
      headers: superAdmin,
      status: 404,
    },

    { route: citator.reportPagesRoute, url: '/api/admin/citator/pages', headers: reviewer, status: 200 },
    { route: citator.reportPagesRoute, url: '/api/admin/citator/pages', headers: member, status: 403 },
    {
      route: citator.reportPageDecisionRoute,
      url: '/api/admin/citator/pages/scra:999-1/decision',
      headers: reviewer,
      payload: { action: 'confirm' },
      status: 404,
    },
    {
      route: citator.reportPageDecisionRoute,
      url: '/api/admin/citator/pages/nowhere/decision',
      headers: reviewer,
      payload: { action: 'confirm' },
      status: 400,
    },
    {
      route: citator.decisionSearchRoute,
      url: '/api/admin/citator/decisions?q=santos',
      headers: reviewer,
      status: 200,
    },
    { route: citator.libraryHealthRoute, url: '/api/admin/citator/health', headers: reviewer, status: 200 },
    {
      route: citator.refreshLibraryHealthRoute,
      url: '/api/admin/citator/health/refresh',
      headers: reviewer,
      status: 200,
    },

    { route: scraping.scrapingJobsRoute, url: '/api/admin/scraping/jobs', headers: reviewer, status: 200 },
    { route: scraping.scrapingJobsRoute, url: '/api/admin/scraping/jobs', headers: member, status: 403 },
    { route: scraping.scrapingStatsRoute, url: '/api/admin/scraping/stats', headers: reviewer, status: 200 },
    { route: scraping.scrapingLogsRoute, url: '/api/admin/scraping/logs', headers: reviewer, status: 200 },
    { route: scraping.scrapingDefaultsRoute, url: '/api/admin/scraping/defaults', headers: reviewer, status: 200 },
    {
      route: scraping.startScrapingRoute,
      url: '/api/admin/scraping/start',
      headers: reviewer,
      payload: {},
      status: 400,
    },
    { route: scraping.stopScrapingRoute, url: `/api/admin/scraping/stop/${NO_ID}`, headers: reviewer, status: 404 },
    { route: scraping.resumeScrapingRoute, url: `/api/admin/scraping/resume/${NO_ID}`, headers: reviewer, status: 404 },
    {
      route: scraping.scrapingResultsRoute,
      url: `/api/admin/scraping/jobs/${NO_ID}/results`,
      headers: reviewer,
      status: 404,
    },
  ];
}
