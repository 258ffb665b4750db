import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUsers, getAdminUser } from '../../../../services/admin-users/list-users.ts';
import { changeUserStatus } from '../../../../services/admin-users/change-user-status.ts';
import { deleteUser } from '../../../../services/admin-users/delete-user.ts';
import { notFound } from '../../../../lib/errors.ts';
import { guardSection } from '../guard.ts';
import { route } from '../../../../lib/route.ts';
import * as schema from '@batas/shared/contracts/admin-users';

/** User Management: super_admin and admin (ADMIN_ACCESS.users). Approve and reject are in ../approvals. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'users');

  route(app, schema.listUsersRoute, {
    handler: async (request) => {
      const page = await listUsers(app.db, request.query);
      return { success: true as const, ...page, data: page };
    },
  });

  route(app, schema.getUserRoute, {
    handler: async (request) => {
      const user = await getAdminUser(app.db, request.params.id);
      if (!user) throw notFound('User not found');
      return { success: true as const, message: 'OK', data: user };
    },
  });

  for (const [action, declaration] of [
    ['activate', schema.activateUserRoute],
    ['deactivate', schema.deactivateUserRoute],
  ] as const) {
    route(app, declaration, {
      handler: async (request) => ({
        success: true as const,
        message: schema.USER_ACTION_DONE[action],
        data: await changeUserStatus(app.db, request.user!, request.params.id, action),
      }),
    });
  }

  route(app, schema.deleteUserRoute, {
    handler: async (request) => {
      await deleteUser(app.db, request.user!, request.params.id, app.config.uploadsDir);
      return { success: true as const, message: 'User deleted' };
    },
  });
};

export default userRoutes;
