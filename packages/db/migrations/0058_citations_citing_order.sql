-- A document's "Cited by" page is ordered by the citing documents' dates, newest first, and can be limited to
-- decisions. With the date and type only on documents, PostgreSQL had to join and sort every citing row before
-- it could cut a page of 20: for a document cited 6,191 times that took about a second (docs/performance.md,
-- the citator at 100,000 documents). Each citation row now carries its citing document's date and type, and one
-- index holds a cited document's citations in page order, so a page reads only its own index entries and the
-- type filter and count need no join.
--
-- The citator writes both columns with every citation it records (record-citations.ts reads them from the
-- documents row written in the same transaction); the trigger below keeps them equal to the document when a
-- date or type changes by any other route.
ALTER TABLE document_citations ADD COLUMN citing_date date, ADD COLUMN citing_type text;

UPDATE document_citations AS c SET citing_date = d.document_date, citing_type = d.document_type
  FROM documents AS d WHERE d.id = c.citing_id;

-- Leads with cited_id, so it also serves every lookup the old index served (recount, re-resolve, delete).
CREATE INDEX document_citations_cited_page
  ON document_citations (cited_id, citing_date DESC NULLS LAST, citing_id) INCLUDE (citing_type)
  WHERE cited_id IS NOT NULL;
DROP INDEX document_citations_cited;

-- A row trigger with a WHEN clause: an update that leaves date and type alone (most of them) costs nothing.
-- document_date is generated from the two dates, so the trigger names those (AFTER: NEW holds the generated value).
CREATE FUNCTION document_citations_follow_citing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE document_citations SET citing_date = NEW.document_date, citing_type = NEW.document_type
   WHERE citing_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER document_citations_follow_citing AFTER UPDATE OF date_decided, date_enacted, document_type ON documents
  FOR EACH ROW
  WHEN (OLD.document_date IS DISTINCT FROM NEW.document_date OR OLD.document_type IS DISTINCT FROM NEW.document_type)
  EXECUTE FUNCTION document_citations_follow_citing();

ANALYZE document_citations;
