import type { FastifyPluginAsync } from 'fastify';
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
 * documents, lawyers and published articles, generated from the database when asked. Every address in them is
 * built on the configured site address (PUBLIC_URL, else http://localhost:$PORT), never on the Host header a
 * client sent.
 */
const webRoutes: FastifyPluginAsync<{ siteUrl: string; cacheable: boolean }> = async (app, { siteUrl, cacheable }) => {
  const base = () => siteUrl;
  const hide = { schema: { hide: true } };
  // Public caches may keep these for an hour only when they name the address PUBLIC_URL sets; the default
  // (http://localhost:$PORT) is for a laptop, and is not worth a shared cache's copy.
  const caching = cacheable ? 'public, max-age=3600' : 'no-cache';

  app.get('/robots.txt', hide, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', caching);
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${base()}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const counts = await sitemapPageCounts(app.db);
    const files = SITEMAP_KINDS.flatMap((kind) =>
      Array.from({ length: counts[kind] }, (_, index) => `/sitemaps/${kind}-${index + 1}.xml`),
    );
    reply.type('application/xml; charset=utf-8').header('cache-control', caching);
    return sitemapIndexXml(base(), files);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
    const match = SITEMAP_FILE.exec(request.params.file);
    const entries = match ? await sitemapEntries(app.db, match[1] as SitemapKind, Number(match[2])) : [];
    if (entries.length === 0 && !(match && match[2] === '1')) return reply.callNotFound();
    reply.type('application/xml; charset=utf-8').header('cache-control', caching);
    return urlSetXml(base(), entries);
  });
};

export default webRoutes;
