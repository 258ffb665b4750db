import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@batas/shared/constants';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';

/**
 * Every /api/admin endpoint against every role and an anonymous caller. The allowed roles are written out here,
 * independently of ADMIN_ACCESS, so a change to the shared table that widens access fails this test.
 * Mutations target ids that do not exist (allowed → 404) or send an empty body (allowed → 400): the guard must
 * answer 401/403 before either is looked at, and no test run changes any data but a test e-mail in the outbox.
 */
const ROLES = [
  'super_admin',
  'admin',
  'moderator',
  'content_manager',
  'lawyer',
  'basic',
] as const satisfies readonly UserRole[];
const DASHBOARD: UserRole[] = ['super_admin', 'admin', 'moderator'];
const USERS: UserRole[] = ['super_admin', 'admin'];
const DOCUMENTS: UserRole[] = ['super_admin', 'admin', 'content_manager'];
const SUPER: UserRole[] = ['super_admin'];
const BACK_OFFICE: UserRole[] = ['super_admin', 'admin', 'moderator', 'content_manager'];

const missing = randomUUID();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Endpoint {
  method: Method;
  /** The OpenAPI path, to check that the table lists every registered admin route. */
  route: string;
  url: string;
  allowed: UserRole[];
  /** What an allowed caller gets: 200 for reads, 404 (unknown id) or 400 (empty body) for writes. */
  allowedStatus: number;
  body?: unknown;
}

const ENDPOINTS: Endpoint[] = [
  // Library sources. An install names only a collection; an unknown one is a 400 that queues nothing.
  { method: 'GET', route: '/api/admin/library/', url: '/api/admin/library', allowed: SUPER, allowedStatus: 200 },
  {
    method: 'POST',
    route: '/api/admin/library/{collection}/install',
    url: '/api/admin/library/nowhere/install',
    allowed: SUPER,
    allowedStatus: 400,
  },
  // Admin → Citator: the crosswalk's review and the library's health. A decision with an empty body is a 400; the
  // refresh writes only the derived health figures.
  {
    method: 'GET',
    route: '/api/admin/citator/pages',
    url: '/api/admin/citator/pages',
    allowed: DOCUMENTS,
    allowedStatus: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/citator/pages/{key}/decision',
    url: '/api/admin/citator/pages/scra:136-27/decision',
    allowed: DOCUMENTS,
    allowedStatus: 400,
    body: {},
  },
  {
    method: 'GET',
    route: '/api/admin/citator/decisions',
    url: '/api/admin/citator/decisions?q=Tanada',
    allowed: DOCUMENTS,
    allowedStatus: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/citator/health',
    url: '/api/admin/citator/health',
    allowed: DOCUMENTS,
    allowedStatus: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/citator/health/refresh',
    url: '/api/admin/citator/health/refresh',
    allowed: DOCUMENTS,
    allowedStatus: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/dashboard/stats',
    url: '/api/admin/dashboard/stats',
    allowed: DASHBOARD,
    allowedStatus: 200,
  },
  // Admin → Settings. The test e-mail is the one allowed call that writes: a message to the caller, in the outbox.
  { method: 'GET', route: '/api/admin/settings/', url: '/api/admin/settings', allowed: SUPER, allowedStatus: 200 },
  {
    method: 'PUT',
    route: '/api/admin/settings/',
    url: '/api/admin/settings',
    allowed: SUPER,
    allowedStatus: 400,
    body: {},
  },
  {
    method: 'POST',
    route: '/api/admin/settings/test-email',
    url: '/api/admin/settings/test-email',
    allowed: SUPER,
    allowedStatus: 202,
  },
  { method: 'GET', route: '/api/admin/users/', url: '/api/admin/users', allowed: USERS, allowedStatus: 200 },
  {
    method: 'GET',
    route: '/api/admin/users/{id}',
    url: `/api/admin/users/${missing}`,
    allowed: USERS,
    allowedStatus: 404,
  },
  {
    method: 'PUT',
    route: '/api/admin/users/{id}/approve',
    url: `/api/admin/users/${missing}/approve`,
    allowed: DASHBOARD,
    allowedStatus: 404,
  },
  {
    method: 'PUT',
    route: '/api/admin/users/{id}/reject',
    url: `/api/admin/users/${missing}/reject`,
    allowed: DASHBOARD,
    allowedStatus: 404,
  },
  {
    method: 'PUT',
    route: '/api/admin/users/{id}/activate',
    url: `/api/admin/users/${missing}/activate`,
    allowed: USERS,
    allowedStatus: 404,
  },
  {
    method: 'PUT',
    route: '/api/admin/users/{id}/deactivate',
    url: `/api/admin/users/${missing}/deactivate`,
    allowed: USERS,
    allowedStatus: 404,
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/{id}',
    url: `/api/admin/users/${missing}`,
    allowed: USERS,
    allowedStatus: 404,
  },
  {
    method: 'GET',
    route: '/api/admin/documents/',
    url: '/api/admin/documents?sortBy=dateDecided&sortOrder=desc',
    allowed: DOCUMENTS,
    allowedStatus: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/documents/types',
    url: '/api/admin/documents/types',
    allowed: DOCUMENTS,
    allowedStatus: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/documents/court-levels',
    url: '/api/admin/documents/court-levels',
    allowed: DOCUMENTS,
    allowedStatus: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/documents/law-categories',
    url: '/api/admin/documents/law-categories',
    allowed: DOCUMENTS,
    allowedStatus: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/documents/{id}',
    url: `/api/admin/documents/${missing}`,
    allowed: DOCUMENTS,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    route: '/api/admin/documents/',
    url: '/api/admin/documents',
    allowed: DOCUMENTS,
    allowedStatus: 400,
    body: {},
  },
  {
    method: 'PUT',
    route: '/api/admin/documents/{id}',
    url: `/api/admin/documents/${missing}`,
    allowed: DOCUMENTS,
    allowedStatus: 404,
    body: { title: 'x' },
  },
  {
    method: 'DELETE',
    route: '/api/admin/documents/{id}',
    url: `/api/admin/documents/${missing}`,
    allowed: DOCUMENTS,
    allowedStatus: 404,
  },
  { method: 'GET', route: '/api/admin/audit-log/', url: '/api/admin/audit-log', allowed: SUPER, allowedStatus: 200 },
  // Sends every due alert digest now; with no alert due it changes nothing.
  { method: 'POST', route: '/api/admin/alerts/run', url: '/api/admin/alerts/run', allowed: SUPER, allowedStatus: 200 },
  { method: 'GET', route: '/api/admin/analytics/', url: '/api/admin/analytics', allowed: USERS, allowedStatus: 200 },
  {
    method: 'GET',
    route: '/api/admin/notifications/',
    url: '/api/admin/notifications',
    allowed: BACK_OFFICE,
    allowedStatus: 200,
  },
];

/**
 * The claim and verification review the admin screens use lives with the accounts feature (/api/auth); it is held
 * to the same matrix row (ADMIN_ACCESS.claims) here, so the back-office's permissions are proven in one place.
 */
const REVIEW: UserRole[] = ['super_admin', 'admin', 'moderator'];
const REVIEW_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    route: '/api/auth/pending-claims',
    url: '/api/auth/pending-claims',
    allowed: REVIEW,
    allowedStatus: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/approve-claim/{id}',
    url: `/api/auth/approve-claim/${missing}`,
    allowed: REVIEW,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    route: '/api/auth/reject-claim/{id}',
    url: `/api/auth/reject-claim/${missing}`,
    allowed: REVIEW,
    allowedStatus: 404,
    body: { reason: 'Not the owner' },
  },
  {
    method: 'GET',
    route: '/api/auth/verification-files/{id}',
    url: `/api/auth/verification-files/${missing}`,
    allowed: REVIEW,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    route: '/api/auth/verification-files/{id}/link',
    url: `/api/auth/verification-files/${missing}/link`,
    allowed: REVIEW,
    allowedStatus: 404,
  },
];

// Routes that are not behind a role: the sign-in itself. The scraping group has its owner's own matrix test.
const UNGUARDED = new Set(['POST /api/admin/login']);
const OTHER_OWNERS = /^\/api\/admin\/scraping\//;

describe('admin role matrix', () => {
  let t: TestApp;
  const accounts = new Map<UserRole, TestAccount>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) accounts.set(role, await addAccount(t.db, { role }));
  });
  afterAll(() => t.close());

  const call = (endpoint: Endpoint, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers,
      ...(endpoint.body !== undefined ? { payload: endpoint.body as object } : {}),
    });

  it('lists every registered admin endpoint', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !OTHER_OWNERS.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((key) => !UNGUARDED.has(key));
    const covered = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`);
    expect(registered.sort()).toEqual([...covered].sort());
  });

  for (const endpoint of [...ENDPOINTS, ...REVIEW_ENDPOINTS]) {
    describe(`${endpoint.method} ${endpoint.route}`, () => {
      it('refuses an anonymous caller and a forged token with 401', async () => {
        const anonymous = await call(endpoint);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ success: false });
        expect((await call(endpoint, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
      });

      for (const role of ROLES) {
        const allowed = endpoint.allowed.includes(role);
        it(`${allowed ? 'admits' : 'refuses (403)'} ${role}`, async () => {
          const response = await call(endpoint, accounts.get(role)!.headers);
          expect(response.statusCode, response.body).toBe(allowed ? endpoint.allowedStatus : 403);
        });
      }
    });
  }
});
