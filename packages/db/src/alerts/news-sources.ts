import type { AlertRow, NewsSource } from './alert-row.ts';
import { citingDecisions } from './sources/citing-decisions.ts';
import { searchMatches } from './sources/search-matches.ts';

/**
 * Where each kind of alert hears news, one function per source. A followed statute will also hear of the laws that
 * amend or repeal it once statute relations exist: that is one more function in the `document` list.
 */
export const NEWS_SOURCES: Record<AlertRow['kind'], readonly NewsSource[]> = {
  search: [searchMatches],
  document: [citingDecisions],
};
