const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap index: one <sitemap> per file. */
export function sitemapIndexXml(base: string, files: readonly string[]): string {
  const items = files.map((file) => `<sitemap><loc>${escapeXml(`${base}${file}`)}</loc></sitemap>`);
  return `${XML_HEAD}\n<sitemapindex xmlns="${NAMESPACE}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** A sitemap file: one <url> per page, with the date it last changed. */
export function urlSetXml(base: string, entries: ReadonlyArray<{ path: string; lastmod: string }>): string {
  const items = entries.map(
    (entry) => `<url><loc>${escapeXml(`${base}${entry.path}`)}</loc><lastmod>${entry.lastmod}</lastmod></url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NAMESPACE}">\n${items.join('\n')}\n</urlset>\n`;
}
