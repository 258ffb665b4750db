import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import etag from '@fastify/etag';

/**
 * Answers computed per request (pages, JSON) over 1 KB are compressed with brotli or gzip, as the client accepts;
 * built files are already compressed at build time (plugins/external/web-app.ts). Brotli runs at quality 5: the
 * default 11 costs tens of milliseconds on a long decision for a few percent less.
 * Every such answer carries an ETag, so a page or list that has not changed answers 304 with no body.
 */
export default fp(
  async (app) => {
    await app.register(etag, { weak: true });
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compress' },
);
