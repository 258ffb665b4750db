/**
 * Requests that `npm run check:contracts` sends to every declared route, on a fresh embedded database with a small
 * library and a few accounts: each answer must parse with the schema its route declares for the status. A route
 * declared without probes here fails the check, so a new declaration comes with its proof.
 */
import { createArticle, createDocument } from '@batas/db/test/factories';
import type { RouteDeclaration } from '@batas/shared/contracts/route';
import { getHealthRoute } from '@batas/shared/contracts/health';
import { documentBySlugRoute, resolveDocumentRoute } from '@batas/shared/contracts/document-resolve';
import * as documents from '@batas/shared/contracts/documents';
import { extractCitationsRoute } from '@batas/shared/contracts/citations';
import * as folders from '@batas/shared/contracts/research-folders';
import * as auth from '@batas/shared/contracts/auth';
import * as lawyers from '@batas/shared/contracts/lawyers';
import * as articles from '@batas/shared/contracts/articles';
import * as claims from '@batas/shared/contracts/claims';
import { contactRoute } from '@batas/shared/contracts/contact';
import * as settings from '@batas/shared/contracts/site-settings';
import * as jobs from '@batas/shared/contracts/jobs';
import * as alerts from '@batas/shared/contracts/alerts';
import * as security from '@batas/shared/contracts/account-security';
import { dashboardStatsRoute } from '@batas/shared/contracts/admin-dashboard';
import * as adminUsers from '@batas/shared/contracts/admin-users';
import { adminLoginRoute } from '@batas/shared/contracts/admin-login';
import * as library from '@batas/shared/contracts/admin-library';
import * as adminDocuments from '@batas/shared/contracts/admin-documents';
import * as citator from '@batas/shared/contracts/admin-citator';
import * as scraping from '@batas/shared/contracts/admin-scraping';
import { analyticsRoute } from '@batas/shared/contracts/admin-analytics';
import { auditLogRoute } from '@batas/shared/contracts/admin-audit';
import { notificationsRoute } from '@batas/shared/contracts/admin-notifications';
import { type createTestApp } from '../../apps/api/test/helpers.ts';
import { insertLawyer, insertUser, insertVerifiedLawyer, TEST_PASSWORD } from '../../apps/api/test/support/accounts.ts';
import { multipart, samplePng } from '../../apps/api/test/support/multipart.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Method = RouteDeclaration['method'];

export interface Probe {
  route: RouteDeclaration;
  url: string;
  /** The answer this request must get (it proves the probe reached the branch it means). */
  status: number;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** The library and accounts the probes read, made through the API where it can. */
export async function probesFor(t: TestApp): Promise<Probe[]> {
  const inject = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  for (const date of ['2015-03-03', '2016-01-12']) {
    await createDocument(t.db, {
      documentType: 'Supreme Court Decision',
      court: 'Supreme Court',
      title: `[ G.R. No. 300001, ${date} ] SANTOS v. REYES`,
      citation: `G.R. No. 300001, ${date}`,
      dateDecided: date,
    });
  }
  const statute = await createDocument(t.db, { documentType: 'Republic Act', title: 'A probe act' });
  const member = (await insertUser(t.db)).auth;
  const reviewer = (await insertUser(t.db, { role: 'admin' })).auth;
  const lawyer = await insertLawyer(t.db);
  const claimantOf = async (lawyerId: string) =>
    (
      await insertUser(t.db, {
        role: 'lawyer',
        lawyerId,
        lawyerVerificationStatus: 'documents_required',
        approvalStatus: 'pending',
      })
    ).auth;
  const claimant = await claimantOf(lawyer.id);
  const secondClaimant = await claimantOf((await insertLawyer(t.db)).id);

  const folder = (await inject('POST', '/api/me/folders', member, { name: 'Probe' })).json().data.folder.id as string;
  const spare = (await inject('POST', '/api/me/folders', member, { name: 'Spare' })).json().data.folder.id as string;
  const png = await samplePng();
  const upload = () =>
    multipart([
      { field: 'selfie', filename: 'selfie.png', content: png, contentType: 'image/png' },
      { field: 'idDocument', filename: 'id.png', content: png, contentType: 'image/png' },
    ]);
  const { payload: uploadBody, headers: uploadHeaders } = upload();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/auth/upload-verification',
    headers: { ...claimant, ...uploadHeaders },
    payload: uploadBody,
  });
  const fileId = uploaded.json().data.uploads[0].id as string;
  const again = upload();

  const author = await insertVerifiedLawyer(t.db);
  const article = await createArticle(t.db, { author_lawyer_id: author.lawyerId, title: 'A probe article' });
  const draft = {
    title: 'A probe draft',
    summary: 'What a probe says.',
    content: '<p>Words enough for a draft.</p>',
    category: 'Labor Law',
  };
  const written = (await inject('POST', '/api/articles', author.auth, draft)).json().data.article.id as string;
  const gone = (await inject('POST', '/api/articles', author.auth, draft)).json().data.article.id as string;
  const image = upload();

  const claimer = (await insertUser(t.db)).auth;
  const claimed = await insertLawyer(t.db);
  const claimBody = { lawyerId: claimed.id, verificationDocuments: 'IBP card' };
  const secondClaimed = await insertLawyer(t.db);

  const follow = { kind: 'search', query: 'data privacy', frequency: 'weekly' };
  const alert = (await inject('POST', '/api/me/alerts', member, follow)).json().data.alert.id as string;
  const dropped = (await inject('POST', '/api/me/alerts', member, { ...follow, query: 'x' })).json().data.alert.id;

  const signer = await insertUser(t.db, { email: 'signer@example.com' });
  const [rollA, rollB, rollC] = [await insertLawyer(t.db), await insertLawyer(t.db), await insertLawyer(t.db)];
  const person = (email: string) => ({ firstName: 'Maria', lastName: 'Clara', email, password: 'kalayaan-1898' });

  const superAdmin = (await insertUser(t.db, { role: 'super_admin' })).auth;
  const target = await insertUser(t.db);
  const doomed = await insertUser(t.db);
  const usersUrl = '/api/admin/users';
  await insertUser(t.db, { role: 'admin', email: 'boss@example.com' });

  const folderUrl = `/api/me/folders/${folder}`;
  const entryUrl = `${folderUrl}/documents/${statute.slug}`;
  return [
    { route: getHealthRoute, url: '/api/health', status: 200 },

    { route: resolveDocumentRoute, url: `/api/documents/resolve/${statute.slug}`, status: 200 },
    { route: resolveDocumentRoute, url: '/api/documents/resolve/GR-300001', status: 300 },
    { route: resolveDocumentRoute, url: '/api/documents/resolve/GR-300999', status: 404 },
    { route: resolveDocumentRoute, url: '/api/documents/resolve/GR-63915-1985-13-45', status: 400 },

    { route: documents.listDocumentsRoute, url: '/api/documents?search=santos&page=1', status: 200 },
    { route: documents.listDocumentsRoute, url: '/api/documents?page=0', status: 400 },
    { route: documents.documentTypesRoute, url: '/api/documents/types', status: 200 },
    { route: documents.documentStatsRoute, url: '/api/documents/stats', status: 200 },
    { route: documents.lawCategoriesRoute, url: '/api/documents/law-categories', status: 200 },
    { route: documents.documentCategoriesRoute, url: '/api/documents/categories', status: 200 },
    { route: documentBySlugRoute, url: `/api/documents/slug/${statute.slug}`, status: 200 },
    { route: documentBySlugRoute, url: '/api/documents/slug/no-such-document', status: 404 },
    { route: documents.documentCitationsRoute, url: `/api/documents/${statute.slug}/citations`, status: 200 },
    { route: documents.documentCitationsRoute, url: '/api/documents/no-such-document/citations', status: 404 },
    { route: documents.documentRelationsRoute, url: `/api/documents/${statute.slug}/relations`, status: 200 },
    { route: documents.documentRelationsRoute, url: '/api/documents/no-such-document/relations', status: 404 },
    { route: documents.getDocumentRoute, url: `/api/documents/${statute.id}`, status: 200 },
    { route: documents.getDocumentRoute, url: `/api/documents/${NO_ID}`, status: 404 },

    {
      route: extractCitationsRoute,
      url: '/api/citations/extract',
      payload: { text: 'As held in G.R. No. 300001, March 3, 2015 and Republic Act No. 10173.' },
      status: 200,
    },
    { route: extractCitationsRoute, url: '/api/citations/extract', payload: { text: 5 }, status: 400 },

    { route: lawyers.listLawyersRoute, url: '/api/lawyers?q=dela', status: 200 },
    { route: lawyers.listLawyersRoute, url: '/api/lawyers?page=0', status: 400 },
    { route: lawyers.lawyerStatsRoute, url: '/api/lawyers/stats/overview', status: 200 },
    { route: lawyers.lawyerSuggestionsRoute, url: '/api/lawyers/search/suggestions?q=dela', status: 200 },
    { route: lawyers.getLawyerRoute, url: `/api/lawyers/${lawyer.rollNumber}`, status: 200 },
    { route: lawyers.getLawyerRoute, url: '/api/lawyers/no-such-roll', status: 404 },
    { route: lawyers.updateLawyerRoute, url: `/api/lawyers/${lawyer.id}`, payload: {}, status: 401 },
    { route: lawyers.updateLawyerRoute, url: `/api/lawyers/${lawyer.id}`, headers: member, payload: {}, status: 403 },
    {
      route: lawyers.uploadProfilePictureRoute,
      url: `/api/lawyers/${lawyer.id}/profile-picture`,
      headers: member,
      status: 403,
    },
    { route: lawyers.profilePictureRoute, url: `/api/lawyers/${lawyer.id}/profile-picture`, status: 404 },

    { route: articles.listArticlesRoute, url: '/api/articles?q=probe', status: 200 },
    { route: articles.listArticlesRoute, url: '/api/articles?page=0', status: 400 },
    { route: articles.searchArticlesRoute, url: '/api/articles/search?q=probe', status: 200 },
    { route: articles.getArticleRoute, url: `/api/articles/${article.slug}`, status: 200 },
    { route: articles.getArticleRoute, url: '/api/articles/no-such-article', status: 404 },
    { route: articles.editArticleRoute, url: `/api/articles/edit/${written}`, headers: author.auth, status: 200 },
    { route: articles.editArticleRoute, url: `/api/articles/edit/${written}`, headers: member, status: 403 },
    { route: articles.createArticleRoute, url: '/api/articles', headers: author.auth, payload: draft, status: 201 },
    { route: articles.createArticleRoute, url: '/api/articles', headers: author.auth, payload: {}, status: 400 },
    {
      route: articles.updateArticleRoute,
      url: `/api/articles/${written}`,
      headers: author.auth,
      payload: { ...draft, title: 'A probe draft, again' },
      status: 200,
    },
    {
      route: articles.articleStatusRoute,
      url: `/api/articles/${written}/status`,
      headers: author.auth,
      payload: { status: 'published' },
      status: 200,
    },
    {
      route: articles.putArticleStatusRoute,
      url: `/api/articles/${written}/status`,
      headers: author.auth,
      payload: { status: 'draft' },
      status: 200,
    },
    { route: articles.deleteArticleRoute, url: `/api/articles/${gone}`, headers: author.auth, status: 200 },
    { route: articles.deleteArticleRoute, url: `/api/articles/${written}`, headers: member, status: 403 },
    { route: articles.likeArticleRoute, url: `/api/articles/${article.id}/like`, headers: member, status: 200 },
    { route: articles.unlikeArticleRoute, url: `/api/articles/${article.id}/like`, headers: member, status: 200 },
    { route: articles.likeArticleRoute, url: `/api/articles/${article.id}/like`, status: 401 },
    { route: articles.lawyerArticlesRoute, url: `/api/articles/lawyer/${author.rollNumber}`, status: 200 },
    {
      route: articles.lawyerArticlesRoute,
      url: `/api/articles/lawyer/${author.rollNumber}?includeUnpublished=true`,
      headers: member,
      status: 403,
    },
    { route: articles.uploadArticleImageRoute, url: '/api/articles/images', status: 401 },
    {
      route: articles.uploadArticleImageRoute,
      url: '/api/articles/images',
      headers: { ...author.auth, ...image.headers },
      payload: image.payload,
      status: 400,
    },
    { route: articles.articleImageRoute, url: `/api/articles/images/${NO_ID}`, status: 404 },

    {
      route: claims.claimLawyerRoute,
      url: '/api/auth/claim-lawyer',
      headers: claimer,
      payload: claimBody,
      status: 201,
    },
    {
      route: claims.claimProfileRoute,
      url: '/api/auth/claim-profile',
      headers: (await insertUser(t.db)).auth,
      payload: { lawyerId: secondClaimed.id, verificationDocuments: 'IBP card' },
      status: 201,
    },
    { route: claims.claimProfileRoute, url: '/api/auth/claim-profile', headers: member, payload: {}, status: 400 },
    { route: claims.claimSearchRoute, url: '/api/auth/claim-search?q=dela', headers: member, status: 200 },
    { route: claims.claimSearchRoute, url: '/api/auth/claim-search', headers: member, status: 400 },
    { route: claims.ownClaimsRoute, url: '/api/auth/my-claims', headers: claimer, status: 200 },
    { route: claims.ownClaimsRoute, url: '/api/auth/my-claims', status: 401 },
    { route: claims.pendingClaimsRoute, url: '/api/auth/pending-claims', headers: reviewer, status: 200 },
    { route: claims.pendingClaimsRoute, url: '/api/auth/pending-claims', headers: member, status: 403 },
    { route: claims.approveClaimRoute, url: `/api/auth/approve-claim/${NO_ID}`, headers: reviewer, status: 404 },
    {
      route: claims.rejectClaimRoute,
      url: `/api/auth/reject-claim/${NO_ID}`,
      headers: reviewer,
      payload: { reason: 'Not the roll entry' },
      status: 404,
    },
    {
      route: claims.rejectClaimRoute,
      url: `/api/auth/reject-claim/${NO_ID}`,
      headers: reviewer,
      payload: {},
      status: 400,
    },

    { route: settings.publicSiteRoute, url: '/api/site', status: 200 },
    {
      route: contactRoute,
      url: '/api/site/contact',
      payload: { name: 'Ana', email: 'ana@example.com', subject: 'A probe', message: 'A message long enough.' },
      status: 202,
    },
    { route: contactRoute, url: '/api/site/contact', payload: { name: 'Ana' }, status: 400 },

    { route: jobs.saveJobRoute, url: '/api/jobs/saved/1', headers: member, status: 200 },
    { route: jobs.saveJobRoute, url: '/api/jobs/saved/0', headers: member, status: 400 },
    { route: jobs.savedJobsRoute, url: '/api/jobs/saved', headers: member, status: 200 },
    { route: jobs.savedJobsRoute, url: '/api/jobs/saved', status: 401 },
    { route: jobs.unsaveJobRoute, url: '/api/jobs/saved/1', headers: member, status: 200 },

    { route: alerts.listAlertsRoute, url: '/api/me/alerts', headers: member, status: 200 },
    { route: alerts.listAlertsRoute, url: '/api/me/alerts', status: 401 },
    {
      route: alerts.createAlertRoute,
      url: '/api/me/alerts',
      headers: member,
      payload: { ...follow, query: 'annulment' },
      status: 201,
    },
    { route: alerts.createAlertRoute, url: '/api/me/alerts', headers: member, payload: follow, status: 200 },
    { route: alerts.createAlertRoute, url: '/api/me/alerts', headers: member, payload: { kind: 'x' }, status: 400 },
    {
      route: alerts.updateAlertRoute,
      url: `/api/me/alerts/${alert}`,
      headers: member,
      payload: { frequency: 'daily' },
      status: 200,
    },
    { route: alerts.deleteAlertRoute, url: `/api/me/alerts/${dropped}`, headers: member, status: 200 },
    { route: alerts.deleteAlertRoute, url: `/api/me/alerts/${dropped}`, headers: member, status: 404 },
    { route: alerts.unsubscribeRoute, url: '/api/alerts/unsubscribe?token=made-up', status: 400 },

    {
      route: security.forgotPasswordRoute,
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
      status: 200,
    },
    { route: security.forgotPasswordRoute, url: '/api/auth/forgot-password', payload: {}, status: 400 },
    {
      route: security.resetPasswordRoute,
      url: '/api/auth/reset-password',
      payload: { token: 'made-up', password: 'a long new passphrase 42' },
      status: 400,
    },
    { route: security.logoutRoute, url: '/api/auth/logout', headers: (await insertUser(t.db)).auth, status: 200 },
    { route: security.logoutRoute, url: '/api/auth/logout', status: 401 },
    {
      route: security.logoutAllRoute,
      url: '/api/auth/logout-all',
      headers: (await insertUser(t.db)).auth,
      status: 200,
    },
    { route: security.verifyEmailRoute, url: '/api/auth/verify-email', payload: { token: 'made-up' }, status: 400 },
    { route: security.resendVerificationRoute, url: '/api/auth/resend-verification', headers: member, status: 200 },
    { route: security.resendVerificationRoute, url: '/api/auth/resend-verification', status: 401 },
    { route: security.csrfRoute, url: '/api/auth/csrf', status: 200 },

    {
      route: auth.loginRoute,
      url: '/api/auth/login',
      payload: { email: 'signer@example.com', password: TEST_PASSWORD },
      status: 200,
    },
    {
      route: auth.loginRoute,
      url: '/api/auth/login',
      payload: { email: 'signer@example.com', password: 'not the password' },
      status: 401,
    },
    {
      route: auth.registerBasicRoute,
      url: '/api/auth/register/basic',
      payload: person('maria@example.com'),
      status: 201,
    },
    { route: auth.registerBasicRoute, url: '/api/auth/register/basic', payload: {}, status: 400 },
    {
      route: auth.validateRollRoute,
      url: '/api/auth/register/lawyer/validate-roll',
      payload: { rollNumber: rollA.rollNumber },
      status: 200,
    },
    {
      route: auth.validateRollRoute,
      url: '/api/auth/register/lawyer/validate-roll',
      payload: { rollNumber: '999999999' },
      status: 404,
    },
    {
      route: auth.registerLawyerRoute,
      url: '/api/auth/register/lawyer',
      payload: { email: 'pena@example.com', password: 'kalayaan-1898', rollNumber: rollB.rollNumber },
      status: 201,
    },
    {
      route: auth.registerRoute,
      url: '/api/auth/register',
      payload: { email: 'reyes@example.com', password: 'kalayaan-1898', rollNumber: rollC.rollNumber },
      status: 201,
    },
    { route: auth.meRoute, url: '/api/auth/me', headers: signer.auth, status: 200 },
    { route: auth.meRoute, url: '/api/auth/me', status: 401 },
    { route: auth.profileRoute, url: '/api/auth/profile', headers: signer.auth, status: 200 },
    {
      route: auth.updateProfileRoute,
      url: '/api/auth/profile',
      headers: signer.auth,
      payload: { firstName: 'Ana', lastName: 'Reyes' },
      status: 200,
    },
    {
      route: auth.changePasswordRoute,
      url: '/api/auth/change-password',
      headers: signer.auth,
      payload: { currentPassword: 'not the password', newPassword: 'a brand new passphrase 7' },
      status: 400,
    },
    {
      route: auth.changePasswordRoute,
      url: '/api/auth/change-password',
      headers: signer.auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase 7' },
      status: 200,
    },

    { route: dashboardStatsRoute, url: '/api/admin/dashboard/stats', headers: reviewer, status: 200 },
    { route: dashboardStatsRoute, url: '/api/admin/dashboard/stats', headers: member, status: 403 },
    { route: dashboardStatsRoute, url: '/api/admin/dashboard/stats', status: 401 },
    { route: analyticsRoute, url: '/api/admin/analytics?days=30', headers: reviewer, status: 200 },
    { route: analyticsRoute, url: '/api/admin/analytics?days=2', headers: reviewer, status: 400 },
    { route: auditLogRoute, url: '/api/admin/audit-log', headers: superAdmin, status: 200 },
    { route: auditLogRoute, url: '/api/admin/audit-log', headers: reviewer, status: 403 },
    { route: notificationsRoute, url: '/api/admin/notifications', headers: reviewer, status: 200 },
    { route: notificationsRoute, url: '/api/admin/notifications', headers: member, status: 403 },

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

    { route: folders.listFoldersRoute, url: '/api/me/folders', headers: member, status: 200 },
    { route: documents.listDocumentsRoute, url: '/api/documents?search=santos&page=1', status: 200 },
    { route: documents.listDocumentsRoute, url: '/api/documents?page=0', status: 400 },
    { route: documents.documentTypesRoute, url: '/api/documents/types', status: 200 },
    { route: documents.documentStatsRoute, url: '/api/documents/stats', status: 200 },
    { route: documents.lawCategoriesRoute, url: '/api/documents/law-categories', status: 200 },
    { route: documents.documentCategoriesRoute, url: '/api/documents/categories', status: 200 },
    { route: documentBySlugRoute, url: `/api/documents/slug/${statute.slug}`, status: 200 },
    { route: documentBySlugRoute, url: '/api/documents/slug/no-such-document', status: 404 },
    { route: documents.documentCitationsRoute, url: `/api/documents/${statute.slug}/citations`, status: 200 },
    { route: documents.documentCitationsRoute, url: '/api/documents/no-such-document/citations', status: 404 },
    { route: documents.documentRelationsRoute, url: `/api/documents/${statute.slug}/relations`, status: 200 },
    { route: documents.documentRelationsRoute, url: '/api/documents/no-such-document/relations', status: 404 },
    { route: documents.getDocumentRoute, url: `/api/documents/${statute.id}`, status: 200 },
    { route: documents.getDocumentRoute, url: `/api/documents/${NO_ID}`, status: 404 },

    { route: folders.listFoldersRoute, url: '/api/me/folders', status: 401 },
    {
      route: folders.createFolderRoute,
      url: '/api/me/folders',
      headers: member,
      payload: { name: 'New' },
      status: 201,
    },
    {
      route: folders.createFolderRoute,
      url: '/api/me/folders',
      headers: member,
      payload: { name: 'New' },
      status: 409,
    },
    { route: folders.getFolderRoute, url: folderUrl, headers: member, status: 200 },
    { route: folders.getFolderRoute, url: `/api/me/folders/${NO_ID}`, headers: member, status: 404 },
    { route: folders.updateFolderRoute, url: folderUrl, headers: member, payload: { name: 'Renamed' }, status: 200 },
    { route: folders.saveFolderDocumentRoute, url: entryUrl, headers: member, payload: { note: 'n' }, status: 200 },
    { route: folders.exportFolderRoute, url: `${folderUrl}/export?format=csv`, headers: member, status: 200 },
    { route: folders.exportFolderRoute, url: `${folderUrl}/export?format=pdf`, headers: member, status: 400 },
    { route: folders.removeFolderDocumentRoute, url: entryUrl, headers: member, status: 200 },
    { route: folders.deleteFolderRoute, url: `/api/me/folders/${spare}`, headers: member, status: 200 },

    {
      route: auth.uploadVerificationRoute,
      url: '/api/auth/upload-verification',
      headers: { ...secondClaimant, ...again.headers },
      payload: again.payload,
      status: 201,
    },
    { route: auth.uploadVerificationRoute, url: '/api/auth/upload-verification', status: 401 },
    {
      route: auth.verificationFileLinkRoute,
      url: `/api/auth/verification-files/${fileId}/link`,
      headers: reviewer,
      status: 200,
    },
    { route: auth.verificationFileLinkRoute, url: `/api/auth/verification-files/${fileId}/link`, status: 401 },
    {
      route: auth.verificationFileRoute,
      url: `/api/auth/verification-files/${fileId}`,
      headers: reviewer,
      status: 200,
    },
    { route: auth.verificationFileRoute, url: `/api/auth/verification-files/${fileId}`, headers: member, status: 403 },
  ];
}
