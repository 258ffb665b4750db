/**
 * The documents a set of citation keys names: by their own keys (documents.citation_keys, GIN), or as the decision
 * the report crosswalk maps a report page to (report_pages, packages/db/src/citator/crosswalk). `keys` is the SQL of
 * a text[] parameter. The crosswalk's ids are gathered once (an init plan), so the planner can still OR the two
 * index scans.
 */
export function keyedDocumentsSql(keys: string): string {
  return `(citation_keys && ${keys}::text[] OR id = ANY(ARRAY(
    SELECT document_id FROM report_pages WHERE key = ANY(${keys}::text[]) AND state = 'mapped' AND document_id IS NOT NULL)))`;
}
