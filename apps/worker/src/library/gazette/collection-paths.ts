import { CATEGORY_TYPES } from './data/categories.ts';

/** The folder of the collection that holds the issuances, as the repository lays it out. */
export const MASTERLIST = 'data/documents-raw/masterlist';

/** A document file of the collection: its folder kind, category, president and file id. */
export interface GazettePath {
  /** 'raw_html': the page as saved from the Gazette; 'metadata': the scraper's JSON record of it. */
  folder: 'raw_html' | 'metadata';
  category: string;
  president: string;
  docId: string;
}

const DOCUMENT_PATH =
  /^data\/documents-raw\/masterlist\/(raw_html|metadata)\/([a-z0-9-]+)\/([a-z0-9-]+)\/([^/]+)\.(html|json)$/;

/** Reads a repository path; null for any file that is not a page or metadata record of a law category. */
export function parseGazettePath(path: string): GazettePath | null {
  const match = DOCUMENT_PATH.exec(path);
  if (!match) return null;
  const [, folder, category, president, docId, extension] = match;
  if ((folder === 'raw_html') !== (extension === 'html')) return null;
  if (!Object.hasOwn(CATEGORY_TYPES, category!)) return null;
  return { folder: folder as GazettePath['folder'], category: category!, president: president!, docId: docId! };
}

/** The page a metadata record was made from ('metadata/x/y/z.json' → 'raw_html/x/y/z.html'). */
export function pagePathOf(path: GazettePath): string {
  return `${MASTERLIST}/raw_html/${path.category}/${path.president}/${path.docId}.html`;
}
