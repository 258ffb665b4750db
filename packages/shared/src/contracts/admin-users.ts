import { z } from 'zod';
import { safeText } from '../schemas/safe-text.ts';
import { USER_ROLES } from '../constants/index.ts';
import { guardedErrors, messageResponse, pageQuery, uuidParams } from './admin-common.ts';
import { defineRoute } from './route.ts';

export const adminUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  userType: z.enum(['lawyer', 'admin', 'basic', 'employee']),
  approvalStatus: z.enum(['pending', 'approved', 'rejected']),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  claimStatus: z.string(),
  lawyerVerificationStatus: z.string(),
  /** The account's claim waiting for review, if any: approving or rejecting the account decides it too. */
  pendingClaimId: z.string().nullable(),
  lawyerProfile: z
    .object({
      _id: z.string(),
      barNumber: z.string().nullable(),
      specialization: z.string().nullable(),
      experience: z.number().nullable(),
      lawFirm: z.string().nullable(),
    })
    .nullable(),
});

export const listUsersQuery = z.object({
  ...pageQuery,
  search: safeText()
    .trim()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((value) => value || undefined),
  // The web sends '' for "All Status"; 'all' is accepted too.
  status: z
    .enum(['', 'all', 'pending', 'approved', 'rejected'], { message: 'must be pending, approved or rejected' })
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value)),
});

const userPage = z.object({
  users: z.array(adminUserSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

/** `users` and `totalPages` at the top level as the original client reads them, and the same in `data`. */
export const listUsersResponse = userPage.extend({ success: z.literal(true), data: userPage });

export const USER_ACTION_DONE = {
  approve: 'User approved',
  reject: 'User rejected',
  activate: 'User activated',
  deactivate: 'User deactivated',
} as const;

export const userResponse = z.object({ success: z.literal(true), message: z.string(), data: adminUserSchema });

export type AdminUserEntry = z.infer<typeof adminUserSchema>;
export type UsersQuery = z.input<typeof listUsersQuery>;

const tags = ['admin'];

/** GET /api/admin/users: User Management's table (super admins and admins). */
export const listUsersRoute = defineRoute({
  method: 'GET',
  path: '/admin/users',
  tags,
  query: listUsersQuery,
  responses: { 200: listUsersResponse, ...guardedErrors },
});

export const getUserRoute = defineRoute({
  method: 'GET',
  path: '/admin/users/:id',
  tags,
  params: uuidParams,
  responses: { 200: userResponse, ...guardedErrors },
});

const userAction = <const Path extends `/admin/users/:id/${string}`>(path: Path) =>
  defineRoute({ method: 'PUT', path, tags, params: uuidParams, responses: { 200: userResponse, ...guardedErrors } });

export const activateUserRoute = userAction('/admin/users/:id/activate');
export const deactivateUserRoute = userAction('/admin/users/:id/deactivate');
/** Approve and reject are the dashboard's two buttons, open to every dashboard role (ADMIN_ACCESS.approvals). */
export const approveUserRoute = userAction('/admin/users/:id/approve');
export const rejectUserRoute = userAction('/admin/users/:id/reject');

export const deleteUserRoute = defineRoute({
  method: 'DELETE',
  path: '/admin/users/:id',
  tags,
  params: uuidParams,
  responses: { 200: messageResponse, ...guardedErrors },
});
