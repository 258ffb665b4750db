import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '@batas/shared/contracts/claims';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { presentUser } from '../../../presenters/user.ts';
import { getUserRow } from '../../../services/auth/create-account.ts';
import { CLAIM_REVIEWER_ROLES } from '../../../services/auth/permissions.ts';
import { submitClaim } from '../../../services/claims/submit-claim.ts';
import { listClaims } from '../../../services/claims/list-claims.ts';
import { approveClaim, rejectClaim } from '../../../services/claims/review-claim.ts';
import { listOwnClaims } from '../../../services/claims/list-own-claims.ts';
import { searchClaimable } from '../../../services/claims/search-claimable.ts';

/** Claiming a roll profile (any signed-in user) and reviewing claims (claim reviewers only). */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewersOnly = app.requireRoles(...CLAIM_REVIEWER_ROLES);

  for (const declaration of [contract.claimLawyerRoute, contract.claimProfileRoute]) {
    route(app, declaration, {
      onRequest: app.authenticate,
      handler: async (request, reply) => {
        const claim = await submitClaim(app.db, request.user!, request.body);
        const user = presentUser((await getUserRow(app.db, request.user!.id))!);
        return reply
          .code(201)
          .send({ ...ok({ claim, user }), message: 'Your claim has been submitted and is awaiting review.' });
      },
    });
  }

  route(app, contract.claimSearchRoute, {
    onRequest: app.authenticate,
    handler: async (request) => ok(await searchClaimable(app.db, request.user!.id, request.query)),
  });

  route(app, contract.ownClaimsRoute, {
    onRequest: app.authenticate,
    handler: async (request) => ok({ claims: await listOwnClaims(app.db, request.user!.id) }),
  });

  route(app, contract.pendingClaimsRoute, {
    onRequest: reviewersOnly,
    handler: async (request) => ok(await listClaims(app.db, request.user!, request.query)),
  });

  route(app, contract.approveClaimRoute, {
    onRequest: reviewersOnly,
    handler: async (request) => {
      await approveClaim(app.db, request.user!, request.params.id, request.body ?? {});
      return { ...ok({ id: request.params.id, status: 'approved' }), message: 'Claim approved' };
    },
  });

  route(app, contract.rejectClaimRoute, {
    onRequest: reviewersOnly,
    handler: async (request) => {
      await rejectClaim(app.db, request.user!, request.params.id, request.body.reason);
      return { ...ok({ id: request.params.id, status: 'rejected' }), message: 'Claim rejected' };
    },
  });
};

export default claimRoutes;
