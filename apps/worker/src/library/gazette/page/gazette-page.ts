import { decodeEntities } from './entities.ts';
import { type ContentBlock, contentBlocks } from './content-blocks.ts';

/** What one saved Gazette page says about its document: the same facts the scraper's metadata holds, and the text. */
export interface GazettePage {
  /** The page heading, as the masterlist lists it: 'Executive Order No. 292, s. 1987' (often only the number). */
  heading: string;
  /** The post date, which the Gazette sets to the issuance's date: 'YYYY-MM-DD'. */
  date: string | null;
  /** The page's own address (its permalink). */
  url: string | null;
  pdfUrl: string | null;
  blocks: ContentBlock[];
}

const CONTENT_START = Buffer.from('<div class="entry-content">');
const CONTENT_END = [Buffer.from('<!--resource box start-->'), Buffer.from('</article>')];
const ARTICLE_END = Buffer.from('</article>');
const HEADING = /<h1 class="entry-title">([\s\S]*?)<\/h1>/;
const PUBLISHED = /<time class="entry-date published" datetime="(\d{4}-\d{2}-\d{2})/;
const PERMALINK = /<a href="(https?:\/\/[^"]+)" rel="bookmark"/;
const RESOURCE_PDF = /class="pdfbutton[^"]*">[\s\S]*?<a href="([^"]+\.pdf)"/i;
const EMBEDDED_PDF = /id="pdf-container"><embed src="([^"]+\.pdf)"/i;
const ANY_PDF_LINK = /<a [^>]*href="(https?:\/\/[^"]+\.pdf)"/i;

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * Reads a page saved from officialgazette.gov.ph. Only the article is decoded (the site's menus, scripts and
 * footer are two thirds of every page); the content area is everything from 'entry-content' to the resources
 * box. Null when the bytes hold no Gazette article.
 */
export function readGazettePage(bytes: Uint8Array): GazettePage | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = buffer.indexOf(CONTENT_START);
  const headingAt = buffer.lastIndexOf('<h1 class="entry-title">', start < 0 ? undefined : start);
  if (start < 0 || headingAt < 0) return null;
  const articleEnd = buffer.indexOf(ARTICLE_END, start);
  const ends = CONTENT_END.map((marker) => buffer.indexOf(marker, start)).filter((index) => index >= 0);
  const contentEnd = ends.length > 0 ? Math.min(...ends) : buffer.length;
  const head = buffer.toString('utf8', headingAt, start);
  const content = buffer.toString('utf8', start + CONTENT_START.length, contentEnd);
  const tail = buffer.toString('utf8', contentEnd, articleEnd < 0 ? buffer.length : articleEnd);
  const heading = HEADING.exec(head);
  if (!heading) return null;
  const pdf = RESOURCE_PDF.exec(tail) ?? EMBEDDED_PDF.exec(content) ?? ANY_PDF_LINK.exec(content);
  return {
    heading: textOf(heading[1]!),
    date: PUBLISHED.exec(head)?.[1] ?? null,
    url: (PERMALINK.exec(head) ?? PERMALINK.exec(tail))?.[1] ?? null,
    pdfUrl: pdf ? decodeEntities(pdf[1]!) : null,
    blocks: contentBlocks(content),
  };
}
