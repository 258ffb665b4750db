-- The citator: every citation a document makes, and the library document it leads to when the library holds
-- exactly one that fits (the resolver's rules: citation keys, one-day date tolerance, never a guess). Written
-- by packages/db/src/citator alone; its README describes the flow.

-- One row per distinct citation of a document (the canonical form is the key, so a case cited ten times counts
-- once). lookup_keys, cited_date and cited_year are what the citation is resolved by; they are kept so that a
-- document arriving later (or an edit or a delete) re-resolves exactly the rows that could name it, without
-- parsing any text again. cited_year is the series year printed with an issuance ('Executive Order No. 228,
-- s. 1939'): executive orders, administrative orders, memoranda and proclamations are numbered anew under each
-- President, so their number names one document only with its year or date. Citations get a number of their own
-- (id) so that the key rows below stay narrow. The cites list reads a document's citations through the primary
-- key (citing_id first) and sorts them in memory: an index on (citing_id, position) only cost every insert.
CREATE TABLE document_citations (
  id           bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  citing_id    uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  canonical    text NOT NULL,
  position     integer NOT NULL,
  text         text NOT NULL,
  kind         text NOT NULL,
  lookup_keys  text[] NOT NULL,
  cited_date   date,
  cited_year   smallint,
  cited_id     uuid REFERENCES documents (id) ON DELETE SET NULL,
  PRIMARY KEY (citing_id, canonical)
);
CREATE INDEX document_citations_cited ON document_citations (cited_id) WHERE cited_id IS NOT NULL;

-- Citation keys one per row, under B-tree indexes, for the lookups the citator makes by the thousand. It
-- resolves a chunk of 500 imported documents in one statement: thousands of keys against the documents' keys,
-- and the same for the back-fill against the stored citations' keys. GIN answers an overlap test with a large
-- array slowly: 5,298 keys took 370 ms against 3,000 documents, where a B-tree over the same pairs answered in
-- about 1 ms (PostgreSQL 15). documents.citation_keys stays what search and the resolver read one key at a time.

-- The keys each stored citation is resolved by, written by the citator with the citation itself.
CREATE TABLE document_citation_keys (
  key          text NOT NULL,
  citation_id  bigint NOT NULL REFERENCES document_citations (id) ON DELETE CASCADE,
  PRIMARY KEY (key, citation_id)
);
CREATE INDEX document_citation_keys_citation ON document_citation_keys (citation_id);

-- Every key of every document. A trigger keeps it equal to documents.citation_keys, whoever writes the row.
CREATE TABLE document_keys (
  key          text NOT NULL,
  document_id  uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  PRIMARY KEY (key, document_id)
);
CREATE INDEX document_keys_document ON document_keys (document_id);
INSERT INTO document_keys (key, document_id)
  SELECT DISTINCT key, id FROM documents, unnest(citation_keys) AS key;

CREATE FUNCTION document_keys_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_keys (key, document_id)
    SELECT DISTINCT key, n.id FROM inserted n, unnest(n.citation_keys) AS key
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER document_keys_inserted AFTER INSERT ON documents
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION document_keys_inserted();

CREATE FUNCTION document_keys_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM document_keys AS k USING before_rows o JOIN after_rows n ON n.id = o.id
   WHERE k.document_id = n.id AND o.citation_keys IS DISTINCT FROM n.citation_keys AND NOT k.key = ANY(n.citation_keys);
  INSERT INTO document_keys (key, document_id)
    SELECT DISTINCT key, n.id FROM after_rows n JOIN before_rows o ON o.id = n.id, unnest(n.citation_keys) AS key
     WHERE o.citation_keys IS DISTINCT FROM n.citation_keys
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER document_keys_updated AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT
  EXECUTE FUNCTION document_keys_updated();

-- The citator's bookkeeping, in a table of its own: how many documents cite this one (read by the "Most cited"
-- sort and by search ranking) and which extractor version read the document (a start-up pass brings older ones up
-- to date). Any UPDATE of a documents row writes a new version of the whole row and re-inserts its entries in
-- every index, the three GIN indexes over the full text included: measured on the benchmark corpus (PostgreSQL
-- 15), marking 500 freshly imported documents as read took 3.3 s of an import's 26 s when these counters were
-- columns of documents. One narrow row per document costs what it should.
CREATE TABLE document_counters (
  document_id        uuid PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  cited_by_count     integer NOT NULL DEFAULT 0,
  citations_version  integer NOT NULL DEFAULT 0
);
CREATE INDEX document_counters_cited_by ON document_counters (cited_by_count DESC, document_id);

-- For the lists and the ranking, which read a count per shown document.
CREATE FUNCTION document_cited_by(document uuid) RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce((SELECT cited_by_count FROM document_counters WHERE document_id = document), 0) $$;
