import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type ScrapingCategorySlug } from '@batas/shared/constants';
import {
  SOURCE_PARSERS,
  decodePage,
  type IndexParseResult,
  type ListingFilter,
  type ScrapedDocument,
  type SourceId,
} from '../../../../src/sources/index.ts';
import { EXPECTED_DIR, REAL_PAGES_DIR, SITES_DIR } from './paths.ts';

/** Assertions on a long text: exact values would make every cleaning tweak rewrite the golden files. */
export interface TextExpectation {
  minLength?: number;
  maxLength?: number;
  startsWith?: string;
  endsWith?: string;
  contains?: string[];
  notContains?: string[];
}

export interface GoldenCase {
  /** Free text: what the case shows, or where a value comes from. */
  note?: string;
  source: SourceId;
  category: ScrapingCategorySlug;
  /** The URL the page was served at (decides relative links). */
  url: string;
  baseUrl: string;
  contentType?: string;
  /** Index pages: the kind the crawler assigns to the page, plus the job's filter. */
  pageKind?: string;
  filter?: ListingFilter;
  /** 'YYYY-MM-DD' standing in for today (the master page drops future years). */
  today?: string;
  expectedIndex?: IndexParseResult;
  expectedDocument?: {
    fields: Omit<ScrapedDocument, 'htmlContent' | 'content'>;
    content: TextExpectation;
    htmlContent: TextExpectation;
  };
}

export interface GoldenFile {
  /** Page path relative to its pages folder (test/fixtures/real-pages or test/fixtures/sites). */
  page: string;
  cases: GoldenCase[];
}

export type PagesRoot = 'real' | 'sites';

export function pagesDir(root: PagesRoot): string {
  return root === 'real' ? REAL_PAGES_DIR : SITES_DIR;
}

/** Every golden file under expected/{root}, with its page path. */
export function loadGoldenFiles(root: PagesRoot): GoldenFile[] {
  const dir = join(EXPECTED_DIR, root);
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) files.push(path);
    }
  };
  walk(dir);
  return files.map((file) => ({
    page: relative(dir, file).replace(/\.json$/, ''),
    cases: (JSON.parse(readFileSync(file, 'utf8')) as { cases: GoldenCase[] }).cases,
  }));
}

export function readPageBytes(root: PagesRoot, page: string): Uint8Array {
  return readFileSync(join(pagesDir(root), page));
}

/** Runs the source's parser on one page the way the job runner will: bytes → decodePage → parser. */
export function runCase(bytes: Uint8Array, golden: GoldenCase): IndexParseResult | ScrapedDocument {
  const parser = SOURCE_PARSERS[golden.source];
  const html = decodePage(bytes, golden.contentType);
  const ctx = {
    category: golden.category,
    filter: golden.filter,
    baseUrl: golden.baseUrl,
    now: golden.today ? new Date(`${golden.today}T00:00:00Z`) : undefined,
  };
  if (golden.pageKind) return parser.parseIndexPage({ url: golden.url, kind: golden.pageKind }, html, ctx);
  return parser.parseDocument(html, golden.url, ctx);
}
