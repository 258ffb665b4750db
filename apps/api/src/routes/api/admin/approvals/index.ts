import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeUserStatus } from '../../../../services/admin-users/change-user-status.ts';
import { guardSection } from '../guard.ts';
import { approveUserRoute, rejectUserRoute, USER_ACTION_DONE } from '@batas/shared/contracts/admin-users';
import { route } from '../../../../lib/route.ts';

/**
 * PUT /api/admin/users/{id}/approve and /reject: the dashboard's two buttons, open to every dashboard role
 * (ADMIN_ACCESS.approvals), hence a group of their own next to User Management.
 */
const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'approvals');
  for (const [action, declaration] of [
    ['approve', approveUserRoute],
    ['reject', rejectUserRoute],
  ] as const) {
    route(app, declaration, {
      handler: async (request) => ({
        success: true as const,
        message: USER_ACTION_DONE[action],
        data: await changeUserStatus(app.db, request.user!, request.params.id, action),
      }),
    });
  }
};

export default approvalRoutes;
