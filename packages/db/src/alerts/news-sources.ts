import type { AlertRow, NewsSource } from './alert-row.ts';
import { amendingLaws } from './sources/amending-laws.ts';
import { citingDecisions } from './sources/citing-decisions.ts';
import { searchMatches } from './sources/search-matches.ts';

/**
 * Where each kind of alert hears news, one function per source. A followed document hears of the decisions citing
 * it and of the laws that amend or repeal it (its status, packages/db/src/relations).
 */
export const NEWS_SOURCES: Record<AlertRow['kind'], readonly NewsSource[]> = {
  search: [searchMatches],
  document: [citingDecisions, amendingLaws],
};
