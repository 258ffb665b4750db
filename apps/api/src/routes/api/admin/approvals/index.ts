import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeUserStatus } from '../../../../services/admin-users/change-user-status.ts';
import { guardSection } from '../guard.ts';
import { guardedErrors, uuidParams } from '@batas/shared/contracts/admin-common';
import { USER_ACTION_DONE, userResponse } from '@batas/shared/contracts/admin-users';

/**
 * PUT /api/admin/users/{id}/approve and /reject: the dashboard's two buttons, open to every dashboard role
 * (ADMIN_ACCESS.approvals), hence a group of their own next to User Management.
 */
const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'approvals');
  for (const action of ['approve', 'reject'] as const) {
    app.put(
      `/:id/${action}`,
      { schema: { tags: ['admin'], params: uuidParams, response: { 200: userResponse, ...guardedErrors } } },
      async (request) => ({
        success: true as const,
        message: USER_ACTION_DONE[action],
        data: await changeUserStatus(app.db, request.user!, request.params.id, action),
      }),
    );
  }
};

export default approvalRoutes;
