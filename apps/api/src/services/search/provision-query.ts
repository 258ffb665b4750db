/**
 * Provisions a query names (migration 0101): 'theft' is the heading of the Revised Penal Code's Art. 308 ('Who are
 * liable for theft') and the caption of the chapter it opens ('THEFT'). Read from document_provisions' GIN index on
 * headings and captions only (a few words each, never the text of the article), at most PROVISION_HITS rows, so the
 * tier costs one small index scan whatever the library's size.
 *
 * Of a law's matching provisions the one shown is the best: a heading that holds the query (2) and being the first
 * provision of a division the query names (2) add up, so Art. 308 (both) comes before Art. 310 'Qualified theft'
 * (heading only); a heading or caption that is the query and nothing more, the provision or division named for it,
 * adds 3 (the Civil Code's Art. 1868, first under 'Agency', before Art. 1919 'Agency is extinguished', first under
 * 'Modes of Extinguishment of Agency'; 'homicide' is Art. 249 'Homicide', not Art. 246 'Parricide', first of 'Parricide,
 * murder, homicide'); then the text rank, whose weights put a heading (A) before a caption (B); then the earlier one.
 */
export const PROVISION_HITS = 500;

/** A heading or caption that is the query, its words and no other: 'Murder', a chapter 'Agency' for 'agency'. */
const exactly = (text: string, query: string) =>
  `strip(to_tsvector('ph_legal', ${text})) = strip(to_tsvector('ph_legal', ${query}))`;

/** CTEs `provision_hits` and `best_provision(document_id, position, strength)`; `query` is the text's parameter. */
export function provisionCtes(query: string): string {
  // Every word of the query is required: websearch's 'or' would let 'Funds or Credit' match any heading with 'credit'.
  const tsquery = `plainto_tsquery('ph_legal', ${query})`;
  return `provision_hits AS MATERIALIZED (SELECT document_id, position,
        (CASE WHEN ts_filter(topic_vector, '{a}') @@ ${tsquery} THEN 2 ELSE 0 END)
        + (CASE WHEN ts_filter(topic_vector, '{b}') @@ ${tsquery} THEN 2 ELSE 0 END)
        + (CASE WHEN ${exactly('heading', query)} OR EXISTS (SELECT 1 FROM unnest(string_to_array(topics, E'\\n')) AS line
            WHERE ${exactly('line', query)}) THEN 3 ELSE 0 END)
        + ts_rank('{0.1, 0.2, 0.4, 1.0}', topic_vector, ${tsquery}, 1) AS strength
      FROM document_provisions WHERE topic_vector @@ ${tsquery} LIMIT ${PROVISION_HITS}),
    best_provision AS (SELECT DISTINCT ON (document_id) document_id, position, strength FROM provision_hits
      ORDER BY document_id, strength DESC, position)`;
}

/** The candidates tier: the laws holding a provision the query names, with the library's filters. */
export function provisionTierSql(and: string, limit: string): string {
  return `SELECT id, ctid AS tid FROM documents WHERE id IN (SELECT document_id FROM best_provision)${and} LIMIT ${limit}`;
}

/**
 * The provision shown with a result (`dp` its document_provisions row, `d` the law), with what the law is called
 * ('Revised Penal Code': its short title, else its own name, migration 0020), for 'Revised Penal Code, Art. 308'.
 */
export const PROVISION_COLUMN = `CASE WHEN dp.document_id IS NULL THEN NULL ELSE
  jsonb_build_object('anchor', dp.anchor, 'label', dp.label, 'heading', dp.heading, 'passage', dp.passage,
    'lawName', coalesce(d.short_title, d.short_name)) END AS provision`;
