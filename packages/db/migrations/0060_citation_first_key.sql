-- Nearly every citation is looked up by one key (a consolidated docket or a range of statutes has more). Mirroring
-- each key in document_citation_keys cost every citation a second heap row and two more index entries: at 20,000
-- imported documents (about 485,000 citations, each with exactly one key) the citator slowed the import by about a
-- fifth. The first key is now found through an expression index on the citation row itself, and the key table
-- holds only the second and later keys of the few citations that have them.
CREATE INDEX document_citations_first_key ON document_citations ((lookup_keys[1]));

DELETE FROM document_citation_keys AS k USING document_citations AS c
 WHERE c.id = k.citation_id AND k.key = c.lookup_keys[1];

ANALYZE document_citations, document_citation_keys;
