import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { presentUser } from '../../../presenters/user.ts';
import { getUserRow } from '../../../services/auth/create-account.ts';
import { CLAIM_REVIEWER_ROLES } from '../../../services/auth/permissions.ts';
import { readMultipartFiles } from '../../../services/uploads/read-multipart.ts';
import {
  saveVerificationDocuments,
  VERIFICATION_FIELDS,
} from '../../../services/uploads/save-verification-documents.ts';
import { getVerificationFile } from '../../../services/uploads/get-verification-file.ts';
import { isValidFileLink, verificationFileLink } from '../../../services/uploads/verification-file-links.ts';
import { HttpError } from '../../../lib/errors.ts';
import { verificationUploadRateLimit } from './rate-limits.ts';
import * as schema from '@batas/shared/contracts/auth';
import { route } from '../../../lib/route.ts';

/**
 * Identity documents: lawyers and accounts with a claim under review upload them (a few times an hour); only claim
 * reviewers can ever read them back.
 */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, schema.uploadVerificationRoute, {
    onRequest: app.authenticate,
    config: { rateLimit: verificationUploadRateLimit },
    handler: async (request, reply) => {
      const files = await readMultipartFiles(request, VERIFICATION_FIELDS);
      const uploads = await saveVerificationDocuments(app.db, app.config.uploadsDir, request.user!, files);
      const user = presentUser((await getUserRow(app.db, request.user!.id))!);
      return reply
        .code(201)
        .send({ ...ok({ uploads, user }), message: 'Documents uploaded. Your account is under review.' });
    },
  });

  const reviewersOnly = app.requireRoles(...CLAIM_REVIEWER_ROLES);
  route(app, schema.verificationFileLinkRoute, {
    onRequest: reviewersOnly,
    handler: async (request) => {
      // The file must exist: a link is never made for nothing.
      await getVerificationFile(app.db, app.config.uploadsDir, request.params.id);
      return ok({ url: verificationFileLink(app.config.JWT_SECRET!, request.params.id) });
    },
  });

  // Read by a reviewer's own request, or through a link one of them asked for a moment ago (a new tab cannot
  // send the reviewer's credentials, and must not get the file any other way than from its own address).
  route(app, schema.verificationFileRoute, {
    onRequest: async (request, reply) => {
      const { id } = request.params as { id: string };
      const query = request.query as { expires?: string; signature?: string };
      if (query.signature !== undefined) {
        const link = { expires: Number(query.expires), signature: query.signature };
        if (isValidFileLink(app.config.JWT_SECRET!, id, link)) return;
        throw new HttpError(403, 'This link to the file has expired. Open the file again from the review.');
      }
      await reviewersOnly(request, reply);
    },
    handler: async (request, reply) => {
      const file = await getVerificationFile(app.db, app.config.uploadsDir, request.params.id);
      return (
        reply
          .type(file.mimeType)
          .header('Content-Disposition', `inline; filename="${file.filename}"`)
          // A hostile PDF opened by a reviewer runs in a sandbox: no scripts, no same-origin access to the admin session.
          .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
          .header('Cache-Control', 'private, no-store')
          .send(file.content)
      );
    },
  });
};

export default verificationRoutes;
