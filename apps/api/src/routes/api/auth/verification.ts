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
import { verificationUploadRateLimit } from './rate-limits.ts';
import * as schema from '@batas/shared/contracts/auth';

const tags = ['claims'];

/**
 * Identity documents: lawyers and accounts with a claim under review upload them (a few times an hour); only claim
 * reviewers can ever read them back.
 */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload-verification',
    {
      onRequest: app.authenticate,
      config: { rateLimit: verificationUploadRateLimit },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: schema.uploadResponse, ...schema.errors } },
    },
    async (request, reply) => {
      const files = await readMultipartFiles(request, VERIFICATION_FIELDS);
      const uploads = await saveVerificationDocuments(app.db, app.config.uploadsDir, request.user!, files);
      const user = presentUser((await getUserRow(app.db, request.user!.id))!);
      return reply
        .code(201)
        .send({ ...ok({ uploads, user }), message: 'Documents uploaded. Your account is under review.' });
    },
  );

  app.get(
    '/verification-files/:id',
    { onRequest: app.requireRoles(...CLAIM_REVIEWER_ROLES), schema: { tags, params: schema.uuidParams } },
    async (request, reply) => {
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
  );
};

export default verificationRoutes;
