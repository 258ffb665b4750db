import type { FastifyInstance } from 'fastify';
import { ADMIN_ACCESS, ADMIN_LOGIN_ROLES, type AdminSection } from '@batas/shared/constants';

/**
 * The one guard of an admin route group: a valid token of an active account (401) with a role the section's
 * row of ADMIN_ACCESS lists (403). Runs onRequest, before body validation, so an outsider learns nothing
 * about the input an endpoint expects.
 */
export function guardSection(app: FastifyInstance, section: AdminSection): void {
  app.addHook('onRequest', app.requireRoles(...ADMIN_ACCESS[section]));
}

/**
 * For what every back-office role shares (the bell): any role that may sign in to the admin area. What each role
 * then sees is narrowed by the service, section by section.
 */
export function guardBackOffice(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireRoles(...ADMIN_LOGIN_ROLES));
}
