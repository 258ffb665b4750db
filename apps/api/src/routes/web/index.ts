import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  SITEMAP_KINDS,
  sitemapEntries,
  sitemapPageCounts,
  type SitemapKind,
} from '../../services/sitemap/sitemap-entries.ts';
import { sitemapIndexXml, urlSetXml } from '../../services/sitemap/sitemap-xml.ts';

const SITEMAP_FILE = /^(documents|lawyers|articles)-([1-9]\d{0,5})\.xml$/;

/**
 * What crawlers read at the site's root: robots.txt, and sitemap.xml, an index of paged sitemaps of the
 * documents, lawyers and published articles, generated from the database when asked.
 */
const webRoutes: FastifyPluginAsync<{ publicUrl?: string }> = async (app, { publicUrl }) => {
  const base = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${base(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', hide, async (request, reply) => {
    const counts = await sitemapPageCounts(app.db);
    const files = SITEMAP_KINDS.flatMap((kind) =>
      Array.from({ length: counts[kind] }, (_, index) => `/sitemaps/${kind}-${index + 1}.xml`),
    );
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return sitemapIndexXml(base(request), files);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
    const match = SITEMAP_FILE.exec(request.params.file);
    const entries = match ? await sitemapEntries(app.db, match[1] as SitemapKind, Number(match[2])) : [];
    if (entries.length === 0 && !(match && match[2] === '1')) return reply.callNotFound();
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return urlSetXml(base(request), entries);
  });
};

export default webRoutes;
