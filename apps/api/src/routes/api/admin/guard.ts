import type { FastifyInstance } from 'fastify';
import { ADMIN_ACCESS, type AdminSection } from '@batas/shared/constants/admin-access';

/**
 * The one guard of an admin route group: a valid token of an active account (401) with a role the section's
 * row of ADMIN_ACCESS lists (403). Runs onRequest, before body validation, so an outsider learns nothing
 * about the input an endpoint expects.
 */
export function guardSection(app: FastifyInstance, section: AdminSection): void {
  app.addHook('onRequest', app.requireRoles(...ADMIN_ACCESS[section]));
}
