import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The monorepo root (apps/worker/test/unit/sources/helpers → six levels up). */
export const REPO_ROOT = resolve(here, '../../../../../..');

/** Real pages of LawPhil and the E-Library as they were saved (provenance in real-pages/PROVENANCE.md). */
export const REAL_PAGES_DIR = resolve(REPO_ROOT, 'apps/worker/test/fixtures/real-pages');

/** Our own mini copies of the two sites, laid out with the sites' real paths. */
export const SITES_DIR = resolve(REPO_ROOT, 'apps/worker/test/fixtures/sites');

/** Expected parse results: real/ for the saved pages, sites/ for the mini sites (same relative paths + .json). */
export const EXPECTED_DIR = resolve(REPO_ROOT, 'apps/worker/test/fixtures/expected');

/** The local roots the mini sites are parsed under, as a fixture server would serve them. */
export const SITE_BASE_URLS = {
  lawphil: 'http://127.0.0.1:8080/lawphil',
  elibrary: 'http://127.0.0.1:8080/elibrary',
} as const;
