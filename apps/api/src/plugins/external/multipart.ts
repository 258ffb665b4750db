import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { LIMITS } from '@batas/shared/constants';

/** Uploads are capped at 5 MB per file while streaming, before anything is stored. */
export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 2, fields: 20 } });
  },
  { name: 'multipart' },
);
