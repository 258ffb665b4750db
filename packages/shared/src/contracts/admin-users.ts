import { z } from 'zod';
import { USER_ROLES } from '../constants/index.ts';
import { pageQuery } from './admin-common.ts';

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
  search: z
    .string()
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
