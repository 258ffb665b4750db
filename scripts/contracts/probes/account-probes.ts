import * as alerts from '@batas/shared/contracts/alerts';
import * as auth from '@batas/shared/contracts/auth';
import * as claims from '@batas/shared/contracts/claims';
import * as jobs from '@batas/shared/contracts/jobs';
import * as security from '@batas/shared/contracts/account-security';
import * as settings from '@batas/shared/contracts/site-settings';
import { TEST_PASSWORD, insertUser } from '../../../apps/api/test/support/accounts.ts';
import { analyticsRoute } from '@batas/shared/contracts/admin-analytics';
import { auditLogRoute } from '@batas/shared/contracts/admin-audit';
import { contactRoute } from '@batas/shared/contracts/contact';
import { dashboardStatsRoute } from '@batas/shared/contracts/admin-dashboard';
import { notificationsRoute } from '@batas/shared/contracts/admin-notifications';
import { NO_ID, type Probe, type ProbeFixtures } from './probe-fixtures.ts';

/**
 * Accounts: claims, settings and contact, jobs, alerts, account security, sign-in and registration, and the
 * back-office overviews each role may read.
 */
export async function accountProbes({
  member,
  reviewer,
  claimer,
  claimBody,
  secondClaimed,
  follow,
  alert,
  dropped,
  signer,
  rollA,
  rollB,
  rollC,
  person,
  superAdmin,
  t,
}: ProbeFixtures): Promise<Probe[]> {
  return [
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
  ];
}
