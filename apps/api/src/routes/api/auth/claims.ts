import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { presentUser } from '../../../presenters/user.ts';
import { getUserRow } from '../../../services/auth/create-account.ts';
import { CLAIM_REVIEWER_ROLES } from '../../../services/auth/permissions.ts';
import { submitClaim } from '../../../services/claims/submit-claim.ts';
import { listClaims } from '../../../services/claims/list-claims.ts';
import { approveClaim, rejectClaim } from '../../../services/claims/review-claim.ts';
import { listOwnClaims } from '../../../services/claims/list-own-claims.ts';
import { searchClaimable } from '../../../services/claims/search-claimable.ts';
import * as schema from '@batas/shared/contracts/auth';
import { claimSearchErrors, claimSearchQuery, claimSearchResponse } from '@batas/shared/contracts/claims';

const tags = ['claims'];

/** Claiming a roll profile (any signed-in user) and reviewing claims (claim reviewers only). */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewersOnly = app.requireRoles(...CLAIM_REVIEWER_ROLES);

  for (const path of ['/claim-lawyer', '/claim-profile']) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        schema: { tags, body: schema.claimSchema, response: { 201: schema.claimSubmittedResponse, ...schema.errors } },
      },
      async (request, reply) => {
        const claim = await submitClaim(app.db, request.user!, request.body);
        const user = presentUser((await getUserRow(app.db, request.user!.id))!);
        return reply
          .code(201)
          .send({ ...ok({ claim, user }), message: 'Your claim has been submitted and is awaiting review.' });
      },
    );
  }

  app.get(
    '/claim-search',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: claimSearchQuery, response: { 200: claimSearchResponse, ...claimSearchErrors } },
    },
    async (request) => ok(await searchClaimable(app.db, request.user!.id, request.query)),
  );

  app.get(
    '/my-claims',
    {
      onRequest: app.authenticate,
      schema: { tags, response: { 200: schema.ownClaimsResponse, 401: schema.errorSchema } },
    },
    async (request) => ok({ claims: await listOwnClaims(app.db, request.user!.id) }),
  );

  app.get(
    '/pending-claims',
    {
      onRequest: reviewersOnly,
      schema: {
        tags,
        querystring: schema.claimListQuery,
        response: { 200: schema.claimListResponse, ...schema.errors },
      },
    },
    async (request) => ok(await listClaims(app.db, request.user!, request.query)),
  );

  app.post(
    '/approve-claim/:id',
    {
      onRequest: reviewersOnly,
      schema: {
        tags,
        params: schema.uuidParams,
        // No body at all is an approval of a complete claim (the API answered so before overrides existed).
        body: schema.approveClaimSchema.nullish(),
        response: { 200: schema.messageResponse, ...schema.errors },
      },
    },
    async (request) => {
      await approveClaim(app.db, request.user!, request.params.id, request.body ?? {});
      return { ...ok({ id: request.params.id, status: 'approved' }), message: 'Claim approved' };
    },
  );

  app.post(
    '/reject-claim/:id',
    {
      onRequest: reviewersOnly,
      schema: {
        tags,
        params: schema.uuidParams,
        body: schema.rejectClaimSchema,
        response: { 200: schema.messageResponse, ...schema.errors },
      },
    },
    async (request) => {
      await rejectClaim(app.db, request.user!, request.params.id, request.body.reason);
      return { ...ok({ id: request.params.id, status: 'rejected' }), message: 'Claim rejected' };
    },
  );
};

export default claimRoutes;
