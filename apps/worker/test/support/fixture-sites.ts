import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { CATEGORY_SOURCES } from '../../src/sources/category-sources.ts';
import { type ScrapedDocument, type SourceId } from '../../src/sources/types.ts';
import { loadGoldenFiles, type TextExpectation } from '../unit/sources/helpers/golden-case.ts';
import { SITE_BASE_URLS, SITES_DIR } from '../unit/sources/helpers/paths.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';

export interface FixtureSites {
  lawphil: FixtureServer;
  elibrary: FixtureServer;
  /** LAWPHIL_BASE_URL / ELIBRARY_BASE_URL for a runner or a server. */
  baseUrls: Record<SourceId, string>;
  close(): Promise<void>;
}

/**
 * The two mini sites (test/fixtures/sites/{lawphil,elibrary}) served as two hosts on 127.0.0.1, as the real
 * sites are two hosts: each gets its own robots.txt and its own one-request-at-a-time gate.
 */
export async function startFixtureSites(options: { remoteSwitch?: boolean } = {}): Promise<FixtureSites> {
  const lawphil = await startFixtureServer({ dir: `${SITES_DIR}/lawphil`, ...options });
  const elibrary = await startFixtureServer({ dir: `${SITES_DIR}/elibrary`, ...options });
  return {
    lawphil,
    elibrary,
    baseUrls: { lawphil: lawphil.url, elibrary: elibrary.url },
    close: async () => {
      await lawphil.close();
      await elibrary.close();
    },
  };
}

/** A document the golden files expect, with its URL moved onto the served host. */
export interface ExpectedFixtureDocument {
  source: SourceId;
  category: ScrapingCategorySlug;
  /** Path from the site root ('/judjuris/juri2023/jan2023/gr_250001_2023.html'). */
  path: string;
  fields: Omit<ScrapedDocument, 'htmlContent' | 'content'>;
  content: TextExpectation;
  htmlContent: TextExpectation;
}

/**
 * Every document page of the mini sites that a job reaches: the golden cases whose category the page's own
 * site serves (the E-Library's copy of a LawPhil category is a fallback no job crawls).
 */
export function expectedFixtureDocuments(baseUrls: Record<SourceId, string>): ExpectedFixtureDocument[] {
  return loadGoldenFiles('sites').flatMap((file) =>
    file.cases.flatMap((golden) => {
      const expected = golden.expectedDocument;
      if (!expected || CATEGORY_SOURCES[golden.category].source !== golden.source) return [];
      const path = golden.url.slice(SITE_BASE_URLS[golden.source].length);
      const sourceUrl = `${baseUrls[golden.source]}${path}`;
      return [
        {
          source: golden.source,
          category: golden.category,
          path,
          fields: { ...expected.fields, sourceUrl },
          content: expected.content,
          htmlContent: expected.htmlContent,
        },
      ];
    }),
  );
}
